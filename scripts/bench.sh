#!/usr/bin/env bash
# make bench: the server's pages under load with wrk on loopback, against nginx serving a static file of the same
# size in the same run; writes BENCHMARKS.md (medians of several runs, and the ratio to the peer).
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/lib/release.sh
. scripts/lib/bench-common.sh

# Processing a 3-minute recording (validate, duration, peaks — what the server does to an upload) against a bare
# `ffmpeg` decode of the same file, alternated in the same run (recording-bench). `scripts/bench.sh recording` runs
# only this part and prints its table.
recording_bench() {  # work-dir → sets rec_ours rec_ffmpeg rec_ratio rec_ours_cpu rec_ffmpeg_cpu rec_cpu_ratio rec_duration
    mkdir -p .run
    if ! swift_release --product recording-bench >>.run/build-release.log 2>&1; then
        grep -E "error:" .run/build-release.log | head -20; echo "the release build failed (.run/build-release.log)"; exit 1
    fi
    local take="$1/take-3min.webm"
    # A voice-like take: a low tone under noise, Opus at 48 kb/s in WebM, as Chrome's MediaRecorder sends it.
    ffmpeg -nostdin -v error -y -f lavfi -i "sine=frequency=220:duration=180" -f lavfi -i "anoisesrc=d=180:a=0.05" \
        -filter_complex amix=inputs=2 -c:a libopus -b:a 48k -f webm "$take"
    read -r rec_ours rec_ffmpeg rec_ratio rec_ours_cpu rec_ffmpeg_cpu rec_cpu_ratio rec_duration < <("$(swift_release --show-bin-path)/recording-bench" "$take" \
        "${BENCH_RECORDING_RUNS:-9}")
}
recording_table() {
    cat <<MD

## Processing a recording

A 3-minute WebM/Opus take (48 kb/s), median of ${BENCH_RECORDING_RUNS:-9} runs each, alternated in one run. Wall clock,
and CPU time (the bench process plus the tools it ran: what the server pays, steadier on a shared machine).

| what | median wall | ratio | median CPU | ratio | target |
| --- | ---: | ---: | ---: | ---: | --- |
| validate + duration + peaks (\`AudioInspector.analyze\`: sniff, one full decode with the Opus decoder the header names forced, under prlimit; ${rec_duration} s measured) | ${rec_ours} ms | ${rec_ratio}× | ${rec_ours_cpu} ms | ${rec_cpu_ratio}× | ≤ 1.5× |
| bare \`ffmpeg -i take.webm -f null -\` decode of the same file | ${rec_ffmpeg} ms | 1× | ${rec_ffmpeg_cpu} ms | 1× | — |
MD
}
# Transcoding a 60-second 720p lesson video (what the media-processing job does to an upload: probe, isolated
# H.264/AAC fast-start transcode, measure, poster) against a bare `ffmpeg` transcode with the same settings, alternated in
# the same run (video-bench). `scripts/bench.sh video` runs only this part and prints its table.
video_bench() {  # work-dir → sets vid_ours vid_ffmpeg vid_ratio vid_ours_cpu vid_ffmpeg_cpu vid_cpu_ratio vid_duration
    mkdir -p .run
    if ! swift_release --product video-bench >>.run/build-release.log 2>&1; then
        grep -E "error:" .run/build-release.log | head -20; echo "the release build failed (.run/build-release.log)"; exit 1
    fi
    local source="$1/lesson-720p.mov"
    # A phone-like upload: H.264 in a QuickTime file without fast start, 30 fps, with a tone, so it must be transcoded.
    ffmpeg -nostdin -v error -y -f lavfi -i "testsrc2=s=1280x720:r=30:d=60" -f lavfi -i "sine=frequency=220:duration=60" \
        -c:v libx264 -preset ultrafast -crf 28 -pix_fmt yuv420p -c:a aac -b:a 96k -f mov "$source"
    read -r vid_ours vid_ffmpeg vid_ratio vid_ours_cpu vid_ffmpeg_cpu vid_cpu_ratio vid_duration < <("$(swift_release --show-bin-path)/video-bench" "$source" \
        "${BENCH_VIDEO_RUNS:-3}")
}
video_table() {
    cat <<MD

## Transcoding a lesson video

A 60-second 1280×720 H.264/AAC MOV (as a phone sends it), median of ${BENCH_VIDEO_RUNS:-3} runs each, alternated in one run.
Wall clock, and CPU time (the bench process plus the tools it ran).

| what | median wall | ratio | median CPU | ratio | target |
| --- | ---: | ---: | ---: | ---: | --- |
| \`LessonVideoProcessor.process\` (sniff, ffprobe, transcode to H.264/AAC MP4 with +faststart under prlimit reading \`-progress\`, measure, poster; ${vid_duration} s measured) | ${vid_ours} ms | ${vid_ratio}× | ${vid_ours_cpu} ms | ${vid_cpu_ratio}× | ≤ 1.1× |
| bare \`ffmpeg\` transcode with the same settings | ${vid_ffmpeg} ms | 1× | ${vid_ffmpeg_cpu} ms | 1× | — |
MD
}
# Publishing an announcement to 1,000 students: the post, its notification rows and their push rows in one transaction
# (announcement-bench), median of several publishes on SQLite, and on PostgreSQL when its server binaries are installed
# (a throwaway cluster from scripts/test-postgres.sh). Reported, not asserted. `scripts/bench.sh announcements` runs only
# this part and prints its table.
announcement_bench() {  # → sets ann_rows ann_sqlite ann_sqlite_min ann_sqlite_max ann_pg ann_pg_min ann_pg_max
    mkdir -p .run
    if ! swift_release --product announcement-bench >>.run/build-release.log 2>&1; then
        grep -E "error:" .run/build-release.log | head -20; echo "the release build failed (.run/build-release.log)"; exit 1
    fi
    local bench runs=${BENCH_ANNOUNCEMENT_RUNS:-9}
    bench="$(swift_release --show-bin-path)/announcement-bench"
    read -r _ ann_rows ann_sqlite ann_sqlite_min ann_sqlite_max < <(QURANFLOW_DEMO_MEDIA=off "$bench" "$runs")
    ann_pg="—"; ann_pg_min="—"; ann_pg_max="—"
    local running; running=$(scripts/test-postgres.sh url 2>/dev/null || true)  # a test cluster already up is reused, not stopped
    if TEST_POSTGRES_PORT=${BENCH_POSTGRES_PORT:-54371} scripts/test-postgres.sh start >/dev/null 2>&1; then
        local url; url=$(scripts/test-postgres.sh url)
        psql "$url" -qc "DROP DATABASE IF EXISTS announcement_bench" -c "CREATE DATABASE announcement_bench" >/dev/null 2>&1 || true
        read -r _ _ ann_pg ann_pg_min ann_pg_max < <(QURANFLOW_DEMO_MEDIA=off "$bench" "$runs" "${url%/*}/announcement_bench") || true
        [ -n "$running" ] || scripts/test-postgres.sh stop >/dev/null 2>&1 || true
    fi
}
announcement_table() {
    cat <<MD

## Publishing an announcement

One post to Everyone in a world of ${ann_rows} students: the post, ${ann_rows} notification rows and their push-outbox rows,
written in one transaction. Median of ${BENCH_ANNOUNCEMENT_RUNS:-9} publishes (fastest–slowest). Reported, not asserted; the
issue's target is a median under 200 ms.

| engine | median | fastest | slowest |
| --- | ---: | ---: | ---: |
| SQLite | ${ann_sqlite} ms | ${ann_sqlite_min} ms | ${ann_sqlite_max} ms |
| PostgreSQL | ${ann_pg} ms | ${ann_pg_min} ms | ${ann_pg_max} ms |
MD
}
# Importing a roster of 1,000 students (issue 20): the dry run and the import — accounts, students, enrolments, invitation
# tokens and mails in one transaction (import-bench), median of several imports on SQLite, and on PostgreSQL when its
# server binaries are installed. Reported, not asserted. `scripts/bench.sh import` runs only this part and prints its table.
import_bench() {  # → sets imp_rows imp_sqlite imp_sqlite_min imp_sqlite_max imp_pg imp_pg_min imp_pg_max
    mkdir -p .run
    if ! swift_release --product import-bench >>.run/build-release.log 2>&1; then
        grep -E "error:" .run/build-release.log | head -20; echo "the release build failed (.run/build-release.log)"; exit 1
    fi
    local bench runs=${BENCH_IMPORT_RUNS:-5}
    bench="$(swift_release --show-bin-path)/import-bench"
    read -r _ imp_rows imp_sqlite imp_sqlite_min imp_sqlite_max < <(QURANFLOW_DEMO_MEDIA=off "$bench" "$runs")
    imp_pg="—"; imp_pg_min="—"; imp_pg_max="—"
    local running; running=$(scripts/test-postgres.sh url 2>/dev/null || true)  # a test cluster already up is reused, not stopped
    if TEST_POSTGRES_PORT=${BENCH_POSTGRES_PORT:-54371} scripts/test-postgres.sh start >/dev/null 2>&1; then
        local url; url=$(scripts/test-postgres.sh url)
        psql "$url" -qc "DROP DATABASE IF EXISTS import_bench" -c "CREATE DATABASE import_bench" >/dev/null 2>&1 || true
        read -r _ _ imp_pg imp_pg_min imp_pg_max < <(QURANFLOW_DEMO_MEDIA=off "$bench" "$runs" "${url%/*}/import_bench") || true
        [ -n "$running" ] || scripts/test-postgres.sh stop >/dev/null 2>&1 || true
    fi
}
import_table() {
    cat <<MD

## Importing a roster

A CSV of ${imp_rows} students checked (the dry run) and imported into one cohort: ${imp_rows} accounts, student records,
enrolments, single-use invitation tokens and invitation mails, written in one transaction. Median of
${BENCH_IMPORT_RUNS:-5} imports (fastest–slowest). Reported, not asserted.

| engine | median | fastest | slowest |
| --- | ---: | ---: | ---: |
| SQLite | ${imp_sqlite} ms | ${imp_sqlite_min} ms | ${imp_sqlite_max} ms |
| PostgreSQL | ${imp_pg} ms | ${imp_pg_min} ms | ${imp_pg_max} ms |
MD
}
if [ "${1:-}" = "import" ]; then
    import_bench
    import_table
    exit 0
fi
if [ "${1:-}" = "announcements" ]; then
    announcement_bench
    announcement_table
    exit 0
fi
if [ "${1:-}" = "video" ]; then
    vid_work=$(mktemp -d); trap 'rm -rf "$vid_work"' EXIT
    video_bench "$vid_work"
    video_table
    exit 0
fi
if [ "${1:-}" = "recording" ]; then
    rec_work=$(mktemp -d); trap 'rm -rf "$rec_work"' EXIT
    recording_bench "$rec_work"
    recording_table
    exit 0
fi
scripts/install-deps.sh --bench
mkdir -p .run
if ! { swift_release --product quranflow && swift_release --product prayer-times-bench \
        && swift_release --product jamaal; } >.run/build-release.log 2>&1; then
    grep -E "error:" .run/build-release.log | head -20; echo "the release build failed (.run/build-release.log)"; exit 1
fi
bin="$(swift_release --show-bin-path)/quranflow"

work=$(mktemp -d)
qf_port=18080; ng_port=18081
runs=${BENCH_RUNS:-3}; duration=${BENCH_SECONDS:-8}
cleanup() {
    [ -n "${qf:-}" ] && kill -TERM "$qf" 2>/dev/null && wait "$qf" 2>/dev/null
    [ -f "$work/nginx.pid" ] && kill "$(cat "$work/nginx.pid")" 2>/dev/null
    rm -rf "$work"
}
trap cleanup EXIT

QURANFLOW_DEMO_MEDIA=off "$bin" serve --port $qf_port --data "$work/data" --demo --now 2026-10-27T13:48:00-04:00 >"$work/server.log" 2>&1 &
qf=$!
wait_for_health "$qf_port" || { echo "bench: the server did not start" >&2; exit 1; }

# Sign in as Sarah (the demo clock is Tuesday of Week 8) and keep the session cookie.
jar="$work/cookies"
csrf=$(curl -fsS -c "$jar" "http://127.0.0.1:$qf_port/sign-in" | grep -o 'name="_csrf" value="[^"]*"' | sed 's/.*value="//; s/"$//')
curl -fsS -b "$jar" -c "$jar" -o /dev/null --data-urlencode "_csrf=$csrf" --data-urlencode "email=sarah@quranflow.test" \
    --data-urlencode "password=quranflow-demo" "http://127.0.0.1:$qf_port/sign-in"
session=$(awk '$6 == "qf_session" { print $7 }' "$jar")
[ -n "$session" ] || { echo "bench: could not sign in"; exit 1; }
cookie="Cookie: qf_session=$session"

# Each page, and a static file of the same size for nginx.
mkdir -p "$work/www"
curl -fsS -H "$cookie" "http://127.0.0.1:$qf_port/today" -o "$work/www/today.html"
curl -fsS -H "$cookie" "http://127.0.0.1:$qf_port/api/screens/today" -o "$work/www/today.json"
curl -fsS "http://127.0.0.1:$qf_port/sign-in" -o "$work/www/sign-in.html"
curl -fsS "http://127.0.0.1:$qf_port/health" -o "$work/www/health.txt"
grep -q "Week 8 of 15" "$work/www/today.html" || { echo "bench: /today did not render Week 8"; exit 1; }
start_nginx "$work" "$ng_port"


declare -A rps p99 mean
# Each page alternates with its nginx peer run by run, so both see the same machine.
run_pair today_html nginx_today_html "http://127.0.0.1:$qf_port/today" "$cookie" "http://127.0.0.1:$ng_port/today.html" "X-Bench: 1" 64
run_pair today_json nginx_today_json "http://127.0.0.1:$qf_port/api/screens/today" "$cookie" \
    "http://127.0.0.1:$ng_port/today.json" "X-Bench: 1" 64
run_pair signin nginx_signin "http://127.0.0.1:$qf_port/sign-in" "X-Bench: 1" "http://127.0.0.1:$ng_port/sign-in.html" "X-Bench: 1" 64
run_pair health nginx_health "http://127.0.0.1:$qf_port/health" "X-Bench: 1" "http://127.0.0.1:$ng_port/health.txt" "X-Bench: 1" 64

ratio() { awk -v a="${rps[$1]}" -v b="${rps[$2]}" 'BEGIN { printf "%.0f", 100 * a / b }'; }
size() { wc -c < "$work/www/$1" | tr -d ' '; }

cat > BENCHMARKS.md <<MD
# Benchmarks

Written by \`make bench\` on $(date -u +%Y-%m-%d) — $(nproc) cores, $(awk '/MemTotal/ { printf "%.0f GiB", $2 / 1048576 }' /proc/meminfo),
$(uname -sr). wrk on loopback, 2 threads, 64 connections, ${duration} s a run, median of ${runs} runs. The peer is nginx
(1 worker, access log off) serving a static file with the same bytes in the same run, measured right after each page.
QuranFlow runs the release build on the demo world at Tuesday 27 October 2026, 1:48 PM Toronto, with its access log on.
Both share the machine's 2 cores with wrk, so the ratio, not the absolute figure, is the result.

| what | bytes | req/s | p99 | nginx req/s | nginx p99 | ratio | target |
| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |
| Today, HTML (\`GET /today\`, Sarah signed in) | $(size today.html) | ${rps[today_html]} | ${p99[today_html]} ms | ${rps[nginx_today_html]} | ${p99[nginx_today_html]} ms | $(ratio today_html nginx_today_html) % | ≥ 40 %, p99 < 25 ms |
| Today, JSON (\`GET /api/screens/today\`) | $(size today.json) | ${rps[today_json]} | ${p99[today_json]} ms | ${rps[nginx_today_json]} | ${p99[nginx_today_json]} ms | $(ratio today_json nginx_today_json) % | ≥ 40 %, p99 < 25 ms |
| Sign-in page (anonymous, new CSRF cookie) | $(size sign-in.html) | ${rps[signin]} | ${p99[signin]} ms | ${rps[nginx_signin]} | ${p99[nginx_signin]} ms | $(ratio signin nginx_signin) % | — |
| \`GET /health\` (the server's floor: routing, middlewares, no database) | $(size health.txt) | ${rps[health]} | ${p99[health]} ms | ${rps[nginx_health]} | ${p99[nginx_health]} ms | $(ratio health nginx_health) % | — |

The last row is the ceiling of this stack on this machine: libmicrohttpd, the Swift pipeline (access log, security
headers, compression check, router) and nothing else. A page cannot beat it.
MD

# The coach's queue in a large world (its own server, data and nginx; see scripts/bench-queue.sh).
queue_row=$(BENCH_RUNS=$runs BENCH_SECONDS=$duration scripts/bench-queue.sh "$bin" 2>>.run/bench-queue.log)
cat >> BENCHMARKS.md <<MD

## The coach's queue at scale

| what | bytes | req/s | p99 | nginx req/s | nginx p99 | ratio | target |
| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |
$queue_row
MD

# Prayer times: a year for London (Muslim World League, Shafi, recommended) — in process, as our command, and as the
# reference tool (../shared/tools/prayer_ref.py, adhanpy) computing the same year in the same run.
bindir="$(swift_release --show-bin-path)"
read -r inproc days < <("$bindir/prayer-times-bench" 41)
wall_ms() { local s e; s=$(date +%s%N); "$@" >/dev/null; e=$(date +%s%N); echo $(( (e - s) / 1000000 )); }
cli=(); ref=()
for _ in 1 2 3 4 5; do
    cli+=("$(wall_ms "$bindir/jamaal" prayer-times --latitude 51.5074 --longitude -0.1278 --zone Europe/London --from 2026-01-01 \
        --to 2026-12-31 --method MuslimWorldLeague --madhab shafi --high-latitude-rule recommended)")
    ref+=("$(wall_ms .venv/bin/python ../shared/tools/prayer_ref.py --lat 51.5074 --lon -0.1278 --tz Europe/London --start 2026-01-01 \
        --end 2026-12-31 --method MuslimWorldLeague --madhab shafi --high-lat recommended)")
done
cli_ms=$(printf '%s\n' "${cli[@]}" | median); ref_ms=$(printf '%s\n' "${ref[@]}" | median)
cat >> BENCHMARKS.md <<MD

## Prayer times

A full year (${days} days) for London, Muslim World League, Shafi, recommended high-latitude rule.

| what | median | vs the reference tool |
| --- | ---: | ---: |
| \`PrayerTimes\` in process (41 runs) | ${inproc} ms | $(awk -v a="$ref_ms" -v b="$inproc" 'BEGIN { printf "%.0f× faster", a / b }') |
| \`jamaal prayer-times\` as a process, JSON out (5 runs) | ${cli_ms} ms | $(awk -v a="$ref_ms" -v b="$cli_ms" 'BEGIN { printf "%.1f× faster", a / (b > 0 ? b : 1) }') |
| the reference tool, \`prayer_ref.py\` (adhanpy), as a process (5 runs) | ${ref_ms} ms | 1× |

Target: the in-process year under 5 ms.
MD
recording_bench "$work"
recording_table >> BENCHMARKS.md
video_bench "$work"
video_table >> BENCHMARKS.md
announcement_bench
announcement_table >> BENCHMARKS.md
import_bench
import_table >> BENCHMARKS.md
scripts/bench-jamaal.sh >> BENCHMARKS.md
cat BENCHMARKS.md

# Sessions, the .ics writer and the feed (issue #5): its own script appends its section.
BENCH_SKIP_BUILD=1 scripts/bench-sessions.sh >/dev/null
# Messages (issue 14): a 2,000-message thread against nginx; its own script appends its section.
BENCH_SKIP_BUILD=1 scripts/bench-messages.sh >/dev/null
# The ambient layer (issue 17): timelines in process and /api/ambient against nginx; its own script appends its section.
BENCH_SKIP_BUILD=1 scripts/bench-ambient.sh >/dev/null
# Password-reset requests (issue 39): an address with an account against one without, interleaved; its own script
# appends its section.
BENCH_SKIP_BUILD=1 scripts/bench-reset.sh >/dev/null
# The load run (issue 21): 1,000 students and 50 coaches under locust's mix, one process on SQLite and two on
# PostgreSQL behind HAProxy — per-route throughput, p50/p99, errors, peak RSS and where it goes.
scripts/bench-load.sh all "$bin" >> BENCHMARKS.md
cat BENCHMARKS.md
