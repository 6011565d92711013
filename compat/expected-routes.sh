#!/usr/bin/env bash
# Build one compat site with Docusaurus itself and write the list of routes it
# produced for every locale to compat/<site>/expected/routes-<locale>.txt.
#
# usage: compat/expected-routes.sh <short-name>
#
# environment:
#   DOCUSAURUS_VERSION   @docusaurus/* version to build with (default 3.9.2)
#   WEBPACK_VERSION      webpack range forced with npm overrides (default ~5.105.0:
#                        webpack 5.106+ breaks webpackbar 6 used by Docusaurus 3.9.x)
#   COMPAT_WORKDIR       scratch folder outside the repository where the site is
#                        copied, installed and built (default ~/.cache/ampere-compat)
#                        -> $COMPAT_WORKDIR/<short-name>/{node_modules,build,build.log}
#
# Nothing is installed inside the repository. Needs node >= 20 and npm with
# access to the npm registry. Builds every locale of the site (`docusaurus build`).
set -euo pipefail

if [ $# -ne 1 ]; then
  echo "usage: $0 <short-name>" >&2
  exit 2
fi
NAME="$1"
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
SITE="$HERE/$NAME"
[ -f "$SITE/package.json" ] || { echo "no site at $SITE" >&2; exit 2; }
DOCUSAURUS_VERSION="${DOCUSAURUS_VERSION:-3.9.2}"
WEBPACK_VERSION="${WEBPACK_VERSION:-~5.105.0}"
WORKROOT="${COMPAT_WORKDIR:-$HOME/.cache/ampere-compat}"
WORK="$WORKROOT/$NAME"
REPO="$(cd "$HERE/.." && pwd)"
case "$(mkdir -p "$WORKROOT" && cd "$WORKROOT" && pwd)/" in "$REPO"/*) echo "COMPAT_WORKDIR must be outside the repository" >&2; exit 2;; esac

# Packages that are not needed to build the site and that cannot be installed
# here (they download binaries, need credentials, or only serve dev tooling).
# One name per line in compat/<site>/compat-drop-deps.txt (optional).
DROP_DEPS=""
[ -f "$SITE/compat-drop-deps.txt" ] && DROP_DEPS="$(grep -v '^#' "$SITE/compat-drop-deps.txt" | tr '\n' ' ')"
# Dependencies whose version spec cannot be installed from the registry as written (for example
# `workspace:^` of a monorepo): "name spec" per line in compat/<site>/compat-set-deps.txt (optional).
SET_DEPS=""
[ -f "$SITE/compat-set-deps.txt" ] && SET_DEPS="$(grep -v '^#' "$SITE/compat-set-deps.txt" | tr '\n' ';')"

echo "== copying $SITE -> $WORK"
mkdir -p "$WORK"
# start from a clean folder (set COMPAT_KEEP_MODULES=1 to reuse node_modules of the last run)
if [ "${COMPAT_KEEP_MODULES:-0}" = 1 ]; then
  find "$WORK" -mindepth 1 -maxdepth 1 ! -name node_modules ! -name package-lock.json -exec rm -rf {} +
else
  rm -rf "$WORK" && mkdir -p "$WORK"
fi
tar -C "$SITE" --exclude=./node_modules --exclude=./build --exclude=./.docusaurus \
    --exclude=./expected --exclude=./SOURCE.md --exclude=./compat-drop-deps.txt --exclude=./compat-set-deps.txt \
    -cf - . | tar -C "$WORK" -xf -

# Docusaurus reads "last update" dates from git (sitemap `lastmod`, `showLastUpdateTime`) and some
# configs fail outside a git checkout: make the scratch copy a repository with one commit at a
# fixed date. (This runs in the scratch folder only, never in this repository.)
if [ ! -d "$WORK/.git" ]; then
  ( cd "$WORK" && git init -q && git add -A && \
    GIT_AUTHOR_DATE="2000-01-01T00:00:00Z" GIT_COMMITTER_DATE="2000-01-01T00:00:00Z" \
    git -c user.name=compat -c user.email=compat@localhost -c commit.gpgsign=false commit -q -m "compat snapshot" )
fi

echo "== pinning @docusaurus/* to $DOCUSAURUS_VERSION"
( cd "$WORK" && SET_DEPS="$SET_DEPS" DROP_DEPS="$DROP_DEPS" DOCUSAURUS_VERSION="$DOCUSAURUS_VERSION" WEBPACK_VERSION="$WEBPACK_VERSION" node -e '
const fs = require("fs");
const p = JSON.parse(fs.readFileSync("package.json", "utf8"));
const drop = (process.env.DROP_DEPS || "").split(/\s+/).filter(Boolean);
for (const k of ["dependencies", "devDependencies"]) {
  for (const d of Object.keys(p[k] || {})) {
    if (drop.includes(d)) { delete p[k][d]; continue; }
    if (d.startsWith("@docusaurus/")) p[k][d] = process.env.DOCUSAURUS_VERSION;
  }
}
for (const line of (process.env.SET_DEPS || "").split(";")) {
  const [d, spec] = line.trim().split(/\s+/);
  if (!d || !spec) continue;
  for (const k of ["dependencies", "devDependencies"]) if (p[k] && d in p[k]) p[k][d] = spec;
}
// webpack >= 5.106 rejects the options webpackbar 6 (used by @docusaurus/bundler 3.9.2)
// passes to ProgressPlugin (facebook/docusaurus#11923): keep webpack below 5.106.
const webpack = process.env.WEBPACK_VERSION;
for (const k of ["dependencies", "devDependencies"]) if (p[k] && p[k].webpack) p[k].webpack = webpack;
p.overrides = Object.assign({}, p.overrides, { webpack });
// third-party plugins and presets must not pull in another Docusaurus release
for (const d of ["core", "preset-classic", "theme-classic", "theme-common", "theme-search-algolia",
  "theme-translations", "plugin-content-docs", "plugin-content-blog", "plugin-content-pages",
  "plugin-sitemap", "plugin-debug", "plugin-svgr", "plugin-client-redirects", "plugin-google-gtag",
  "plugin-google-analytics", "plugin-google-tag-manager", "plugin-css-cascade-layers", "utils",
  "utils-common", "utils-validation", "logger", "mdx-loader", "bundler", "babel", "types",
  "cssnano-preset", "theme-mermaid", "module-type-aliases"])
  p.overrides["@docusaurus/" + d] = process.env.DOCUSAURUS_VERSION;
delete p.packageManager; delete p.devEngines; delete p.engines;
fs.writeFileSync("package.json", JSON.stringify(p, null, 2) + "\n");
' )

echo "== npm install"
( cd "$WORK" && npm install --no-audit --no-fund --ignore-scripts --legacy-peer-deps --loglevel=error )
INSTALLED="$(cd "$WORK" && node -p 'require("@docusaurus/core/package.json").version')"
OTHER="$(cd "$WORK" && V="$DOCUSAURUS_VERSION" node -e '
const fs = require("fs"), path = require("path");
const out = [];
(function walk(dir, depth) {
  if (depth > 6 || !fs.existsSync(dir)) return;
  for (const e of fs.readdirSync(dir)) {
    const p = path.join(dir, e);
    if (e === "@docusaurus") for (const d of fs.readdirSync(p)) {
      const pj = path.join(p, d, "package.json");
      if (fs.existsSync(pj)) { const v = require(path.resolve(pj)).version; if (v !== process.env.V) out.push(pj + " " + v); }
      walk(path.join(p, d, "node_modules"), depth + 1);
    } else if (e.startsWith("@")) for (const d of fs.readdirSync(p)) walk(path.join(p, d, "node_modules"), depth + 1);
    else walk(path.join(p, "node_modules"), depth + 1);
  }
})("node_modules", 0);
console.log(out.join("\n"));
')"
[ -n "$OTHER" ] && { echo "warning: other @docusaurus/* versions installed:"; echo "$OTHER"; }
if [ "$INSTALLED" != "$DOCUSAURUS_VERSION" ]; then
  echo "installed @docusaurus/core is $INSTALLED, wanted $DOCUSAURUS_VERSION" >&2
  exit 1
fi

echo "== docusaurus build (all locales), log in $WORK/build.log"
START=$(date +%s)
( cd "$WORK" && NODE_OPTIONS="${NODE_OPTIONS:---max-old-space-size=8192}" npx --no-install docusaurus build ) >"$WORK/build.log" 2>&1 || {
  tail -50 "$WORK/build.log" >&2
  echo "docusaurus build failed, see $WORK/build.log" >&2
  exit 1
}
END=$(date +%s)
BUILD_SECONDS=$((END - START))
echo "build took ${BUILD_SECONDS}s"

echo "== writing route lists"
OUT="$SITE/expected"
mkdir -p "$OUT"
# replace only the files this script writes (expected/ may hold other files, e.g. ampere's gap lists)
rm -f "$OUT"/routes-*.txt "$OUT"/redirects-*.txt "$OUT"/README.md "$OUT"/.summary.json
( cd "$WORK" && OUT="$OUT" node - <<'NODE'
// Ask Docusaurus itself (its own loadContext) where each locale was written and
// under which baseUrl, then list the HTML pages of each locale's output folder.
const fs = require("fs");
const path = require("path");
const siteDir = process.cwd();
const { loadContext } = require("@docusaurus/core/lib/server/site");

function walk(dir, skip, out = []) {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) {
      if (!skip.has(p)) walk(p, skip, out);
    } else if (e.name.endsWith(".html")) out.push(p);
  }
  return out;
}

(async () => {
  const base = await loadContext({ siteDir });
  const locales = base.i18n.locales;
  const ctx = {};
  for (const locale of locales) {
    const c = await loadContext({ siteDir, locale });
    ctx[locale] = { outDir: path.resolve(c.outDir), baseUrl: c.baseUrl };
  }
  const trailingSlash = base.siteConfig.trailingSlash;
  const outDirs = new Set(locales.map((l) => ctx[l].outDir));
  const staticDirs = (base.siteConfig.staticDirectories || ["static"]).map((d) => path.resolve(siteDir, d));
  const summary = [];
  for (const locale of locales) {
    const { outDir, baseUrl } = ctx[locale];
    const skip = new Set([...outDirs].filter((d) => d !== outDir && d.startsWith(outDir + path.sep)));
    const routes = [];
    const redirects = [];
    for (const file of walk(outDir, skip)) {
      const rel = path.relative(outDir, file).split(path.sep).join("/");
      if (rel === "404.html") continue;
      // files copied verbatim from static/ are not routes
      if (staticDirs.some((d) => fs.existsSync(path.join(d, rel)))) continue;
      const html = fs.readFileSync(file, "utf8");
      let route;
      if (rel === "index.html") route = baseUrl;
      else if (rel.endsWith("/index.html")) route = baseUrl + rel.slice(0, -"/index.html".length) + (trailingSlash === true ? "/" : "");
      else route = baseUrl + rel.slice(0, -".html".length);
      const isPage = new RegExp(`<meta[^>]*name="docusaurus_locale"[^>]*content="${locale}"`).test(html);
      const isRedirect = /http-equiv="refresh"/i.test(html);
      if (isPage) routes.push(route);
      else if (isRedirect) redirects.push(route);
      else console.warn(`[${locale}] not a page of this locale, skipped: ${rel}`);
    }
    routes.sort();
    redirects.sort();
    fs.writeFileSync(path.join(process.env.OUT, `routes-${locale}.txt`), routes.join("\n") + "\n");
    if (redirects.length)
      fs.writeFileSync(path.join(process.env.OUT, `redirects-${locale}.txt`), redirects.join("\n") + "\n");
    summary.push({ locale, baseUrl, outDir: path.relative(siteDir, outDir) || ".", routes: routes.length, redirects: redirects.length });
  }
  fs.writeFileSync(path.join(process.env.OUT, ".summary.json"), JSON.stringify({ trailingSlash, locales: summary }, null, 2));
})().catch((e) => { console.error(e); process.exit(1); });
NODE
)

WARNINGS="$(grep -E '^\[WARNING\]|^\[ERROR\]' "$WORK/build.log" | sort | uniq -c | sort -rn || true)"
{
  echo "# Routes produced by Docusaurus for \`$NAME\`"
  echo
  echo "Generated by \`compat/expected-routes.sh $NAME\`: the site folder is copied to a scratch"
  echo "folder outside the repository, its \`@docusaurus/*\` dependencies are pinned to"
  echo "$DOCUSAURUS_VERSION (webpack forced to \`$WEBPACK_VERSION\` with npm overrides), it is installed"
  echo "with \`npm install --ignore-scripts --legacy-peer-deps\`"
  echo "and built with \`npx docusaurus build\` (all locales)."
  echo
  echo "- Docusaurus version: $INSTALLED (node $(node --version))"
  echo "- command: \`npx docusaurus build\`"
  echo "- date: $(date -u +%Y-%m-%dT%H:%MZ)"
  echo "- build time: ${BUILD_SECONDS}s for all locales (install not counted; $(nproc) cores)"
  echo "- trailingSlash: $(node -p 'JSON.parse(require("fs").readFileSync(process.argv[1])).trailingSlash' "$OUT/.summary.json")"
  echo
  echo "| locale | baseUrl | output folder | routes | client redirects |"
  echo "| --- | --- | --- | --- | --- |"
  node -e '
    const s = JSON.parse(require("fs").readFileSync(process.argv[1]));
    for (const l of s.locales) console.log(`| ${l.locale} | \`${l.baseUrl}\` | \`${l.outDir}\` | ${l.routes} | ${l.redirects} |`);
  ' "$OUT/.summary.json"
  echo
  echo "\`routes-<locale>.txt\`: every HTML page Docusaurus rendered for that locale (the page"
  echo "carries \`<meta name=\"docusaurus_locale\" content=\"<locale>\">\`), as the URL path Docusaurus"
  echo "links to, baseUrl and locale prefix included, sorted; \`404.html\` and files copied"
  echo "from \`static/\` are left out. A file \`x/index.html\` is route \`x/\` when"
  echo "trailingSlash is true and \`x\` otherwise; \`x.html\` is \`x\`."
  echo "\`redirects-<locale>.txt\` (if present): redirect pages written by"
  echo "@docusaurus/plugin-client-redirects (meta refresh), not counted in routes."
  echo
  echo "Warnings Docusaurus printed (count, first line):"
  echo
  echo '```'
  if [ -n "$WARNINGS" ]; then echo "$WARNINGS"; else echo "(none)"; fi
  echo '```'
} >"$OUT/README.md"
rm -f "$OUT/.summary.json"
cat "$OUT/README.md"
