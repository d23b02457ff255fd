#!/usr/bin/env bash
# Jamaal at scale, part of make bench (scripts/bench-jamaal.sh runs it; alone: `scripts/bench-jamaal-postgres.sh`):
# 10,000 people on PostgreSQL, each with a year of history (`jamaal bench-people`), one `jamaal serve` on them; the sign-in
# form timed for 16 of them (Argon2id; target < 250 ms), then Today for those 16 signed in under wrk at 16 connections —
# each request the next person's session — against nginx serving the same bytes to the same requests (target ≥ 40 %,
# p99 < 20 ms), and the peak RSS of the server. Prints a Markdown section.
#   BENCH_PEOPLE (10000), BENCH_RUNS (3), BENCH_SECONDS (8), BENCH_SKIP_BUILD=1, JAMAAL_PG_BENCH_PORT (18094; nginx +1),
#   BENCH_JAMAAL_POSTGRES_PORT (54380, the first port tried for the throwaway cluster).
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/lib/release.sh
. scripts/lib/bench-common.sh
mkdir -p .run
if [ "${BENCH_SKIP_BUILD:-0}" != 1 ] && ! swift_release --product jamaal >.run/build-release-jamaal.log 2>&1; then
    grep -E "error:" .run/build-release-jamaal.log | head -20; echo "the release build failed (.run/build-release-jamaal.log)" >&2; exit 1
fi
bin="$(swift_release --show-bin-path)/jamaal"
people=${BENCH_PEOPLE:-10000}; sessions=16
jm_port=${JAMAAL_PG_BENCH_PORT:-18094}; ng_port=$((jm_port + 1))
runs=${BENCH_RUNS:-3}; duration=${BENCH_SECONDS:-8}
now=2026-11-29T10:05:00Z  # JamaalBench.now: the clock the people were seeded as of
work=$(mktemp -d)
# Its own cluster (own state file and ports): a test cluster someone else started is neither reused nor stopped.
export POSTGRES_STATE="$PWD/.run/bench-jamaal-postgres.env" TEST_POSTGRES_PORT=${BENCH_JAMAAL_POSTGRES_PORT:-54380}
cleanup() {
    [ -n "${jm:-}" ] && kill -TERM "$jm" 2>/dev/null && wait "$jm" 2>/dev/null
    [ -f "$work/nginx.pid" ] && kill "$(cat "$work/nginx.pid")" 2>/dev/null
    scripts/test-postgres.sh stop >/dev/null 2>&1 || true
    rm -rf "$work"
}
trap cleanup EXIT

if ! base=$(scripts/test-postgres.sh start 2>"$work/postgres.log"); then
    cat <<MD

## Jamaal at scale: 10,000 people on PostgreSQL

Not measured: no PostgreSQL server could be started ($(tail -1 "$work/postgres.log")).
MD
    exit 0
fi
url="${base%/*}/jamaal_people"
psql "$base" -qc "CREATE DATABASE jamaal_people" >/dev/null
sql() { psql "$url" -qAtc "$1"; }

# The people: the first through Jamaal's own code, the rest copied from them inside PostgreSQL.
seed_start=$(date +%s%N)
read -r _ rows tasks focus first_ms copy_ms vacuum_ms < <("$bin" bench-people --database-url "$url" --people "$people" --years 1)
seed_s=$(awk -v s="$seed_start" -v e="$(date +%s%N)" 'BEGIN { printf "%.0f", (e - s) / 1e9 }')
db_size=$(sql "SELECT pg_size_pretty(pg_database_size(current_database()))")

"$bin" serve --port "$jm_port" --database-url "$url" --now "$now" >"$work/server.log" 2>&1 &
jm=$!
wait_for_health "$jm_port" || { echo "bench: the server did not start" >&2; cat "$work/server.log" >&2; exit 1; }
# At start the server gives people without one a day-records job (one write each): measured after that settles.
jobs=-1
for _ in $(seq 1 120); do
    sleep 1
    n=$(sql "SELECT COUNT(*) FROM jobs"); [ "$n" != 0 ] && [ "$n" = "$jobs" ] && break; jobs=$n
done

# 16 people spread over the 10,000 sign in through the form (GET for the CSRF cookie and token, POST the form), each in
# its own cookie jar; the POST is timed.
signin=(); : >"$work/cookies"
for i in $(seq 0 $((sessions - 1))); do
    n=$((1 + i * people / sessions)); jar="$work/jar-$n"
    token=$(curl -fsS -c "$jar" "http://127.0.0.1:$jm_port/sign-in" | sed -n 's/.*name="_csrf" value="\([^"]*\)".*/\1/p' | head -1)
    read -r code ms < <(curl -sS -b "$jar" -c "$jar" -o /dev/null -w '%{http_code} %{time_total}\n' \
        --data-urlencode "email=person-$n@bench.jamaal.test" --data-urlencode "password=bench-password" \
        --data-urlencode "_csrf=$token" "http://127.0.0.1:$jm_port/sign-in" | awk '{ printf "%s %.0f\n", $1, $2 * 1000 }')
    [ "$code" = 303 ] || { echo "bench: person-$n could not sign in ($code)" >&2; exit 1; }
    signin+=("$ms")
    echo "jm_csrf=$(awk '$6 == "jm_csrf" { print $7 }' "$jar"); jm_session=$(awk '$6 == "jm_session" { print $7 }' "$jar")" >>"$work/cookies"
done
signin_median=$(printf '%s\n' "${signin[@]}" | median)
signin_max=$(printf '%s\n' "${signin[@]}" | sort -n | tail -1)

# Each session is its person's: the last one's Devices page names them, and their Today shows the copied plan.
last=$((1 + (sessions - 1) * people / sessions)); cookie=$(tail -1 "$work/cookies")
curl -fsS -H "Cookie: $cookie" "http://127.0.0.1:$jm_port/settings/devices" | grep -q "Signed in as person-$last@bench.jamaal.test" \
    || { echo "bench: the session is not person-$last's" >&2; exit 1; }
mkdir -p "$work/www"
curl -fsS -H "Cookie: $cookie" "http://127.0.0.1:$jm_port/today" -o "$work/www/today.html"
curl -fsS -H "Cookie: $cookie" "http://127.0.0.1:$jm_port/api/screens/today" -o "$work/www/today.json"
grep -q "Draft the quarterly report" "$work/www/today.html" || { echo "bench: person-$last's /today did not render their plan" >&2; exit 1; }
curl -fsS "http://127.0.0.1:$jm_port/health" -o "$work/www/health.txt"
echo "bench=1" >"$work/no-session"
start_nginx "$work" "$ng_port"

# Each page alternates with its nginx peer run by run (same cookies sent), so both see the same machine.
declare -A col
pair() {  # name url peer-url [cookies]
    local r=() l=() e=() pr=() pl=() a b c d f cookies=${4:-$work/cookies}
    for _ in $(seq 1 "$runs"); do
        read -r a b c d f < <(measure_sessions "$2" "$cookies"); r+=("$a"); l+=("$b"); e+=("$d"); col[$1_bytes]=$f
        read -r a b c d _ < <(measure_sessions "$3" "$cookies"); pr+=("$a"); pl+=("$b")
    done
    col[$1_rps]=$(printf '%s\n' "${r[@]}" | median); col[$1_p99]=$(printf '%s\n' "${l[@]}" | median)
    col[$1_errors]=$(printf '%s\n' "${e[@]}" | sort -n | tail -1)
    col[$1_nrps]=$(printf '%s\n' "${pr[@]}" | median); col[$1_np99]=$(printf '%s\n' "${pl[@]}" | median)
    col[$1_ratio]=$(awk -v a="${col[$1_rps]}" -v b="${col[$1_nrps]}" 'BEGIN { printf "%.0f", 100 * a / b }')
}
pair html "http://127.0.0.1:$jm_port/today" "http://127.0.0.1:$ng_port/today.html"
pair json "http://127.0.0.1:$jm_port/api/screens/today" "http://127.0.0.1:$ng_port/today.json"
# The floor under both: the server's pipeline without a database, and with the session's one read transaction.
pair health "http://127.0.0.1:$jm_port/health" "http://127.0.0.1:$ng_port/health.txt" "$work/no-session"
pair session "http://127.0.0.1:$jm_port/health" "http://127.0.0.1:$ng_port/health.txt"
rss=$(awk '/^VmHWM/ { printf "%.0f MiB", $2 / 1024 }' "/proc/$jm/status")
size() { wc -c <"$work/www/$1" | tr -d ' '; }
fmt() { echo "$1" | sed ':a; s/\B[0-9]\{3\}\>/,&/; ta'; }  # 10000 → 10,000

cat <<MD

## Jamaal at scale: $(fmt "$people") people on PostgreSQL

$(fmt "$people") people, each with an account and a year of history: the demo person as of the bench's clock and 365 days
of six tasks and two focus sessions each, made through Jamaal's own code for the first (${first_ms} ms) and copied
inside PostgreSQL to the others (\`jamaal bench-people\`: ${copy_ms} ms, then \`VACUUM (ANALYZE)\` ${vacuum_ms} ms; ${seed_s} s in
all). $(fmt "$rows") rows ($(fmt "$tasks") tasks, $(fmt "$focus") focus sessions), ${db_size} on disk. One \`jamaal serve
--database-url\` (release build, access log on, 8 threads, a pool of 10 connections) on a throwaway PostgreSQL $(sql "SHOW server_version" | cut -d' ' -f1)
(fsync off, shared_buffers $(sql "SHOW shared_buffers")) on the same machine, measured after its start-up sweep gave
${jobs} people a day-records job.

$sessions of the people (\`person-1@bench.jamaal.test\`, \`person-$((1 + people / sessions))@…\`, … \`person-$last@…\`) sign in through the form; under wrk (2
threads, 16 connections, ${duration} s, median of ${runs} runs) each request carries the next of their sessions, and nginx (1
worker) answers the same requests with the same bytes right after each run. The HTML page is kept per person while nothing
it is built from changes (\`TodayPageCache\`: the database's change counter, the browser's CSRF identity, the minute,
filter, direction and appearance), so after each person's first request in a minute it is the session and onboarding
checks, the trial, the change counter and the kept page; the JSON twin is built from the database on every request.

| what | bytes | req/s | p99 | nginx req/s | nginx p99 | ratio | target |
| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |
| Today, HTML (\`GET /today\`, 16 people signed in) | $(size today.html) | ${col[html_rps]} | ${col[html_p99]} ms | ${col[html_nrps]} | ${col[html_np99]} ms | ${col[html_ratio]} % | ≥ 40 %, p99 < 20 ms |
| Today, JSON (\`GET /api/screens/today\`, not cached) | $(size today.json) | ${col[json_rps]} | ${col[json_p99]} ms | ${col[json_nrps]} | ${col[json_np99]} ms | ${col[json_ratio]} % | — |
| \`GET /health\` with the 16 sessions (the device looked up: one read transaction) | $(size health.txt) | ${col[session_rps]} | ${col[session_p99]} ms | ${col[session_nrps]} | ${col[session_np99]} ms | ${col[session_ratio]} % | — |
| \`GET /health\` without a session (no database: the pipeline's floor) | $(size health.txt) | ${col[health_rps]} | ${col[health_p99]} ms | ${col[health_nrps]} | ${col[health_np99]} ms | ${col[health_ratio]} % | — |

Every signed-in request pays PostgreSQL round trips, even for a kept page (about 16 for Today: the device, onboarding,
the trial's reads, the change counter, and BEGIN, the person's \`set_config\` and COMMIT around each read), and on
these cores, shared with PostgreSQL, wrk and nginx, each costs about as much as the rest of the request: the \`/health\`
rows show what one read transaction alone leaves.

Errors under load (4xx/5xx or socket): ${col[html_errors]} (HTML), ${col[json_errors]} (JSON); bytes per answer, headers
included: ${col[html_bytes]} (HTML), ${col[json_bytes]} (JSON).
Signing in (\`POST /sign-in\`: the throttle's look-up, the account, the Argon2id check at the interactive cost, a new
device), one at a time: median ${signin_median} ms of ${sessions}, slowest ${signin_max} ms (target < 250 ms). Peak RSS of
\`jamaal serve\` over the sign-ins and the runs (VmHWM): ${rss}.
MD
