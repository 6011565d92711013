#!/bin/sh
# Turns a build's redirects.json into nginx exact-match locations that answer 301.
#
#   deploy/generate-redirects-conf.sh build/redirects.json > /etc/nginx/ampere/redirects.conf
#   nginx -t && nginx -s reload
#
# redirects.json holds decoded paths: [{"from": "/Old Name/", "to": "/New Name/"}, ...].
# nginx matches `location =` against the decoded path, so `from` is used as written; `to`
# goes into a Location header, so each of its path segments is percent-encoded. A `from`
# with a trailing slash also gets its slashless form, as `ampere serve` answers both.
# The query string of the request is kept. Needs jq.
set -eu

if [ "$#" -ne 1 ]; then
    echo "usage: $0 path/to/build/redirects.json" >&2
    exit 2
fi

jq -r '
  def location_target:
    if startswith("/") then split("/") | map(@uri) | join("/") else . end;
  (map(.from) | INDEX(.)) as $exact
  | unique_by(.from)[]
  | (.to | location_target) as $target
  | [.from] + (if (.from | endswith("/")) and (.from != "/")
               and ($exact[.from | rtrimstr("/")] | not)
               then [.from | rtrimstr("/")] else [] end)
  | .[]
  | "location = \(@json) { return 301 \("\($target)$is_args$args" | @json); }"
' "$1"
