// One run of the search benchmark: every engine, the same records, judged queries per locale.
// Usage (from the repository root or anywhere):
//   node bench/search/run.mjs [--set frozen|full] [--ours] [--repeats N] [locale ...]
// `--set frozen` uses queries-frozen/ (written from the content by people who never saw the
// ranking, frozen before tuning: see README.md), whose queries name every page that answers them;
// `--set full` uses queries-full/, written the same way once every locale translated all pages.
// `--repeats N` sets the latency rounds (default 15; fewer for a quicker run of the slow peers).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { loadRecords } from './records.mjs';
import { buildIndexFile, createOurs, wasmPath } from './ours.mjs';
import { createFuseSeed, createFuseBody, createMiniSearch, createFlexSearch, createPagefind } from './engines.mjs';
import { decode, here, root, takeQuerySet, work } from './workspace.mjs';

const args = process.argv.slice(2);
const queryFolder = takeQuerySet(args, 'old');
// `--ours` measures ampere-search alone (for a quick look while working; the peers' figures
// belong to a full run).
const oursAt = args.indexOf('--ours');
const oursOnly = oursAt >= 0 && args.splice(oursAt, 1).length > 0;
const locales = args.length ? args : ['en', 'de', 'ar', 'hi', 'ch'];
const repeatsAt = args.indexOf('--repeats');
const REPEATS = repeatsAt >= 0 ? Number(args.splice(repeatsAt, 2)[1]) : 15;

const brotli = (bytes) => zlib.brotliCompressSync(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
const gzip = (bytes) => zlib.gzipSync(bytes, { level: 9 }).length;
const kb = (bytes) => (bytes / 1024).toFixed(1);
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? NaN;
};
const unique = (items) => items.map(decode).filter((item, index, all) => all.indexOf(item) === index);

/** Per category (and 'all'): answerable queries, success@1, success@3, reciprocal ranks. */
function addTo(categories, category, rank) {
  for (const key of [category, 'all']) {
    const entry = (categories[key] ??= { n: 0, s1: 0, s3: 0, rr: 0 });
    entry.n += 1;
    if (rank === 0) entry.s1 += 1;
    if (rank >= 0 && rank < 3) entry.s3 += 1;
    if (rank >= 0) entry.rr += 1 / (rank + 1);
  }
}

async function measure(engine, queries) {
  let success = 0, reciprocal = 0, recall = 0, failures = 0, answerable = 0, silent = 0, uncovered = 0;
  const misses = [];
  const categories = {};
  for (const { q, expect, category } of queries) {
    let ranked = [];
    try {
      ranked = unique(await engine.search(q));
    } catch {
      failures += 1;
    }
    const expected = (Array.isArray(expect) ? expect : [expect]).map(decode);
    if (expected.length === 0) {
      // A query the documentation does not answer: counted apart, as results shown for it.
      uncovered += 1;
      if (ranked.length === 0) silent += 1;
      continue;
    }
    answerable += 1;
    const rank = ranked.slice(0, 10).findIndex((item) => expected.includes(item));
    addTo(categories, category, rank);
    if (rank === 0) success += 1; else misses.push(`${category}: ${q}`);
    if (rank >= 0) { reciprocal += 1 / (rank + 1); recall += 1; }
  }
  // Latency: every query once per round, so no query follows itself (no engine profits from
  // having answered the same query a moment before, as a user typing never asks it twice).
  const times = [];
  for (let repeat = 0; repeat < REPEATS; repeat += 1) {
    for (const { q } of queries) {
      const start = process.hrtime.bigint();
      try { await engine.search(q); } catch { /* counted above */ }
      times.push(Number(process.hrtime.bigint() - start) / 1e6);
    }
  }
  const n = answerable;
  const s3 = categories.all ? categories.all.s3 / n : 0;
  return { success: success / n, success3: s3, mrr: reciprocal / n, recall: recall / n, p50: percentile(times, 0.5), p95: percentile(times, 0.95), failures, misses, categories, uncovered, silent };
}

const wasmBytes = fs.readFileSync(wasmPath(root));
console.log(`ampere-search WASM: ${kb(wasmBytes.length)} KB raw, ${kb(gzip(wasmBytes))} KB gzip, ${kb(brotli(wasmBytes))} KB brotli\n`);
const rows = [];
for (const locale of locales) {
  const queryFile = path.join(here, queryFolder, `${locale}.json`);
  if (!fs.existsSync(queryFile)) {
    console.log(`## ${locale}: no ${queryFolder}/${locale}.json, skipped\n`);
    continue;
  }
  const queries = JSON.parse(fs.readFileSync(queryFile, 'utf8'));
  const { documents, source } = loadRecords(root, locale);
  const recordsFile = path.join(work, `${locale}.records.json`);
  fs.writeFileSync(recordsFile, JSON.stringify(documents));
  const built = buildIndexFile(root, recordsFile, path.join(work, `${locale}.index.bin`), locale);
  const indexBytes = built.core;
  console.log(`## ${locale}: ${documents.length} pages from ${source}, ${queries.length} judged queries`);
  const engines = [['ampere-search (wasm)', await createOurs(root, built), indexBytes]];
  if (!oursOnly) {
    engines.push(
      ['Fuse.js seed', createFuseSeed(documents)],
      ['Fuse.js + body', createFuseBody(documents)],
      ['MiniSearch', createMiniSearch(documents)],
      ['FlexSearch', await createFlexSearch(documents)],
      ['Pagefind', await createPagefind(documents, locale, work)],
    );
  }
  for (const [name, engine, ownBytes] of engines) {
    const result = await measure(engine, queries);
    const bytes = ownBytes ?? engine.indexBytes;
    const size = bytes ? `${kb(bytes.length)}/${kb(gzip(bytes))}/${kb(brotli(bytes))}` : engine.bundleBytes ? `bundle ${kb(engine.bundleBytes)} raw` : 'n/a';
    rows.push({ locale, name, ...result, size });
    console.log(`${name.padEnd(22)} s@1 ${result.success.toFixed(2)}  s@3 ${result.success3.toFixed(2)}  MRR@10 ${result.mrr.toFixed(2)}  R@10 ${result.recall.toFixed(2)}  p50 ${result.p50.toFixed(3)} ms  p95 ${result.p95.toFixed(3)} ms  throws ${result.failures}  index KB raw/gz/br ${size}`);
    const perCategory = Object.entries(result.categories)
      .filter(([category]) => category !== 'all')
      .map(([category, entry]) => `${category} ${(entry.s1 / entry.n).toFixed(2)}/${(entry.s3 / entry.n).toFixed(2)}/${(entry.rr / entry.n).toFixed(2)} (${entry.n})`);
    console.log(`    per category s@1/s@3/MRR@10 (queries): ${perCategory.join(' · ')}`);
    if (result.uncovered) console.log(`    not covered: ${result.silent} of ${result.uncovered} answered with no results`);
    if (name.startsWith('ampere') && result.misses.length) console.log(`    misses: ${result.misses.join(' | ')}`);
  }
  // A first search downloads the wasm, the core index, the posting shards of its terms and the
  // texts of the pages it shows (each file compressed on its own, as served); measured on a
  // fresh instance per query.
  const fileBytes = new Map([...built.files].map(([name, bytes]) => [name, brotli(bytes)]));
  const firstSearches = [];
  for (const { q } of queries) {
    const fresh = await createOurs(root, built);
    firstSearches.push(fresh.fetchFor(q, 20).reduce((sum, name) => sum + fileBytes.get(name), 0));
  }
  const core = brotli(wasmBytes) + brotli(indexBytes);
  console.log(`first search downloads (ampere): wasm ${kb(brotli(wasmBytes))} KB + core index ${kb(brotli(indexBytes))} KB + posting shards and page texts it needs, median ${kb(percentile(firstSearches, 0.5))} KB, max ${kb(Math.max(...firstSearches))} KB = ${kb(core + percentile(firstSearches, 0.5))} KB median, ${kb(core + Math.max(...firstSearches))} KB max (brotli)\n`);
}
fs.writeFileSync(path.join(work, 'results.json'), JSON.stringify(rows, null, 1));
