"""A test's own HTTP and WebSocket client on plain sockets, to send what a browser never
would: a foreign Host or Origin, no cookie, oversized or malformed messages."""

import base64
import os
import socket
import struct


def request(port, target, host=None, headers=(), timeout=10.0):
    """Sends one GET; returns (status, headers dict with lower-case names, body bytes)."""
    with socket.create_connection(("127.0.0.1", port), timeout=timeout) as sock:
        lines = [f"GET {target} HTTP/1.1", f"Host: {host or f'127.0.0.1:{port}'}",
                 "Connection: close", *headers, "", ""]
        sock.sendall("\r\n".join(lines).encode())
        data = b""
        while True:
            chunk = sock.recv(65536)
            if not chunk:
                break
            data += chunk
    head, _, body = data.partition(b"\r\n\r\n")
    status_line, *header_lines = head.decode("latin-1").split("\r\n")
    parsed = {}
    for line in header_lines:
        name, _, value = line.partition(":")
        parsed.setdefault(name.strip().lower(), []).append(value.strip())
    return int(status_line.split()[1]), parsed, body


class WebSocket:
    """A client WebSocket: the handshake, masked frames out, frames in."""

    def __init__(self, port, cookie, origin=None, host=None, timeout=10.0):
        self.sock = socket.create_connection(("127.0.0.1", port), timeout=timeout)
        key = base64.b64encode(os.urandom(16)).decode()
        host = host or f"127.0.0.1:{port}"
        lines = ["GET /ws HTTP/1.1", f"Host: {host}", "Upgrade: websocket",
                 "Connection: Upgrade", f"Sec-WebSocket-Key: {key}", "Sec-WebSocket-Version: 13"]
        if cookie:
            lines.append(f"Cookie: {cookie}")
        if origin is not False:
            lines.append(f"Origin: {origin or 'http://' + host}")
        self.sock.sendall(("\r\n".join(lines) + "\r\n\r\n").encode())
        head = b""
        while b"\r\n\r\n" not in head:
            chunk = self.sock.recv(1)
            if not chunk:
                break
            head += chunk
        self.status = int(head.split(b" ")[1]) if head else 0

    def send(self, payload, opcode=2):
        mask = os.urandom(4)
        length = len(payload)
        if length < 126:
            header = struct.pack("!BB", 0x80 | opcode, 0x80 | length)
        elif length < 65536:
            header = struct.pack("!BBH", 0x80 | opcode, 0x80 | 126, length)
        else:
            header = struct.pack("!BBQ", 0x80 | opcode, 0x80 | 127, length)
        masked = bytes(b ^ mask[i % 4] for i, b in enumerate(payload))
        self.sock.sendall(header + mask + masked)

    def _exact(self, count):
        data = b""
        while len(data) < count:
            chunk = self.sock.recv(count - len(data))
            if not chunk:
                raise EOFError("the server closed the connection")
            data += chunk
        return data

    def receive(self):
        """The next frame: (opcode, payload)."""
        first, second = self._exact(2)
        length = second & 0x7F
        if length == 126:
            length = struct.unpack("!H", self._exact(2))[0]
        elif length == 127:
            length = struct.unpack("!Q", self._exact(8))[0]
        return first & 0x0F, self._exact(length)

    def until_close(self, limit=10000):
        """Reads frames up to the close; returns (code, reason, frames before it)."""
        frames = []
        for _ in range(limit):
            opcode, payload = self.receive()
            if opcode == 8:
                code = struct.unpack("!H", payload[:2])[0] if len(payload) >= 2 else None
                return code, payload[2:].decode(), frames
            frames.append((opcode, payload))
        raise AssertionError("no close frame")

    def close(self):
        self.sock.close()


def varint(value):
    """`value` as the wire writes counts: unsigned LEB128."""
    out = bytearray()
    while value >= 0x80:
        out.append((value & 0x7F) | 0x80)
        value >>= 7
    out.append(value)
    return bytes(out)


def hello(columns=80, rows=24, color=True, ascii=False, name="test"):
    """A viewer's hello payload (the wire's version 1), as the page sends it."""
    flags = (1 if color else 0) | (2 if ascii else 0)
    return (b"GLNC" + struct.pack("!HH", 1, 1) + b"\x01" + varint(columns) + varint(rows)
            + bytes([flags]) + varint(len(name)) + name.encode())
