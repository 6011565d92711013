#!/usr/bin/env bash
# Edit to screen with `ampere serve --watch`: saves one page at a time in a copy of site/ and
# measures how long until the served page shows the change (bench/edit/edit.mjs). The copy is
# of the committed site/, so a run measures the same content whatever is being edited.
# Usage: bench/edit.sh [--edits N] [--port N]
set -euo pipefail
cd "$(dirname "$0")/.."
edits=12
port=3217
while [ $# -gt 0 ]; do
  case "$1" in
    --edits) edits="$2"; shift 2 ;;
    --port) port="$2"; shift 2 ;;
    *) echo "unknown option $1" >&2; exit 2 ;;
  esac
done
[ -x target/release/ampere ] && [ -f theme/dist/server/entry-server.js ] || make engine theme
work=$(mktemp -d)
trap 'kill "${server:-}" 2>/dev/null || true; wait 2>/dev/null || true; rm -rf "$work"' EXIT
# The committed site (translations under way in the working tree are left out).
git archive HEAD site | tar -x -C "$work"
# Every locale translates every page now; the copy drops one Arabic translation so that the
# English page edited has a locale that falls back to it (edit.mjs checks /ar/ for it).
rm -f "$work/site/i18n/ar/docusaurus-plugin-content-docs/current/Monitoring/Legacy web portal/manual.md"
target/release/ampere build --site "$work/site" --out "$work/build" >/dev/null 2>&1
target/release/ampere serve --site "$work/site" --out "$work/build" --port "$port" --watch \
  >"$work/serve.log" 2>&1 &
server=$!
for _ in $(seq 1 600); do
  grep -q "Ready for edits" "$work/serve.log" && break
  kill -0 "$server" 2>/dev/null || { cat "$work/serve.log"; exit 1; }
  sleep 0.1
done
grep "Ready for edits" "$work/serve.log"
echo "edit to screen, $(nproc) cores, load average $(cut -d' ' -f1 /proc/loadavg):"
node bench/edit/edit.mjs --site "$work/site" --port "$port" --edits "$edits"
echo "rebuilds as ampere reported them:"
grep -E "^(Pages rebuilt|Search ind)" "$work/serve.log" | sed 's/^/  /'
