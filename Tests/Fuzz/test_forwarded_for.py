"""X-Forwarded-For over real TCP (issue 21): the sign-in throttle counts the socket's address unless the peer is a
configured proxy (`--trusted-proxy`), and then the rightmost hop the proxies did not write. Each attempt is a failed
`POST /api/session` with a new email (so the per-email throttle never fires): after 20 free failures an address is
slowed (429 with Retry-After, from the 22nd attempt), which is what "throttled" means here. Through HAProxy: Tests/Browser/test_cluster.py."""
import json
import socket

from conftest import Server

NOW = "2026-10-27T13:48:00-04:00"
FREE_FAILURES = 20  # SignInThrottle.perAddress: the 21st failure is the first beyond them,
THROTTLED_FROM = FREE_FAILURES + 2  # so the attempt after it is the first one slowed


def attempt(port: int, n: int, forwarded: str | None = None, source: str = "127.0.0.1") -> int:
    """One failed sign-in (a new email each time) over its own connection from `source`; the status."""
    body = json.dumps({"email": f"nobody{n}@fuzz.test", "password": "not-the-password"}).encode()
    head = (f"POST /api/session HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nConnection: close\r\n"
            f"Content-Type: application/json\r\nContent-Length: {len(body)}\r\n")
    if forwarded is not None:
        head += f"X-Forwarded-For: {forwarded}\r\n"
    with socket.create_connection(("127.0.0.1", port), timeout=30, source_address=(source, 0)) as conn:
        conn.sendall(head.encode() + b"\r\n" + body)
        answer = b""
        while chunk := conn.recv(65536):
            answer += chunk
    return int(answer.split(b" ", 2)[1])


def first_throttled(statuses: list[int]) -> int | None:
    return next((i + 1 for i, status in enumerate(statuses) if status == 429), None)


def test_without_a_trusted_proxy_a_forged_x_forwarded_for_changes_nothing():
    server = Server(NOW)
    try:
        statuses = [attempt(server.port, i, forwarded=f"203.0.113.{i % 250}, 198.51.100.{i % 7}") for i in range(40)]
        assert first_throttled(statuses) == THROTTLED_FROM, statuses
        assert statuses[THROTTLED_FROM - 1:] == [429] * (40 - THROTTLED_FROM + 1), statuses
        # The socket's other address is its own client: not throttled.
        assert attempt(server.port, 100, source="127.0.0.2") == 401
        print(f"\nforwarded-for: no trusted proxy: 40 attempts with a new forged X-Forwarded-For each, throttled from "
              f"attempt {first_throttled(statuses)}; 127.0.0.2 not throttled")
    finally:
        server.stop()


def test_behind_a_trusted_proxy_the_rightmost_untrusted_hop_is_the_client():
    server = Server(NOW, extra=["--trusted-proxy", "127.0.0.1"])
    try:
        # Distinct clients, as the proxy reports them: none is throttled (far past the free failures of one address).
        distinct = [attempt(server.port, i, forwarded=f"203.0.113.{i}") for i in range(2 * FREE_FAILURES + 5)]
        assert set(distinct) == {401}, distinct
        # A client writing its own X-Forwarded-For: the proxy appends what it saw (198.51.100.9), and only that counts —
        # a new forged leftmost value each time does not escape the throttle.
        forged = [attempt(server.port, 100 + i, forwarded=f"10.9.{i}.1, 198.51.100.9") for i in range(FREE_FAILURES + 5)]
        assert first_throttled(forged) == THROTTLED_FROM, forged
        # A chain of trusted proxies (the rightmost hop is one of them) is walked past to the client.
        chained = [attempt(server.port, 200 + i, forwarded=f"198.51.100.9, 127.0.0.1") for i in range(2)]
        assert chained == [429, 429], chained
        # A peer that is not a trusted proxy is its own client, whatever it says.
        assert attempt(server.port, 300, forwarded="198.51.100.9", source="127.0.0.2") == 401
        print(f"\nforwarded-for: trusted 127.0.0.1: {len(distinct)} distinct forwarded clients, none throttled; a forged "
              f"leftmost hop throttled from attempt {first_throttled(forged)} as its proxy-seen address")
    finally:
        server.stop()
