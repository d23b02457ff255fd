#!/usr/bin/env bash
# The coach's queue page under load (part of make bench; runs alone too): a world of 10,000 submissions across 500
# students with 60 waiting for Ust. Amina (first 50 shown), GET /coach at 16 connections against nginx serving the same
# bytes in the same run. Prints a Markdown table row to stdout; bench.sh appends it to BENCHMARKS.md.
# Usage: scripts/bench-queue.sh [path/to/release/quranflow]
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/lib/release.sh
. scripts/lib/bench-common.sh
bin="${1:-$(swift_release --show-bin-path)/quranflow}"
[ -x "$bin" ] || { echo "bench-queue: build the release binary first (make build, or swift build -c release --static-swift-stdlib --product quranflow)" >&2; exit 1; }
work=$(mktemp -d)
qf_port=${BENCH_QUEUE_PORT:-18090}; ng_port=$((qf_port + 1))
runs=${BENCH_RUNS:-3}; duration=${BENCH_SECONDS:-8}
now=2026-10-27T13:48:00-04:00
cleanup() {
    [ -n "${qf:-}" ] && kill -TERM "$qf" 2>/dev/null && wait "$qf" 2>/dev/null
    [ -f "$work/nginx.pid" ] && kill "$(cat "$work/nginx.pid")" 2>/dev/null
    rm -rf "$work"
}
trap cleanup EXIT

# The demo world, then the large one on top of it (the admin command writes to the same store).
QURANFLOW_DEMO_MEDIA=off "$bin" serve --port "$qf_port" --data "$work/data" --demo --now "$now" >"$work/server.log" 2>&1 &
qf=$!
wait_for_health "$qf_port" || { echo "bench: the server did not start" >&2; exit 1; }
QURANFLOW_PASSWORD_STRENGTH=minimal "$bin" admin seed-queue-bench --data "$work/data" --now "$now" \
    --students 500 --submissions 10000 --waiting 60 >&2

jar="$work/cookies"
csrf=$(curl -fsS -c "$jar" "http://127.0.0.1:$qf_port/sign-in" | grep -o 'name="_csrf" value="[^"]*"' | sed 's/.*value="//; s/"$//')
curl -fsS -b "$jar" -c "$jar" -o /dev/null --data-urlencode "_csrf=$csrf" --data-urlencode "email=amina@quranflow.test" \
    --data-urlencode "password=quranflow-demo" "http://127.0.0.1:$qf_port/sign-in"
session=$(awk '$6 == "qf_session" { print $7 }' "$jar")
[ -n "$session" ] || { echo "bench-queue: could not sign in" >&2; exit 1; }
cookie="Cookie: qf_session=$session"
mkdir -p "$work/www"
curl -fsS -H "$cookie" "http://127.0.0.1:$qf_port/coach" -o "$work/www/queue.html"
grep -q "60 submissions waiting" "$work/www/queue.html" || { echo "bench-queue: the queue does not show 60 waiting" >&2; grep -o '<h2[^>]*>[^<]*' "$work/www/queue.html" >&2; exit 1; }
grep -q "Showing the first 50 of 60." "$work/www/queue.html" || { echo "bench-queue: the queue does not show the first 50" >&2; exit 1; }
rows=$(grep -o '<li class="queue-row' "$work/www/queue.html" | wc -l)
[ "$rows" -eq 50 ] || { echo "bench-queue: $rows rows shown, not 50" >&2; exit 1; }

start_nginx "$work" "$ng_port"

qr=(); ql=(); nr=(); nl=()
for _ in $(seq 1 "$runs"); do
    read -r a b _ < <(measure "http://127.0.0.1:$qf_port/coach" "$cookie"); qr+=("$a"); ql+=("$b")
    read -r a b _ < <(measure "http://127.0.0.1:$ng_port/queue.html" "X-Bench: 1"); nr+=("$a"); nl+=("$b")
done
q_rps=$(printf '%s\n' "${qr[@]}" | median); q_p99=$(printf '%s\n' "${ql[@]}" | median)
n_rps=$(printf '%s\n' "${nr[@]}" | median); n_p99=$(printf '%s\n' "${nl[@]}" | median)
ratio=$(awk -v a="$q_rps" -v b="$n_rps" 'BEGIN { printf "%.0f", 100 * a / b }')
echo "| Queue, HTML (\`GET /coach\`, Ust. Amina; 10,000 submissions, 500 students, 60 waiting, first 50 shown; 16 connections) | $(wc -c < "$work/www/queue.html" | tr -d ' ') | $q_rps | $q_p99 ms | $n_rps | $n_p99 ms | $ratio % | ≥ 40 %, p99 < 20 ms |"
