#!/usr/bin/env bash
# The password-reset part of make bench (issue #39, item 20): reset requests for addresses with an account against
# addresses without one, interleaved in pairs on one server — the answer must not tell them apart by its time. The peer
# is the unknown address itself: the ratio is known ÷ unknown, and about 1 is the target. Appends a section to
# BENCHMARKS.md. Runs alone too: scripts/bench-reset.sh (it builds the release binary if needed).
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/lib/release.sh
. scripts/lib/bench-common.sh
mkdir -p .run
if [ -z "${BENCH_SKIP_BUILD:-}" ]; then   # make bench has just built it
    swift_release --product quranflow >.run/build-release-reset.log 2>&1 \
        || { grep -E "error:" .run/build-release-reset.log | head -20; echo "the release build failed"; exit 1; }
fi
bin="$(swift_release --show-bin-path)/quranflow"

work=$(mktemp -d)
port=${BENCH_RESET_PORT:-18916}
pairs=${BENCH_RESET_PAIRS:-300}
cleanup() {
    [ -n "${qf:-}" ] && kill -TERM "$qf" 2>/dev/null && wait "$qf" 2>/dev/null
    rm -rf "$work"
}
trap cleanup EXIT

# 127.0.0.1 is trusted as a proxy, so each request's X-Forwarded-For is its own client address.
QURANFLOW_DEMO_MEDIA=off "$bin" serve --port "$port" --data "$work/data" --demo --now 2026-10-27T13:48:00-04:00 \
    --trusted-proxy 127.0.0.1 >"$work/server.log" 2>&1 &
qf=$!
wait_for_health "$port" || { echo "bench-reset: the server did not start" >&2; exit 1; }

python3 scripts/bench_reset.py "$port" 20 >/dev/null   # warm up
read -r known unknown ratio slower total < <(python3 scripts/bench_reset.py "$port" "$pairs")

section=$(cat <<MD

## Password-reset requests (issue #39)

\`POST /api/password-reset\` for an address with an account and for one without, ${total} pairs interleaved on one
connection (which goes first alternating), each request from its own client address behind the trusted loopback proxy.
The known addresses rotate over the demo's accounts, so most meet the hourly limit (3 mails an account): the mailing and
the limited paths are timed together, as a stranger would meet them. Every request runs the same statements in one
transaction (\`PasswordResetLinkTests\`); this measures what is left.

| what | median | ratio | pairs where it was the slower |
| --- | ---: | ---: | ---: |
| an address with an account | ${known} ms | ${ratio}× | ${slower} of ${total} |
| an address without one | ${unknown} ms | 1× | — |

Target: a ratio of about 1 and about half the pairs either way.
MD
)
if [ -f BENCHMARKS.md ] && grep -q "^## Password-reset requests (issue #39)" BENCHMARKS.md; then
    awk '/^## Password-reset requests \(issue #39\)/ { skip = 1; next } /^## / { skip = 0 } !skip' BENCHMARKS.md > "$work/bench.md" \
        && cp "$work/bench.md" BENCHMARKS.md
fi
[ -f BENCHMARKS.md ] && awk 'NF { for (; blank > 0; blank--) print ""; print; next } { blank++ }' BENCHMARKS.md > "$work/trim.md" \
    && cp "$work/trim.md" BENCHMARKS.md
printf '%s\n' "$section" >> BENCHMARKS.md
printf '%s\n' "$section"
