"""Slow clients against a real quranflow process (issue 21): one address opening many connections and trickling a
request into each — headers a byte at a time (slowloris) or a body a byte at a time (slow POST) — holds at most its
share (`--connections-per-address`; the rest are closed as soon as they are accepted), while another address is served
at once; a connection that goes quiet is closed after `--connection-timeout`. libmicrohttpd's timeout counts idle
time, so a client that keeps trickling is not cut by it: what bounds such a client is the per-address cap here, and
HAProxy's 10-second `timeout http-request` in the cluster (Tests/Browser/test_cluster.py)."""
import select
import socket
import time
import urllib.request

from conftest import Server, wait_until

NOW = "2026-10-27T13:48:00-04:00"
TIMEOUT = 3  # --connection-timeout for these servers, seconds
SHARE = 16  # --connections-per-address


def connect(port: int, source: str) -> socket.socket:
    conn = socket.create_connection(("127.0.0.1", port), timeout=5, source_address=(source, 0))
    conn.setblocking(False)
    return conn


def closed_by_server(conns: list[socket.socket], wait: float) -> set[socket.socket]:
    """The connections the server has closed (EOF or reset) within `wait` seconds; an answer (a 408) counts as closed
    once the server hangs up after it."""
    closed, deadline = set(), time.monotonic() + wait
    while time.monotonic() < deadline and len(closed) < len(conns):
        readable, _, _ = select.select([c for c in conns if c not in closed], [], [], 0.1)
        for conn in readable:
            try:
                if not conn.recv(65536):
                    closed.add(conn)
            except OSError:
                closed.add(conn)
    return closed


def wait_until_accepted(port: int, within: float = 5.0):
    """Waits until the server has accepted every connection made to `port` (its listening socket's accept queue, the
    rx_queue of its LISTEN row in /proc/net/tcp, is empty). A client's connect() returns once the kernel has the
    connection, before the server's threads take it; they take them in no fixed order, so connections opened next could
    otherwise be counted against the address's share before these are."""
    local = f"0100007F:{port:04X}"

    def accepted():
        with open("/proc/net/tcp") as table:
            rows = [line.split() for line in table.readlines()[1:]]
        waiting = [int(row[4].split(":")[1], 16) for row in rows if row[1] == local and row[3] == "0A"]
        return waiting and waiting[0] == 0

    wait_until(accepted, within, "the server to accept its connections (its accept queue empty)", interval=0.02)


def trickle(conns: list[socket.socket], byte: bytes) -> int:
    """One byte more on every open connection; how many took it."""
    sent = 0
    for conn in conns:
        try:
            sent += conn.send(byte)
        except OSError:
            pass
    return sent


def served(port: int, source: str, path: str = "/sign-in") -> int:
    """The status the address got, or 0 when the server closed the connection unanswered — with a FIN or, when it
    closes before reading what was sent, a reset (the kernel's choice; both are the refusal)."""
    with socket.create_connection(("127.0.0.1", port), timeout=10, source_address=(source, 0)) as conn:
        answer = b""
        try:
            conn.sendall(f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nConnection: close\r\n\r\n".encode())
            while chunk := conn.recv(65536):
                answer += chunk
        except ConnectionResetError:
            return 0
        return int(answer.split(b" ", 2)[1]) if answer.startswith(b"HTTP/1.1") else 0


def test_a_slow_address_holds_only_its_share_and_quiet_connections_are_cut():
    server = Server(NOW, extra=["--connection-timeout", str(TIMEOUT), "--connections-per-address", str(SHARE)])
    try:
        started = time.monotonic()
        # Half slowloris (a request line, then headers a byte at a time), half slow POST (a sign-in whose 10,000-byte
        # body comes a byte at a time), then more than the address's share.
        loris = [connect(server.port, "127.0.0.1") for _ in range(SHARE // 2)]
        for conn in loris:
            conn.send(f"GET /today HTTP/1.1\r\nHost: 127.0.0.1:{server.port}\r\n".encode())
        slow_post = [connect(server.port, "127.0.0.1") for _ in range(SHARE // 2)]
        for conn in slow_post:
            conn.send(f"POST /sign-in HTTP/1.1\r\nHost: 127.0.0.1:{server.port}\r\nContent-Type: "
                      f"application/x-www-form-urlencoded\r\nContent-Length: 10000\r\n\r\nemail=".encode())
        wait_until_accepted(server.port)  # the share is taken by these before any connection over it arrives
        extra = [connect(server.port, "127.0.0.1") for _ in range(10)]
        held = loris + slow_post
        refused = closed_by_server(held + extra, 1.0)
        assert refused == set(extra), f"{len(refused & set(held))} of the share cut, {len(set(extra) - refused)} over it kept"

        # Trickling a byte a second for longer than the idle timeout keeps them (that is what the cap is for), and
        # meanwhile another address is served at once, and this one is not (it holds its share).
        for second in range(TIMEOUT + 2):
            trickle(loris, b"X-Slow: a\r\n"[second % 11:second % 11 + 1])
            trickle(slow_post, b"a")
            last_byte = begun = time.monotonic()
            assert served(server.port, "127.0.0.2") == 200
            assert time.monotonic() - begun < 2, "another address waited behind the slow one"
            time.sleep(max(0.0, 1 - (time.monotonic() - begun)))  # real time: a byte a second, against the idle timeout
        assert not closed_by_server(held, 0.1), "a connection that kept trickling was cut by the idle timeout"
        assert served(server.port, "127.0.0.1") == 0, "the address got a connection past its share"

        # Once the trickling stops, the idle timeout closes every one of them; then the address is served again.
        assert closed_by_server(held, TIMEOUT + 3) == set(held), "a quiet connection outlived the idle timeout"
        cut_after = time.monotonic() - last_byte
        assert TIMEOUT - 1 <= cut_after <= TIMEOUT + 3, cut_after
        assert served(server.port, "127.0.0.1") == 200
        assert server.process.poll() is None
        print(f"\nslow clients: {len(held)} trickling connections held from one address ({SHARE} allowed), "
              f"{len(extra)} more refused, another address served each second; quiet ones cut after {cut_after:.1f} s "
              f"(timeout {TIMEOUT} s); {time.monotonic() - started:.1f} s")
        for conn in held + extra:
            conn.close()
    finally:
        server.stop()


def test_the_default_share_is_128_connections_and_none_behind_a_trusted_proxy():
    for extra, share in (([], 128), (["--trusted-proxy", "127.0.0.1"], None)):
        server = Server(NOW, extra=extra)
        try:
            conns = [connect(server.port, "127.0.0.3") for _ in range(140)]
            refused = closed_by_server(conns, 1.0)
            if share is None:
                assert not refused, f"{len(refused)} refused behind a trusted proxy (the proxy caps each client)"
            else:
                assert len(refused) == 140 - share, f"{len(refused)} of 140 refused"
            assert served(server.port, "127.0.0.4") == 200
            for conn in conns:
                conn.close()
        finally:
            server.stop()
