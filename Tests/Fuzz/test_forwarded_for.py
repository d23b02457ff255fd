"""X-Forwarded-For over real TCP (issue 21): the sign-in throttle counts the socket's address unless the peer is a
configured proxy (`--trusted-proxy`), and then the rightmost hop the proxies did not write. Each attempt is a failed
`POST /api/session` with a new email (so the per-email throttle never fires): after 20 free failures an address is
slowed (429 with Retry-After, from the 22nd attempt), which is what "throttled" means here. Through HAProxy: Tests/Browser/test_cluster.py.
The slowing is a wait on the server's running clock, so what is asserted is what the clock allows (conftest's
`assert_counted_as_one_address`), not a fixed attempt number."""
from conftest import FIRST_WAIT, FREE_FAILURES, Server, assert_counted_as_one_address, failed_sign_in, first_throttled

NOW = "2026-10-27T13:48:00-04:00"


def test_without_a_trusted_proxy_a_forged_x_forwarded_for_changes_nothing():
    server = Server(NOW)
    try:
        statuses = [failed_sign_in(server.port, i, forwarded=f"203.0.113.{i % 250}, 198.51.100.{i % 7}") for i in range(40)]
        assert_counted_as_one_address(statuses)
        # The socket's other address is its own client: not throttled.
        assert failed_sign_in(server.port, 100, source="127.0.0.2").status == 401
        print(f"\nforwarded-for: no trusted proxy: 40 attempts with a new forged X-Forwarded-For each, throttled from "
              f"attempt {first_throttled(statuses)}; 127.0.0.2 not throttled")
    finally:
        server.stop()


def test_behind_a_trusted_proxy_the_rightmost_untrusted_hop_is_the_client():
    server = Server(NOW, extra=["--trusted-proxy", "127.0.0.1"])
    try:
        # Distinct clients, as the proxy reports them: none is throttled (far past the free failures of one address).
        distinct = [failed_sign_in(server.port, i, forwarded=f"203.0.113.{i}") for i in range(2 * FREE_FAILURES + 5)]
        assert {a.status for a in distinct} == {401}, distinct
        # A client writing its own X-Forwarded-For: the proxy appends what it saw (198.51.100.9), and only that counts —
        # a new forged leftmost value each time does not escape the throttle.
        forged = [failed_sign_in(server.port, 100 + i, forwarded=f"10.9.{i}.1, 198.51.100.9") for i in range(FREE_FAILURES + 5)]
        assert_counted_as_one_address(forged)
        # A chain of trusted proxies (the rightmost hop is one of them) is walked past to the client: it counts for
        # 198.51.100.9, so (its latest failure at most FIRST_WAIT ago) it is refused.
        latest_failure = max(a.sent for a in forged if a.status == 401)
        chained = [failed_sign_in(server.port, 200 + i, forwarded=f"198.51.100.9, 127.0.0.1") for i in range(2)]
        assert all(a.status == 429 for a in chained if a.answered - latest_failure < FIRST_WAIT), (chained, forged)
        # A peer that is not a trusted proxy is its own client, whatever it says.
        assert failed_sign_in(server.port, 300, forwarded="198.51.100.9", source="127.0.0.2").status == 401
        print(f"\nforwarded-for: trusted 127.0.0.1: {len(distinct)} distinct forwarded clients, none throttled; a forged "
              f"leftmost hop throttled from attempt {first_throttled(forged)} as its proxy-seen address")
    finally:
        server.stop()
