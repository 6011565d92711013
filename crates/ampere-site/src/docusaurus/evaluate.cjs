// Evaluates one JavaScript or TypeScript module of a Docusaurus site (docusaurus.config.*,
// sidebars.*) the way Docusaurus does: the default export, called when it is a function, awaited.
// Prints {"value", "missingModules", "localeDefaults"} as JSON on stdout.
//
// Packages the site has not installed (or that cannot be required) are replaced by stand-ins
// that absorb any use, and are listed in "missingModules": a config that takes its code theme
// from `prism-react-renderer` or a plugin from npm still yields everything else it says.
// Functions in the value become {"__function": "<name>"} so the engine can name what it skips.
'use strict';
const Module = require('node:module');
const fs = require('node:fs');
const path = require('node:path');

const [file, ...searchPaths] = process.argv.slice(2);
const missingModules = new Set();

function findEsbuild() {
  for (const base of [path.dirname(file), ...searchPaths]) {
    try {
      return Module.createRequire(path.join(base, 'package.json'))('esbuild');
    } catch {
      // Not installed there: try the next place.
    }
  }
  return null;
}
const esbuild = findEsbuild();

function standIn() {
  const target = function standIn() {};
  const proxy = new Proxy(target, {
    get(_target, key) {
      if (key === Symbol.toPrimitive) return () => '';
      if (key === 'then') return undefined;
      if (key === '__esModule') return false;
      return proxy;
    },
    apply: () => proxy,
    construct: () => proxy,
  });
  return proxy;
}

function isBare(request) {
  return !request.startsWith('.') && !path.isAbsolute(request) && !request.startsWith('node:');
}
const UNLOADABLE = ['MODULE_NOT_FOUND', 'ERR_REQUIRE_ESM', 'ERR_PACKAGE_PATH_NOT_EXPORTED'];

// `require.resolve('some-plugin')` of a package that is not installed gives its own name back.
const originalResolve = Module._resolveFilename;
Module._resolveFilename = function resolve(request, ...rest) {
  try {
    return originalResolve.call(this, request, ...rest);
  } catch (error) {
    if (isBare(request) && error && UNLOADABLE.includes(error.code)) {
      missingModules.add(request);
      return request;
    }
    throw error;
  }
};

const originalLoad = Module._load;
Module._load = function load(request, parent, isMain) {
  if (isBare(request)) {
    Module._resolveFilename(request, parent, isMain);
    if (missingModules.has(request)) return standIn();
  }
  try {
    return originalLoad.call(this, request, parent, isMain);
  } catch (error) {
    if (isBare(request) && error && UNLOADABLE.includes(error.code)) {
      missingModules.add(request);
      return standIn();
    }
    throw error;
  }
};

const loaders = { '.ts': 'ts', '.mts': 'ts', '.cts': 'ts', '.tsx': 'tsx', '.jsx': 'jsx', '.js': 'js', '.mjs': 'js', '.cjs': 'js' };
if (esbuild) {
  for (const [extension, loader] of Object.entries(loaders)) {
    const original = Module._extensions[extension] || Module._extensions['.js'];
    Module._extensions[extension] = function compile(module, filename) {
      if (filename.split(path.sep).includes('node_modules')) return original(module, filename);
      const source = fs.readFileSync(filename, 'utf8');
      const { code } = esbuild.transformSync(source, { loader, format: 'cjs', target: 'node20', sourcefile: filename });
      module._compile(code, filename);
    };
  }
}

function plain(value, seen = new Set()) {
  if (typeof value === 'function') return { __function: value.name || 'anonymous' };
  if (value === null || typeof value !== 'object') return value;
  if (seen.has(value)) return null;
  seen.add(value);
  if (Array.isArray(value)) return value.map((item) => plain(item, seen));
  if (value instanceof RegExp) return value.source;
  const object = {};
  for (const [key, item] of Object.entries(value)) {
    const converted = plain(item, seen);
    if (converted !== undefined) object[key] = converted;
  }
  return object;
}

function localeDefaults(value) {
  const locales = value && value.i18n && Array.isArray(value.i18n.locales) ? value.i18n.locales : [];
  const defaults = {};
  for (const locale of locales) {
    if (typeof locale !== 'string') continue;
    let label = locale;
    let direction = 'ltr';
    try {
      const name = new Intl.DisplayNames([locale], { type: 'language' }).of(locale);
      if (name) label = name.charAt(0).toLocaleUpperCase(locale) + name.substring(1);
      const info = new Intl.Locale(locale).textInfo;
      if (info && info.direction) direction = info.direction;
    } catch {
      // A code Intl does not know keeps its own text as label.
    }
    defaults[locale] = { label, direction, htmlLang: locale, calendar: 'gregory', path: locale };
  }
  return defaults;
}

async function main() {
  let exported;
  if (esbuild || /\.(c?js)$/.test(file)) {
    exported = require(file);
  } else {
    exported = await import(require('node:url').pathToFileURL(file).href);
  }
  let value = exported && exported.__esModule ? exported.default : exported;
  if (value && value.default !== undefined && Object.keys(value).length === 1) value = value.default;
  if (typeof value === 'function') value = await value();
  value = await value;
  const result = { value: plain(value), missingModules: [...missingModules].sort(), localeDefaults: localeDefaults(value) };
  process.stdout.write(JSON.stringify(result));
}

main().catch((error) => {
  process.stderr.write(String((error && error.stack) || error));
  process.exit(1);
});
