#!/usr/bin/env node
// Checks the translation files under site/i18n/ against their English sources:
//
//   site/i18n/<locale>/code.json
//     every key of theme/strings/en.json, plus the theme keys the renderer reads that the
//     English catalogue may lack (admonition titles, the navbar "Documentation" link), and
//     announcementBar.<id> when site/ampere.toml configures an announcement bar;
//   site/i18n/<locale>/docusaurus-plugin-content-docs/current.json
//     for every site/docs/**/_category_.json: its label (unless the label is only a
//     {{placeholder}}), and its generated-index title and description when it has them, under
//     the category's `key` when it has one.
//
// Every file must parse as JSON and map each key to {"message": "…", "description": "…"}
// (the loader refuses any other field). Placeholders must survive translation: {name}
// tokens in theme strings, {{name}} tokens in sidebar strings.
//
// Prints what is missing or wrong per locale and exits 1 if anything is; keys that are no
// longer needed and plural strings with more forms than the language has are only warnings.
//
// Usage: node site/i18n/check-translations.mjs          (no dependencies)

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const i18nDir = path.dirname(fileURLToPath(import.meta.url));
const siteDir = path.dirname(i18nDir);
const repoDir = path.dirname(siteDir);

/** Theme keys the renderer looks up although theme/strings/en.json may not define them. */
const EXTRA_THEME_KEYS = [
  'theme.admonition.note',
  'theme.admonition.tip',
  'theme.admonition.info',
  'theme.admonition.warning',
  'theme.admonition.danger',
  'theme.admonition.caution',
  'theme.navbar.docs',
];
const SIDEBAR = 'tutorialSidebar';

const relative = (file) => path.relative(repoDir, file);

function readJson(file) {
  try {
    return { value: JSON.parse(fs.readFileSync(file, 'utf8')) };
  } catch (error) {
    return { error: error.code === 'ENOENT' ? 'file is missing' : `does not parse: ${error.message}` };
  }
}

/** Locales of site/ampere.toml (its text): code → htmlLang, without the default locale. */
function readLocales(toml) {
  const defaultLocale = /^\s*defaultLocale\s*=\s*"([^"]+)"/m.exec(toml)?.[1] ?? 'en';
  const locales = new Map();
  const sections = toml.split(/^(?=\[)/m);
  for (const section of sections) {
    const header = /^\[i18n\.locales\.([A-Za-z0-9_-]+)\]/.exec(section);
    if (!header || header[1] === defaultLocale) continue;
    const htmlLang = /^\s*htmlLang\s*=\s*"([^"]+)"/m.exec(section)?.[1] ?? header[1];
    locales.set(header[1], htmlLang);
  }
  return locales;
}

/** The announcement bar of site/ampere.toml (its text): its code.json key and English content, or undefined. */
function readAnnouncement(toml) {
  const section = toml.split(/^(?=\[)/m).find((part) => /^\[announcementBar\]/.test(part));
  if (!section) return undefined;
  const id = /^\s*id\s*=\s*"([^"]*)"/m.exec(section)?.[1];
  const content = /^\s*content\s*=\s*"((?:[^"\\]|\\.)*)"/m.exec(section)?.[1];
  return id === undefined || content === undefined ? undefined : { key: `announcementBar.${id}`, content };
}

/** Removes a number prefix (`3-`, `03_`, `3.`, `3 `) like the site loader does. */
function stripNumberPrefix(name) {
  const match = /^(\d+)([-_. ]+)(.+)$/.exec(name);
  return match ? match[3] : name;
}

const isPlaceholderOnly = (text) => /^\s*\{\{\s*\w+\s*\}\}\s*$/.test(text);

/** Every _category_.json under site/docs, with the label the sidebar keys use. */
function readCategories(problems) {
  const categories = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name === '_category_.json') {
        const { value, error } = readJson(full);
        if (error) {
          problems.push(`${relative(full)}: ${error}`);
          continue;
        }
        const label = value.label ?? stripNumberPrefix(path.basename(dir));
        // Translation keys name a category by its `key`, else by its label.
        categories.push({ file: relative(full), json: value, label, key: value.key ?? label });
      }
    }
  };
  walk(path.join(siteDir, 'docs'));
  return categories;
}

/** Required sidebar keys → English source text (for the placeholder check). */
function sidebarSources(categories, warnings) {
  const sources = new Map();
  const seen = new Map();
  for (const { file, json, label, key: categoryKey } of categories) {
    const base = `sidebar.${SIDEBAR}.category.${categoryKey}`;
    const wanted = [];
    if (!isPlaceholderOnly(label)) wanted.push([base, label]);
    const link = json.link?.type === 'generated-index' ? json.link : undefined;
    if (typeof link?.title === 'string' && !isPlaceholderOnly(link.title)) wanted.push([`${base}.link.generated-index.title`, link.title]);
    if (typeof link?.description === 'string') wanted.push([`${base}.link.generated-index.description`, link.description]);
    for (const [key, text] of wanted) {
      if (sources.has(key) && sources.get(key) !== text) {
        warnings.push(`${file} and ${seen.get(key)} share the key "${key}" with different English text; one translation serves both`);
      }
      if (!sources.has(key)) {
        sources.set(key, text);
        seen.set(key, file);
      }
    }
  }
  return sources;
}

/** The distinct placeholders of a text (a plural string may repeat one in each form, or leave it out of some). */
const tokens = (text, pattern) => [...new Set([...text.matchAll(pattern)].map((match) => match[0].replace(/\s+/g, '')))].sort();
const THEME_TOKEN = /\{\w+\}/g;
const SIDEBAR_TOKEN = /\{\{\s*\w+\s*\}\}/g;
const sameTokens = (a, b) => a.length === b.length && a.every((token, index) => token === b[index]);

function checkFile(file, sources, tokenPattern, { htmlLang, errors, warnings, missing }) {
  const { value, error } = readJson(file);
  if (error) {
    errors.push(`${relative(file)}: ${error} (none of its ${sources.size} keys could be checked)`);
    return 0;
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    errors.push(`${relative(file)}: the top level must be an object (none of its ${sources.size} keys could be checked)`);
    return 0;
  }
  let covered = 0;
  for (const key of sources.keys()) {
    if (!(key in value)) {
      missing.push(key);
      continue;
    }
    covered++;
  }
  for (const [key, entry] of Object.entries(value)) {
    const where = `${relative(file)}: "${key}"`;
    if (entry === null || typeof entry !== 'object' || Array.isArray(entry)) {
      errors.push(`${where} must be {"message": "…", "description": "…"}`);
      continue;
    }
    const fields = Object.keys(entry);
    const unknown = fields.filter((field) => field !== 'message' && field !== 'description');
    if (unknown.length) errors.push(`${where} has unknown field(s) ${unknown.join(', ')} (only message and description are allowed)`);
    if (typeof entry.message !== 'string' || entry.message.trim() === '') errors.push(`${where} has no message`);
    if (typeof entry.description !== 'string' || entry.description.trim() === '') errors.push(`${where} has no description`);
    if (!sources.has(key)) {
      warnings.push(`${where} is not needed any more (no such key in the English source)`);
      continue;
    }
    if (typeof entry.message !== 'string') continue;
    const english = sources.get(key);
    if (english !== undefined && !sameTokens(tokens(english, tokenPattern), tokens(entry.message, tokenPattern))) {
      errors.push(`${where} has placeholders [${tokens(entry.message, tokenPattern).join(' ')}], the English has [${tokens(english, tokenPattern).join(' ')}]`);
    }
    if (key.endsWith('.plurals')) {
      const forms = entry.message.split('|').length;
      let categories = 6;
      try {
        categories = new Intl.PluralRules(htmlLang).resolvedOptions().pluralCategories.length;
      } catch {
        // An unknown language tag: skip the plural check.
      }
      if (forms > categories) warnings.push(`${where} has ${forms} plural forms; ${htmlLang} has only ${categories} plural categories`);
    }
  }
  return covered;
}

function main() {
  const errors = [];
  const warnings = [];
  const en = readJson(path.join(repoDir, 'theme/strings/en.json'));
  if (en.error) {
    console.error(`theme/strings/en.json: ${en.error}`);
    process.exit(2);
  }
  const themeSources = new Map(Object.entries(en.value));
  const lacking = EXTRA_THEME_KEYS.filter((key) => !themeSources.has(key));
  for (const key of lacking) themeSources.set(key, undefined);
  const toml = fs.readFileSync(path.join(siteDir, 'ampere.toml'), 'utf8');
  const announcement = readAnnouncement(toml);
  if (announcement) themeSources.set(announcement.key, announcement.content);

  const categories = readCategories(errors);
  const sidebarKeys = sidebarSources(categories, warnings);
  const locales = readLocales(toml);

  console.log(`English sources: ${themeSources.size} theme keys (${Object.keys(en.value).length} in theme/strings/en.json` +
    `${lacking.length ? `, plus ${lacking.join(', ')}` : ''}), ${sidebarKeys.size} sidebar keys from ${categories.length} _category_.json files`);

  let failed = errors.length > 0;
  for (const [locale, htmlLang] of locales) {
    const localeErrors = [];
    const localeWarnings = [];
    const missingTheme = [];
    const missingSidebar = [];
    const dir = path.join(i18nDir, locale);
    const themeCovered = checkFile(path.join(dir, 'code.json'), themeSources, THEME_TOKEN,
      { htmlLang, errors: localeErrors, warnings: localeWarnings, missing: missingTheme });
    const sidebarCovered = checkFile(path.join(dir, 'docusaurus-plugin-content-docs', 'current.json'), sidebarKeys, SIDEBAR_TOKEN,
      { htmlLang, errors: localeErrors, warnings: localeWarnings, missing: missingSidebar });
    const ok = !localeErrors.length && !missingTheme.length && !missingSidebar.length;
    failed ||= !ok;
    console.log(`${ok ? 'ok  ' : 'FAIL'} ${locale}: theme ${themeCovered}/${themeSources.size}, sidebar ${sidebarCovered}/${sidebarKeys.size}`);
    if (missingTheme.length) console.log(`       missing in code.json (${missingTheme.length}):\n${missingTheme.map((key) => `         ${key}`).join('\n')}`);
    if (missingSidebar.length) console.log(`       missing in current.json (${missingSidebar.length}):\n${missingSidebar.map((key) => `         ${key}`).join('\n')}`);
    for (const message of localeErrors) console.log(`       error: ${message}`);
    for (const message of localeWarnings) console.log(`       warning: ${message}`);
  }
  for (const message of errors) console.log(`error: ${message}`);
  for (const message of warnings) console.log(`warning: ${message}`);
  process.exit(failed ? 1 : 0);
}

main();
