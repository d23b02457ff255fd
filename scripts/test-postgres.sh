#!/usr/bin/env bash
# A throwaway PostgreSQL cluster for tests.
#   scripts/test-postgres.sh start   # create + start (idempotent), print the URL
#   scripts/test-postgres.sh url     # print the URL of the running cluster
#   scripts/test-postgres.sh stop    # stop + delete (idempotent)
# State lives in .run/postgres.env (DIR, PORT). Listens on 127.0.0.1 only, trust auth.
# For scripts/cluster.sh: POSTGRES_STATE picks another state file, POSTGRES_DIR a lasting data folder (kept by stop,
# reused by the next start), POSTGRES_DURABLE=1 keeps fsync on (tests turn it off for speed).
# Usage: scripts/test-postgres.sh start && TEST_DATABASE=postgres TEST_POSTGRES_URL=$(scripts/test-postgres.sh url) swift test
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
STATE_DIR="$ROOT/.run"
STATE="${POSTGRES_STATE:-$STATE_DIR/postgres.env}"
FIRST_PORT="${TEST_POSTGRES_PORT:-54329}"

die() { echo "test-postgres: $*" >&2; exit 1; }

find_bindir() {
    if [[ -n "${PG_BINDIR:-}" && -x "$PG_BINDIR/initdb" ]]; then echo "$PG_BINDIR"; return; fi
    local dir
    for dir in $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -t/ -k4 -V -r); do
        if [[ -x "$dir/initdb" && -x "$dir/pg_ctl" ]]; then echo "$dir"; return; fi
    done
    if command -v initdb >/dev/null && command -v pg_ctl >/dev/null; then dirname "$(command -v initdb)"; return; fi
    die "PostgreSQL server binaries (initdb, pg_ctl) not found in /usr/lib/postgresql/*/bin or PATH; install postgresql (Debian: apt-get install postgresql-15)"
}

# Runs a command as the postgres user when we are root (initdb/pg_ctl refuse root).
as_pg() {
    if [[ "$(id -u)" == 0 ]]; then
        id postgres >/dev/null 2>&1 || die "running as root but there is no 'postgres' user to run the server as"
        runuser -u postgres -- "$@"
    else
        "$@"
    fi
}

port_free() {
    ! (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null
}

url_for() { echo "postgresql://postgres@127.0.0.1:$1/test"; }

load_state() {
    [[ -f "$STATE" ]] || return 1
    # shellcheck disable=SC1090
    source "$STATE"
    [[ -n "${DIR:-}" && -n "${PORT:-}" ]]
}

running() {
    load_state || return 1
    [[ -d "$DIR/data" ]] || return 1
    as_pg "$BINDIR/pg_ctl" -D "$DIR/data" status >/dev/null 2>&1
}

cmd_start() {
    BINDIR="$(find_bindir)"
    if running; then
        url_for "$PORT"
        return
    fi
    # Stale state from a crashed run: clean it up first.
    if load_state; then cmd_stop >/dev/null; fi

    local port="$FIRST_PORT"
    next_free_port() {
        while ! port_free "$port"; do
            port=$((port + 1))
            (( port < FIRST_PORT + 100 )) || die "no free port in $FIRST_PORT..$((FIRST_PORT + 99))"
        done
    }
    next_free_port

    local dir fresh=1
    if [[ -n "${POSTGRES_DIR:-}" ]]; then
        dir="$POSTGRES_DIR"
        mkdir -p "$dir"
        [[ -f "$dir/data/PG_VERSION" ]] && fresh=0
    else
        dir="$(mktemp -d "${TMPDIR:-/tmp}/test-postgres.XXXXXX")"
    fi
    chmod 755 "$dir"
    if [[ "$(id -u)" == 0 ]]; then chown postgres: "$dir"; fi
    mkdir -p "$(dirname "$STATE")"
    printf 'DIR=%q\nPORT=%q\n' "$dir" "$port" > "$STATE"

    local speed="-c fsync=off -c synchronous_commit=off -c full_page_writes=off"
    [[ "${POSTGRES_DURABLE:-0}" == 1 ]] && speed=""
    if [[ "$fresh" == 1 ]]; then
        as_pg "$BINDIR/initdb" -D "$dir/data" -U postgres --auth=trust --encoding=UTF8 --locale=C.UTF-8 \
            >"$dir/initdb.log" 2>&1 || { cat "$dir/initdb.log" >&2; die "initdb failed"; }
    fi
    # A port nothing listens on can still be bound — by another program's outgoing connection, whose local port comes
    # from the same range — between the check above and the server's bind. Then the server says "Address already in
    # use" and is started again on the next free port, up to five times.
    local attempt
    for attempt in 1 2 3 4 5; do
        rm -f "$dir/server.log"
        if as_pg "$BINDIR/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 30 \
            -o "-c listen_addresses=127.0.0.1 -p $port -k $dir -c max_connections=1000 $speed" \
            start >/dev/null; then
            break
        fi
        if (( attempt < 5 )) && grep -q "Address already in use" "$dir/server.log"; then
            echo "test-postgres: port $port was taken before the server could listen on it; trying the next" >&2
            port=$((port + 1))
            next_free_port
            printf 'DIR=%q\nPORT=%q\n' "$dir" "$port" > "$STATE"
            continue
        fi
        cat "$dir/server.log" >&2
        die "pg_ctl start failed (port $port, data $dir/data)"
    done

    local i
    for i in $(seq 1 60); do
        if "$BINDIR/pg_isready" -q -h 127.0.0.1 -p "$port"; then break; fi
        (( i < 60 )) || die "server did not become ready; see $dir/server.log"
        sleep 0.5
    done
    if [[ "$fresh" == 1 ]]; then
        as_pg "$BINDIR/psql" -q -h "$dir" -p "$port" -U postgres -d postgres -v ON_ERROR_STOP=1 \
            -c "CREATE DATABASE test" >/dev/null
    fi
    url_for "$port"
}

cmd_stop() {
    BINDIR="$(find_bindir)"
    if load_state; then
        if [[ -d "$DIR/data" ]]; then
            as_pg "$BINDIR/pg_ctl" -D "$DIR/data" -m fast -w stop >/dev/null 2>&1 || true
        fi
        case "$DIR" in
            */test-postgres.*) rm -rf "$DIR" ;;
            *) [[ -n "${POSTGRES_DIR:-}" ]] || echo "test-postgres: not deleting unexpected directory '$DIR'" >&2 ;;
        esac
    fi
    rm -f "$STATE"
}

cmd_url() {
    load_state || die "no test cluster; run '$0 start' first"
    url_for "$PORT"
}

case "${1:-}" in
    start) cmd_start ;;
    stop) cmd_stop ;;
    url) cmd_url ;;
    *) echo "usage: $0 start|stop|url" >&2; exit 2 ;;
esac
