// Server-renders the React pages of a Docusaurus site (src/pages/**/*.{js,jsx,ts,tsx}) to static
// HTML, once per locale, for ampere's build. The job comes as JSON on standard input:
//   {"siteRoot", "searchPaths": [...], "siteConfig": {...}, "defaultLocale",
//    "pages": [{"file"}], "locales": [{"code", "prefix", "messages": {...}}]}
// and the result goes to stdout as JSON:
//   {"pages": [{"file", "locale", "html", "title", "description"} | {"file", "error"}],
//    "assets": [{"source", "url"}], "missingModules": [...]}
//
// Each page is bundled with the theme's esbuild. Docusaurus's own modules (@docusaurus/*,
// @theme/*) are replaced by small equivalents that render plain HTML (a Link is an <a>, Layout
// renders its children: ampere puts the page in its own layout); CSS is left out (CSS modules
// give their class names); images and files become URLs (copied by the engine); packages that
// are not installed become stand-ins that render their children, so the page's own content
// still shows. Nothing here runs in the reader's browser: the page is static HTML.
'use strict';
const Module = require('node:module');
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

const job = JSON.parse(fs.readFileSync(0, 'utf8'));
const missingModules = new Set();
const assets = new Map();

function requireFrom(name) {
  for (const base of [job.siteRoot, ...job.searchPaths]) {
    try {
      return Module.createRequire(path.join(base, 'package.json'))(name);
    } catch {
      // Not installed there: try the next place.
    }
  }
  throw new Error(`cannot find ${name}: run \`make theme\` (it installs the theme's packages)`);
}
function resolveFrom(name) {
  for (const base of [job.siteRoot, ...job.searchPaths]) {
    try {
      return Module.createRequire(path.join(base, 'package.json')).resolve(name);
    } catch {
      // Not installed there: try the next place.
    }
  }
  return null;
}

const esbuild = requireFrom('esbuild');
const React = requireFrom('react');
const { renderToStaticMarkup } = requireFrom('react-dom/server');

const ASSET = /\.(png|jpe?g|gif|webp|avif|ico|bmp|svg|mp4|webm|ogg|mp3|wav|pdf|zip|woff2?|ttf|otf|eot)$/i;
const STYLE = /\.(css|scss|sass|less|styl)$/i;
const REACT = /^(react|react-dom)(\/.*)?$/;

/** The URL of a file the page imports: its path under static/, or a hashed copy under /assets/. */
function assetUrl(file) {
  const staticFolder = path.join(job.siteRoot, 'static') + path.sep;
  if (file.startsWith(staticFolder)) return '/' + file.slice(staticFolder.length).split(path.sep).join('/');
  const hash = crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex').slice(0, 10);
  const url = `/assets/files/${hash}/${path.basename(file)}`;
  assets.set(file, url);
  return url;
}

const plugin = {
  name: 'ampere-docusaurus',
  setup(build) {
    build.onResolve({ filter: REACT }, (args) => ({ path: resolveFrom(args.path) ?? args.path, external: true }));
    build.onResolve({ filter: /^@site\// }, (args) => {
      const target = path.join(job.siteRoot, args.path.slice('@site/'.length));
      return build.resolve('./' + path.basename(target), { resolveDir: path.dirname(target), kind: args.kind });
    });
    build.onResolve({ filter: /^@(docusaurus|theme|theme-original|theme-init|generated)\// }, (args) => ({
      path: args.path,
      namespace: 'docusaurus',
    }));
    build.onResolve({ filter: STYLE }, (args) => ({
      path: args.path,
      namespace: /\.module\./.test(args.path) ? 'css-module' : 'empty',
    }));
    build.onResolve({ filter: /.*/ }, async (args) => {
      if (args.namespace !== 'file' || args.pluginData === 'resolved') return undefined;
      const bare = !args.path.startsWith('.') && !path.isAbsolute(args.path);
      if (!bare) return undefined;
      // A path alias of the site's tsconfig (`@/components/…`) leads to the site's own files.
      const own = await build.resolve(args.path, { resolveDir: args.resolveDir, kind: args.kind, pluginData: 'resolved' });
      if (!own.errors.length && !own.external && own.path && !own.path.split(path.sep).includes('node_modules')) {
        return { path: own.path };
      }
      if (resolveFrom(args.path)) return { path: args.path, external: true };
      missingModules.add(args.path);
      return { path: args.path, namespace: 'stand-in' };
    });
    // An SVG is a component drawing it (as Docusaurus's SVGR makes it) that also reads as its
    // URL; any other file is its URL.
    build.onLoad({ filter: ASSET }, (args) => {
      const url = JSON.stringify(assetUrl(args.path));
      const contents = args.path.toLowerCase().endsWith('.svg')
        ? `const React = require('react'); const url = ${url};` +
          ' function Svg({ title, className, style, width, height }) { return React.createElement("img", { src: url, alt: title ?? "", className, style, width, height }); }' +
          ' Svg.toString = () => url; module.exports = { __esModule: true, default: Svg, ReactComponent: Svg };'
        : `module.exports = { __esModule: true, default: ${url} };`;
      return { contents, loader: 'js', resolveDir: path.dirname(args.path) };
    });
    build.onLoad({ filter: /.*/, namespace: 'empty' }, () => ({ contents: '', loader: 'js' }));
    build.onLoad({ filter: /.*/, namespace: 'css-module' }, () => ({
      contents:
        'const names = new Proxy({}, { get: (_, key) => (key === "default" ? names : key === "__esModule" || typeof key !== "string" ? undefined : key) });' +
        ' module.exports = names;',
      loader: 'js',
    }));
    build.onLoad({ filter: /.*/, namespace: 'stand-in' }, (args) => {
      const names = [...(importedNames.get(args.path) ?? [])].filter((name) => name !== 'default');
      const named = names.length ? `export { ${names.map((name) => `standIn as ${name}`).join(', ')} };` : '';
      return { contents: `const standIn = globalThis.__ampereStandIn(); export default standIn; ${named}`, loader: 'js' };
    });
    build.onLoad({ filter: /.*/, namespace: 'docusaurus' }, (args) => ({
      contents: `module.exports = globalThis.__ampereDocusaurus(${JSON.stringify(args.path)});`,
      loader: 'js',
    }));
  },
};

const importedNames = new Map();

/** Records `import X, { A, B as C } from 'package'` names by package. */
function recordImports(source) {
  const statement = /import\s+(?:type\s+)?([^'";]+?)\s+from\s+['"]([^'"]+)['"]/g;
  for (const [, clause, specifier] of source.matchAll(statement)) {
    const names = importedNames.get(specifier) ?? new Set();
    const braces = clause.match(/\{([^}]*)\}/);
    if (braces) {
      for (const part of braces[1].split(',')) {
        const name = part.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0].trim();
        if (/^[A-Za-z_$][\w$]*$/.test(name)) names.add(name);
      }
    }
    importedNames.set(specifier, names);
  }
}

/** What renders a module that is not installed: its children as a component, class names joined as a function. */
globalThis.__ampereStandIn = function standIn() {
  const internal = new Set(['prototype', '$$typeof', 'isReactComponent', 'render', 'type', 'compare', '_context', 'then', 'toJSON', 'displayName', 'defaultProps', 'contextTypes', 'childContextTypes', 'contextType', 'getDerivedStateFromProps', 'propTypes']);
  const proxy = new Proxy(function standIn() {}, {
    get(_target, key) {
      if (key === Symbol.toPrimitive) return () => '';
      if (key === Symbol.iterator) return function* items() { yield proxy; yield proxy; };
      if (key === 'default') return proxy;
      // An ES module's namespace: `import { Carousel } from 'not-installed'` finds a stand-in too.
      if (key === '__esModule') return true;
      if (typeof key === 'symbol' || internal.has(key)) return undefined;
      return proxy;
    },
    apply(_target, _this, args) {
      const [first] = args;
      if (first && typeof first === 'object' && !Array.isArray(first)) return first.children ?? null;
      if (args.every((value) => typeof value === 'string' || !value)) return args.filter(Boolean).join(' ');
      return proxy;
    },
    construct: () => proxy,
  });
  return proxy;
};

let page = {};
let locale = null;

function interpolate(text, values) {
  if (!values) return text;
  return String(text).replace(/\{(\w+)\}/g, (whole, name) => (name in values ? String(values[name]) : whole));
}
function localized(url) {
  if (typeof url !== 'string' || !url.startsWith('/') || url.startsWith('//')) return url;
  const [, pathname, rest] = url.match(/^([^?#]*)(.*)$/);
  // Files under static/ are served once for every locale; routes get the locale's prefix and
  // the trailing slash of ampere's routes.
  if (/\.[a-z0-9]+$/i.test(pathname)) return url;
  return locale.prefix + (pathname.endsWith('/') ? pathname : pathname + '/') + rest;
}
function translate({ id, message }, values) {
  const text = (id && locale.messages[id]) ?? (message && locale.messages[message]) ?? message ?? id ?? '';
  return interpolate(text, values);
}
const h = React.createElement;
const passThrough = ({ children }) => h(React.Fragment, null, children);

/** Docusaurus's modules, as plain-HTML equivalents. */
function docusaurusModule(name) {
  const context = () => ({
    siteConfig: { ...job.siteConfig, baseUrl: locale.prefix + '/' },
    siteMetadata: { docusaurusVersion: '3.9.2' },
    globalData: {},
    i18n: { currentLocale: locale.code, defaultLocale: job.defaultLocale, locales: job.locales.map((entry) => entry.code), localeConfigs: {} },
  });
  const Link = ({ to, href, children, activeClassName, isNavLink, ...rest }) =>
    h('a', { href: localized(to ?? href), ...rest }, children);
  const modules = {
    '@theme/Layout': ({ children, title, description }) => {
      if (title) page.title = String(title);
      if (description) page.description = String(description);
      return h(React.Fragment, null, children);
    },
    '@docusaurus/Link': Link,
    '@docusaurus/useBaseUrl': Object.assign((url) => localized(url), { useBaseUrlUtils: () => ({ withBaseUrl: localized }) }),
    '@docusaurus/useDocusaurusContext': context,
    '@docusaurus/Translate': Object.assign(({ id, children, values }) => translate({ id, message: children }, values), { translate }),
    '@docusaurus/Head': () => null,
    '@docusaurus/BrowserOnly': ({ fallback }) => fallback ?? null,
    '@docusaurus/useIsBrowser': () => false,
    '@docusaurus/ExecutionEnvironment': { canUseDOM: false, canUseEventListeners: false, canUseIntersectionObserver: false, canUseViewport: false },
    '@docusaurus/router': { useLocation: () => ({ pathname: locale.prefix + '/', search: '', hash: '' }), useHistory: () => ({ push() {}, replace() {} }), Redirect: () => null },
    '@docusaurus/useGlobalData': Object.assign(() => ({}), { usePluginData: () => ({}), useAllPluginInstancesData: () => ({}) }),
    '@docusaurus/theme-common': { useColorMode: () => ({ colorMode: 'light', setColorMode() {} }), ThemeClassNames: new Proxy({}, { get: () => '' }) },
    '@theme/Heading': ({ as = 'h2', ...props }) => h(as, props),
    '@theme/CodeBlock': ({ children, title }) => h('div', null, title ? h('div', null, title) : null, h('pre', null, h('code', null, children))),
    '@theme/Tabs': passThrough,
    '@theme/TabItem': ({ label, value, children }) => h('div', null, h('p', null, h('strong', null, label ?? value)), children),
    '@theme/ThemedImage': ({ sources, alt, ...rest }) => h('img', { src: localized(sources && sources.light), alt, ...rest }),
    '@theme/Admonition': ({ type = 'note', title, children }) => h('div', { role: 'note', 'data-kind': type }, title ? h('p', null, h('strong', null, title)) : null, children),
    '@theme/Details': ({ summary, children }) => h('details', null, h('summary', null, summary), children),
  };
  const found = modules[name];
  if (found === undefined) {
    missingModules.add(name);
    const standIn = globalThis.__ampereStandIn();
    const named = [...(importedNames.get(name) ?? [])].map((imported) => [imported, standIn]);
    return { __esModule: true, ...Object.fromEntries(named), default: standIn };
  }
  if (typeof found === 'function') return { __esModule: true, default: found, ...found };
  return { __esModule: true, default: found, ...found };
}
globalThis.__ampereDocusaurus = docusaurusModule;

/** The page's module bundled into one script (React and installed packages left to require). */
async function bundle(file) {
  const result = await esbuild.build({
    entryPoints: [file],
    bundle: true,
    write: false,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    jsx: 'automatic',
    logLevel: 'silent',
    absWorkingDir: job.siteRoot,
    loader: { '.js': 'jsx' },
    plugins: [plugin],
  });
  return result.outputFiles[0].text;
}

/**
 * Runs the bundled page module for the current locale (module-level code such as a
 * `translate()` in a constant runs again for each locale) and returns its default export.
 */
function instantiate(file, code) {
  const exports = {};
  const module = { exports };
  const moduleRequire = Module.createRequire(file);
  const load = (name) => {
    try {
      return REACT.test(name) ? requireFrom(name) : moduleRequire(resolveFrom(name) ?? name);
    } catch {
      // Installed but not loadable here (an ES module, a browser-only package): a stand-in.
      missingModules.add(name);
      return globalThis.__ampereStandIn();
    }
  };
  new Function('module', 'exports', 'require', code)(module, exports, load);
  const component = module.exports.default ?? module.exports;
  if (typeof component !== 'function') throw new Error('the file does not export a React component as default');
  return component;
}

/** Reads the imports of every source file of the site's `src/`, so stand-ins export every name used. */
function recordSiteImports(folder) {
  let entries = [];
  try {
    entries = fs.readdirSync(folder, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory() && entry.name !== 'node_modules' && !entry.name.startsWith('.')) recordSiteImports(full);
    else if (entry.isFile() && /\.[cm]?[jt]sx?$/.test(entry.name)) recordImports(fs.readFileSync(full, 'utf8'));
  }
}

async function main() {
  recordSiteImports(path.join(job.siteRoot, 'src'));
  const results = [];
  // React warns on the console about what a static render cannot do; the page is still made.
  console.error = () => {};
  for (const { file } of job.pages) {
    let code;
    try {
      code = await bundle(file);
    } catch (error) {
      results.push({ file, error: String((error && error.message) || error).split('\n').slice(0, 4).join('\n') });
      continue;
    }
    for (const entry of job.locales) {
      locale = entry;
      page = {};
      try {
        const html = renderToStaticMarkup(h(instantiate(file, code)));
        results.push({ file, locale: entry.code, html, title: page.title ?? null, description: page.description ?? null });
      } catch (error) {
        results.push({ file, locale: entry.code, error: String((error && error.message) || error).split('\n')[0] });
      }
    }
  }
  const assetList = [...assets].map(([source, url]) => ({ source, url }));
  process.stdout.write(JSON.stringify({ pages: results, assets: assetList, missingModules: [...missingModules].sort() }));
}

main().catch((error) => {
  process.stderr.write(String((error && error.stack) || error));
  process.exit(1);
});
