// Browser side of the search: loads the WASM build of crates/ampere-search and one locale's
// core index, and answers queries through the module's small C ABI (no wasm-bindgen). The text
// of a page (for its snippets and sections) is a separate small file, fetched the first time a
// query shows that page.
import type { SearchEngine, SearchHit } from './types';

interface Exports {
  memory: WebAssembly.Memory;
  alloc(length: number): number;
  dealloc(pointer: number, length: number): void;
  load_index(pointer: number, length: number): number;
  load_fragment(page: number, pointer: number, length: number): number;
  missing_fragments(pointer: number, length: number, limit: number): number;
  search(pointer: number, length: number, limit: number): number;
  result_len(): number;
}

/** Fetches the text fragment of page number `page` (UTF-8 bytes). */
export type FragmentSource = (page: number) => Promise<Uint8Array>;

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

function lastResult(exports: Exports, pointer: number): string {
  return decoder.decode(new Uint8Array(exports.memory.buffer, pointer, exports.result_len()));
}

/** Creates an engine from an already fetched module and core index (also used by tests and the benchmark). */
export async function createSearchEngine(
  wasm: BufferSource,
  index: Uint8Array,
  fragments: FragmentSource,
): Promise<SearchEngine> {
  const { instance } = await WebAssembly.instantiate(wasm, {});
  const exports = instance.exports as unknown as Exports;
  const status = withBytes(exports, index, (pointer) => exports.load_index(pointer, index.length));
  if (status !== 0) {
    throw new Error(`search index rejected (code ${status})`);
  }
  // One fetch per page, shared by concurrent queries; a failed fetch is retried next time.
  const loading = new Map<number, Promise<void>>();
  const loadFragment = (page: number): Promise<void> => {
    let pending = loading.get(page);
    if (!pending) {
      pending = fragments(page).then((bytes) => {
        withBytes(exports, bytes, (pointer) => exports.load_fragment(page, pointer, bytes.length));
      });
      pending.catch(() => loading.delete(page));
      loading.set(page, pending);
    }
    return pending;
  };
  const missing = (bytes: Uint8Array, limit: number): number[] => {
    const json = withBytes(exports, bytes, (pointer) =>
      lastResult(exports, exports.missing_fragments(pointer, bytes.length, limit)),
    );
    const pages: unknown = JSON.parse(json);
    return Array.isArray(pages) ? pages.filter((page): page is number => Number.isInteger(page)) : [];
  };
  return {
    async search(query: string, limit: number): Promise<SearchHit[]> {
      const normalized = String(query ?? '').normalize('NFKC').slice(0, 1024);
      if (normalized.trim() === '') return [];
      const bytes = encoder.encode(normalized);
      const count = Math.max(0, Math.floor(limit));
      // Pages whose text cannot be fetched are still found, only without snippets.
      await Promise.allSettled(missing(bytes, count).map(loadFragment));
      try {
        const json = withBytes(exports, bytes, (pointer) =>
          lastResult(exports, exports.search(pointer, bytes.length, count)),
        );
        return JSON.parse(json) as SearchHit[];
      } catch {
        return [];
      }
    },
  };
}

/** The URL of page `page`'s fragment: `/assets/search-en.1a2b3c4d.bin` → `/assets/search-en.1a2b3c4d/7.txt`. */
export function fragmentUrl(indexUrl: string, page: number): string {
  return `${indexUrl.replace(/\.bin$/, '')}/${page}.txt`;
}

async function fetchBytes(url: string): Promise<Uint8Array> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

/** Fetches the engine and a locale's core index; rejects only when either cannot be loaded. */
export async function loadSearchEngine(wasmUrl: string, indexUrl: string): Promise<SearchEngine> {
  const [wasmResponse, indexResponse] = await Promise.all([fetch(wasmUrl), fetch(indexUrl)]);
  if (!wasmResponse.ok || !indexResponse.ok) {
    throw new Error(`search files unavailable (${wasmResponse.status}, ${indexResponse.status})`);
  }
  const [wasm, index] = await Promise.all([wasmResponse.arrayBuffer(), indexResponse.arrayBuffer()]);
  return createSearchEngine(wasm, new Uint8Array(index), (page) => fetchBytes(fragmentUrl(indexUrl, page)));
}
