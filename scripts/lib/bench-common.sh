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

# measure_sessions URL COOKIES [CONNECTIONS=16] → "req/s p99-ms mean-ms errors bytes-per-response": as `measure`, each
# request sending the next line of the file COOKIES as its Cookie header (each wrk thread goes round the lines in turn),
# so the load is many signed-in people, not one; errors are 4xx/5xx answers and failed sockets, and the bytes per
# response (headers included) show a redirect or error page in place of the page.
measure_sessions() {
    local connections=${3:-16} script
    script=$(mktemp --suffix=.lua)
    cat > "$script" <<LUA
local cookies = {}
for line in io.lines("$2") do if #line > 0 then cookies[#cookies + 1] = line end end
local i = 0
request = function()
    i = i % #cookies + 1
    return wrk.format(nil, nil, { ["Cookie"] = cookies[i] })
end
LUA
    wrk -t"$(( connections < 2 ? connections : 2 ))" -c"$connections" -d"${duration}s" --latency -s "$script" "$1" 2>/dev/null | awk '
        function ms(v) { if (v ~ /us$/) { sub(/us/, "", v); return v / 1000 } if (v ~ /ms$/) { sub(/ms/, "", v); return v } sub(/s/, "", v); return v * 1000 }
        /Requests\/sec/ { rps = $2 }
        /^ +Latency +[0-9]/ { mean = ms($2) }
        /^ +99%/ { p99 = ms($2) }
        function bytes(v) { n = v + 0; if (v ~ /KB$/) return n * 1024; if (v ~ /MB$/) return n * 1048576; if (v ~ /GB$/) return n * 1073741824; return n }
        / requests in / { count = $1; read = bytes($5) }
        /Non-2xx/ { bad += $NF }
        /Socket errors/ { gsub(/,/, ""); bad += $4 + $6 + $8 + $10 }
        END { printf "%.0f %.2f %.3f %d %.0f\n", rps, p99, mean, bad, (count > 0 ? read / count : 0) }'
    rm -f "$script"
}

# run_pair NAME PEER URL HEADER PEER_URL PEER_HEADER [CONNECTIONS=16]: `runs` measurements of URL, each followed at
# once by one of PEER_URL, so a machine that drifts (other tenants, clocks) moves both sides alike; the medians go to
# the caller's associative arrays rps, p99 and mean under NAME and PEER.
run_pair() {
    local r=() l=() m=() pr=() pl=() pm=() a b c
    for _ in $(seq 1 "$runs"); do
        read -r a b c < <(measure "$3" "$4" "${7:-16}"); r+=("$a"); l+=("$b"); m+=("$c")
        read -r a b c < <(measure "$5" "$6" "${7:-16}"); pr+=("$a"); pl+=("$b"); pm+=("$c")
    done
    rps[$1]=$(printf '%s\n' "${r[@]}" | median); p99[$1]=$(printf '%s\n' "${l[@]}" | median); mean[$1]=$(printf '%s\n' "${m[@]}" | median)
    rps[$2]=$(printf '%s\n' "${pr[@]}" | median); p99[$2]=$(printf '%s\n' "${pl[@]}" | median); mean[$2]=$(printf '%s\n' "${pm[@]}" | median)
}

# median: the middle of the numbers on stdin, one per line.
median() { sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }

# wait_for_health PORT: waits up to 30 s for http://127.0.0.1:PORT/health.
wait_for_health() {
    for _ in $(seq 1 150); do curl -fsS "http://127.0.0.1:$1/health" >/dev/null 2>&1 && return 0; sleep 0.2; done
    return 1
}
