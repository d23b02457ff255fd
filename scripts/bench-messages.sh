#!/usr/bin/env bash
# The messages part of make bench (issue 14): Sarah's thread with Ust. Amina holding 2,000 messages (the page shows
# the latest 50), HTML and JSON, against nginx serving the same bytes in the same run, 16 connections. Appends a
# section to BENCHMARKS.md. Runs alone too: scripts/bench-messages.sh (it builds the release binary if needed).
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/lib/release.sh
. scripts/lib/bench-common.sh
scripts/install-deps.sh --bench
mkdir -p .run
if [ -z "${BENCH_SKIP_BUILD:-}" ]; then
    swift_release --product quranflow >.run/build-release-messages.log 2>&1 \
        || { grep -E "error:" .run/build-release-messages.log | head -20; echo "the release build failed"; exit 1; }
fi
bin="$(swift_release --show-bin-path)/quranflow"

work=$(mktemp -d)
qf_port=${BENCH_MESSAGES_PORT:-18916}; ng_port=$((qf_port + 1))
runs=${BENCH_RUNS:-3}; duration=${BENCH_SECONDS:-8}; count=${BENCH_THREAD_MESSAGES:-2000}
cleanup() {
    [ -n "${qf:-}" ] && kill -TERM "$qf" 2>/dev/null && wait "$qf" 2>/dev/null
    [ -f "$work/nginx.pid" ] && kill "$(cat "$work/nginx.pid")" 2>/dev/null
    rm -rf "$work"
}
trap cleanup EXIT

QURANFLOW_DEMO_MEDIA=off "$bin" serve --port "$qf_port" --data "$work/data" --demo --now 2026-10-27T13:48:00-04:00 >"$work/server.log" 2>&1 &
qf=$!
wait_for_health "$qf_port" || { echo "bench: the server did not start" >&2; exit 1; }

sign_in() {  # email → the Cookie header value
    local jar="$work/cookies-$1" csrf
    csrf=$(curl -fsS -c "$jar" "http://127.0.0.1:$qf_port/sign-in" | grep -o 'name="_csrf" value="[^"]*"' | sed 's/.*value="//; s/"$//')
    curl -fsS -b "$jar" -c "$jar" -o /dev/null --data-urlencode "_csrf=$csrf" --data-urlencode "email=$1" \
        --data-urlencode "password=quranflow-demo" "http://127.0.0.1:$qf_port/sign-in"
    # The session and the CSRF cookie its forms' tokens are bound to.
    awk '$6 == "qf_session" || $6 == "qf_csrf" { printf "%s%s=%s", (n++ ? "; " : ""), $6, $7 }' "$jar"
}
sarah=$(sign_in sarah@quranflow.test); amina=$(sign_in amina@quranflow.test)
sarah_id=$(curl -fsS -H "Cookie: $sarah" "http://127.0.0.1:$qf_port/api/me" | sed 's/.*"id":"\([^"]*\)".*/\1/')
thread=$(curl -fsS -H "Cookie: $sarah" "http://127.0.0.1:$qf_port/api/screens/profile" | sed 's#\\/#/#g' | grep -o '"href":"/messages/[^"]*"' \
    | head -1 | sed 's/"href":"//; s/"$//')
[ -n "$thread" ] || { echo "bench-messages: Sarah's Profile has no Message control"; exit 1; }
seed_start=$(date +%s%N)
.venv/bin/python scripts/bench_messages_seed.py "$qf_port" "$amina" "$sarah_id" "$count" >/dev/null
seed_ms=$(( ($(date +%s%N) - seed_start) / 1000000 ))

mkdir -p "$work/www"
curl -fsS -H "Cookie: $sarah" "http://127.0.0.1:$qf_port$thread" -o "$work/www/thread.html"   # reads the thread
curl -fsS -H "Cookie: $sarah" "http://127.0.0.1:$qf_port$thread" -o "$work/www/thread.html"
curl -fsS -H "Cookie: $sarah" "http://127.0.0.1:$qf_port/api/screens$thread" -o "$work/www/thread.json"
bubbles=$(grep -o 'class="bubble ' "$work/www/thread.html" | wc -l | tr -d ' ')
[ "$bubbles" = 50 ] || { echo "bench-messages: the thread page shows $bubbles bubbles, not the latest 50"; exit 1; }
grep -q "Note $count:" "$work/www/thread.html" || { echo "bench-messages: the latest message is not on the page"; exit 1; }
start_nginx "$work" "$ng_port"

declare -A rps p99 mean
run_pair thread_html nginx_thread_html "http://127.0.0.1:$qf_port$thread" "Cookie: $sarah" "http://127.0.0.1:$ng_port/thread.html" "X-Bench: 1" 16
run_pair thread_json nginx_thread_json "http://127.0.0.1:$qf_port/api/screens$thread" "Cookie: $sarah" \
    "http://127.0.0.1:$ng_port/thread.json" "X-Bench: 1" 16

ratio() { awk -v a="${rps[$1]}" -v b="${rps[$2]}" 'BEGIN { printf "%.0f", 100 * a / b }'; }
size() { wc -c < "$work/www/$1" | tr -d ' '; }
section=$(cat <<MD

## Messages (issue 14)

Sarah's thread with Ust. Amina holding ${count} messages (seeded through the coach's JSON route in ${seed_ms} ms); the page
shows the latest 50 and loads earlier ones on demand. wrk, 2 threads, **16 connections**, ${duration} s, median of ${runs}
runs, each run of a page followed at once by one of nginx serving the same bytes.

| what | bytes | req/s | p99 | nginx req/s | nginx p99 | ratio | target |
| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |
| Thread, HTML (\`GET /messages/:coach\`) | $(size thread.html) | ${rps[thread_html]} | ${p99[thread_html]} ms | ${rps[nginx_thread_html]} | ${p99[nginx_thread_html]} ms | $(ratio thread_html nginx_thread_html) % | ≥ 40 %, p99 < 20 ms |
| Thread, JSON (\`GET /api/screens/messages/:coach\`) | $(size thread.json) | ${rps[thread_json]} | ${p99[thread_json]} ms | ${rps[nginx_thread_json]} | ${p99[nginx_thread_json]} ms | $(ratio thread_json nginx_thread_json) % | ≥ 40 %, p99 < 20 ms |
MD
)
if [ -f BENCHMARKS.md ] && grep -q "^## Messages (issue 14)" BENCHMARKS.md; then
    awk '/^## Messages \(issue 14\)/ { skip = 1; next } /^## / { skip = 0 } !skip' BENCHMARKS.md > "$work/bench.md" && cp "$work/bench.md" BENCHMARKS.md
fi
[ -f BENCHMARKS.md ] && awk 'NF { for (; blank > 0; blank--) print ""; print; next } { blank++ }' BENCHMARKS.md > "$work/trim.md" && cp "$work/trim.md" BENCHMARKS.md
printf '%s\n' "$section" >> BENCHMARKS.md
printf '%s\n' "$section"
