// Edit to screen: how long after a save `ampere serve --watch` serves the changed page.
// Usage: node bench/edit/edit.mjs --site DIR --port N [--edits 12] [--pause 1000]
// The site folder is edited in place (give it a copy: bench/edit.sh makes one). For each edit a
// marker paragraph is appended to one page file; the time runs from the write until the page's
// route, fetched every 5 ms, contains the marker. Edits alternate between an English page that
// every locale without a translation falls back to (checked in English and in one fallback
// locale) and a translated page (its own locale only).
import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const argument = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : fallback;
};
const site = argument('site');
const port = Number(argument('port', '3217'));
const edits = Number(argument('edits', '12'));
/** The pause between one edit showing and the next save (a writer reads what they changed). */
const PAUSE_MS = Number(argument('pause', '1000'));
if (!site) throw new Error('--site DIR is required');

/** The pages edited: the file, the routes that must show the edit, and what the page is. */
const PAGES = [
  { kind: 'English page (and its fallbacks)', file: 'docs/Monitoring/Legacy web portal/manual.md', routes: ['/Monitoring/Legacy%20web%20portal/manual/', '/ar/Monitoring/Legacy%20web%20portal/manual/'] },
  { kind: 'translated page (de)', file: 'i18n/de/docusaurus-plugin-content-docs/current/Toolbox/cable-reference.md', routes: ['/de/Toolbox/cable-reference/'] },
];

async function shows(route, marker) {
  try {
    const response = await fetch(`http://127.0.0.1:${port}${route}`);
    return (await response.text()).includes(marker);
  } catch {
    return false;
  }
}

async function timeEdit(page, number) {
  const marker = `edit-marker-${process.pid}-${number}`;
  const path = join(site, page.file);
  const started = performance.now();
  appendFileSync(path, `\n${marker}\n`);
  const pending = new Set(page.routes);
  while (pending.size > 0) {
    for (const route of [...pending]) if (await shows(route, marker)) pending.delete(route);
    if (performance.now() - started > 60_000) throw new Error(`${page.file}: the edit did not appear within 60 s`);
    if (pending.size > 0) await sleep(5);
  }
  return performance.now() - started;
}

function percentile(values, fraction) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)];
}

const originals = PAGES.map((page) => readFileSync(join(site, page.file), 'utf8'));
const times = new Map(PAGES.map((page) => [page.kind, []]));
try {
  for (let number = 0; number < edits; number += 1) {
    const page = PAGES[number % PAGES.length];
    times.get(page.kind).push(await timeEdit(page, number));
    await sleep(PAUSE_MS);
  }
} finally {
  PAGES.forEach((page, index) => writeFileSync(join(site, page.file), originals[index]));
}
const all = [...times.values()].flat();
for (const [kind, values] of [...times, ['all edits', all]]) {
  const list = values.map((value) => value.toFixed(0)).join(' ');
  console.log(`${kind.padEnd(34)} n=${values.length}  p50 ${percentile(values, 0.5).toFixed(0)} ms  p95 ${percentile(values, 0.95).toFixed(0)} ms  (${list})`);
}
