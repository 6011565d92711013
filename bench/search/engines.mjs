// The peer engines, each fed the same records. Each factory returns
// { search(query) -> ordered page paths, indexBytes: Buffer|null, note }.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import Fuse from 'fuse.js';
import MiniSearch from 'minisearch';
import FlexSearch from 'flexsearch';
import * as pagefind from 'pagefind';

const pageRecord = (document) => ({
  title: document.title,
  path: document.path,
  file: document.file,
  dir: document.dir,
  subtitles: document.subtitles,
});
const bodyOf = (document) => document.sections.map((section) => section.text).join(' ');
const headingsOf = (document) => document.sections.map((section) => section.heading).filter(Boolean).join(' ');

/** Splits text into words; Han characters become single-character words. */
function tokenize(text) {
  return text
    .replace(/([\u3400-\u9fff])/gu, ' $1 ')
    .split(/[\s\p{P}\p{S}]+/u)
    .filter(Boolean);
}

/** The seed's Fuse.js configuration, exactly. Throws past 32 characters count as failures. */
export function createFuseSeed(documents) {
  const records = documents.map(pageRecord);
  const fuse = new Fuse(records, {
    keys: ['title', 'dir', 'subtitles'],
    threshold: 0.3,
    ignoreLocation: true,
    isCaseSensitive: false,
  });
  return {
    search: (query) => fuse.search(query, { limit: 20 }).map((result) => result.item.path),
    indexBytes: Buffer.from(JSON.stringify(records)),
  };
}

export function createFuseBody(documents) {
  const records = documents.map((document) => ({ ...pageRecord(document), body: bodyOf(document) }));
  const fuse = new Fuse(records, {
    keys: ['title', 'dir', 'subtitles', 'body'],
    threshold: 0.3,
    ignoreLocation: true,
    isCaseSensitive: false,
  });
  return {
    search: (query) => fuse.search(query, { limit: 20 }).map((result) => result.item.path),
    indexBytes: Buffer.from(JSON.stringify(records)),
  };
}

export function createMiniSearch(documents) {
  const miniSearch = new MiniSearch({
    fields: ['title', 'headings', 'dir', 'body'],
    storeFields: ['path'],
    tokenize,
    searchOptions: { prefix: true, fuzzy: 0.2, boost: { title: 3, headings: 2, dir: 1.5 }, tokenize },
  });
  miniSearch.addAll(documents.map((document, id) => ({
    id, path: document.path, title: document.title, headings: headingsOf(document), dir: document.dir, body: bodyOf(document),
  })));
  return {
    search: (query) => miniSearch.search(query).slice(0, 20).map((result) => result.path),
    indexBytes: Buffer.from(JSON.stringify(miniSearch)),
  };
}

export async function createFlexSearch(documents) {
  const index = new FlexSearch.Document({
    document: { id: 'id', index: ['title', 'headings', 'body'], store: false },
    tokenize: 'forward',
    encode: (text) => tokenize(text.toLowerCase().normalize('NFKD').replace(/\p{M}/gu, '')),
  });
  documents.forEach((document, id) => index.add({ id, title: document.title, headings: headingsOf(document), body: bodyOf(document) }));
  let exported = 0;
  await index.export((key, data) => { exported += key.length + (data ? String(data).length : 0); });
  return {
    search(query) {
      const fields = index.search(query, { limit: 20, suggest: true });
      const order = ['title', 'headings', 'body'];
      const ids = [];
      for (const field of order) {
        for (const id of fields.find((entry) => entry.field === field)?.result ?? []) {
          if (!ids.includes(id)) ids.push(id);
        }
      }
      return ids.slice(0, 20).map((id) => documents[id].path);
    },
    indexBytes: null,
    exportedCharacters: exported,
  };
}

function escapeHtml(text) {
  return text.replace(/[&<>"]/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[character]);
}

/** Pagefind: simple HTML pages from the records, indexed by its own binary, searched with its own JS + WASM. */
export async function createPagefind(documents, locale, workDir) {
  const language = locale === 'ch' ? 'zh' : locale;
  const output = path.join(workDir, `pagefind-${locale}`);
  fs.rmSync(output, { recursive: true, force: true });
  const { index } = await pagefind.createIndex({ forceLanguage: language });
  for (const document of documents) {
    const sections = document.sections.map((section) =>
      (section.heading ? `<h2 id="${escapeHtml(section.anchor)}">${escapeHtml(section.heading)}</h2>` : '') + `<p>${escapeHtml(section.text)}</p>`).join('\n');
    const html = `<!doctype html><html lang="${language}"><head><title>${escapeHtml(document.title)}</title></head><body><main data-pagefind-body><h1>${escapeHtml(document.title)}</h1><p>${escapeHtml(document.dir)}</p>${sections}</main></body></html>`;
    await index.addHTMLFile({ url: document.path, content: html });
  }
  await index.writeFiles({ outputPath: output });
  await pagefind.close();
  const realFetch = globalThis.fetch;
  globalThis.fetch = async (url, options) => {
    const text = String(url);
    if (text.startsWith('file:')) {
      const bytes = fs.readFileSync(new URL(text.split('?')[0]));
      return new Response(bytes, { status: 200 });
    }
    return realFetch(url, options);
  };
  const client = await import(pathToFileURL(path.join(output, 'pagefind.js')).href + `?locale=${locale}`);
  await client.options({ basePath: pathToFileURL(output).href + '/' });
  await client.init();
  let total = 0;
  const walk = (dir) => fs.readdirSync(dir, { withFileTypes: true }).forEach((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full); else total += fs.statSync(full).size;
  });
  walk(output);
  return {
    async search(query) {
      const result = await client.search(query);
      const pages = await Promise.all(result.results.slice(0, 20).map((entry) => entry.data()));
      const marker = path.dirname(output);
      return pages.map((page) => {
        const url = decodeURI(page.url).replace(/#.*$/, '');
        const at = url.indexOf(marker);
        return at >= 0 ? url.slice(at + marker.length) : url;
      });
    },
    indexBytes: null,
    bundleBytes: total,
    outputDir: output,
  };
}
