// The only module that touches the search engine and its WASM file. It is reached through a
// dynamic import (see useSearch), so the engine is a separate chunk, loaded when search opens.
import wasmUrl from '../search/ampere_search.wasm?url';
import { loadSearchEngine } from '../search/engine';
import type { SearchEngine } from '../search/types';
import { coreIndexUrl } from './searchPointer';

export async function loadEngine(indexUrl: string): Promise<SearchEngine> {
  return loadSearchEngine(wasmUrl, await coreIndexUrl(indexUrl));
}
