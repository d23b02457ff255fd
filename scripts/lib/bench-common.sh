# Shared by scripts/bench*.sh (sourced): the nginx peer, wrk measurement and medians.
# Callers set `duration` (seconds per wrk run) before calling `measure`.

# start_nginx WORK PORT: serves WORK/www as static files on 127.0.0.1:PORT (pid in WORK/nginx.pid).
start_nginx() {
    cat > "$1/nginx.conf" <<CONF
worker_processes 1;
pid $1/nginx.pid;
error_log $1/nginx-error.log;
events { worker_connections 1024; }
http {
    access_log off;
    server { listen 127.0.0.1:$2; root $1/www; }
}
CONF
    nginx -c "$1/nginx.conf" -p "$1"
    sleep 0.5
}

# measure URL HEADER [CONNECTIONS=16] → "req/s p99-ms mean-ms" from wrk's --latency table (2 threads at most).
measure() {
    local connections=${3:-16}
    wrk -t"$(( connections < 2 ? connections : 2 ))" -c"$connections" -d"${duration}s" --latency -H "$2" "$1" 2>/dev/null | awk '
        function ms(v) { if (v ~ /us$/) { sub(/us/, "", v); return v / 1000 } if (v ~ /ms$/) { sub(/ms/, "", v); return v } sub(/s/, "", v); return v * 1000 }
        /Requests\/sec/ { rps = $2 }
        /^ +Latency +[0-9]/ { mean = ms($2) }
        /^ +99%/ { p99 = ms($2) }
        END { printf "%.0f %.2f %.3f\n", rps, p99, mean }'
}

# median: the middle of the numbers on stdin, one per line.
median() { sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }

# wait_for_health PORT: waits up to 30 s for http://127.0.0.1:PORT/health.
wait_for_health() {
    for _ in $(seq 1 150); do curl -fsS "http://127.0.0.1:$1/health" >/dev/null 2>&1 && return 0; sleep 0.2; done
    return 1
}
