// ampere-search: native index builder (cargo example) + the WASM engine loaded in Node, driven
// the way theme/src/search/engine.ts drives it: ask which page fragments a query needs, load
// them, then search.
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';

export const wasmPath = (root) => path.join(root, 'target/wasm32-unknown-unknown/wasm/ampere_search_wasm.wasm');

/** Builds the core file and its fragments folder; returns the core bytes and every fragment. */
export function buildIndexFile(root, recordsFile, outFile, locale) {
  execFileSync('cargo', ['run', '-q', '--release', '-p', 'ampere-search', '--example', 'build-index', '--', recordsFile, outFile, locale], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  const folder = `${outFile}.d`;
  const count = fs.readdirSync(folder).length;
  const fragments = Array.from({ length: count }, (_, page) => fs.readFileSync(path.join(folder, `${page}.txt`)));
  return { core: fs.readFileSync(outFile), fragments };
}

/** One engine instance; `fragments` are the page texts, handed over when a query asks. */
export async function createOurs(root, { core, fragments }) {
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
    return JSON.parse(withBytes(bytes, (pointer) => result(wasm.missing_fragments(pointer, bytes.length, limit))));
  };
  return {
    /** Pages whose fragments `query` needs and this instance has not loaded. */
    missing,
    search(query, limit = 20) {
      for (const page of missing(query, limit)) {
        const text = fragments[page];
        withBytes(text, (pointer) => wasm.load_fragment(page, pointer, text.length));
      }
      const bytes = encoder.encode(query.normalize('NFKC'));
      const json = withBytes(bytes, (pointer) => result(wasm.search(pointer, bytes.length, limit)));
      return JSON.parse(json).map((hit) => hit.href.split('#')[0]);
    },
  };
}
