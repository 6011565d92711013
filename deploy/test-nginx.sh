#!/bin/sh
# Starts nginx on 127.0.0.1 with deploy/nginx.conf over a small fixture build and checks the
# serving rules with curl: routes, redirects, 404s, types, caching, gzip, conditional requests,
# byte ranges, security headers and frame protection, traversal. Needs nginx, curl and jq
# (Debian: apt-get install -y nginx curl jq; `make test-nginx` installs them).
#
#   sh deploy/test-nginx.sh            # prints each check, then "N passed, N failed"
#
# Everything lives in a temporary folder; nginx is stopped at the end (KEEP=1 keeps the folder).
set -eu

deploy_folder=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
chmod 755 "$work"
port=${PORT:-$(shuf -i 20000-45000 -n 1)}
# Debian installs nginx in /usr/sbin, which is not on every user's PATH.
nginx=$(command -v nginx || echo /usr/sbin/nginx)
base="http://127.0.0.1:$port"
passed=0
failed=0

stop() {
    if [ -f "$work/nginx.pid" ]; then
        kill "$(cat "$work/nginx.pid")" 2>/dev/null || true
        sleep 0.2
    fi
    [ -n "${KEEP:-}" ] || rm -rf "$work"
}
trap stop EXIT INT TERM

# --- the fixture build ---------------------------------------------------------------------
page() { printf '<!doctype html><html><head><title>%s</title></head><body><main>%s</main></body></html>\n' "$1" "$1"; }
put() { mkdir -p "$(dirname "$work/build/$1")"; cat > "$work/build/$1"; }
repeat() { i=0; while [ "$i" -lt "$2" ]; do printf '%s' "$1"; i=$((i + 1)); done; }

page "en home" | put index.html
echo '{"route": "/"}' | put page-data.json
page "en not found" | put 404.html
page "en installation" | put installation/index.html
echo '{"route": "/installation/"}' | put installation/page-data.json
page "eneco" | put "External Signals/Eneco/index.html"
page "hi home" | put hi/index.html
page "hi not found" | put hi/404.html
page "hi installation" | put hi/installation/index.html
page "ar not found" | put ar/404.html
page "a1 port" | put Controller/Accessories/a1-port/index.html
page "meta refresh" | put Accessories/a1-port/index.html
cat <<'JSON' | put redirects.json
[{"from": "/Accessories/a1-port/", "to": "/Controller/Accessories/a1-port/"},
 {"from": "/Old Signals/", "to": "/External Signals/Eneco/"}]
JSON
repeat "console.log('ampere entry client, long enough to be compressed by the server');" 8 | put assets/entry-client-3f9a1c2b.js
repeat "body { margin: 0; padding: 0; color: black; } " 8 | put assets/style-0a1b2c3d.css
repeat '{"hello": "world"} ' 20 | put assets/locale-hi.9a8b7c6d.json
repeat "binary search index " 20 | put assets/search-hi.1a2b3c4d.bin
repeat "asm wasm module bytes " 20 | put assets/ampere_search-5e6f.wasm
repeat "wOF2 already compressed font data " 20 | put assets/font-1234.woff2
repeat '<svg xmlns="http://www.w3.org/2000/svg"><rect width="10" height="10"/></svg>' 5 | put img/logo.svg
repeat "PNG image data that is already compressed " 20 | put img/photo.png
echo '<?xml version="1.0"?><urlset/>' | put sitemap.xml
printf '0123456789abcdefghijklmnopqrstuvwxyz' | put assets/digits-0011aabb.bin
echo "TOP-SECRET-OUTSIDE-ROOT" > "$work/secret.txt"
chmod -R a+rX "$work"

# --- nginx configuration around deploy/nginx.conf -----------------------------------------
mkdir -p "$work/conf/ampere" "$work/temp"
sh "$deploy_folder/generate-redirects-conf.sh" "$work/build/redirects.json" > "$work/conf/ampere/redirects.conf"
sed -e "s|listen 80;|listen 127.0.0.1:$port;|" \
    -e "s|root /srv/ampere/build;|root $work/build;|" \
    -e "s|/etc/nginx/ampere/|$work/conf/ampere/|" \
    "$deploy_folder/nginx.conf" > "$work/conf/site.conf"
user_line=""
if [ "$(id -u)" = 0 ]; then user_line="user root;"; fi
cat > "$work/conf/nginx.conf" <<CONF
$user_line
worker_processes 1;
pid $work/nginx.pid;
error_log $work/error.log warn;
events { worker_connections 64; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log off;
    client_body_temp_path $work/temp/body;
    proxy_temp_path $work/temp/proxy;
    fastcgi_temp_path $work/temp/fastcgi;
    uwsgi_temp_path $work/temp/uwsgi;
    scgi_temp_path $work/temp/scgi;
    include $work/conf/site.conf;
}
CONF
"$nginx" -t -q -p "$work" -c "$work/conf/nginx.conf"
"$nginx" -p "$work" -c "$work/conf/nginx.conf"
for _ in 1 2 3 4 5 6 7 8 9 10; do
    curl -s -o /dev/null "$base/" && break
    sleep 0.2
done

# --- checks --------------------------------------------------------------------------------
# fetch PATH [curl options…]: headers into $work/headers, body into $work/body.
fetch() {
    path=$1
    shift
    curl -s --path-as-is -o "$work/body" -D "$work/headers" "$@" "$base$path" || true
}
status() { head -n 1 "$work/headers" | cut -d ' ' -f 2; }
header() { grep -i "^$1:" "$work/headers" | head -n 1 | cut -d ' ' -f 2- | tr -d '\r'; }
check() {
    if [ "$2" = "$3" ]; then
        passed=$((passed + 1))
        echo "ok   $1"
    else
        failed=$((failed + 1))
        echo "FAIL $1: expected [$2], got [$3]"
    fi
}
body_has() { if grep -q "$1" "$work/body"; then echo yes; else echo no; fi; }

fetch /
check "home 200" 200 "$(status)"
check "home body" yes "$(body_has 'en home')"
check "home html utf-8" "text/html; charset=utf-8" "$(header content-type)"
check "home revalidates" "no-cache" "$(header cache-control)"

fetch "/External%20Signals/Eneco/"
check "encoded route 200" 200 "$(status)"
check "encoded route body" yes "$(body_has eneco)"

fetch "/hi/installation/index.html?embed=true"
check "index.html trimmed" 301 "$(status)"
check "index.html trimmed location" "/hi/installation/?embed=true" "$(header location)"
fetch "/index.html"
check "root index.html trimmed" "/" "$(header location)"
fetch "/External%20Signals/Eneco/index.html"
check "encoded index.html trimmed" "/External%20Signals/Eneco/" "$(header location)"
fetch "//evil.example/index.html"
check "no off-site redirect" "" "$(header location | grep '^//' || true)"

fetch "/installation?embed=true"
check "folder slash redirect" 301 "$(status)"
check "folder slash location" "/installation/?embed=true" "$(header location)"
fetch "/hi"
check "locale slash location" "/hi/" "$(header location)"
fetch "/External%20Signals/Eneco"
check "encoded folder slash location" "/External%20Signals/Eneco/" "$(header location)"

fetch "/Accessories/a1-port/?from=old"
check "redirects.json 301" 301 "$(status)"
check "redirects.json location" "/Controller/Accessories/a1-port/?from=old" "$(header location)"
fetch "/Accessories/a1-port"
check "redirects.json slashless" "/Controller/Accessories/a1-port/" "$(header location)"
fetch "/Old%20Signals/"
check "redirects.json encoded" "/External%20Signals/Eneco/" "$(header location)"

for case in "/hi/nope/:hi not found" "/hi/installation/deeper/:hi not found" "/ar/nope:ar not found" \
            "/nope:en not found" "/nope/:en not found" "/assets/missing-1.js:en not found"; do
    path=${case%%:*}
    expected=${case#*:}
    fetch "$path"
    check "404 status $path" 404 "$(status)"
    check "404 page $path" yes "$(body_has "$expected")"
    check "404 html $path" "text/html; charset=utf-8" "$(header content-type)"
    check "404 revalidates $path" "no-cache" "$(header cache-control)"
done

for case in "/assets/entry-client-3f9a1c2b.js:application/javascript; charset=utf-8" \
            "/assets/style-0a1b2c3d.css:text/css; charset=utf-8" \
            "/assets/locale-hi.9a8b7c6d.json:application/json; charset=utf-8" \
            "/assets/search-hi.1a2b3c4d.bin:application/octet-stream" \
            "/assets/ampere_search-5e6f.wasm:application/wasm" \
            "/assets/font-1234.woff2:font/woff2" \
            "/img/logo.svg:image/svg+xml; charset=utf-8" \
            "/img/photo.png:image/png" \
            "/sitemap.xml:text/xml; charset=utf-8"; do
    path=${case%%:*}
    expected=${case#*:}
    fetch "$path"
    check "type $path" "$expected" "$(header content-type)"
done

fetch /assets/entry-client-3f9a1c2b.js
check "assets immutable" "public, max-age=31536000, immutable" "$(header cache-control)"
fetch /assets/ampere_search-5e6f.wasm
check "wasm immutable" "public, max-age=31536000, immutable" "$(header cache-control)"

fetch /assets/entry-client-3f9a1c2b.js -H "Accept-Encoding: gzip"
check "gzip js" gzip "$(header content-encoding)"
check "gzip vary" "Accept-Encoding" "$(header vary)"
fetch /assets/ampere_search-5e6f.wasm -H "Accept-Encoding: gzip"
check "gzip wasm" gzip "$(header content-encoding)"
fetch /img/photo.png -H "Accept-Encoding: gzip"
check "no gzip png" "" "$(header content-encoding)"
fetch /assets/font-1234.woff2 -H "Accept-Encoding: gzip"
check "no gzip woff2" "" "$(header content-encoding)"

fetch /installation/ --head
check "HEAD 200" 200 "$(status)"
check "HEAD type" "text/html; charset=utf-8" "$(header content-type)"
fetch /installation/
entity_tag=$(header etag)
fetch /installation/ -H "If-None-Match: $entity_tag"
check "etag 304" 304 "$(status)"

# --- byte ranges ---------------------------------------------------------------------------
digits=/assets/digits-0011aabb.bin
fetch "$digits"
check "accept-ranges" "bytes" "$(header accept-ranges)"
entity_tag=$(header etag)
last_modified=$(header last-modified)
fetch "$digits" -H "Range: bytes=0-9"
check "range 206" 206 "$(status)"
check "range content-range" "bytes 0-9/36" "$(header content-range)"
check "range body" "0123456789" "$(cat "$work/body")"
fetch "$digits" -H "Range: bytes=-6"
check "suffix range body" "uvwxyz" "$(cat "$work/body")"
fetch "$digits" -H "Range: bytes=30-"
check "open range body" "uvwxyz" "$(cat "$work/body")"
fetch "$digits" -H "Range: bytes=36-"
check "range past the end 416" 416 "$(status)"
check "416 content-range" "bytes */36" "$(header content-range)"
# RFC 9110 lets a server ignore or reject an invalid range: nginx rejects (ampere ignores).
fetch "$digits" -H "Range: bytes=9-5"
check "invalid range rejected" 416 "$(status)"
fetch "$digits" -H "Range: bytes=0-1,4-5"
check "several ranges: whole file" 200 "$(status)"
check "several ranges: whole body" "0123456789abcdefghijklmnopqrstuvwxyz" "$(cat "$work/body")"
fetch "$digits" -H "Range: bytes=0-3" -H "If-Range: $entity_tag"
check "if-range current tag 206" 206 "$(status)"
fetch "$digits" -H "Range: bytes=0-3" -H "If-Range: \"stale\""
check "if-range stale tag 200" 200 "$(status)"
fetch "$digits" -H "Range: bytes=0-3" -H "If-Range: $last_modified"
check "if-range current date 206" 206 "$(status)"
fetch "$digits" -H "Range: bytes=0-3" -H "If-Range: Mon, 01 Jan 2001 00:00:00 GMT"
check "if-range old date 200" 200 "$(status)"
# Ranges are never of compressed bytes: with gzip accepted, nginx sends the whole file
# compressed (ampere sends the range uncompressed); without, the range.
fetch /assets/entry-client-3f9a1c2b.js -H "Range: bytes=0-6" -H "Accept-Encoding: gzip"
check "range with gzip: whole file" 200 "$(status)"
check "range with gzip: compressed" gzip "$(header content-encoding)"
check "range with gzip: no content-range" "" "$(header content-range)"
check "compressed etag is weak" "W/" "$(header etag | cut -c 1-2)"
fetch /assets/entry-client-3f9a1c2b.js -H "Range: bytes=0-6"
check "range of a compressible file" 206 "$(status)"
check "range of a compressible file: the plain bytes" "console" "$(cat "$work/body")"

# --- security headers ----------------------------------------------------------------------
policy_checks() {
    what=$1
    frame_ancestors=$2
    frame_options=$3
    policy=$(header content-security-policy)
    check "csp $what" yes "$(case "$policy" in "default-src 'self'; script-src 'self' 'wasm-unsafe-eval' 'sha256-"*) echo yes ;; *) echo "no: $policy" ;; esac)"
    check "csp no unsafe-inline script $what" "" "$(echo "$policy" | grep -o "script-src[^;]*unsafe-inline" || true)"
    check "frame-ancestors $what" "frame-ancestors $frame_ancestors" "${policy##*; }"
    check "x-frame-options $what" "$frame_options" "$(header x-frame-options)"
    check "referrer-policy $what" "strict-origin-when-cross-origin" "$(header referrer-policy)"
    check "nosniff $what" "nosniff" "$(header x-content-type-options)"
}
for path in / /installation/ /assets/entry-client-3f9a1c2b.js /assets/ampere_search-5e6f.wasm /img/logo.svg /nope/ /hi/nope/ /index.html /installation /Accessories/a1-port/; do
    fetch "$path"
    policy_checks "$path" "'self'" SAMEORIGIN
done
fetch / -H "Accept-Encoding: gzip"
policy_checks "/ gzip" "'self'" SAMEORIGIN
for path in "/?embed=true" "/hi/installation/?x=1&embed=true" "/nope/?embed=true" "/assets/style-0a1b2c3d.css?embed=true"; do
    fetch "$path"
    policy_checks "$path" "*" ""
done
fetch "/?embed=false"
policy_checks "/?embed=false" "'self'" SAMEORIGIN

for path in "/../secret.txt" "/%2e%2e/secret.txt" "/hi/../../secret.txt" "/..%2fsecret.txt" "/%00"; do
    fetch "$path"
    code=$(status)
    case "$code" in 400 | 404) refused=yes ;; *) refused="no ($code)" ;; esac
    check "traversal refused $path" yes "$refused"
    check "traversal no leak $path" no "$(body_has TOP-SECRET)"
done

echo
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
