#!/usr/bin/env bash
# Jamaal's part of make bench (run it alone with `scripts/bench-jamaal.sh`): Today for a person with five years of
# history — building the screen model in process (median, target < 2 ms), and the page under wrk at 16 connections
# against nginx serving the same bytes in the same run (target ≥ 40 %, p99 < 15 ms). Prints a Markdown section.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/lib/release.sh
. scripts/lib/bench-common.sh
if ! swift_release --product jamaal >.run/build-release-jamaal.log 2>&1; then
    grep -E "error:" .run/build-release-jamaal.log | head -20; echo "the release build failed (.run/build-release-jamaal.log)" >&2; exit 1
fi
bin="$(swift_release --show-bin-path)/jamaal"
work=$(mktemp -d)
jm_port=${JAMAAL_BENCH_PORT:-18090}; ng_port=$((jm_port + 1))
runs=${BENCH_RUNS:-3}; duration=${BENCH_SECONDS:-8}
cleanup() {
    [ -n "${jm:-}" ] && kill -TERM "$jm" 2>/dev/null && wait "$jm" 2>/dev/null
    [ -f "$work/nginx.pid" ] && kill "$(cat "$work/nginx.pid")" 2>/dev/null
    rm -rf "$work"
}
trap cleanup EXIT

# Five years of history in the data directory, and the in-process timing (median and p90 of 300 builds).
read -r model_median model_p90 tasks sessions np03_median np04_median score_median < <("$bin" bench-today --data "$work/data" --years 5 --runs 300)

"$bin" serve --port "$jm_port" --data "$work/data" --now 2026-11-29T10:05:00Z >"$work/server.log" 2>&1 &
jm=$!
wait_for_health "$jm_port" || { echo "bench: the server did not start" >&2; exit 1; }
# The history belongs to the store's first person: its owner keeps it by choosing an email and password (Keep your plan,
# #42), and the bench reads Today signed in as them, with the session and CSRF cookies.
jar="$work/cookies"
token=$(curl -fsS -c "$jar" "http://127.0.0.1:$jm_port/claim" | sed -n 's/.*name="_csrf" value="\([^"]*\)".*/\1/p' | head -1)
signin_ms=$(curl -fsS -b "$jar" -c "$jar" -o /dev/null -w '%{time_total}' --data-urlencode "email=bench@jamaal.test" \
    --data-urlencode "password=bench-password" --data-urlencode "_csrf=$token" "http://127.0.0.1:$jm_port/claim" \
    | awk '{ printf "%.0f", $1 * 1000 }')
cookie="Cookie: jm_csrf=$(awk '$6 == "jm_csrf" { print $7 }' "$jar"); jm_session=$(awk '$6 == "jm_session" { print $7 }' "$jar")"
mkdir -p "$work/www"
curl -fsS -H "$cookie" "http://127.0.0.1:$jm_port/today" -o "$work/www/today.html"
grep -q "Draft the quarterly report" "$work/www/today.html" || { echo "bench: Jamaal's /today did not render" >&2; exit 1; }
start_nginx "$work" "$ng_port"

jr=(); jl=(); nr=(); nl=()
for _ in $(seq 1 "$runs"); do
    read -r a b _ < <(measure "http://127.0.0.1:$jm_port/today" "$cookie"); jr+=("$a"); jl+=("$b")
    read -r a b _ < <(measure "http://127.0.0.1:$ng_port/today.html" "X-Bench: 1"); nr+=("$a"); nl+=("$b")
done
j_rps=$(printf '%s\n' "${jr[@]}" | median); j_p99=$(printf '%s\n' "${jl[@]}" | median)
n_rps=$(printf '%s\n' "${nr[@]}" | median); n_p99=$(printf '%s\n' "${nl[@]}" | median)
bytes=$(wc -c < "$work/www/today.html" | tr -d ' ')
ratio=$(awk -v a="$j_rps" -v b="$n_rps" 'BEGIN { printf "%.0f", 100 * a / b }')

cat <<MD

## Jamaal Today

The demo person with five years of history ($tasks tasks, $sessions focus sessions; six habits with today's entries
passed in, as the habits feature's Today contributor would). Release build, \`jamaal serve\` with its access log on.

| what | figure | target |
| --- | ---: | --- |
| Building Today's screen model in process (store reads + \`TodayScreen\`), median of 300 (p90) | ${model_median} ms (${model_p90} ms) | < 2 ms |
| Night Planning NP-03 Build tomorrow in process (store reads + \`NightPlanningScreen\`), median of 300 | ${np03_median} ms | < 2 ms |
| Night Planning NP-04 Check the load in process (store reads + \`NightPlanningScreen\`), median of 300 | ${np04_median} ms | < 2 ms |
| The wellbeing score over five years of stored day records (read 14 days + \`WellbeingScore\`), median of 300 | ${score_median} ms | < 2 ms |

| what | bytes | req/s | p99 | nginx req/s | nginx p99 | ratio | target |
| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |
| Today, HTML (\`GET /today\`, signed in), wrk 2 threads, 16 connections, ${duration} s, median of ${runs} | $bytes | $j_rps | $j_p99 ms | $n_rps | $n_p99 ms | $ratio % | ≥ 40 %, p99 < 15 ms |

Keeping the plan (\`POST /claim\`: the email's Argon2id hash at the interactive cost, the account and the device, one
request): ${signin_ms} ms (target < 250 ms, #42). Peak RSS of \`jamaal serve\` over the runs (VmHWM): $(awk '/^VmHWM/ { printf "%.0f MiB", $2 / 1024 }' "/proc/$jm/status").
MD

# Many people (#42): 10,000 on PostgreSQL, its own cluster, server and nginx (scripts/bench-jamaal-postgres.sh).
BENCH_SKIP_BUILD=1 scripts/bench-jamaal-postgres.sh
