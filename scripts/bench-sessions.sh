#!/usr/bin/env bash
# The Sessions part of make bench (issue #5): the Sessions page (HTML and JSON) for Sarah, with a full term of
# sessions, against nginx serving the same bytes, 16 connections; and the full-term .ics feed against Python
# icalendar building the same calendar in the same run. Appends a section to BENCHMARKS.md.
# Runs alone too: scripts/bench-sessions.sh (it builds the release binary if needed).
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/lib/release.sh
. scripts/lib/bench-common.sh
scripts/install-deps.sh --bench
mkdir -p .run
if [ -z "${BENCH_SKIP_BUILD:-}" ]; then   # make bench has just built it
    swift_release --product quranflow >.run/build-release-sessions.log 2>&1 \
        || { grep -E "error:" .run/build-release-sessions.log | head -20; echo "the release build failed"; exit 1; }
fi
bin="$(swift_release --show-bin-path)/quranflow"

work=$(mktemp -d)
qf_port=${BENCH_SESSIONS_PORT:-18906}; ng_port=$((qf_port + 1))
runs=${BENCH_RUNS:-3}; duration=${BENCH_SECONDS:-8}
cleanup() {
    [ -n "${qf:-}" ] && kill -TERM "$qf" 2>/dev/null && wait "$qf" 2>/dev/null
    [ -f "$work/nginx.pid" ] && kill "$(cat "$work/nginx.pid")" 2>/dev/null
    rm -rf "$work"
}
trap cleanup EXIT

QURANFLOW_DEMO_MEDIA=off "$bin" serve --port "$qf_port" --data "$work/data" --demo --now 2026-10-27T13:48:00-04:00 >"$work/server.log" 2>&1 &
qf=$!
wait_for_health "$qf_port" || { echo "bench: the server did not start" >&2; exit 1; }

jar="$work/cookies"
csrf=$(curl -fsS -c "$jar" "http://127.0.0.1:$qf_port/sign-in" | grep -o 'name="_csrf" value="[^"]*"' | sed 's/.*value="//; s/"$//')
curl -fsS -b "$jar" -c "$jar" -o /dev/null --data-urlencode "_csrf=$csrf" --data-urlencode "email=sarah@quranflow.test" \
    --data-urlencode "password=quranflow-demo" "http://127.0.0.1:$qf_port/sign-in"
session=$(awk '$6 == "qf_session" { print $7 }' "$jar")
[ -n "$session" ] || { echo "bench-sessions: could not sign in"; exit 1; }
cookie="Cookie: qf_session=$session"

mkdir -p "$work/www"
curl -fsS -H "$cookie" "http://127.0.0.1:$qf_port/sessions" -o "$work/www/sessions.html"
curl -fsS -H "$cookie" "http://127.0.0.1:$qf_port/api/screens/sessions" -o "$work/www/sessions.json"
grep -q "All times shown in Toronto (EDT)" "$work/www/sessions.html" || { echo "bench-sessions: /sessions did not render"; exit 1; }
feed=$(curl -fsS -H "$cookie" "http://127.0.0.1:$qf_port/api/calendar/feed" | sed 's/.*"url":"//; s/".*//; s#\\/#/#g; s#^https\?://[^/]*##')
curl -fsS "http://127.0.0.1:$qf_port$feed" -o "$work/www/feed.ics"
grep -q "RRULE:FREQ=WEEKLY" "$work/www/feed.ics" || { echo "bench-sessions: the feed has no weekly series"; exit 1; }
start_nginx "$work" "$ng_port"

declare -A rps p99 mean
run() {  # name url header connections
    local r=() l=() m=() a b c
    for _ in $(seq 1 "$runs"); do read -r a b c < <(measure "$2" "$3" "$4"); r+=("$a"); l+=("$b"); m+=("$c"); done
    rps[$1]=$(printf '%s\n' "${r[@]}" | median); p99[$1]=$(printf '%s\n' "${l[@]}" | median); mean[$1]=$(printf '%s\n' "${m[@]}" | median)
}
# Each page alternates with nginx serving its bytes, run by run.
run_pair sessions_html nginx_sessions_html "http://127.0.0.1:$qf_port/sessions" "$cookie" "http://127.0.0.1:$ng_port/sessions.html" "X-Bench: 1" 16
run_pair sessions_json nginx_sessions_json "http://127.0.0.1:$qf_port/api/screens/sessions" "$cookie" \
    "http://127.0.0.1:$ng_port/sessions.json" "X-Bench: 1" 16
run feed "http://127.0.0.1:$qf_port$feed" "X-Bench: 1" 1
read -r py_ms events < <(.venv/bin/python scripts/bench_ics.py "$work/www/feed.ics" 50)

ratio() { awk -v a="${rps[$1]}" -v b="${rps[$2]}" 'BEGIN { printf "%.0f", 100 * a / b }'; }
size() { wc -c < "$work/www/$1" | tr -d ' '; }
section=$(cat <<MD

## Sessions (issue #5)

Sarah signed in, Tuesday of Week 8, a full term of sessions (wrk, 2 threads, **16 connections**, ${duration} s, median
of ${runs} runs; each run of a page is followed at once by one of nginx serving the same bytes). The feed: one connection, so its mean latency is the time to
answer one full-term calendar over HTTP; the peer is Python \`icalendar\` building and serialising the same calendar
(same events, VTIMEZONEs from the tz database) in process, median of 50 builds.

| what | bytes | req/s | p99 | nginx req/s | nginx p99 | ratio | target |
| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |
| Sessions, HTML (\`GET /sessions\`) | $(size sessions.html) | ${rps[sessions_html]} | ${p99[sessions_html]} ms | ${rps[nginx_sessions_html]} | ${p99[nginx_sessions_html]} ms | $(ratio sessions_html nginx_sessions_html) % | ≥ 40 %, p99 < 20 ms |
| Sessions, JSON (\`GET /api/screens/sessions\`) | $(size sessions.json) | ${rps[sessions_json]} | ${p99[sessions_json]} ms | ${rps[nginx_sessions_json]} | ${p99[nginx_sessions_json]} ms | $(ratio sessions_json nginx_sessions_json) % | ≥ 40 %, p99 < 20 ms |

| full-term calendar (${events} events) | bytes | ms per calendar | vs icalendar |
| --- | ---: | ---: | ---: |
| QuranFlow feed over HTTP (\`GET /calendar/feed/<secret>.ics\`; kept by minute and database change, so this is mostly the request) | $(size feed.ics) | ${mean[feed]} | $(awk -v a="$py_ms" -v b="${mean[feed]}" 'BEGIN { printf "%.1f× faster", a / (b > 0 ? b : 0.001) }') |
| Python \`icalendar\` building the same calendar in process | — | ${py_ms} | 1× |
MD
)
if [ -f BENCHMARKS.md ] && grep -q "^## Sessions (issue #5)" BENCHMARKS.md; then
    awk '/^## Sessions \(issue #5\)/ { skip = 1; next } /^## / { skip = 0 } !skip' BENCHMARKS.md > "$work/bench.md" && cp "$work/bench.md" BENCHMARKS.md
fi
# No run of blank lines before the section, however many times it is rewritten.
[ -f BENCHMARKS.md ] && awk 'NF { for (; blank > 0; blank--) print ""; print; next } { blank++ }' BENCHMARKS.md > "$work/trim.md" && cp "$work/trim.md" BENCHMARKS.md
printf '%s\n' "$section" >> BENCHMARKS.md
printf '%s\n' "$section"
