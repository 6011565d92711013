#!/usr/bin/env bash
# Loopback load test: `ampere serve` and nginx (deploy/nginx.conf) serving the same build output,
# measured with wrk on a few representative URLs (an HTML page, a hashed asset, a 404), one bounded
# run per URL and server, side by side: requests/s, p99 latency, socket errors, non-2xx/3xx answers.
#
#   bench/load.sh                      build/ (make site), 10 s per run, 32 connections
#   BUILD=path DURATION=5 CONNECTIONS=64 bench/load.sh
#
# Only 127.0.0.1 is used; every run stops after DURATION seconds (wrk --timeout bounds each
# request). Requests carry `Accept-Encoding: gzip`, as browsers' do. Installs Debian's wrk and nginx
# when missing (root or sudo). Needs target/release/ampere (make engine).
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"

BUILD=${BUILD:-build}
DURATION=${DURATION:-10}
CONNECTIONS=${CONNECTIONS:-32}
THREADS=${THREADS:-2}
AMPERE=target/release/ampere
NGINX=/usr/sbin/nginx

install_missing() {
    local missing=()
    command -v wrk >/dev/null || missing+=(wrk)
    [ -x "$NGINX" ] || missing+=(nginx)
    command -v curl >/dev/null || missing+=(curl)
    [ ${#missing[@]} -eq 0 ] && return
    echo "Installing Debian's ${missing[*]}"
    local sudo=sudo
    [ "$(id -u)" = 0 ] && sudo=
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
}

[ -x "$AMPERE" ] || { echo "error: $AMPERE is missing; run \`make engine\`" >&2; exit 1; }
[ -f "$BUILD/index.html" ] || { echo "error: $BUILD/index.html is missing; run \`make site\` (or set BUILD)" >&2; exit 1; }
install_missing
BUILD=$(cd "$BUILD" && pwd)

work=$(mktemp -d)
chmod 755 "$work"
ampere_pid=""
stop() {
    [ -n "$ampere_pid" ] && kill "$ampere_pid" 2>/dev/null || true
    [ -f "$work/nginx.pid" ] && kill "$(cat "$work/nginx.pid")" 2>/dev/null || true
    rm -rf "$work"
}
trap stop EXIT INT TERM

free_port() { shuf -i 20000-45000 -n 1; }
ampere_port=$(free_port)
nginx_port=$(free_port)
while [ "$nginx_port" = "$ampere_port" ]; do nginx_port=$(free_port); done

# --- ampere --------------------------------------------------------------------------------
"$AMPERE" serve --out "$BUILD" --host 127.0.0.1 --port "$ampere_port" >"$work/ampere.log" 2>&1 &
ampere_pid=$!

# --- nginx with deploy/nginx.conf (as deploy/test-nginx.sh runs it) --------------------------
mkdir -p "$work/conf/ampere" "$work/temp"
if [ -f "$BUILD/redirects.json" ] && command -v jq >/dev/null; then
    sh deploy/generate-redirects-conf.sh "$BUILD/redirects.json" >"$work/conf/ampere/redirects.conf"
fi
sed -e "s|listen 80;|listen 127.0.0.1:$nginx_port;|" \
    -e "s|root /srv/ampere/build;|root $BUILD;|" \
    -e "s|/etc/nginx/ampere/|$work/conf/ampere/|" \
    deploy/nginx.conf >"$work/conf/site.conf"
user_line=""
[ "$(id -u)" = 0 ] && user_line="user root;"
cat >"$work/conf/nginx.conf" <<CONF
$user_line
worker_processes 2;
pid $work/nginx.pid;
error_log $work/error.log warn;
events { worker_connections 1024; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log off;
    sendfile on;
    client_body_temp_path $work/temp/body;
    proxy_temp_path $work/temp/proxy;
    fastcgi_temp_path $work/temp/fastcgi;
    uwsgi_temp_path $work/temp/uwsgi;
    scgi_temp_path $work/temp/scgi;
    include $work/conf/site.conf;
}
CONF
"$NGINX" -q -p "$work" -c "$work/conf/nginx.conf"

wait_for() {
    for _ in $(seq 50); do
        curl -s -o /dev/null "$1" && return
        sleep 0.2
    done
    echo "error: $1 did not answer within 10 s" >&2
    cat "$work/ampere.log" "$work/error.log" 2>/dev/null >&2 || true
    exit 1
}
wait_for "http://127.0.0.1:$ampere_port/"
wait_for "http://127.0.0.1:$nginx_port/"

# --- the URLs ------------------------------------------------------------------------------
asset=$(cd "$BUILD" && ls assets/entry-client-*.js 2>/dev/null | head -n 1)
[ -n "$asset" ] || asset=$(cd "$BUILD" && find assets -type f -name '*.js' | head -n 1)
urls=("/" "/$asset" "/no-such-page/")
describe() {
    case "$1" in
        /) echo "HTML page" ;;
        /no-such-page/) echo "404" ;;
        *) echo "hashed asset" ;;
    esac
}

# run SERVER PORT URL → one table row
run() {
    local output requests p99 socket_errors non_success
    output=$(wrk --threads "$THREADS" --connections "$CONNECTIONS" --duration "${DURATION}s" \
        --timeout 2s --latency -H "Accept-Encoding: gzip" "http://127.0.0.1:$2$3" 2>&1)
    requests=$(echo "$output" | awk '/^Requests\/sec:/ { print $2 }')
    p99=$(echo "$output" | awk '$1 == "99%" { print $2 }')
    socket_errors=$(echo "$output" | awk -F'[ ,]+' '/Socket errors:/ { print $4 + $6 + $8 + $10 }')
    non_success=$(echo "$output" | awk '/Non-2xx or 3xx responses:/ { print $5 }')
    printf '%-14s %-8s %12s %10s %14s %14s\n' "$(describe "$3")" "$1" "${requests:-?}" \
        "${p99:-?}" "${socket_errors:-0}" "${non_success:-0}"
}

echo "Loopback load test: $BUILD, ${DURATION} s per run, $CONNECTIONS connections, $THREADS wrk threads, $(nproc) cores"
echo "URLs: ${urls[*]}"
printf '%-14s %-8s %12s %10s %14s %14s\n' "url" "server" "requests/s" "p99" "socket errors" "non-2xx/3xx"
for url in "${urls[@]}"; do
    run ampere "$ampere_port" "$url"
    run nginx "$nginx_port" "$url"
done
echo "(the 404 row's non-2xx/3xx count is expected: every answer there is a 404)"
