#!/usr/bin/env bash
# make cluster: QuranFlow at production shape on one machine — a PostgreSQL cluster, two or more `quranflow serve`
# processes on that one database, the media in S3-compatible object storage, and HAProxy in front (health checks on
# /ready, timeouts that keep event streams open, a per-client connection cap). Prints the URL and the sign-ins; Ctrl-C
# stops everything.
#
#   scripts/cluster.sh [--processes N] [--port PORT] [--now ISO-8601] [--state DIR] [--no-build] [--no-demo] [--test-clock]
#                      [--per-client-connections N] [--media s3|local] [--metrics PORT]
#
# Environment: QURANFLOW_BIN (a built quranflow binary; default: build release), QURANFLOW_DEMO_MEDIA (as make run),
# CLUSTER_POSTGRES_PORT (the first port tried for its PostgreSQL; default 54600).
# Everything lives under the state directory (default .run/cluster): postgres.env + its data, the object store's
# folder, each process's data folder, the logs, haproxy.cfg. A second start reuses the database and the media (the
# demo is seeded only once).
# --media s3 (the default): the object store is a moto server on a free loopback port with IAM access control on
# (scripts/moto-server.py), keeping its bucket in <state>/s3 across restarts; every process is started with
# --media-store and a data folder of its own (<state>/data-N: its uploads' scratch files and its read cache), as on
# machines that share nothing but the database and the bucket.
# --media local: one media folder all processes share (<state>/data/media), standing in for a network file system.
# A state directory keeps the kind of media store it was made with (<state>/media-store); the other is refused.
# --metrics PORT: a Prometheus (Debian's prometheus) on 127.0.0.1:PORT scraping every process's /metrics each 5 s, its
# configuration and data under <state>/prometheus (docs/operations.md, "Metrics and readiness").
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/lib/release.sh

processes=2
port=${QURANFLOW_PORT:-8080}
now=""
state=.run/cluster
build=1
demo=1
test_clock=0
per_client=64  # connections one client address may hold at HAProxy (a load generator on one machine needs more)
media=s3
metrics_port=""
while [ $# -gt 0 ]; do
    case "$1" in
        --processes) processes=$2; shift 2 ;;
        --port) port=$2; shift 2 ;;
        --now) now=$2; shift 2 ;;
        --state) state=$2; shift 2 ;;
        --media) media=$2; shift 2 ;;
        --no-build) build=0; shift ;;
        --no-demo) demo=0; shift ;;
        --test-clock) test_clock=1; shift ;;
        --per-client-connections) per_client=$2; shift 2 ;;
        --metrics) metrics_port=$2; shift 2 ;;
        -h|--help) sed -n 2,22p "$0"; exit 0 ;;
        *) echo "cluster: unknown option $1 (see --help)" >&2; exit 2 ;;
    esac
done
case "$processes" in ''|*[!0-9]*) echo "cluster: --processes takes a number from 1 to 16" >&2; exit 2 ;; esac
[ "$processes" -ge 1 ] && [ "$processes" -le 16 ] || { echo "cluster: --processes takes a number from 1 to 16" >&2; exit 2; }
case "$port" in ''|*[!0-9]*) echo "cluster: --port takes a port number" >&2; exit 2 ;; esac
case "$per_client" in ''|*[!0-9]*|0) echo "cluster: --per-client-connections takes a number from 1 to 100000" >&2; exit 2 ;; esac
[ "$per_client" -le 100000 ] || { echo "cluster: --per-client-connections takes a number from 1 to 100000" >&2; exit 2; }
case "$media" in local|s3) ;; *) echo "cluster: --media takes s3 or local" >&2; exit 2 ;; esac
case "$metrics_port" in '') ;; *[!0-9]*) echo "cluster: --metrics takes a port number" >&2; exit 2 ;; esac
if [ -n "$metrics_port" ] && ! command -v prometheus >/dev/null; then
    echo "cluster: --metrics needs Debian's prometheus (scripts/install-deps.sh --cluster installs it)" >&2; exit 2
fi
# A state made with one kind of media store has its rows pointing into it: starting it on the other would serve rows
# without files.
if [ -s "$state/media-store" ] && [ "$(cat "$state/media-store")" != "$media" ]; then
    echo "cluster: $state keeps its media in $(cat "$state/media-store"), not $media: start it with --media $(cat "$state/media-store") or remove $state" >&2
    exit 2
fi
if [ -d "$state/postgres" ] && [ ! -s "$state/media-store" ] && [ "$media" = s3 ]; then
    echo "cluster: $state was made before the cluster kept its media in S3 (its files are in $state/data/media): start it with --media local or remove $state" >&2
    exit 2
fi

scripts/install-deps.sh --cluster
mkdir -p "$state/logs"
echo "$media" >"$state/media-store"
state=$(cd "$state" && pwd)
chmod a+x "$state"  # PostgreSQL runs as its own user and must reach its folder inside

if [ -n "${QURANFLOW_BIN:-}" ]; then
    bin=$QURANFLOW_BIN
elif [ "$build" -eq 1 ]; then
    echo "cluster: building (release)…"
    swift_release --product quranflow >"$state/logs/build.log" 2>&1 \
        || { grep -E "error:" "$state/logs/build.log" | head -20; echo "cluster: the release build failed ($state/logs/build.log)"; exit 1; }
    bin="$(swift_release --show-bin-path)/quranflow"
else
    bin="$(swift_release --show-bin-path)/quranflow"
fi
[ -x "$bin" ] || { echo "cluster: no quranflow binary at $bin" >&2; exit 1; }

pids=()
haproxy_pid=""
moto_pid=""
prometheus_pid=""
stop_all() {
    trap - EXIT INT TERM
    echo "cluster: stopping…"
    [ -n "$haproxy_pid" ] && kill -TERM "$haproxy_pid" 2>/dev/null || true
    [ -n "$prometheus_pid" ] && { kill -TERM "$prometheus_pid" 2>/dev/null; wait "$prometheus_pid" 2>/dev/null; } || true
    for pid in "${pids[@]}"; do kill -TERM "$pid" 2>/dev/null || true; done
    for pid in "${pids[@]}" $haproxy_pid; do wait "$pid" 2>/dev/null || true; done
    [ -n "$moto_pid" ] && { kill -TERM "$moto_pid" 2>/dev/null; wait "$moto_pid" 2>/dev/null; } || true
    POSTGRES_STATE="$state/postgres.env" POSTGRES_DIR="$state/postgres" scripts/test-postgres.sh stop >/dev/null 2>&1 || true
    echo "cluster: stopped"
}
trap stop_all EXIT INT TERM

# The database: its own PostgreSQL cluster in the state folder (durable: fsync on; kept between runs), on the first
# free port from 54600.
database=$(POSTGRES_STATE="$state/postgres.env" POSTGRES_DIR="$state/postgres" POSTGRES_DURABLE=1 TEST_POSTGRES_PORT="${CLUSTER_POSTGRES_PORT:-54600}" \
    scripts/test-postgres.sh start | tail -1)

# The media store: with --media s3, moto on a free loopback port (IAM on: the processes sign with the key it makes at
# each start), its bucket kept in $state/s3.
media_args=()
media_where="$state/data/media (one folder, shared)"
if [ "$media" = s3 ]; then
    rm -f "$state/moto.json"
    .venv/bin/python scripts/moto-server.py --bucket quranflow-media --keep "$state/s3" >"$state/moto.json" 2>>"$state/logs/moto.log" &
    moto_pid=$!
    for _ in $(seq 1 150); do [ -s "$state/moto.json" ] && break; kill -0 "$moto_pid" 2>/dev/null || break; sleep 0.2; done
    [ -s "$state/moto.json" ] || { tail -20 "$state/logs/moto.log"; echo "cluster: the moto server did not start"; exit 1; }
    read -r endpoint access secret < <(.venv/bin/python -c \
        'import json,sys; d=json.load(open(sys.argv[1])); print(d["endpoint"], d["access_key"], d["secret"])' "$state/moto.json")
    export QURANFLOW_S3_ACCESS_KEY_ID=$access QURANFLOW_S3_SECRET_ACCESS_KEY=$secret
    media_args=(--media-store "s3://quranflow-media?endpoint=$endpoint&region=us-east-1")
    media_where="s3://quranflow-media at $endpoint (moto, pid $moto_pid, kept in $state/s3)"
fi

port_free() { ! (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }
health() { curl -fsS -m 2 "http://127.0.0.1:$1/health" >/dev/null 2>&1; }

# The processes, one after the other: the first seeds the demo (once per database), the others find it there. HAProxy
# (on loopback) is their trusted proxy: the client address in its X-Forwarded-For is what sign-in throttles and rate
# limits count by.
backend_ports=()
next=$((port + 1))
: >"$state/processes"  # one line per process: name, port, pid (for tests and for finding a process's log)
# A port that answers no connection can still be taken — by an outgoing connection's local port (the processes' own
# PostgreSQL connections draw from the same ephemeral range), or by anyone between the check and the bind — so a
# process that could not listen is started again on the next port, up to five times.
for i in $(seq 1 "$processes"); do
    for attempt in 1 2 3 4 5; do
        while ! port_free "$next"; do next=$((next + 1)); done
        : >"$state/logs/quranflow-$i.log"
        if [ "$media" = s3 ]; then data="$state/data-$i"; else data="$state/data"; fi
        mkdir -p "$data"
        "$bin" serve --host 127.0.0.1 --port "$next" --database-url "$database" \
            --data "$data" --public-url "http://localhost:$port" --trusted-proxy 127.0.0.1 "${media_args[@]}" \
            ${now:+--now "$now"} $([ "$demo" -eq 1 ] && echo --demo) \
            $([ "$test_clock" -eq 1 ] && echo --test-clock) \
            >>"$state/logs/quranflow-$i.log" 2>&1 &
        pid=$!
        started=0
        for _ in $(seq 1 300); do
            health "$next" && { started=1; break; }
            kill -0 "$pid" 2>/dev/null || break
            sleep 0.2
        done
        [ "$started" -eq 1 ] && break
        if ! kill -0 "$pid" 2>/dev/null && grep -q "Address already in use" "$state/logs/quranflow-$i.log" && [ "$attempt" -lt 5 ]; then
            echo "cluster: port $next was taken before process $i could listen on it; trying the next"
            next=$((next + 1)); continue
        fi
        if kill -0 "$pid" 2>/dev/null; then
            pids+=("$pid"); echo "cluster: process $i did not answer /health within a minute"; exit 1
        fi
        tail -20 "$state/logs/quranflow-$i.log"; echo "cluster: process $i exited during start-up"; exit 1
    done
    pids+=("$pid")
    backend_ports+=("$next")
    echo "quranflow-$i $next $pid" >>"$state/processes"
    next=$((next + 1))
done

# HAProxy in front. Streams (the live class, the coach's queue) send a ping every 10 s, so a 65-second idle timeout
# keeps them open; a request's headers must arrive within 10 s (a slow client cannot hold a connection); one client
# address holds at most 64 connections (--per-client-connections); a process that fails two health checks (1 s apart) gets no new requests, a
# request it refused to connect is sent to another, and so is a GET it died in the middle of.
cat >"$state/haproxy.cfg" <<CFG
global
    maxconn 4096
    log stdout format raw local0 warning

defaults
    mode http
    log global
    option httplog
    option redispatch 1
    retries 2
    retry-on conn-failure empty-response response-timeout
    timeout connect 2s
    timeout http-request 10s
    timeout http-keep-alive 10s
    timeout client 65s
    timeout server 65s
    timeout queue 10s

frontend quranflow
    bind 127.0.0.1:$port
    stick-table type ip size 100k expire 60s store conn_cur,http_req_rate(10s)
    tcp-request connection track-sc0 src
    tcp-request connection reject if { sc0_conn_cur gt $per_client }
    option forwardfor
    # A request that can be sent twice without harm is retried on another process when the first one dies under it
    # (connection refused, reset, no answer); a POST is not (it may have been done): its client sees the 502.
    http-request disable-l7-retry unless METH_GET || METH_HEAD || METH_OPTIONS
    default_backend servers

backend servers
    balance roundrobin
    # /ready: the process answers, its database answers and its migrations are current. A process that is not ready
    # gets no new requests; when none is (the database itself restarting), the same processes stand in as backups with
    # no check, so people still get QuranFlow's own 503 page (its words, its request id) rather than HAProxy's.
    option httpchk GET /ready
    http-check expect status 200
    option allbackups
    http-response set-header X-Served-By %[srv_name,regsub(-when-none-ready\$,)]
$(for i in $(seq 1 "$processes"); do echo "    server quranflow-$i 127.0.0.1:${backend_ports[$((i - 1))]} check inter 1s fall 2 rise 2"; done)
$(for i in $(seq 1 "$processes"); do echo "    server quranflow-$i-when-none-ready 127.0.0.1:${backend_ports[$((i - 1))]} backup"; done)
CFG
haproxy -c -q -f "$state/haproxy.cfg" || { echo "cluster: haproxy.cfg is not valid"; exit 1; }
haproxy -db -f "$state/haproxy.cfg" >>"$state/logs/haproxy.log" 2>&1 &
haproxy_pid=$!
for _ in $(seq 1 50); do health "$port" && break; sleep 0.2; done
health "$port" || { tail -20 "$state/logs/haproxy.log"; echo "cluster: HAProxy did not answer on $port"; exit 1; }

metrics_line=""
if [ -n "$metrics_port" ]; then
    mkdir -p "$state/prometheus/data"
    {
        echo "global: { scrape_interval: 5s, evaluation_interval: 5s }"
        echo "scrape_configs:"
        echo "  - job_name: quranflow"
        echo "    static_configs:"
        echo "      - targets: [$(for p in "${backend_ports[@]}"; do printf '"127.0.0.1:%s",' "$p"; done | sed 's/,$//')]"
    } >"$state/prometheus/prometheus.yml"
    prometheus --config.file="$state/prometheus/prometheus.yml" --storage.tsdb.path="$state/prometheus/data" \
        --web.listen-address="127.0.0.1:$metrics_port" >>"$state/logs/prometheus.log" 2>&1 &
    prometheus_pid=$!
    for _ in $(seq 1 100); do curl -fsS -m 1 "http://127.0.0.1:$metrics_port/-/ready" >/dev/null 2>&1 && break; sleep 0.2; done
    curl -fsS -m 1 "http://127.0.0.1:$metrics_port/-/ready" >/dev/null 2>&1 \
        || { tail -20 "$state/logs/prometheus.log"; echo "cluster: Prometheus did not start on $metrics_port"; exit 1; }
    metrics_line="  Metrics: Prometheus at http://127.0.0.1:$metrics_port (every process's /metrics, each 5 s)"
fi

cat <<MSG

  QuranFlow (cluster)  http://localhost:$port
    $processes processes ($(for p in "${backend_ports[@]}"; do printf '127.0.0.1:%s ' "$p"; done)) behind HAProxy, one PostgreSQL
    database ($database), media in $media_where
    Sign in as sarah@quranflow.test (student), amina@quranflow.test (coach) or admin@quranflow.test (admin),
    password quranflow-demo (demo data only)
  Logs: $state/logs   ·   Stop: Ctrl-C
$metrics_line
MSG
echo "cluster: ready at http://127.0.0.1:$port"

# Runs until Ctrl-C (or until HAProxy ends); a process that dies is reported, the others keep serving.
while kill -0 "$haproxy_pid" 2>/dev/null; do
    for i in "${!pids[@]}"; do
        if [ -n "${pids[$i]}" ] && ! kill -0 "${pids[$i]}" 2>/dev/null; then
            echo "cluster: process $((i + 1)) has stopped (its log: $state/logs/quranflow-$((i + 1)).log); the others keep serving"
            pids[$i]=""
        fi
    done
    sleep 1
done
