#!/usr/bin/env bash
# The ambient part of make bench (issue 17): every widget's timelines for one student computed in process (median, target
# < 1 ms, beside decoding the snapshot they come from), and `GET /api/ambient` for Sarah at 16 connections against nginx
# serving the same bytes in the same run (target ≥ 40 %). Appends a section to BENCHMARKS.md. Runs alone too:
# scripts/bench-ambient.sh (it builds the release binaries if needed).
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/lib/release.sh
. scripts/lib/bench-common.sh
scripts/install-deps.sh --bench
mkdir -p .run
if [ -z "${BENCH_SKIP_BUILD:-}" ]; then
    swift_release --product quranflow >.run/build-release-ambient.log 2>&1 \
        || { grep -E "error:" .run/build-release-ambient.log | head -20; echo "the release build failed"; exit 1; }
fi
swift_release --product ambient-bench >>.run/build-release-ambient.log 2>&1 \
    || { grep -E "error:" .run/build-release-ambient.log | head -20; echo "the release build failed"; exit 1; }
bin="$(swift_release --show-bin-path)/quranflow"
read -r timelines_ms decode_ms < <("$(swift_release --show-bin-path)/ambient-bench" "${BENCH_AMBIENT_RUNS:-201}")

work=$(mktemp -d)
qf_port=${BENCH_AMBIENT_PORT:-18926}; ng_port=$((qf_port + 1))
runs=${BENCH_RUNS:-3}; duration=${BENCH_SECONDS:-8}
cleanup() {
    [ -n "${qf:-}" ] && kill -TERM "$qf" 2>/dev/null && wait "$qf" 2>/dev/null
    [ -f "$work/nginx.pid" ] && kill "$(cat "$work/nginx.pid")" 2>/dev/null
    rm -rf "$work"
}
trap cleanup EXIT

QURANFLOW_DEMO_MEDIA=off "$bin" serve --port "$qf_port" --data "$work/data" --demo --now 2026-10-27T18:45:53-04:00 >"$work/server.log" 2>&1 &
qf=$!
wait_for_health "$qf_port" || { echo "bench: the server did not start" >&2; exit 1; }
token=$(curl -fsS -H "Content-Type: application/json" -d '{"email":"sarah@quranflow.test","password":"quranflow-demo"}' \
    "http://127.0.0.1:$qf_port/api/session" | sed 's/.*"token":"\([^"]*\)".*/\1/')
mkdir -p "$work/www"
curl -fsS -H "Authorization: Bearer $token" "http://127.0.0.1:$qf_port/api/ambient" -o "$work/www/ambient.json"
grep -q '"nextSession"' "$work/www/ambient.json" || { echo "bench-ambient: /api/ambient has no next-session timeline"; exit 1; }
start_nginx "$work" "$ng_port"

declare -A rps p99 mean
run_pair ambient nginx_ambient "http://127.0.0.1:$qf_port/api/ambient" "Authorization: Bearer $token" \
    "http://127.0.0.1:$ng_port/ambient.json" "X-Bench: 1" 16

ratio=$(awk -v a="${rps[ambient]}" -v b="${rps[nginx_ambient]}" 'BEGIN { printf "%.0f", 100 * a / b }')
section=$(cat <<MD

## Ambient timelines (issue 17)

Every widget's timelines for one student (Week, This Week, verse, next session, the revoke and session Live
Activities, relevance, intents) computed in process from the fixture week's snapshot, median of ${BENCH_AMBIENT_RUNS:-201}
runs alternated with decoding that snapshot from its JSON (what a widget extension does first). Then Sarah's
\`GET /api/ambient\` with wrk, 2 threads, **16 connections**, ${duration} s, median of ${runs} runs, each followed at once by
nginx serving the same bytes.

| what | bytes | median / req/s | p99 | peer | ratio | target |
| --- | ---: | ---: | ---: | ---: | ---: | --- |
| \`AmbientTimelines.student\` in process | — | ${timelines_ms} ms | — | decoding the snapshot: ${decode_ms} ms | — | < 1 ms |
| \`GET /api/ambient\` (Sarah, bearer) | $(wc -c < "$work/www/ambient.json" | tr -d ' ') | ${rps[ambient]} req/s | ${p99[ambient]} ms | nginx ${rps[nginx_ambient]} req/s, p99 ${p99[nginx_ambient]} ms | ${ratio} % | ≥ 40 % |
MD
)
if [ -f BENCHMARKS.md ] && grep -q "^## Ambient timelines (issue 17)" BENCHMARKS.md; then
    awk '/^## Ambient timelines \(issue 17\)/ { skip = 1; next } /^## / { skip = 0 } !skip' BENCHMARKS.md > "$work/bench.md" && cp "$work/bench.md" BENCHMARKS.md
fi
[ -f BENCHMARKS.md ] && awk 'NF { for (; blank > 0; blank--) print ""; print; next } { blank++ }' BENCHMARKS.md > "$work/trim.md" && cp "$work/trim.md" BENCHMARKS.md
printf '%s\n' "$section" >> BENCHMARKS.md
printf '%s\n' "$section"
