// Browser side of the search: loads the WASM build of crates/ampere-search and one locale's
// index, and answers queries through the module's small C ABI (no wasm-bindgen).
import type { SearchEngine, SearchHit } from './types';

interface Exports {
  memory: WebAssembly.Memory;
  alloc(length: number): number;
  dealloc(pointer: number, length: number): void;
  load_index(pointer: number, length: number): number;
  search(pointer: number, length: number, limit: number): number;
  result_len(): number;
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** Copies `bytes` into fresh WASM memory, runs `use`, and frees the copy. */
function withBytes<T>(exports: Exports, bytes: Uint8Array, use: (pointer: number) => T): T {
  const length = Math.max(bytes.length, 1);
  const pointer = exports.alloc(length);
  new Uint8Array(exports.memory.buffer, pointer, bytes.length).set(bytes);
  try {
    return use(pointer);
  } finally {
    exports.dealloc(pointer, length);
  }
}

/** Creates an engine from an already fetched module and index (also used by tests and the benchmark). */
export async function createSearchEngine(
  wasm: BufferSource,
  index: Uint8Array,
): Promise<SearchEngine> {
  const { instance } = await WebAssembly.instantiate(wasm, {});
  const exports = instance.exports as unknown as Exports;
  const status = withBytes(exports, index, (pointer) => exports.load_index(pointer, index.length));
  if (status !== 0) {
    throw new Error(`search index rejected (code ${status})`);
  }
  return {
    search(query: string, limit: number): SearchHit[] {
      try {
        const normalized = String(query ?? '').normalize('NFKC').slice(0, 1024);
        if (normalized.trim() === '') return [];
        const bytes = encoder.encode(normalized);
        const json = withBytes(exports, bytes, (pointer) => {
          const result = exports.search(pointer, bytes.length, Math.max(0, Math.floor(limit)));
          return decoder.decode(new Uint8Array(exports.memory.buffer, result, exports.result_len()));
        });
        return JSON.parse(json) as SearchHit[];
      } catch {
        return [];
      }
    },
  };
}

/** Fetches the engine and a locale's index; rejects only when either cannot be loaded. */
export async function loadSearchEngine(wasmUrl: string, indexUrl: string): Promise<SearchEngine> {
  const [wasmResponse, indexResponse] = await Promise.all([fetch(wasmUrl), fetch(indexUrl)]);
  if (!wasmResponse.ok || !indexResponse.ok) {
    throw new Error(`search files unavailable (${wasmResponse.status}, ${indexResponse.status})`);
  }
  const [wasm, index] = await Promise.all([wasmResponse.arrayBuffer(), indexResponse.arrayBuffer()]);
  return createSearchEngine(wasm, new Uint8Array(index));
}
