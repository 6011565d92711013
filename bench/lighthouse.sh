#!/usr/bin/env bash
# Lighthouse on the portal as ampere builds it (and, with --peer-build DIR, the same pages of a
# Docusaurus build of it, served the same way): a doc page, the home page and a category page in
# en and ar, mobile with simulated slow 4G and 4x CPU, median of 3 runs each. See bench/README.md.
#
#   bench/lighthouse.sh                       ampere only (builds the site first when build/ is missing)
#   bench/lighthouse.sh --runs 5              more runs per page
#   bench/lighthouse.sh --peer-build DIR      also DIR (e.g. a `docusaurus build` output of the portal)
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
RUNS=3
PEER=""
while [ $# -gt 0 ]; do
  case "$1" in
    --runs) RUNS="$2"; shift 2 ;;
    --peer-build) PEER="$2"; shift 2 ;;
    -h|--help) sed -n '2,9p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "bench/lighthouse.sh: unknown option $1 (see --help)" >&2; exit 2 ;;
  esac
done
[ -x /usr/bin/chromium ] || make chromium
[ -x target/release/ampere ] || make engine theme
[ -f build/index.html ] || target/release/ampere build --site site --out build
(cd bench/lighthouse && { [ -d node_modules/lighthouse ] || npm install --no-audit --no-fund; })

servers=()
cleanup() { for pid in "${servers[@]}"; do kill "$pid" 2>/dev/null || true; done; }
trap cleanup EXIT
serve() { # folder port
  target/release/ampere serve --out "$1" --port "$2" >/dev/null 2>&1 &
  servers+=($!)
  for _ in $(seq 1 100); do curl -fsS -o /dev/null "http://127.0.0.1:$2/" && return 0; sleep 0.1; done
  echo "the server for $1 did not start" >&2; exit 1
}
sites=(--site "ampere=http://127.0.0.1:3241")
serve build 3241
if [ -n "$PEER" ]; then
  serve "$PEER" 3242
  sites+=(--site "docusaurus=http://127.0.0.1:3242")
fi
echo "2 cores, load average $(cut -d' ' -f1 /proc/loadavg)"
node bench/lighthouse/run.mjs --runs "$RUNS" "${sites[@]}" \
  /installation/ / /category/configuration-from-a-to-z/ /ar/installation/ /ar/ /ar/category/configuration-from-a-to-z/
