#!/usr/bin/env bash
# How the full build grows with the content: the committed portal at 1×, 5× and 20× its pages
# (bench/scale/generate.py repeats the docs and their translations), each built once with all
# locales. Prints wall time, peak RSS of the ampere process (the Node render workers are separate
# processes), pages, output size and output per page.
# Usage: bench/scale.sh [--sizes "1 5 20"]
set -euo pipefail
cd "$(dirname "$0")/.."
sizes="1 5 20"
while [ $# -gt 0 ]; do
  case "$1" in
    --sizes) sizes="$2"; shift 2 ;;
    *) echo "unknown option $1" >&2; exit 2 ;;
  esac
done
[ -x target/release/ampere ] && [ -f theme/dist/server/entry-server.js ] || make engine theme
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
git archive HEAD site | tar -x -C "$work"
echo "scale of the full build, $(nproc) cores, load average $(cut -d' ' -f1 /proc/loadavg), all locales:"
printf '%-5s %9s %11s %8s %10s %14s %12s\n' size seconds "peak RSS" pages files "output MB" "KB per page"
for size in $sizes; do
  python3 bench/scale/generate.py "$work/site" "$work/site-$size" "$size"
  /usr/bin/time -f '%e %M' -o "$work/time" target/release/ampere build --site "$work/site-$size" \
    --out "$work/out" >"$work/build.log" 2>&1 || { tail -20 "$work/build.log"; exit 1; }
  read -r seconds kilobytes <"$work/time"
  pages=$(grep -o 'Built [0-9]* pages' "$work/build.log" | grep -o '[0-9]*')
  files=$(find "$work/out" -type f | wc -l)
  bytes=$(du -sb "$work/out" | cut -f1)
  printf '%-5s %9s %8s MB %8s %10s %14s %12s\n' "${size}x" "$seconds" "$((kilobytes / 1024))" "$pages" "$files" \
    "$((bytes / 1000000))" "$((bytes / pages / 1000))"
  rm -rf "$work/out" "$work/site-$size"
done
