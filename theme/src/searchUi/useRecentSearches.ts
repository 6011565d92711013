import { useCallback, useState } from 'react';
import { addRecentSearch, readRecentSearches, removeRecentSearch, type RecentSearch } from './recentSearches';

/** The locale's recent searches as state, read once when the (client-only) dialog opens. */
export function useRecentSearches(locale: string) {
  const [recent, setRecent] = useState<RecentSearch[]>(() => readRecentSearches(locale));
  const remember = useCallback((entry: RecentSearch) => setRecent(addRecentSearch(locale, entry)), [locale]);
  const forget = useCallback((href: string) => setRecent(removeRecentSearch(locale, href)), [locale]);
  return { recent, remember, forget };
}
