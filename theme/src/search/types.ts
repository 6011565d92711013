// The browser-side search API. Implemented in ./engine.ts (WASM build of crates/ampere-search);
// used by the search dialog and the search page.

/** Marks in `snippet` and `titleMarked`: \u0001 starts a matched run, \u0002 ends it. */
export const MARK_START = '\u0001';
export const MARK_END = '\u0002';

export interface SearchHit {
  /** Page title (plain). */
  pageTitle: string;
  /** Page title with match markers. */
  titleMarked: string;
  /** Section name of the page (SPEC `dir`), e.g. 'Troubleshooting'. */
  dir: string;
  /** Heading of the matched section, absent when the page itself matched best. */
  section?: string;
  /** Route with locale prefix and optional '#anchor', e.g. '/hi/installation/#mounting'. */
  href: string;
  /** Short text around the matched words, with match markers. */
  snippet: string;
  /**
   * The page matches every word of the query that counts; false for the closest candidates of a
   * query nothing matches exactly (the dialog says so). Absent from older engines: complete.
   */
  complete?: boolean;
}

export interface SearchEngine {
  /**
   * Any input resolves to hits or none, fetching the posting lists and page texts it needs.
   * Rejects only when a posting list cannot be fetched (the network), never for the query.
   */
  search(query: string, limit: number): Promise<SearchHit[]>;
}
