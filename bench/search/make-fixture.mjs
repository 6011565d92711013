// Builds search records (the shape `ampere records` prints) from site/docs Markdown, for
// running the benchmark while the real command is missing, and for locales without a
// translated site (twelve hand-translated pages from fixtures/translations.mjs, the rest
// English under the locale prefix). CLI: node make-fixture.mjs <siteDir> <locale> > out.json
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { translations } from './fixtures/translations.mjs';

export function fixtureRecords(siteDir, locale) {
const docsDir = path.join(siteDir, 'docs');
const config = fs.readFileSync(path.join(siteDir, 'ampere.toml'), 'utf8');
const customFields = {};
for (const match of config.matchAll(/^(\w+)\s*=\s*"([^"]*)"/gm)) customFields[match[1]] = match[2];
const prefix = locale === 'en' ? '' : `/${locale}`;

const stripNumber = (name) => name.replace(/^\d+[-_.]/, '');
const fill = (text) => text.replace(/\{\{(\w+)\}\}/g, (_, name) => customFields[name] ?? name);

function slugify(heading) {
  return heading.toLowerCase().replace(/[^\p{L}\p{N}\s-]/gu, '').trim().replace(/\s+/g, '-');
}

function plain(markdown) {
  return fill(markdown)
    .replace(/^:::\w+\s*/gm, '')
    .replace(/^:::\s*$/gm, '')
    .replace(/^```.*$/gm, '')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\((?:<[^>]*>|[^)]*)\)/g, '$1')
    .replace(/<[^>]+>/g, ' ')
    .replace(/[*_`|>#]+/g, ' ')
    .replace(/^\s*[-:| ]+\s*$/gm, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function categoryLabel(folder) {
  const file = path.join(docsDir, folder, '_category_.json');
  try {
    return fill(JSON.parse(fs.readFileSync(file, "utf8")).label ?? stripNumber(folder));
  } catch {
    return stripNumber(folder);
  }
}

function parse(file) {
  const source = fs.readFileSync(file, 'utf8');
  const front = {};
  let body = source;
  const match = source.match(/^---\n([\s\S]*?)\n---\n/);
  if (match) {
    body = source.slice(match[0].length);
    for (const line of match[1].split('\n')) {
      const pair = line.match(/^(\w+):\s*(.*)$/);
      if (pair) front[pair[1]] = pair[2].replace(/^["']|["']$/g, '');
    }
  }
  if (front.draft === 'true' || front.unlisted === 'true') return null;
  const relative = path.relative(docsDir, file);
  const parts = relative.split(path.sep);
  const route = front.slug
    ? front.slug.startsWith('/') ? front.slug : '/' + [...parts.slice(0, -1).map(stripNumber), front.slug].join('/')
    : '/' + parts.map(stripNumber).join('/').replace(/\.md$/, '');
  const sections = [];
  let current = { heading: '', anchor: '', level: 1, lines: [] };
  let inCode = false;
  for (const line of body.split('\n')) {
    if (line.startsWith('```')) inCode = !inCode;
    const heading = !inCode && line.match(/^(#{2,6})\s+(.*?)\s*(?:\{#([\w-]+)\})?\s*$/);
    if (heading) {
      sections.push(current);
      const text = fill(heading[2]).replace(/[*_`]/g, '');
      current = { heading: text, anchor: heading[3] ?? slugify(text), level: heading[1].length, lines: [] };
    } else {
      current.lines.push(line);
    }
  }
  sections.push(current);
  const title = fill(front.title ?? stripNumber(parts.at(-1)).replace(/\.md$/, ''));
  const cleaned = sections
    .map(({ lines, ...section }) => ({ ...section, text: plain(lines.join('\n')) }))
    .filter((section, index) => index === 0 || section.heading || section.text);
  return {
    title,
    path: prefix + (route.endsWith('/') ? route : route + '/'),
    file: path.join('docs', relative),
    dir: parts.length > 1 ? categoryLabel(parts[0]) : '',
    subtitles: cleaned.map((section) => section.heading).filter(Boolean).join(' '),
    sections: cleaned,
  };
}

function walk(folder) {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return walk(full);
    return entry.name.endsWith('.md') ? [full] : [];
  });
}

const translated = translations[locale] ?? {};
return walk(docsDir).sort().map(parse).filter(Boolean).map((document) => {
  const route = document.path.slice(prefix.length) || '/';
  const translation = translated[route];
  return translation ? { ...translation, path: document.path, file: document.file } : document;
});
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [siteDir = 'site', locale = 'en'] = process.argv.slice(2);
  process.stdout.write(JSON.stringify(fixtureRecords(siteDir, locale), null, 1));
}
