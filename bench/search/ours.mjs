// ampere-search: native index builder (cargo example) + the WASM engine loaded in Node, driven
// the way theme/src/search/engine.ts drives it: ask which files of the index directory a query
// needs (posting shards, then page texts), load them, ask again, then search.
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';

export const wasmPath = (root) => path.join(root, 'target/wasm32-unknown-unknown/wasm/ampere_search_wasm.wasm');

/** Builds the core file and its index directory; returns the core bytes and every file by name. */
export function buildIndexFile(root, recordsFile, outFile, locale) {
  // The site's synonyms for the locale, as `ampere build` reads them (the default locale's beside ampere.toml).
  const synonyms = [path.join(root, 'site/i18n', locale, 'synonyms.json'), path.join(root, 'site/synonyms.json')]
    .find((file, number) => (number === 0 || locale === 'en') && fs.existsSync(file));
  const extra = synonyms ? [synonyms] : [];
  execFileSync('cargo', ['run', '-q', '--release', '-p', 'ampere-search', '--example', 'build-index', '--', recordsFile, outFile, locale, ...extra], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  const folder = `${outFile}.d`;
  const files = new Map(fs.readdirSync(folder).map((name) => [name, fs.readFileSync(path.join(folder, name))]));
  return { core: fs.readFileSync(outFile), files };
}

/** One engine instance; `files` are the index directory's files, handed over when a query asks. */
export async function createOurs(root, { core, files }) {
  const { instance } = await WebAssembly.instantiate(fs.readFileSync(wasmPath(root)), {});
  const wasm = instance.exports;
  const encoder = new TextEncoder();
  const decoder = new TextDecoder();
  const withBytes = (bytes, use) => {
    const length = Math.max(bytes.length, 1);
    const pointer = wasm.alloc(length);
    new Uint8Array(wasm.memory.buffer, pointer, bytes.length).set(bytes);
    try { return use(pointer); } finally { wasm.dealloc(pointer, length); }
  };
  const result = (pointer) => decoder.decode(new Uint8Array(wasm.memory.buffer, pointer, wasm.result_len()));
  const status = withBytes(core, (pointer) => wasm.load_index(pointer, core.length));
  if (status !== 0) throw new Error(`index rejected: ${status}`);
  const missing = (query, limit) => {
    const bytes = encoder.encode(query.normalize('NFKC'));
    return JSON.parse(withBytes(bytes, (pointer) => result(wasm.missing_files(pointer, bytes.length, limit))));
  };
  const load = (name) => {
    const nameBytes = encoder.encode(name);
    const bytes = files.get(name);
    const status = withBytes(nameBytes, (namePointer) => withBytes(bytes, (pointer) => wasm.load_file(namePointer, nameBytes.length, pointer, bytes.length)));
    if (status !== 0) throw new Error(`${name} rejected: ${status}`);
  };
  /** Loads what `query` needs, round by round; returns the names fetched. */
  const fetchFor = (query, limit) => {
    const fetched = [];
    for (let round = 0; round < 3; round += 1) {
      const names = missing(query, limit);
      if (names.length === 0) break;
      names.forEach(load);
      fetched.push(...names);
    }
    return fetched;
  };
  return {
    fetchFor,
    search(query, limit = 20) {
      fetchFor(query, limit);
      const bytes = encoder.encode(query.normalize('NFKC'));
      const json = withBytes(bytes, (pointer) => result(wasm.search(pointer, bytes.length, limit)));
      return JSON.parse(json).map((hit) => hit.href.split('#')[0]);
    },
  };
}
