"""Every refusal of `glance web`, through plain sockets: each gets its answer, and the board
and the server go on serving the page that holds the token."""

import struct

import rawclient
from conftest import wait_until


def cookie_for(web):
    status, headers, body = rawclient.request(web.port, f"/?token={web.token}")
    assert status == 303, (status, body)
    assert headers["location"] == ["/"]
    (set_cookie,) = headers["set-cookie"]
    assert "HttpOnly" in set_cookie and "SameSite=Strict" in set_cookie
    return set_cookie.split(";")[0]


def still_serves(web, cookie):
    status, _, body = rawclient.request(web.port, "/session", headers=[f"Cookie: {cookie}"])
    assert status == 200 and b'"mode":"live"' in body


def test_requests_without_the_token_get_403_and_nothing_else(served_dashboard, web_factory):
    web = web_factory("web", "dashboard")
    wrong = web.token[::-1]
    for target in ["/", "/page.js", "/session", "/ws", f"/?token={wrong}", "/?token=",
                   f"/x?token={web.token[:-1]}"]:
        status, headers, body = rawclient.request(web.port, target)
        assert (status, body) == (403, b""), target
        assert "set-cookie" not in headers
    status, _, _ = rawclient.request(
        web.port, "/", headers=["Cookie: glance-web-00000000=" + web.token])
    assert status == 403
    still_serves(web, cookie_for(web))


def test_a_foreign_host_is_refused_even_with_the_token(served_dashboard, web_factory):
    web = web_factory("web", "dashboard")
    cookie = cookie_for(web)
    for host in ["evil.example", f"evil.example:{web.port}", f"127.0.0.1:{web.port + 1}",
                 "127.0.0.1", f"localhost.evil:{web.port}"]:
        status, _, body = rawclient.request(web.port, "/", host=host, headers=[f"Cookie: {cookie}"])
        assert (status, body) == (403, b""), host
        status, _, _ = rawclient.request(web.port, f"/?token={web.token}", host=host)
        assert status == 403, host
    status, _, body = rawclient.request(
        web.port, "/", host=f"localhost:{web.port}", headers=[f"Cookie: {cookie}"])
    assert status == 200 and b"<html" in body.lower()


def test_a_websocket_from_another_origin_or_without_the_cookie_is_refused(
        served_dashboard, web_factory):
    web = web_factory("web", "dashboard")
    cookie = cookie_for(web)
    for origin, with_cookie in [("http://evil.example", True), (False, True), ("null", True),
                                (None, False), (f"http://localhost:{web.port}", True)]:
        socket = rawclient.WebSocket(web.port, cookie if with_cookie else None, origin=origin)
        assert socket.status == 403, (origin, with_cookie)
        socket.close()
    socket = rawclient.WebSocket(web.port, cookie)
    assert socket.status == 101
    socket.close()


def test_malformed_oversized_and_out_of_order_messages_close_with_a_reason(
        served_dashboard, web_factory):
    web = web_factory("web", "dashboard")
    cookie = cookie_for(web)
    cases = [
        (lambda s: s.send(b"\x02\x01\x01\x01a"), 1008, "first message was not a hello"),
        (lambda s: s.send(b"GLNC\x00\x01"), 1008, "cannot read what the page sent"),
        (lambda s: s.send(b"\xff"), 1008, "cannot read what the page sent"),
        (lambda s: (s.send(rawclient.hello()), s.send(b"\x02\x05\x03")), 1008,
         "cannot read what the page sent"),
        (lambda s: (s.send(rawclient.hello()), s.send(rawclient.hello())), 1008, "second hello"),
        (lambda s: s.send(b"hello", opcode=1), 1003, "binary messages only"),
        (lambda s: s.send(bytes(70 * 1024)), 1009, ""),
    ]
    for send, code, reason in cases:
        socket = rawclient.WebSocket(web.port, cookie)
        assert socket.status == 101
        send(socket)
        got_code, got_reason, _ = socket.until_close()
        assert got_code == code and reason in got_reason, (code, reason, got_code, got_reason)
        socket.close()
    still_serves(web, cookie)
    assert served_dashboard.alive()


def test_a_tab_over_the_boards_viewer_cap_is_refused_and_the_others_go_on(
        served_dashboard, web_factory):
    web = web_factory("web", "dashboard")
    cookie = cookie_for(web)
    sockets = []
    try:
        for _ in range(16):
            socket = rawclient.WebSocket(web.port, cookie)
            socket.send(rawclient.hello(40, 10))
            opcode, payload = socket.receive()
            assert opcode == 2 and payload[0] == 0x81, payload[:40]  # welcome
            sockets.append(socket)
        extra = rawclient.WebSocket(web.port, cookie)
        extra.send(rawclient.hello(40, 10))
        opcode, payload = extra.receive()
        assert opcode == 2 and payload[0] == 0x82, payload[:40]  # refused
        assert b"viewers are attached already" in payload
        extra.close()
        # The first tab still gets frames.
        opcode, payload = sockets[0].receive()
        assert opcode == 2 and payload[0] in (0x83, 0x84)
    finally:
        for socket in sockets:
            socket.close()
    # Closing the tabs frees their viewers at once: a new tab attaches.
    def attaches():
        socket = rawclient.WebSocket(web.port, cookie)
        socket.send(rawclient.hello(40, 10))
        opcode, payload = socket.receive()
        socket.close()
        return payload[0] == 0x81
    wait_until("a viewer's place to free", attaches, timeout=10, interval=0.2)


def test_read_only_forwards_no_keys(served_dashboard, web_factory):
    web = web_factory("web", "dashboard", "--read-only")
    cookie = cookie_for(web)
    socket = rawclient.WebSocket(web.port, cookie)
    socket.send(rawclient.hello(100, 30))
    assert socket.receive()[1][0] == 0x81
    socket.send(b"\x02\x01\x01\x01a")  # the key "a": puts an item in the demo's cart
    socket.send(b"\x02\x01\x01\x01a")
    status, _, body = rawclient.request(web.port, "/session", headers=[f"Cookie: {cookie}"])
    assert b'"readOnly":true' in body
    # A writable bridge's key is the marker: the read-only tab's keys went first, on a
    # connection of their own, so had they been sent the cart would hold three items.
    writable = web_factory("web", "dashboard")
    other = rawclient.WebSocket(writable.port, cookie_for(writable))
    other.send(rawclient.hello(100, 30))
    assert other.receive()[1][0] == 0x81
    other.send(b"\x02\x01\x01\x01a")
    wait_until("the writable tab's key", lambda: "1 in cart" in served_dashboard.screen())
    assert "1 in cart" in served_dashboard.screen()
    socket.close()
    other.close()
