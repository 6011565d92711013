import { useCallback, useEffect, useRef, useState } from 'react';

function readQuery(): string {
  return new URLSearchParams(window.location.search).get('q') ?? '';
}

function urlWith(query: string): string {
  const url = new URL(window.location.href);
  if (query) url.searchParams.set('q', query);
  else url.searchParams.delete('q'); // SPEC §5: an empty value removes the parameter
  return url.href;
}

/**
 * The `?q=` parameter of the search page. `''` during SSR and hydration, then the URL's value.
 * replace(): the entry's URL follows typing. commit(): a new history entry for the query, with the
 * current entry restored to the last committed query, so Back returns to it.
 */
export function useQueryParameter() {
  const [query, setQuery] = useState('');
  const committed = useRef('');
  useEffect(() => {
    const read = () => {
      committed.current = readQuery();
      setQuery(committed.current);
    };
    read();
    window.addEventListener('popstate', read);
    return () => window.removeEventListener('popstate', read);
  }, []);

  const replace = useCallback((value: string) => {
    if (readQuery() !== value) window.history.replaceState(window.history.state, '', urlWith(value));
  }, []);

  const commit = useCallback((value: string) => {
    if (value === committed.current) return replace(value);
    window.history.replaceState(window.history.state, '', urlWith(committed.current));
    window.history.pushState({}, '', urlWith(value));
    committed.current = value;
  }, [replace]);

  return { query, setQuery, replace, commit };
}
