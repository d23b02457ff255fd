"""A free loopback port for a test server, chosen outside the kernel's ephemeral range.

`bind(("127.0.0.1", 0))` hands out a port from the ephemeral range — the same range every outgoing connection's local
port is drawn from. A server that takes a few seconds before it listens (a demo to seed, a cluster of processes behind
HAProxy) can then find its port taken by some process's connection to PostgreSQL. A port below that range is never
handed to an outgoing connection, so only another listener could take it.

    from ports import free_port
    port = free_port()
"""
import random
import socket


def _ephemeral_low() -> int:
    try:
        with open("/proc/sys/net/ipv4/ip_local_port_range") as f:
            return int(f.read().split()[0])
    except (OSError, ValueError, IndexError):
        return 32768


def free_port() -> int:
    """A loopback port nothing listens on or is bound to now, below the ephemeral range (the kernel's choice if none)."""
    low = _ephemeral_low()
    if low > 12000:
        for _ in range(200):
            port = random.randrange(10000, low - 16)  # leave room for the cluster's backends at port + 1, + 2, …
            with socket.socket() as s:
                try:
                    s.bind(("127.0.0.1", port))
                except OSError:
                    continue
                return port
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]
