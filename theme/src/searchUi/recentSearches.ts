// The results a reader chose in the search dialog, kept in localStorage per locale and shown on
// the dialog's start screen (like Algolia DocSearch). Missing, corrupt or unavailable storage is
// an empty list, never an error.

export interface RecentSearch {
  pageTitle: string;
  /** Heading of the chosen section, absent when the page itself was chosen. */
  section?: string;
  /** Route with locale prefix and optional '#anchor', as in SearchHit.href. */
  href: string;
}

/** At most this many are kept, most recent first. */
export const MAXIMUM_RECENT_SEARCHES = 5;

type Store = Pick<Storage, 'getItem' | 'setItem'>;

export function recentSearchesKey(locale: string): string {
  return `ampere-recent-searches-${locale}`;
}

function browserStorage(): Store | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function isRecentSearch(value: unknown): value is RecentSearch {
  if (value === null || typeof value !== 'object') return false;
  const { pageTitle, section, href } = value as Record<string, unknown>;
  return typeof pageTitle === 'string' && pageTitle !== '' && typeof href === 'string' && href !== '' && (section === undefined || typeof section === 'string');
}

/** Only the known fields, without duplicates (the first of an href wins), at most the maximum. */
function normalized(entries: RecentSearch[]): RecentSearch[] {
  const seen = new Set<string>();
  const kept: RecentSearch[] = [];
  for (const { pageTitle, section, href } of entries) {
    if (seen.has(href)) continue;
    seen.add(href);
    kept.push(section ? { pageTitle, section, href } : { pageTitle, href });
    if (kept.length === MAXIMUM_RECENT_SEARCHES) break;
  }
  return kept;
}

export function readRecentSearches(locale: string, store: Store | null = browserStorage()): RecentSearch[] {
  try {
    const parsed: unknown = JSON.parse(store?.getItem(recentSearchesKey(locale)) ?? '[]');
    return Array.isArray(parsed) ? normalized(parsed.filter(isRecentSearch)) : [];
  } catch {
    return [];
  }
}

function write(locale: string, entries: RecentSearch[], store: Store | null): RecentSearch[] {
  try {
    store?.setItem(recentSearchesKey(locale), JSON.stringify(entries));
  } catch {
    // Storage full or forbidden: remembered for this dialog only.
  }
  return entries;
}

/** Puts `entry` first (moving it up when its href is already listed); returns the new list. */
export function addRecentSearch(locale: string, entry: RecentSearch, store: Store | null = browserStorage()): RecentSearch[] {
  return write(locale, normalized([entry, ...readRecentSearches(locale, store)]), store);
}

export function removeRecentSearch(locale: string, href: string, store: Store | null = browserStorage()): RecentSearch[] {
  return write(
    locale,
    readRecentSearches(locale, store).filter((entry) => entry.href !== href),
    store,
  );
}
