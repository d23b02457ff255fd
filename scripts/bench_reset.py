"""Times password-reset requests for addresses that have an account against addresses that have none, interleaved in
pairs on one running server (what a stranger measuring the answer sees), and prints
`known-median-ms unknown-median-ms ratio known-slower-pairs pairs`.

Each request comes from its own client address (X-Forwarded-For, the server trusting 127.0.0.1), so the per-address
limit never answers for it; the known addresses rotate over the demo's accounts, whose hourly limit is soon reached —
the limited path is timed with the mailing one, as a stranger would meet them.

    python3 scripts/bench_reset.py PORT PAIRS
"""
import http.client
import json
import statistics
import sys
import time

KNOWN = ["sarah@quranflow.test", "khadija@quranflow.test", "noor@quranflow.test", "hafsa@quranflow.test",
         "maryam@quranflow.test", "amina@quranflow.test", "radwa@quranflow.test", "admin@quranflow.test"]


def main() -> None:
    port, pairs = int(sys.argv[1]), int(sys.argv[2])
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=10)

    def ask(email: str, client: int) -> float:
        body = json.dumps({"email": email})
        headers = {"Content-Type": "application/json",
                   "X-Forwarded-For": f"10.{client >> 16 & 255}.{client >> 8 & 255}.{client & 255}"}
        start = time.perf_counter()
        connection.request("POST", "/api/password-reset", body=body, headers=headers)
        response = connection.getresponse()
        response.read()
        elapsed = (time.perf_counter() - start) * 1000
        if response.status != 202:
            raise SystemExit(f"bench_reset: {email} answered {response.status}")
        return elapsed

    known, unknown, slower = [], [], 0
    for index in range(pairs):
        # Alternate which goes first, so neither side always meets a warm connection or cache.
        a_email, b_email = KNOWN[index % len(KNOWN)], f"nobody{index}@quranflow.test"
        if index % 2:
            b = ask(b_email, 2 * index + 1)
            a = ask(a_email, 2 * index)
        else:
            a = ask(a_email, 2 * index)
            b = ask(b_email, 2 * index + 1)
        known.append(a)
        unknown.append(b)
        slower += a > b
    k, u = statistics.median(known), statistics.median(unknown)
    print(f"{k:.3f} {u:.3f} {k / u:.2f} {slower} {pairs}")


if __name__ == "__main__":
    main()
