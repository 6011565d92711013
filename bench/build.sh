#!/usr/bin/env bash
# Build-time benchmark of ampere on the portal's content (site/), optionally against
# Docusaurus 3.9.2 building the same content (--peer). See bench/README.md.
#
#   bench/build.sh                 ampere: all locales and English only, N runs each, plus `ampere check`
#   bench/build.sh --runs 5        N runs of each ampere measurement (default 3)
#   bench/build.sh --peer          also Docusaurus 3.9.2: English only, then all locales (time-limited)
#   options for --peer:
#     --peer-runs N                cold Docusaurus builds per measurement (default 1; each takes minutes)
#     --peer-timeout SECONDS       limit for the all-locales Docusaurus build (default 1200)
#     --peer-en-only               skip the all-locales Docusaurus build
#   bench/build.sh --compat wails [--peer]   a compat/ site (real Docusaurus site) instead: see bench/compat.sh
#
# Every number printed is measured in this run; a build that fails or times out is reported as such.
# A copy of the output goes to bench/results/build-<date>.txt (gitignored).
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"

if [ "${1:-}" = "--compat" ]; then
  shift
  exec "$ROOT/bench/compat.sh" "$@"
fi

RUNS=3
PEER=0
PEER_RUNS=1
PEER_TIMEOUT=1200
PEER_ALL=1
while [ $# -gt 0 ]; do
  case "$1" in
    --runs) RUNS="$2"; shift 2 ;;
    --runs=*) RUNS="${1#*=}"; shift ;;
    --peer) PEER=1; shift ;;
    --peer-runs) PEER_RUNS="$2"; shift 2 ;;
    --peer-timeout) PEER_TIMEOUT="$2"; shift 2 ;;
    --peer-en-only) PEER_ALL=0; shift ;;
    -h|--help) sed -n '2,15p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "bench/build.sh: unknown option $1 (see --help)" >&2; exit 2 ;;
  esac
done
case "$RUNS" in ''|*[!0-9]*|0) echo "--runs needs a positive integer" >&2; exit 2 ;; esac
case "$PEER_RUNS" in ''|*[!0-9]*|0) echo "--peer-runs needs a positive integer" >&2; exit 2 ;; esac

AMPERE="$ROOT/target/release/ampere"
SITE="$ROOT/site"
PEER_DIR="$ROOT/bench/.peer"
TEMPLATE="$ROOT/bench/docusaurus"
DOCUSAURUS_VERSION=3.9.2

mkdir -p "$ROOT/bench/results"
STAMP="$(date -u +%Y-%m-%dT%H%M%SZ)"
REPORT="$ROOT/bench/results/build-$STAMP.txt"
exec > >(tee "$REPORT") 2>&1

WORK="$(mktemp -d "${TMPDIR:-/tmp}/ampere-bench.XXXXXX")"
PEER_SITES=()
cleanup() {
  rm -rf "$WORK"
  for d in "${PEER_SITES[@]}"; do rm -rf "$d"; done
}
trap cleanup EXIT

log() { printf '%s\n' "$*" >&2; }
now() { date +%s.%N; }
secs() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", b - a }'; }
# min and median of numbers given as arguments
stats() { printf '%s\n' "$@" | sort -g | awk '{ v[NR] = $1 } END {
  m = (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2; printf "%.2f %.2f\n", v[1], m }'; }
files_of() { find "$1" -type f | wc -l | tr -d ' '; }
mb_of() { du -sb "$1" | awk '{ printf "%.1f", $1 / 1000000 }'; }   # apparent size, MB = 10^6 bytes
html_pages_of() { find "$1" -type f -name index.html | wc -l | tr -d ' '; }
sitemap_urls_of() { find "$1" -name sitemap.xml -exec grep -o '<loc>' {} + 2>/dev/null | wc -l | tr -d ' '; }

# ---------------------------------------------------------------- prerequisites
if [ ! -x "$AMPERE" ] || [ ! -f "$ROOT/theme/dist/server/entry-server.js" ] || [ ! -d "$ROOT/theme/dist/client" ]; then
  log "ampere or the theme is not built: running 'make engine theme'"
  make engine theme >&2
fi

# ---------------------------------------------------------------- machine
NPROC="$(nproc)"
MEM_GB="$(awk '/MemTotal/ { printf "%.1f", $2 / 1048576 }' /proc/meminfo)"
CPU="$(awk -F': ' '/model name/ { print $2; exit }' /proc/cpuinfo)"
LOAD="$(cut -d' ' -f1-3 /proc/loadavg)"
ALL_LOCALES="$(awk '/^\[i18n\.locales\./ { gsub(/^\[i18n\.locales\.|\]$/, ""); printf "%s ", $0 }' "$SITE/ampere.toml" | sed 's/ $//')"
N_LOCALES="$(wc -w <<<"$ALL_LOCALES" | tr -d ' ')"
echo "ampere build benchmark, $(date -u '+%Y-%m-%d %H:%M UTC')"
echo "machine: nproc=$NPROC, memory ${MEM_GB} GiB, ${CPU:-unknown CPU}, load average at start $LOAD"
echo "ampere:  ${AMPERE#$ROOT/} built $(date -r "$AMPERE" -u '+%Y-%m-%d %H:%M UTC'); repository HEAD $(git -C "$ROOT" rev-parse --short HEAD 2>/dev/null || echo '?')$(git -C "$ROOT" diff --quiet 2>/dev/null || echo ' with uncommitted changes')"
echo "content: site/ ($(find "$SITE/docs" -name '*.md' | wc -l | tr -d ' ') English docs, $(find "$SITE/i18n" -name '*.md' | wc -l | tr -d ' ') translated docs, $N_LOCALES locales: $ALL_LOCALES)"
echo

# ---------------------------------------------------------------- ampere
# ampere_build NAME [--locale X]... : RUNS builds into fresh folders; sets A_<NAME>_* results
declare -A R   # results by key
ampere_build() {
  local name="$1"; shift
  local times=() out stdout t0 t1 rc i
  for i in $(seq 1 "$RUNS"); do
    out="$WORK/ampere-$name-$i"
    stdout="$WORK/ampere-$name.log"
    t0="$(now)"
    set +e
    /usr/bin/env time -f '%M' -o "$WORK/rss" "$AMPERE" build --site "$SITE" --out "$out" "$@" >"$stdout" 2>&1
    rc=$?
    set -e
    t1="$(now)"
    if [ $rc -ne 0 ]; then
      echo "ampere build ($name) FAILED with exit code $rc:"; tail -20 "$stdout"
      R[$name.ok]=0; return 0
    fi
    times+=("$(secs "$t0" "$t1")")
    log "  ampere build $name run $i/$RUNS: ${times[-1]} s"
    [ "$i" -lt "$RUNS" ] && rm -rf "$out"
  done
  read -r R[$name.min] R[$name.median] < <(stats "${times[@]}")
  R[$name.ok]=1
  R[$name.runs]="${times[*]}"
  R[$name.pages]="$(sed -n 's/^Built \([0-9]*\) pages.*/\1/p' "$stdout")"
  R[$name.html]="$(html_pages_of "$out")"
  R[$name.files]="$(files_of "$out")"
  R[$name.mb]="$(mb_of "$out")"
  R[$name.rss]="$(awk '{ printf "%.0f", $1 / 1024 }' "$WORK/rss")"
  cp "$stdout" "$WORK/last-$name.log"
  rm -rf "$out"
}

log "ampere build, all locales ($RUNS runs)"
ampere_build all
EN_ARGS=(--locale en)
log "ampere build, English only ($RUNS runs)"
ampere_build en "${EN_ARGS[@]}"

log "ampere check, all locales ($RUNS runs)"
check_times=()
for i in $(seq 1 "$RUNS"); do
  t0="$(now)"
  set +e
  "$AMPERE" check --site "$SITE" >"$WORK/check.log" 2>&1
  check_rc=$?
  set -e
  t1="$(now)"
  check_times+=("$(secs "$t0" "$t1")")
  log "  ampere check run $i/$RUNS: ${check_times[-1]} s (exit $check_rc)"
done
read -r CHECK_MIN CHECK_MEDIAN < <(stats "${check_times[@]}")

# ---------------------------------------------------------------- Docusaurus (--peer)
peer_install() {
  local want have
  want="$(sha256sum "$TEMPLATE/package.json" | cut -c1-16)"
  have="$(cat "$PEER_DIR/.installed" 2>/dev/null || true)"
  if [ "$want" = "$have" ] && [ -x "$PEER_DIR/node_modules/.bin/docusaurus" ]; then
    log "Docusaurus install cached in bench/.peer (package.json unchanged)"
    return 0
  fi
  log "Installing Docusaurus $DOCUSAURUS_VERSION into bench/.peer (npm install; cached for later runs)"
  mkdir -p "$PEER_DIR"
  cp "$TEMPLATE/package.json" "$PEER_DIR/package.json"
  (cd "$PEER_DIR" && npm install --no-audit --no-fund --loglevel=error) >&2
  echo "$want" >"$PEER_DIR/.installed"
}

# A fresh site folder under bench/.peer (so node_modules resolves from it) holding the
# template and a copy of the content in the Docusaurus layout. A fresh folder per build
# means no webpack cache survives: every Docusaurus build is cold, like every ampere build.
# Sets PEER_SITE (not echoed: a $(...) subshell would lose the cleanup list).
peer_site() {
  local dir
  dir="$(mktemp -d "$PEER_DIR/site.XXXXXX")"
  PEER_SITES+=("$dir")
  PEER_SITE="$dir"
  cp "$TEMPLATE/docusaurus.config.js" "$TEMPLATE/sidebars.js" "$TEMPLATE/package.json" "$dir/"
  cp -R "$SITE/docs" "$dir/docs"
  mkdir -p "$dir/src"
  cp -R "$SITE/pages" "$dir/src/pages"
  cp -R "$SITE/static" "$dir/static"
  cp -R "$SITE/i18n" "$dir/i18n"
}

# peer_build NAME TIMEOUT [docusaurus args]... : PEER_RUNS cold builds; sets R[peer-NAME.*]
peer_build() {
  local name="$1" limit="$2"; shift 2
  local key="peer-$name" times=() dir t0 t1 rc i
  for i in $(seq 1 "$PEER_RUNS"); do
    peer_site; dir="$PEER_SITE"
    log "  docusaurus build $* (run $i/$PEER_RUNS, limit ${limit} s) in ${dir#$ROOT/}"
    t0="$(now)"
    set +e
    (cd "$dir" && NODE_ENV=production DOCUSAURUS_TELEMETRY_DISABLED=1 \
       /usr/bin/env time -f '%M' -o "$WORK/rss-peer" timeout --kill-after=30 "$limit" \
       "$PEER_DIR/node_modules/.bin/docusaurus" build "$@" --out-dir "$dir/build") >"$WORK/$key.log" 2>&1
    rc=$?
    set -e
    t1="$(now)"
    if [ $rc -eq 124 ] || [ $rc -eq 137 ]; then
      R[$key.ok]=0
      R[$key.why]="timed out after ${limit} s with $(grep -c '\[SUCCESS\] Generated static files' "$WORK/$key.log" || true) locale(s) of $N_LOCALES written (no time reported)"
      cp "$WORK/$key.log" "$ROOT/bench/results/docusaurus-$name-$STAMP.log"
      log "  Docusaurus $name: ${R[$key.why]}"; tail -5 "$WORK/$key.log" >&2
      return 0
    elif [ $rc -ne 0 ]; then
      R[$key.ok]=0
      R[$key.why]="failed with exit code $rc after $(secs "$t0" "$t1") s: $(grep -m1 -E '\[ERROR\]|Error' "$WORK/$key.log" | cut -c1-200)"
      log "  Docusaurus $name ${R[$key.why]}"; tail -30 "$WORK/$key.log" >&2
      cp "$WORK/$key.log" "$ROOT/bench/results/docusaurus-$name-$STAMP.log"
      return 0
    fi
    times+=("$(secs "$t0" "$t1")")
    log "  Docusaurus $name run $i/$PEER_RUNS: ${times[-1]} s"
  done
  read -r R[$key.min] R[$key.median] < <(stats "${times[@]}")
  R[$key.ok]=1
  R[$key.html]="$(html_pages_of "$dir/build")"
  R[$key.sitemap]="$(sitemap_urls_of "$dir/build")"
  R[$key.files]="$(files_of "$dir/build")"
  R[$key.mb]="$(mb_of "$dir/build")"
  R[$key.rss]="$(awk '{ printf "%.0f", $1 / 1024 }' "$WORK/rss-peer")"
  R[$key.warnings]="$(grep -c '\[WARNING\]' "$WORK/$key.log" || true)"
  cp "$WORK/$key.log" "$ROOT/bench/results/docusaurus-$name-$STAMP.log"
  rm -rf "$dir"
}

if [ "$PEER" = 1 ]; then
  peer_install
  log "Docusaurus $DOCUSAURUS_VERSION build, English only ($PEER_RUNS cold run(s))"
  peer_build en 3600 --locale en
  if [ "$PEER_ALL" = 1 ]; then
    log "Docusaurus $DOCUSAURUS_VERSION build, all locales ($PEER_RUNS cold run(s), limit ${PEER_TIMEOUT} s)"
    peer_build all "$PEER_TIMEOUT"
  else
    R[peer-all.ok]=0; R[peer-all.why]="skipped (--peer-en-only)"
  fi
fi

# ---------------------------------------------------------------- report
echo "## ampere (wall time of N=$RUNS fresh builds; each into an empty folder)"
echo
printf '| %-34s | %9s | %9s | %-28s | %7s | %8s | %8s |\n' "what" "min s" "median s" "pages (ampere) / index.html" "files" "MB" "peak RSS"
printf '|%s|%s|%s|%s|%s|%s|%s|\n' "------------------------------------" "-----------" "-----------" "------------------------------" "---------" "----------" "----------"
row_ampere() {
  local name="$1" label="$2"
  if [ "${R[$name.ok]}" = 1 ]; then
    printf '| %-34s | %9s | %9s | %-28s | %7s | %8s | %5s MiB |\n' "$label" "${R[$name.min]}" "${R[$name.median]}" \
      "${R[$name.pages]} / ${R[$name.html]}" "${R[$name.files]}" "${R[$name.mb]}" "${R[$name.rss]}"
  else
    printf '| %-34s | %s |\n' "$label" "FAILED (see above)"
  fi
}
row_ampere all "ampere build, all $N_LOCALES locales"
row_ampere en "ampere build --locale en"
printf '| %-34s | %9s | %9s | %-28s | %7s | %8s | %8s |\n' "ampere check, all locales" "$CHECK_MIN" "$CHECK_MEDIAN" "exit code $check_rc" "-" "-" "-"
echo
echo "Runs (s): all locales: ${R[all.runs]:-}; en: ${R[en.runs]:-}; check: ${check_times[*]}"
echo "'pages' is ampere's own count (\"Built N pages\"); index.html counts every route folder written."
echo "MB = 10^6 bytes of apparent file size; peak RSS is of the ampere process (Node SSR workers not included)."
echo
echo "ampere's stage timing, last all-locales run:"
sed -n '/^Built/,$p' "$WORK/last-all.log" 2>/dev/null | sed 's/^/    /'
echo "ampere's stage timing, last English-only run:"
sed -n '/^Built/,$p' "$WORK/last-en.log" 2>/dev/null | sed 's/^/    /'
if [ "$check_rc" -ne 0 ]; then
  echo "ampere check exited $check_rc; its first lines:"; head -10 "$WORK/check.log" | sed 's/^/    /'
fi

if [ "$PEER" = 1 ]; then
  echo
  echo "## ampere vs Docusaurus $DOCUSAURUS_VERSION (same site/; Docusaurus: $PEER_RUNS cold build(s), fresh folder, no webpack cache)"
  echo
  printf '| %-16s | %-38s | %9s | %-32s | %6s | %7s | %9s |\n' "locales" "tool" "median s" "pages (as reported)" "files" "MB" "peak RSS"
  printf '|%s|%s|%s|%s|%s|%s|%s|\n' "------------------" "----------------------------------------" "-----------" "----------------------------------" "--------" "---------" "-----------"
  row_peer() {
    local set="$1" label="$2"
    local a="$set" p="peer-$set"
    if [ "${R[$a.ok]}" = 1 ]; then
      printf '| %-16s | %-38s | %9s | %-32s | %6s | %7s | %5s MiB |\n' "$label" "ampere" "${R[$a.median]}" \
        "${R[$a.pages]} pages" "${R[$a.files]}" "${R[$a.mb]}" "${R[$a.rss]}"
    fi
    if [ "${R[$p.ok]:-0}" = 1 ]; then
      printf '| %-16s | %-38s | %9s | %-32s | %6s | %7s | %5s MiB |\n' "$label" "Docusaurus $DOCUSAURUS_VERSION" "${R[$p.median]}" \
        "${R[$p.html]} index.html, ${R[$p.sitemap]} in sitemap" "${R[$p.files]}" "${R[$p.mb]}" "${R[$p.rss]}"
      if [ "${R[$a.ok]}" = 1 ]; then
        printf '| %-16s | %-38s | %9s | %-32s | %6s | %7s | %9s |\n' "$label" "ratio Docusaurus / ampere (wall time)" \
          "$(awk -v d="${R[$p.median]}" -v a="${R[$a.median]}" 'BEGIN { printf "%.1fx", d / a }')" "" "" "" ""
      fi
    else
      printf '| %-16s | %-38s | %s |\n' "$label" "Docusaurus $DOCUSAURUS_VERSION" "${R[$p.why]:-not run}"
    fi
  }
  row_peer en "en"
  row_peer all "all $N_LOCALES"
  echo
  echo "Docusaurus prints no page count: 'index.html' counts the HTML routes it wrote, 'sitemap' the URLs in its sitemap(s)."
  echo "Docusaurus [WARNING] lines: en ${R[peer-en.warnings]:-n/a}, all ${R[peer-all.warnings]:-n/a} (logs in bench/results/)."
  echo "Work that differs: ampere also builds a search index per locale, applies redirects and replaces"
  echo "{{brandName}} placeholders; this Docusaurus configuration has no search plugin, no redirects,"
  echo "and shows placeholders literally (markdown.format 'md'). Peak RSS: ampere process / docusaurus Node process."
fi
echo
echo "machine: nproc=$NPROC, memory ${MEM_GB} GiB; load average at end $(cut -d' ' -f1-3 /proc/loadavg) (shared machine: other work may slow builds)"
echo "report saved to ${REPORT#$ROOT/}"
