"""Fuzzes the bridge's WebSocket input: random and mutated messages, opcodes, fragments,
unmasked and truncated frames, and raw bytes after the handshake, for WEB_FUZZ_SECONDS
(default 5). Every connection must end (a close frame or the socket closed) within its bound,
and afterwards the server and the board serve a proper tab as before. The seed is printed, and
WEB_FUZZ_SEED replays a run."""

import os
import random
import socket
import struct
import time

import rawclient
from test_access import cookie_for

SEEDS = [
    rawclient.hello(), rawclient.hello(1, 1, ascii=True), b"\x02\x01\x01\x01a", b"\x02\x01\x03",
    b"\x03\x50\x1e", b"\x04", b"\x02\x02\x02\x01c\x10\x05",
]


def mutate(rng, data):
    data = bytearray(data)
    for _ in range(rng.randint(1, 4)):
        choice = rng.randrange(5)
        if choice == 0 and data:
            data[rng.randrange(len(data))] = rng.randrange(256)
        elif choice == 1:
            data.insert(rng.randrange(len(data) + 1), rng.randrange(256))
        elif choice == 2 and data:
            del data[rng.randrange(len(data))]
        elif choice == 3:
            data += bytes(rng.randrange(256) for _ in range(rng.randint(1, 32)))
        else:
            data = data[: rng.randrange(len(data) + 1)]
    return bytes(data)


def frame(rng, opcode, payload, fin=True, masked=True):
    length = len(payload)
    first = (0x80 if fin else 0) | opcode
    if length < 126:
        header = struct.pack("!BB", first, (0x80 if masked else 0) | length)
    else:
        header = struct.pack("!BBH", first, (0x80 if masked else 0) | 126, length)
    if not masked:
        return header + payload
    mask = bytes(rng.randrange(256) for _ in range(4))
    return header + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(payload))


def one_connection(rng, port, cookie):
    ws = rawclient.WebSocket(port, cookie, timeout=5)
    assert ws.status == 101
    out = b""
    if rng.random() < 0.7:
        out += frame(rng, 2, rawclient.hello(rng.randint(1, 300), rng.randint(1, 100)))
    for _ in range(rng.randint(1, 6)):
        kind = rng.randrange(6)
        payload = mutate(rng, rng.choice(SEEDS))
        if kind == 0:
            out += frame(rng, 2, payload)
        elif kind == 1:
            out += frame(rng, rng.randrange(16), payload)
        elif kind == 2:
            cut = rng.randrange(len(payload) + 1)
            out += frame(rng, 2, payload[:cut], fin=False) + frame(rng, 0, payload[cut:])
        elif kind == 3:
            out += frame(rng, 2, payload, masked=False)
        elif kind == 4:
            out += frame(rng, 2, payload)[: rng.randrange(1, 8)]
        else:
            out += bytes(rng.randrange(256) for _ in range(rng.randint(1, 64)))
    try:
        ws.sock.sendall(out)
        ws.sock.shutdown(socket.SHUT_WR) if rng.random() < 0.3 else None
        # Read to the end: the bridge answers with frames and a close, or closes; never hangs.
        ws.sock.settimeout(0.2)
        deadline = time.monotonic() + 0.5
        while time.monotonic() < deadline:
            if not ws.sock.recv(65536):
                return
    except (ConnectionResetError, BrokenPipeError):
        return
    except socket.timeout:
        # A connection the bridge keeps open is one it still accepts (a valid hello and keys):
        # the test closes it, as a tab would.
        pass
    finally:
        ws.close()


def test_the_bridge_takes_any_websocket_input_and_goes_on(served_dashboard, web_factory):
    web = web_factory("web", "dashboard")
    cookie = cookie_for(web)
    seed = int(os.environ.get("WEB_FUZZ_SEED", random.randrange(1 << 32)))
    print(f"WEB_FUZZ_SEED={seed}")
    rng = random.Random(seed)
    seconds = float(os.environ.get("WEB_FUZZ_SECONDS", "5"))
    deadline = time.monotonic() + seconds
    connections = 0
    while time.monotonic() < deadline:
        one_connection(rng, web.port, cookie)
        connections += 1
    print(f"{connections} fuzzed connections in {seconds} s")
    assert web.process.poll() is None
    assert served_dashboard.alive()
    ws = rawclient.WebSocket(web.port, cookie)
    ws.send(rawclient.hello())
    opcode, payload = ws.receive()
    assert opcode == 2 and payload[0] == 0x81
    ws.close()
