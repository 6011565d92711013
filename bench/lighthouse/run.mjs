// Lighthouse (mobile: simulated slow 4G, 4× CPU slowdown) on pages of one or two served sites,
// median of N runs per page; prints scores, FCP, LCP, TBT, CLS and bytes per page and site.
// Usage: node bench/lighthouse/run.mjs --runs 3 --site ampere=http://127.0.0.1:3231 [--site docusaurus=URL] /path/ ...
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const sites = [];
const pages = [];
let runs = 3;
for (let index = 0; index < args.length; index += 1) {
  if (args[index] === '--runs') runs = Number(args[++index]);
  else if (args[index] === '--site') {
    const [name, url] = args[++index].split(/=(.*)/s);
    sites.push({ name, url: url.replace(/\/$/, '') });
  } else pages.push(args[index]);
}
if (!sites.length || !pages.length || !(runs > 0)) {
  console.error('usage: run.mjs [--runs N] --site name=URL [--site name=URL] /page/ ...');
  process.exit(2);
}

const lighthouse = path.join(here, 'node_modules/.bin/lighthouse');
const output = path.join(os.tmpdir(), `ampere-lighthouse-${process.pid}.json`);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];

/** One Lighthouse run of `url`: the four scores and the metrics. */
function measure(url) {
  execFileSync(lighthouse, [url, '--quiet', '--output=json', `--output-path=${output}`,
    '--chrome-flags=--headless=new --no-sandbox'], { env: { ...process.env, CHROME_PATH: '/usr/bin/chromium' }, stdio: ['ignore', 'ignore', 'inherit'] });
  const report = JSON.parse(fs.readFileSync(output, 'utf8'));
  const audit = (id) => report.audits[id]?.numericValue ?? NaN;
  const score = (id) => Math.round((report.categories[id]?.score ?? NaN) * 100);
  return {
    scores: ['performance', 'accessibility', 'best-practices', 'seo'].map(score).join('/'),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    bytes: audit('total-byte-weight'),
  };
}

console.log(`Lighthouse ${JSON.parse(fs.readFileSync(path.join(here, 'node_modules/lighthouse/package.json'), 'utf8')).version}, mobile (simulated slow 4G, 4x CPU), median of ${runs} runs`);
console.log('site        page                                   perf/a11y/bp/seo  FCP ms  LCP ms  TBT ms  CLS    KB');
for (const page of pages) {
  for (const site of sites) {
    const results = Array.from({ length: runs }, () => measure(site.url + page));
    const pick = (key) => median(results.map((result) => result[key]));
    const scores = results.map((result) => result.scores).sort()[Math.floor((runs - 1) / 2)];
    console.log(`${site.name.padEnd(11)} ${decodeURI(page).padEnd(38)} ${scores.padEnd(17)} ${pick('fcp').toFixed(0).padStart(6)}  ${pick('lcp').toFixed(0).padStart(6)}  ${pick('tbt').toFixed(0).padStart(6)}  ${pick('cls').toFixed(3)}  ${(pick('bytes') / 1024).toFixed(1)}`);
  }
}
fs.rmSync(output, { force: true });
