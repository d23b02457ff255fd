#!/usr/bin/env bash
# make bench: the server's pages under load with wrk on loopback, against nginx serving a static file of the same
# size in the same run; writes BENCHMARKS.md (medians of several runs, and the ratio to the peer).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh --bench
mkdir -p .run
if ! swift build -c release --product quranflow >.run/build-release.log 2>&1; then
    grep -E "error:" .run/build-release.log | head -20; echo "the release build failed (.run/build-release.log)"; exit 1
fi
bin="$(swift build -c release --show-bin-path)/quranflow"

work=$(mktemp -d)
qf_port=18080; ng_port=18081
runs=${BENCH_RUNS:-3}; duration=${BENCH_SECONDS:-8}
cleanup() {
    [ -n "${qf:-}" ] && kill -TERM "$qf" 2>/dev/null && wait "$qf" 2>/dev/null
    [ -f "$work/nginx.pid" ] && kill "$(cat "$work/nginx.pid")" 2>/dev/null
    rm -rf "$work"
}
trap cleanup EXIT

"$bin" serve --port $qf_port --data "$work/data" --demo --now 2026-10-27T13:48:00-04:00 >"$work/server.log" 2>&1 &
qf=$!
for _ in $(seq 1 150); do curl -fsS "http://127.0.0.1:$qf_port/health" >/dev/null 2>&1 && break; sleep 0.2; done

# A page and a static file of the same size for nginx.
mkdir -p "$work/www"
curl -fsS "http://127.0.0.1:$qf_port/sign-in" -o "$work/www/page.html"
cat > "$work/nginx.conf" <<CONF
worker_processes 1;
pid $work/nginx.pid;
error_log $work/nginx-error.log;
events { worker_connections 1024; }
http {
    access_log off;
    server { listen 127.0.0.1:$ng_port; root $work/www; }
}
CONF
nginx -c "$work/nginx.conf" -p "$work"
sleep 0.5

# wrk → "req/s p99-ms" using its --latency table.
measure() {
    wrk -t2 -c"$2" -d"${duration}s" --latency "$1" 2>/dev/null | awk '
        /Requests\/sec/ { rps = $2 }
        /^ +99%/ { v = $2; if (v ~ /us$/) { sub(/us/, "", v); v = v / 1000 } else if (v ~ /ms$/) { sub(/ms/, "", v) } else if (v ~ /s$/) { sub(/s/, "", v); v = v * 1000 }; p99 = v }
        END { printf "%.0f %.2f\n", rps, p99 }'
}
median() { sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }

declare -A rps p99
for name in signin nginx; do
    case $name in
        signin) url="http://127.0.0.1:$qf_port/sign-in" ;;
        nginx) url="http://127.0.0.1:$ng_port/page.html" ;;
    esac
    r=(); l=()
    for _ in $(seq 1 "$runs"); do read -r a b < <(measure "$url" 64); r+=("$a"); l+=("$b"); done
    rps[$name]=$(printf '%s\n' "${r[@]}" | median)
    p99[$name]=$(printf '%s\n' "${l[@]}" | median)
done
ratio=$(awk -v a="${rps[signin]}" -v b="${rps[nginx]}" 'BEGIN { printf "%.0f", 100 * a / b }')
size=$(wc -c < "$work/www/page.html")

cat > BENCHMARKS.md <<MD
# Benchmarks

Written by \`make bench\` on $(date -u +%Y-%m-%d) — $(nproc) cores, $(awk '/MemTotal/ { printf "%.0f GiB", $2 / 1048576 }' /proc/meminfo),
$(uname -sr). wrk on loopback, 2 threads, 64 connections, ${duration} s a run, median of ${runs} runs; the peer is nginx
(1 worker) serving a static file of the same size (${size} bytes) in the same run. Both share the machine's 2 cores with wrk.

| what | req/s | p99 | vs nginx |
| --- | ---: | ---: | ---: |
| QuranFlow \`GET /sign-in\` (HTML, CSRF cookie, security headers) | ${rps[signin]} | ${p99[signin]} ms | ${ratio} % |
| nginx, the same bytes as a static file | ${rps[nginx]} | ${p99[nginx]} ms | 100 % |
MD
cat BENCHMARKS.md
