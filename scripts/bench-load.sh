#!/usr/bin/env bash
# The load run (part of make bench; runs alone too): the load world — 1,000 students and 50 coaches with a term of
# history (16,000 submissions, each with a recording and, once reviewed, a coach's note, all hard links to three real
# Opus files) — under locust's realistic mix (Tests/Load/locustfile.py) for a bounded time, against
#   (a) one `quranflow serve` process on SQLite, and
#   (b) two processes on one PostgreSQL behind HAProxy (scripts/cluster.sh).
# Prints the Markdown section (per-route throughput, p50/p99, errors; each process's peak RSS and where it goes);
# bench.sh appends it to BENCHMARKS.md.
#
#   scripts/bench-load.sh [sqlite|cluster|all] [path/to/release/quranflow]
# Environment: BENCH_LOAD_USERS (549: 500 students + 49 coaches at once), BENCH_LOAD_SECONDS (60, measured after all
# users have signed in), BENCH_LOAD_PORT (18400).
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/lib/release.sh
which=${1:-all}
bin="${2:-$(swift_release --show-bin-path)/quranflow}"
[ -x "$bin" ] || { echo "bench-load: build the release binary first (make build, or swift build -c release --static-swift-stdlib --product quranflow)" >&2; exit 1; }
[ -x .venv/bin/locust ] || scripts/install-deps.sh --bench >&2
users=${BENCH_LOAD_USERS:-549}
seconds=${BENCH_LOAD_SECONDS:-60}
port=${BENCH_LOAD_PORT:-18400}
now=2026-10-27T13:48:00-04:00
work=$(mktemp -d)
chmod a+x "$work"  # PostgreSQL (its own user) must reach the cluster's folder inside
server=""; cluster=""; sampler=""
cleanup() {
    [ -n "$sampler" ] && kill "$sampler" 2>/dev/null
    [ -n "$server" ] && kill -TERM "$server" 2>/dev/null && wait "$server" 2>/dev/null
    [ -n "$cluster" ] && kill -TERM "$cluster" 2>/dev/null && wait "$cluster" 2>/dev/null
    rm -rf "$work"
}
trap cleanup EXIT

# Three takes a student might send: a voice-like tone under noise, Opus at 32 kb/s in WebM, 45, 60 and 90 seconds.
mkdir -p "$work/pool"
for d in 45 60 90; do
    ffmpeg -nostdin -v error -y -f lavfi -i "sine=frequency=$((150 + d)):duration=$d" -f lavfi -i "anoisesrc=d=$d:a=0.04" \
        -filter_complex amix=inputs=2 -c:a libopus -b:a 32k -f webm "$work/pool/take-$d.webm"
done

seed() {  # store options… → the world on top of the demo
    QURANFLOW_PASSWORD_STRENGTH=minimal "$bin" admin seed-queue-bench "$@" --now "$now" --students 1000 --coaches 50 \
        --submissions 16000 --waiting 20 --current-week open --media-pool "$work/pool" >&2
}

# Samples each PID's VmRSS every 0.2 s into $work/rss-<pid> (the highest seen is the peak under load).
sample_rss() {
    while true; do
        for pid in "$@"; do
            awk '/^VmRSS/ { print $2 }' "/proc/$pid/status" 2>/dev/null >>"$work/rss-$pid" || true
        done
        sleep 0.2
    done
}
peak_mib() { sort -n "$work/rss-$1" | tail -1 | awk '{ printf "%.1f", $1 / 1024 }'; }

# locust, headless: every user signs in (spawned at 50 a second), then the stats are reset and `seconds` measured.
load() {  # host csv-prefix
    local spawn=$(( (users + 49) / 50 + 2 ))
    LOAD_POOL="$work/pool" .venv/bin/locust -f Tests/Load/locustfile.py --headless -u "$users" -r 50 \
        -t "$((seconds + spawn))s" --reset-stats --host "$1" --csv "$2" --only-summary >"$2.log" 2>&1 || true
    mkdir -p .run && cp "$2.log" ".run/bench-load-$(basename "$2")-locust.log"
}

# One Markdown table from locust's stats CSV: route, requests, req/s, p50, p99, errors.
table() {  # csv-prefix
    .venv/bin/python - "$1_stats.csv" <<'PY'
import csv, sys
rows = list(csv.DictReader(open(sys.argv[1])))
print("| route | requests | req/s | p50 | p99 | max | errors |")
print("| --- | ---: | ---: | ---: | ---: | ---: | ---: |")
def line(row, bold=False):
    name = row["Name"] if row["Type"] in ("GET", "") or row["Name"].startswith("POST") else f'{row["Type"]} {row["Name"]}'
    name = name if row["Name"] != "Aggregated" else "all routes"
    cells = [f"`{name}`" if name != "all routes" else "**all routes**", row["Request Count"], f'{float(row["Requests/s"]):.1f}',
             f'{row["50%"]} ms', f'{row["99%"]} ms', f'{float(row["Max Response Time"]):.0f} ms', row["Failure Count"]]
    print("| " + " | ".join(cells) + " |")
for row in sorted((r for r in rows if r["Name"] != "Aggregated"), key=lambda r: -int(r["Request Count"])):
    line(row)
for row in rows:
    if row["Name"] == "Aggregated":
        line(row)
PY
}
failures() {  # csv-prefix → the distinct failures, if any
    tail -n +2 "$1_failures.csv" 2>/dev/null | cut -c1-240 | sed 's/^/    /' || true
}

sqlite_serve() {
    QURANFLOW_DEMO_MEDIA=off "$bin" serve --port "$port" --data "$work/sqlite" --demo --now "$now" --trusted-proxy 127.0.0.1 \
        >>"$work/sqlite.log" 2>&1 &
    server=$!
    for _ in $(seq 1 300); do curl -fsS -m 2 "http://127.0.0.1:$port/health" >/dev/null 2>&1 && break; sleep 0.2; done
}

# The floor: a server started on an empty database, before any connection (no programme, no demo).
empty_floor() {
    QURANFLOW_DEMO_MEDIA=off "$bin" serve --port "$port" --data "$work/empty" --now "$now" >"$work/empty.log" 2>&1 &
    local pid=$!
    for _ in $(seq 1 300); do curl -fsS -m 2 "http://127.0.0.1:$port/health" >/dev/null 2>&1 && break; sleep 0.2; done
    sleep 2
    empty_floor=$(awk '/^VmRSS/ { rss = $2 } /^RssFile/ { file = $2 } /^RssAnon/ { anon = $2 }
        END { printf "%.1f MiB resident, %.1f MiB of it mapped files (the binary and its libraries'"'"' code and data) and %.1f MiB malloc'"'"'d and stacks", rss / 1024, file / 1024, anon / 1024 }' \
        "/proc/$pid/status")
    kill -TERM "$pid"; wait "$pid" 2>/dev/null || true
}

sqlite_run() {
    empty_floor
    # The demo is seeded by a first start, the load world by its own command; the process measured is a second start on
    # that database, as a production server starts on its programme's (seeding's own memory is not serving's).
    sqlite_serve
    kill -TERM "$server"; wait "$server" 2>/dev/null || true; server=""
    seed --data "$work/sqlite"
    sqlite_serve
    sample_rss "$server" & sampler=$!
    load "http://127.0.0.1:$port" "$work/sqlite"
    kill "$sampler"; sampler=""
    sqlite_peak=$(peak_mib "$server")
    sqlite_hwm=$(awk '/^VmHWM/ { printf "%.1f", $2 / 1024 }' "/proc/$server/status")
    sqlite_memory=$(.venv/bin/python scripts/lib/memory_map.py "$server")
    kill -TERM "$server"; wait "$server" 2>/dev/null || true; server=""
    sqlite_own=$(grep -o 'sqlite: [0-9]* KiB in use by SQLite itself, at most [0-9]* KiB' "$work/sqlite.log" | tail -1 |
        awk '{ printf "%.1f MiB at the end, at most %.1f MiB", $2 / 1024, $(NF - 1) / 1024 }')
    mkdir -p .run && cp "$work/sqlite.log" .run/bench-load-sqlite.log  # the server's access log, kept for a look at failures
    cat <<MD

### (a) One process on SQLite

\`quranflow serve\` (release) on SQLite in WAL mode, straight on loopback (\`--trusted-proxy 127.0.0.1\`: each
simulated person's own \`X-Forwarded-For\` address is what the sign-in throttle counts), started on the seeded
database. Peak RSS under the load **${sqlite_peak} MiB** (sampled every 0.2 s; VmHWM since start ${sqlite_hwm} MiB).

$(table "$work/sqlite")
$(failures "$work/sqlite")

Where the memory goes at the end of the load (Rss by mapping, \`/proc/<pid>/smaps\`):

| what | resident | share |
| --- | ---: | ---: |
$sqlite_memory

Of the malloc'd memory, SQLite's own (page caches, prepared statements of its five connections): ${sqlite_own:-not reported}.
The same binary started on an empty database, before any connection: ${empty_floor}.
MD
}

cluster_run() {
    local state="$work/cluster"
    CLUSTER_POSTGRES_PORT=${BENCH_LOAD_POSTGRES_PORT:-54690} QURANFLOW_BIN="$bin" QURANFLOW_DEMO_MEDIA=off scripts/cluster.sh --product quranflow --processes 2 --port "$port" --state "$state" --no-build \
        --now "$now" --per-client-connections 4096 --media local >"$work/cluster.out" 2>&1 &
    cluster=$!
    for _ in $(seq 1 600); do grep -q "cluster: ready" "$work/cluster.out" 2>/dev/null && break
        kill -0 "$cluster" 2>/dev/null || { cat "$work/cluster.out" >&2; echo "bench-load: the cluster did not start" >&2; return 1; }
        sleep 0.5; done
    local url; url=$(POSTGRES_STATE="$state/postgres.env" POSTGRES_DIR="$state/postgres" scripts/test-postgres.sh url)
    seed --database-url "$url" --data "$state/data"
    local pids; pids=$(awk '{ print $3 }' "$state/processes")
    # shellcheck disable=SC2086
    sample_rss $pids & sampler=$!
    load "http://127.0.0.1:$port" "$work/cluster"
    kill "$sampler"; sampler=""
    local peaks=()
    for pid in $pids; do peaks+=("$(peak_mib "$pid") MiB"); done
    kill -TERM "$cluster"; wait "$cluster" 2>/dev/null || true; cluster=""
    mkdir -p .run && cat "$state"/logs/quranflow-*.log > .run/bench-load-cluster.log 2>/dev/null || true
    cat <<MD

### (b) Two processes on PostgreSQL behind HAProxy

\`make cluster\`'s shape: two \`quranflow serve\` (release) on one PostgreSQL (fsync on), HAProxy round-robin in
front with its health checks — with the media on one shared folder (\`--media local\`), not \`make cluster\`'s
default S3 bucket: the load world's recording rows are hard links to three takes, which a bucket cannot share.
The load comes from one machine, so the cluster runs with
\`--per-client-connections 4096\` (the default 64 per address would refuse the simulated crowd — it is one address).
Peak RSS under the load: $(IFS=/; echo "${peaks[*]}" | sed 's|/| / |g') (one per process, sampled every 0.2 s).

$(table "$work/cluster")
$(failures "$work/cluster")
MD
}

cat <<MD

## The load run

The load world: the demo, plus 1,000 students and 50 coaches (20 students each) with a term of history — 16,000
submissions with their recordings and, once reviewed, the coach's spoken notes (every media row its own file, each a
hard link to one of three real Opus takes) — at Tuesday of Week 8, the week still open. locust
(\`Tests/Load/locustfile.py\`) runs ${users} people at once (500 students and 49 coaches, each with its own session and
address, 3–9 s between actions): students open Today, Learn, the lesson, Sessions, their submissions and feedback, play a
recording or a note with a Range request, send this week's recording (decoded and measured by the server) and take it
back in the revoke window 70 % of the time, write to their coach; coaches open the queue, their students and messages,
and review the oldest waiting submission — open it, play it, record a spoken reply (decoded too), send it. ${seconds} s
measured after everyone has signed in. locust shares the machine's $(nproc) cores with the servers (and PostgreSQL and
HAProxy in (b)), so absolute figures are this machine's, not a ceiling.
MD
case "$which" in
    sqlite) sqlite_run ;;
    cluster) cluster_run ;;
    *) sqlite_run; cluster_run ;;
esac
