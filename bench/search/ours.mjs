// ampere-search: native index builder (cargo example) + the WASM engine loaded in Node.
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';

export const wasmPath = (root) => path.join(root, 'target/wasm32-unknown-unknown/wasm/ampere_search_wasm.wasm');

export function buildIndexFile(root, recordsFile, outFile, locale) {
  execFileSync('cargo', ['run', '-q', '--release', '-p', 'ampere-search', '--example', 'build-index', '--', recordsFile, outFile, locale], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  return fs.readFileSync(outFile);
}

export async function createOurs(root, indexBytes) {
  const { instance } = await WebAssembly.instantiate(fs.readFileSync(wasmPath(root)), {});
  const wasm = instance.exports;
  const encoder = new TextEncoder();
  const decoder = new TextDecoder();
  const pointer = wasm.alloc(indexBytes.length);
  new Uint8Array(wasm.memory.buffer, pointer, indexBytes.length).set(indexBytes);
  const status = wasm.load_index(pointer, indexBytes.length);
  wasm.dealloc(pointer, indexBytes.length);
  if (status !== 0) throw new Error(`index rejected: ${status}`);
  // Same steps as theme/src/search/engine.ts.
  return {
    search(query, limit = 20) {
      const bytes = encoder.encode(query.normalize('NFKC'));
      const length = Math.max(bytes.length, 1);
      const input = wasm.alloc(length);
      new Uint8Array(wasm.memory.buffer, input, bytes.length).set(bytes);
      const result = wasm.search(input, bytes.length, limit);
      const json = decoder.decode(new Uint8Array(wasm.memory.buffer, result, wasm.result_len()));
      wasm.dealloc(input, length);
      return JSON.parse(json).map((hit) => hit.href.split('#')[0]);
    },
  };
}
