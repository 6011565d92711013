// Browser side of the search: loads the WASM build of crates/ampere-search and one locale's
// core index, and answers queries through the module's small C ABI (no wasm-bindgen). The core
// holds titles, headings and the term dictionary; the posting lists (in shards of terms) and
// the text of each page are small files of the index directory, fetched the first time a
// query needs them.
import type { SearchEngine, SearchHit } from './types';

interface Exports {
  memory: WebAssembly.Memory;
  alloc(length: number): number;
  dealloc(pointer: number, length: number): void;
  load_index(pointer: number, length: number): number;
  load_file(namePointer: number, nameLength: number, pointer: number, length: number): number;
  missing_files(pointer: number, length: number, limit: number): number;
  search(pointer: number, length: number, limit: number): number;
  result_len(): number;
}

/** Fetches a file of the index directory by name (`postings-3.bin`, `12.txt`). */
export type FileSource = (name: string) => Promise<Uint8Array>;

/** Rounds of fetching per query: the posting shards, then the texts of the pages shown. */
const MAX_FETCH_ROUNDS = 3;

const isPostings = (name: string): boolean => name.startsWith('postings-');

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
  files: FileSource,
): Promise<SearchEngine> {
  const { instance } = await WebAssembly.instantiate(wasm, {});
  const exports = instance.exports as unknown as Exports;
  const status = withBytes(exports, index, (pointer) => exports.load_index(pointer, index.length));
  if (status !== 0) {
    throw new Error(`search index rejected (code ${status})`);
  }
  // One fetch per file, shared by concurrent queries; a failed fetch is retried next time.
  const loading = new Map<string, Promise<void>>();
  const loadFile = (name: string): Promise<void> => {
    let pending = loading.get(name);
    if (!pending) {
      pending = files(name).then((bytes) => {
        const nameBytes = encoder.encode(name);
        withBytes(exports, nameBytes, (namePointer) =>
          withBytes(exports, bytes, (pointer) =>
            exports.load_file(namePointer, nameBytes.length, pointer, bytes.length),
          ),
        );
      });
      pending.catch(() => loading.delete(name));
      loading.set(name, pending);
    }
    return pending;
  };
  const missing = (bytes: Uint8Array, limit: number): string[] => {
    const json = withBytes(exports, bytes, (pointer) =>
      lastResult(exports, exports.missing_files(pointer, bytes.length, limit)),
    );
    const names: unknown = JSON.parse(json);
    return Array.isArray(names) ? names.filter((name): name is string => typeof name === 'string') : [];
  };
  return {
    async search(query: string, limit: number): Promise<SearchHit[]> {
      const normalized = String(query ?? '').normalize('NFKC').slice(0, 1024);
      if (normalized.trim() === '') return [];
      const bytes = encoder.encode(normalized);
      const count = Math.max(0, Math.floor(limit));
      // Without a posting shard the results would be silently incomplete, so the search fails
      // (the dialog offers to retry); a page text that cannot be fetched only costs its snippet.
      const tried = new Set<string>();
      for (let round = 0; round < MAX_FETCH_ROUNDS; round += 1) {
        const names = missing(bytes, count).filter((name) => !tried.has(name));
        if (names.length === 0) break;
        names.forEach((name) => tried.add(name));
        const settled = await Promise.allSettled(names.map(loadFile));
        const failed = names.filter((name, at) => isPostings(name) && settled[at].status === 'rejected');
        if (failed.length > 0) throw new Error(`search index files unavailable: ${failed.join(', ')}`);
      }
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

/** The URL of a file of the index directory: `/assets/search-en.1a2b3c4d.bin`, `7.txt` → `/assets/search-en.1a2b3c4d/7.txt`. */
export function indexFileUrl(indexUrl: string, name: string): string {
  return `${indexUrl.replace(/\.bin$/, '')}/${name}`;
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
  return createSearchEngine(wasm, new Uint8Array(index), (name) => fetchBytes(indexFileUrl(indexUrl, name)));
}
