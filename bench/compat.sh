#!/usr/bin/env bash
# Build time of one compat/ site (a real Docusaurus site, unchanged) with ampere, and with
# Docusaurus 3.9.2 in the same run (--peer). See bench/README.md.
#
#   bench/compat.sh wails                 ampere: N builds of compat/wails (all locales), median
#   bench/compat.sh wails --runs 5        N ampere builds (default 3)
#   bench/compat.sh wails --peer          also one cold `docusaurus build` of the same folder, in
#                                         $COMPAT_WORKDIR/<site> (default ~/.cache/ampere-compat),
#                                         where compat/expected-routes.sh installed Docusaurus
#
# Every number printed is measured in this run.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
SITE_NAME="${1:-}"
[ -n "$SITE_NAME" ] && [ -d "$ROOT/compat/$SITE_NAME" ] || { echo "usage: bench/compat.sh <site in compat/> [--runs N] [--peer]" >&2; exit 2; }
shift
RUNS=3
PEER=0
while [ $# -gt 0 ]; do
  case "$1" in
    --runs) RUNS="$2"; shift 2 ;;
    --peer) PEER=1; shift ;;
    *) echo "bench/compat.sh: unknown option $1" >&2; exit 2 ;;
  esac
done
case "$RUNS" in ''|*[!0-9]*|0) echo "--runs needs a positive integer" >&2; exit 2 ;; esac

AMPERE="$ROOT/target/release/ampere"
SITE="$ROOT/compat/$SITE_NAME"
WORKROOT="${COMPAT_WORKDIR:-$HOME/.cache/ampere-compat}"
OUT="$(mktemp -d "${TMPDIR:-/tmp}/ampere-compat-bench.XXXXXX")"
trap 'rm -rf "$OUT"' EXIT
now() { date +%s.%N; }
secs() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", b - a }'; }
median() { printf '%s\n' "$@" | sort -g | awk '{ v[NR] = $1 } END { printf "%.2f", (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

[ -x "$AMPERE" ] || make -C "$ROOT" engine theme >&2
echo "compat/$SITE_NAME build benchmark, $(date -u '+%Y-%m-%d %H:%M UTC'), nproc=$(nproc), load $(cut -d' ' -f1-3 /proc/loadavg)"
times=()
for i in $(seq 1 "$RUNS"); do
  rm -rf "$OUT/ampere"
  t0="$(now)"
  "$AMPERE" build --site "$SITE" --out "$OUT/ampere" --theme "$ROOT/theme" >"$OUT/ampere.log" 2>&1 || { echo "ampere build FAILED:"; tail -20 "$OUT/ampere.log"; exit 1; }
  times+=("$(secs "$t0" "$(now)")")
  echo "  ampere run $i/$RUNS: ${times[-1]} s"
done
AMPERE_MEDIAN="$(median "${times[@]}")"
PAGES="$(find "$OUT/ampere" -name index.html | wc -l | tr -d ' ')"
echo "ampere: median ${AMPERE_MEDIAN} s over $RUNS runs, $PAGES HTML pages (all locales)"

if [ "$PEER" = 1 ]; then
  WORK="$WORKROOT/$SITE_NAME"
  if [ ! -d "$WORK/node_modules/@docusaurus/core" ]; then
    echo "Docusaurus is not installed in $WORK: run 'compat/expected-routes.sh $SITE_NAME' once (it installs and builds there)"
    exit 1
  fi
  # The same content as ampere built, over the installed dependencies.
  find "$WORK" -mindepth 1 -maxdepth 1 ! -name node_modules ! -name package-lock.json ! -name package.json -exec rm -rf {} +
  cp -a "$SITE/." "$WORK/"
  git -C "$ROOT" show "HEAD:compat/$SITE_NAME/package.json" >/dev/null 2>&1 || true
  rm -rf "$WORK/expected" "$WORK/node_modules/.cache"
  t0="$(now)"
  ( cd "$WORK" && npx docusaurus build >"$OUT/docusaurus.log" 2>&1 ) || { echo "docusaurus build FAILED:"; tail -20 "$OUT/docusaurus.log"; exit 1; }
  PEER_TIME="$(secs "$t0" "$(now)")"
  PEER_PAGES="$(find "$WORK/build" -name '*.html' | wc -l | tr -d ' ')"
  echo "Docusaurus $(cd "$WORK" && node -p "require('@docusaurus/core/package.json').version"): ${PEER_TIME} s (one cold build), $PEER_PAGES HTML files"
  awk -v a="$AMPERE_MEDIAN" -v d="$PEER_TIME" 'BEGIN { printf "ratio: ampere is %.1fx faster on this site\n", d / a }'
fi
