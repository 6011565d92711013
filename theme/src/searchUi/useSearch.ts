import { useEffect, useState } from 'react';
import type { SearchEngine, SearchHit } from '../search/types';

/** Screens of the search dialog and page (SPEC §4), exposed as data-state. */
export type SearchScreen = 'start' | 'loading' | 'results' | 'noResults' | 'error';

type EngineState = { status: 'loading' } | { status: 'ready'; engine: SearchEngine } | { status: 'error' };

const engines = new Map<string, Promise<SearchEngine>>();

/** One engine per locale index, loaded once per page session; a failed load may be retried. */
function engineFor(indexUrl: string): Promise<SearchEngine> {
  let engine = engines.get(indexUrl);
  if (!engine) {
    engine = import('./loadEngine').then((module) => module.loadEngine(indexUrl));
    engine.catch(() => engines.delete(indexUrl));
    engines.set(indexUrl, engine);
  }
  return engine;
}

/** One search now (no debounce), loading the index first if needed; rejects when it cannot load. */
export async function searchNow(indexUrl: string, query: string, limit: number): Promise<SearchHit[]> {
  const found = await (await engineFor(indexUrl)).search(query, limit);
  return Array.isArray(found) ? found.slice(0, limit) : [];
}

/** `value`, updated only after it has been stable for `delay` ms (the first value immediately). */
export function useDebounced<T>(value: T, delay: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), delay);
    return () => window.clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

interface Options {
  indexUrl: string;
  debounceMs: number;
  limit: number;
}

export interface SearchState {
  screen: SearchScreen;
  hits: SearchHit[];
  /** The query the hits are for (the debounced one). */
  query: string;
  retry(): void;
}

export function useSearch(query: string, { indexUrl, debounceMs, limit }: Options): SearchState {
  const [state, setState] = useState<EngineState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const debounced = useDebounced(query.trim(), debounceMs);

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    engineFor(indexUrl).then(
      (engine) => current && setState({ status: 'ready', engine }),
      () => current && setState({ status: 'error' }),
    );
    return () => {
      current = false;
    };
  }, [indexUrl, attempt]);

  // The hits shown and the query they are for; while a newer query runs, the last ones stay.
  // `failed`: the files the query needed could not be fetched (retry searches again).
  const [found, setFound] = useState<{ query: string; hits: SearchHit[]; failed?: boolean } | null>(null);
  useEffect(() => {
    if (state.status !== 'ready' || !debounced) return;
    let current = true;
    state.engine.search(debounced, limit).then(
      (hits) => current && setFound({ query: debounced, hits: Array.isArray(hits) ? hits.slice(0, limit) : [] }),
      (error: unknown) => {
        console.warn('ampere: search files could not be fetched', error);
        if (current) setFound({ query: debounced, hits: [], failed: true });
      },
    );
    return () => {
      current = false;
    };
  }, [state, debounced, limit]);

  const hits = debounced && found ? found.hits : [];
  const screen: SearchScreen = !debounced
    ? 'start'
    : state.status === 'error' || (found?.failed && found.query === debounced)
      ? 'error'
      : state.status === 'loading' || !found
        ? 'loading'
        : hits.length > 0
          ? 'results'
          : 'noResults';
  return { screen, hits, query: found && debounced ? found.query : debounced, retry: () => setAttempt((value) => value + 1) };
}
