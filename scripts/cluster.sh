#!/usr/bin/env bash
# make cluster: QuranFlow and Jamaal at production shape on one machine — a PostgreSQL cluster, two or more
# `quranflow serve` processes on its database `test`, two or more `jamaal serve` processes on its database `jamaal`,
# QuranFlow's media in S3-compatible object storage, and HAProxy in front of each product (health checks on /ready,
# timeouts that keep event streams open, a per-client connection cap). Prints the URLs and the sign-ins; Ctrl-C stops
# everything.
#
#   scripts/cluster.sh [--product both|quranflow|jamaal] [--processes N] [--port PORT] [--jamaal-port PORT]
#                      [--now ISO-8601] [--state DIR] [--no-build] [--no-demo] [--test-clock]
#                      [--per-client-connections N] [--media s3|local] [--metrics PORT]
#
# --product: which products to start (default both); --processes N processes of each. --port is QuranFlow's HAProxy
# port (default 8080), --jamaal-port Jamaal's (default --port + 10: 8090, as make run).
# Environment: QURANFLOW_BIN, JAMAAL_BIN (built binaries; default: build release), QURANFLOW_DEMO_MEDIA (as make run),
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
# Jamaal's processes each get a data folder of their own (<state>/jamaal-data-N), --public-url naming its HAProxy
# address and --trusted-proxy 127.0.0.1; the first seeds the demo person once (maryam@jamaal.test).
# --metrics PORT: a Prometheus (Debian's prometheus) on 127.0.0.1:PORT scraping every process's /metrics (both
# products') each 5 s, its configuration and data under <state>/prometheus (docs/operations.md, "Metrics and readiness").
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/lib/release.sh

processes=2
port=${QURANFLOW_PORT:-8080}
jamaal_port=""
product=both
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
        --jamaal-port) jamaal_port=$2; shift 2 ;;
        --product) product=$2; shift 2 ;;
        --now) now=$2; shift 2 ;;
        --state) state=$2; shift 2 ;;
        --media) media=$2; shift 2 ;;
        --no-build) build=0; shift ;;
        --no-demo) demo=0; shift ;;
        --test-clock) test_clock=1; shift ;;
        --per-client-connections) per_client=$2; shift 2 ;;
        --metrics) metrics_port=$2; shift 2 ;;
        -h|--help) sed -n 2,28p "$0"; exit 0 ;;
        *) echo "cluster: unknown option $1 (see --help)" >&2; exit 2 ;;
    esac
done
case "$processes" in ''|*[!0-9]*) echo "cluster: --processes takes a number from 1 to 16" >&2; exit 2 ;; esac
[ "$processes" -ge 1 ] && [ "$processes" -le 16 ] || { echo "cluster: --processes takes a number from 1 to 16" >&2; exit 2; }
case "$port" in ''|*[!0-9]*) echo "cluster: --port takes a port number" >&2; exit 2 ;; esac
jamaal_port=${jamaal_port:-$((port + 10))}
case "$jamaal_port" in ''|*[!0-9]*) echo "cluster: --jamaal-port takes a port number" >&2; exit 2 ;; esac
case "$product" in
    both) quranflow=1; jamaal=1 ;;
    quranflow) quranflow=1; jamaal=0 ;;
    jamaal) quranflow=0; jamaal=1 ;;
    *) echo "cluster: --product takes both, quranflow or jamaal" >&2; exit 2 ;;
esac
if [ "$quranflow" -eq 1 ] && [ "$jamaal" -eq 1 ] && [ "$port" = "$jamaal_port" ]; then
    echo "cluster: --port and --jamaal-port must differ" >&2; exit 2
fi
case "$per_client" in ''|*[!0-9]*|0) echo "cluster: --per-client-connections takes a number from 1 to 100000" >&2; exit 2 ;; esac
[ "$per_client" -le 100000 ] || { echo "cluster: --per-client-connections takes a number from 1 to 100000" >&2; exit 2; }
case "$media" in local|s3) ;; *) echo "cluster: --media takes s3 or local" >&2; exit 2 ;; esac
case "$metrics_port" in '') ;; *[!0-9]*) echo "cluster: --metrics takes a port number" >&2; exit 2 ;; esac
if [ -n "$metrics_port" ] && ! command -v prometheus >/dev/null; then
    echo "cluster: --metrics needs Debian's prometheus (scripts/install-deps.sh --cluster installs it)" >&2; exit 2
fi
# A state made with one kind of media store has its rows pointing into it: starting it on the other would serve rows
# without files. (Jamaal keeps no media: a Jamaal-only start leaves the question to QuranFlow's next one.)
if [ "$quranflow" -eq 1 ] && [ -s "$state/media-store" ] && [ "$(cat "$state/media-store")" != "$media" ]; then
    echo "cluster: $state keeps its media in $(cat "$state/media-store"), not $media: start it with --media $(cat "$state/media-store") or remove $state" >&2
    exit 2
fi
if [ "$quranflow" -eq 1 ] && [ -d "$state/postgres" ] && [ ! -s "$state/media-store" ] && [ "$media" = s3 ]; then
    echo "cluster: $state was made before the cluster kept its media in S3 (its files are in $state/data/media): start it with --media local or remove $state" >&2
    exit 2
fi

scripts/install-deps.sh --cluster
mkdir -p "$state/logs"
[ "$quranflow" -eq 0 ] || echo "$media" >"$state/media-store"
state=$(cd "$state" && pwd)
chmod a+x "$state"  # PostgreSQL runs as its own user and must reach its folder inside

# Each product's binary: QURANFLOW_BIN / JAMAAL_BIN when given (a debug build while iterating), else the release build.
binary_of() {  # product, its environment variable's value
    local name=$1 given=$2 bin
    if [ -n "$given" ]; then
        bin=$given
    elif [ "$build" -eq 1 ]; then
        echo "cluster: building $name (release)…" >&2
        swift_release --product "$name" >>"$state/logs/build.log" 2>&1 \
            || { grep -E "error:" "$state/logs/build.log" | head -20 >&2; echo "cluster: the release build failed ($state/logs/build.log)" >&2; return 1; }
        bin="$(swift_release --show-bin-path)/$name"
    else
        bin="$(swift_release --show-bin-path)/$name"
    fi
    [ -x "$bin" ] || { echo "cluster: no $name binary at $bin" >&2; return 1; }
    echo "$bin"
}
[ "$build" -eq 0 ] || : >"$state/logs/build.log"
bin=""
jamaal_bin=""
if [ "$quranflow" -eq 1 ]; then bin=$(binary_of quranflow "${QURANFLOW_BIN:-}") || exit 1; fi
if [ "$jamaal" -eq 1 ]; then jamaal_bin=$(binary_of jamaal "${JAMAAL_BIN:-}") || exit 1; fi

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
# free port from 54600. QuranFlow's database is `test` (the one the script makes); Jamaal's is `jamaal` beside it, made
# here once — each product's migrations run at its first process's start.
database=$(POSTGRES_STATE="$state/postgres.env" POSTGRES_DIR="$state/postgres" POSTGRES_DURABLE=1 TEST_POSTGRES_PORT="${CLUSTER_POSTGRES_PORT:-54600}" \
    scripts/test-postgres.sh start | tail -1)
jamaal_database="${database%/*}/jamaal"
if [ "$jamaal" -eq 1 ] && [ "$(psql "$database" -Atc "SELECT 1 FROM pg_database WHERE datname = 'jamaal'")" != 1 ]; then
    psql "$database" -qc "CREATE DATABASE jamaal" >/dev/null
fi

# The media store: with --media s3, moto on a free loopback port (IAM on: the processes sign with the key it makes at
# each start), its bucket kept in $state/s3.
media_args=()
media_where="$state/data/media (one folder, shared)"
if [ "$quranflow" -eq 1 ] && [ "$media" = s3 ]; then
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

# The processes, one after the other: the first of each product seeds its demo (once per database), the others find it
# there. HAProxy (on loopback) is their trusted proxy: the client address in its X-Forwarded-For is what sign-in
# throttles and rate limits count by.
backend_ports=()
jamaal_ports=()
next=$((port + 1))
: >"$state/processes"  # one line per process: name, port, pid (for tests and for finding a process's log)
# A port that answers no connection can still be taken — by an outgoing connection's local port (the processes' own
# PostgreSQL connections draw from the same ephemeral range), or by anyone between the check and the bind — so a
# process that could not listen is started again on the next port, up to five times. The two HAProxy ports are skipped.
start_process() {  # name (quranflow-1, jamaal-2), then the command and its arguments before --port
    local name=$1 attempt started pid log="$state/logs/$1.log"
    shift
    for attempt in 1 2 3 4 5; do
        while ! port_free "$next" || [ "$next" = "$port" ] || [ "$next" = "$jamaal_port" ]; do next=$((next + 1)); done
        : >"$log"
        "$@" --port "$next" >>"$log" 2>&1 &
        pid=$!
        started=0
        for _ in $(seq 1 300); do
            health "$next" && { started=1; break; }
            kill -0 "$pid" 2>/dev/null || break
            sleep 0.2
        done
        [ "$started" -eq 1 ] && break
        if ! kill -0 "$pid" 2>/dev/null && grep -q "Address already in use" "$log" && [ "$attempt" -lt 5 ]; then
            echo "cluster: port $next was taken before $name could listen on it; trying the next"
            next=$((next + 1)); continue
        fi
        if kill -0 "$pid" 2>/dev/null; then
            pids+=("$pid"); echo "cluster: $name did not answer /health within a minute"; exit 1
        fi
        tail -20 "$log"; echo "cluster: $name exited during start-up"; exit 1
    done
    pids+=("$pid")
    names+=("$name")
    echo "$name $next $pid" >>"$state/processes"
    started_port=$next
    next=$((next + 1))
}
names=()
if [ "$quranflow" -eq 1 ]; then
    for i in $(seq 1 "$processes"); do
        if [ "$media" = s3 ]; then data="$state/data-$i"; else data="$state/data"; fi
        mkdir -p "$data"
        start_process "quranflow-$i" "$bin" serve --host 127.0.0.1 --database-url "$database" \
            --data "$data" --public-url "http://localhost:$port" --trusted-proxy 127.0.0.1 "${media_args[@]}" \
            ${now:+--now "$now"} $([ "$demo" -eq 1 ] && echo --demo) \
            $([ "$test_clock" -eq 1 ] && echo --test-clock)
        backend_ports+=("$started_port")
    done
fi
# Jamaal: the same shape on its own database; --public-url names HAProxy's address (loopback names are always allowed
# besides), so a person reaches it at http://localhost:<jamaal port>.
if [ "$jamaal" -eq 1 ]; then
    for i in $(seq 1 "$processes"); do
        mkdir -p "$state/jamaal-data-$i"
        start_process "jamaal-$i" "$jamaal_bin" serve --host 127.0.0.1 --database-url "$jamaal_database" \
            --data "$state/jamaal-data-$i" --public-url "http://localhost:$jamaal_port" --trusted-proxy 127.0.0.1 \
            ${now:+--now "$now"} $([ "$demo" -eq 1 ] && echo --demo) \
            $([ "$test_clock" -eq 1 ] && echo --test-clock)
        jamaal_ports+=("$started_port")
    done
fi

# HAProxy in front of each product. Streams (the live class, the coach's queue) send a ping every 10 s, so a 65-second
# idle timeout keeps them open; a request's headers must arrive within 10 s (a slow client cannot hold a connection);
# one client address holds at most 64 connections (--per-client-connections); a process that fails two health checks
# (1 s apart) gets no new requests, a request it refused to connect is sent to another, and so is a GET it died in the
# middle of. Its admin socket (<state>/haproxy.sock: `show servers state`, `show sess`) says which process holds which
# connection.
frontend() {  # name, port, backend
    cat <<FRONTEND

frontend $1
    bind 127.0.0.1:$2
    stick-table type ip size 100k expire 60s store conn_cur,http_req_rate(10s)
    tcp-request connection track-sc0 src
    tcp-request connection reject if { sc0_conn_cur gt $per_client }
    option forwardfor
    # A request that can be sent twice without harm is retried on another process when the first one dies under it
    # (connection refused, reset, no answer); a POST is not (it may have been done): its client sees the 502.
    http-request disable-l7-retry unless METH_GET || METH_HEAD || METH_OPTIONS
    default_backend $3
FRONTEND
}
servers() {  # product, its ports…
    local product=$1 i=0 p
    shift
    for p in "$@"; do i=$((i + 1)); echo "    server $product-$i 127.0.0.1:$p check inter 1s fall 2 rise 2"; done
    i=0
    for p in "$@"; do i=$((i + 1)); echo "    server $product-$i-when-none-ready 127.0.0.1:$p backup"; done
}
{
    cat <<CFG
global
    maxconn 4096
    log stdout format raw local0 warning
    stats socket $state/haproxy.sock mode 600 level admin

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
CFG
    if [ "$quranflow" -eq 1 ]; then
        frontend quranflow "$port" servers
        cat <<CFG

backend servers
    balance roundrobin
    # /ready: the process answers, its database answers and its migrations are current. A process that is not ready
    # gets no new requests; when none is (the database itself restarting), the same processes stand in as backups with
    # no check, so people still get QuranFlow's own 503 page (its words, its request id) rather than HAProxy's.
    option httpchk GET /ready
    http-check expect status 200
    option allbackups
    http-response set-header X-Served-By %[srv_name,regsub(-when-none-ready\$,)]
$(servers quranflow "${backend_ports[@]}")
CFG
    fi
    if [ "$jamaal" -eq 1 ]; then
        frontend jamaal "$jamaal_port" jamaal-servers
        cat <<CFG

backend jamaal-servers
    balance roundrobin
    # The same checks as QuranFlow's; Jamaal answers only a Host it knows (a loopback name or its --public-url's), so
    # the check names one.
    option httpchk
    http-check send meth GET uri /ready ver HTTP/1.1 hdr Host localhost
    http-check expect status 200
    option allbackups
    http-response set-header X-Served-By %[srv_name,regsub(-when-none-ready\$,)]
$(servers jamaal "${jamaal_ports[@]}")
CFG
    fi
} >"$state/haproxy.cfg"
haproxy -c -q -f "$state/haproxy.cfg" || { echo "cluster: haproxy.cfg is not valid"; exit 1; }
haproxy -db -f "$state/haproxy.cfg" >>"$state/logs/haproxy.log" 2>&1 &
haproxy_pid=$!
front_ports=()
[ "$quranflow" -eq 0 ] || front_ports+=("$port")
[ "$jamaal" -eq 0 ] || front_ports+=("$jamaal_port")
for front in "${front_ports[@]}"; do
    for _ in $(seq 1 50); do health "$front" && break; sleep 0.2; done
    health "$front" || { tail -20 "$state/logs/haproxy.log"; echo "cluster: HAProxy did not answer on $front"; exit 1; }
done

metrics_line=""
if [ -n "$metrics_port" ]; then
    mkdir -p "$state/prometheus/data"
    targets() { for p in "$@"; do printf '"127.0.0.1:%s",' "$p"; done | sed 's/,$//'; }
    {
        echo "global: { scrape_interval: 5s, evaluation_interval: 5s }"
        echo "scrape_configs:"
        if [ "$quranflow" -eq 1 ]; then
            echo "  - job_name: quranflow"
            echo "    static_configs:"
            echo "      - targets: [$(targets "${backend_ports[@]}")]"
        fi
        if [ "$jamaal" -eq 1 ]; then
            echo "  - job_name: jamaal"
            echo "    static_configs:"
            echo "      - targets: [$(targets "${jamaal_ports[@]}")]"
        fi
    } >"$state/prometheus/prometheus.yml"
    prometheus --config.file="$state/prometheus/prometheus.yml" --storage.tsdb.path="$state/prometheus/data" \
        --web.listen-address="127.0.0.1:$metrics_port" >>"$state/logs/prometheus.log" 2>&1 &
    prometheus_pid=$!
    for _ in $(seq 1 100); do curl -fsS -m 1 "http://127.0.0.1:$metrics_port/-/ready" >/dev/null 2>&1 && break; sleep 0.2; done
    curl -fsS -m 1 "http://127.0.0.1:$metrics_port/-/ready" >/dev/null 2>&1 \
        || { tail -20 "$state/logs/prometheus.log"; echo "cluster: Prometheus did not start on $metrics_port"; exit 1; }
    metrics_line="  Metrics: Prometheus at http://127.0.0.1:$metrics_port (every process's /metrics, each 5 s)"
fi

echo
if [ "$quranflow" -eq 1 ]; then
    cat <<MSG
  QuranFlow (cluster)  http://localhost:$port
    $processes processes ($(for p in "${backend_ports[@]}"; do printf '127.0.0.1:%s ' "$p"; done)) behind HAProxy, one PostgreSQL
    database ($database), media in $media_where
    Sign in as sarah@quranflow.test (student), amina@quranflow.test (coach) or admin@quranflow.test (admin),
    password quranflow-demo (demo data only)
MSG
fi
if [ "$jamaal" -eq 1 ]; then
    cat <<MSG
  Jamaal (cluster)     http://localhost:$jamaal_port
    $processes processes ($(for p in "${jamaal_ports[@]}"; do printf '127.0.0.1:%s ' "$p"; done)) behind HAProxy, one PostgreSQL
    database ($jamaal_database)
    Sign in as maryam@jamaal.test, password jamaal-demo (demo data only)
MSG
fi
cat <<MSG
  Logs: $state/logs   ·   Stop: Ctrl-C
$metrics_line
MSG
# The line scripts and tests wait for: each product's HAProxy address.
ready_at=$( { [ "$quranflow" -eq 0 ] || echo "http://127.0.0.1:$port (QuranFlow)"
             [ "$jamaal" -eq 0 ] || echo "http://127.0.0.1:$jamaal_port (Jamaal)"; } | paste -sd, - | sed 's/,/ and /')
echo "cluster: ready at $ready_at"

# Runs until Ctrl-C (or until HAProxy ends); a process that dies is reported, the others keep serving.
while kill -0 "$haproxy_pid" 2>/dev/null; do
    for i in "${!pids[@]}"; do
        if [ -n "${pids[$i]}" ] && ! kill -0 "${pids[$i]}" 2>/dev/null; then
            echo "cluster: ${names[$i]} has stopped (its log: $state/logs/${names[$i]}.log); the others keep serving"
            pids[$i]=""
        fi
    done
    sleep 1
done
