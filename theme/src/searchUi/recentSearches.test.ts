import { MAXIMUM_RECENT_SEARCHES, addRecentSearch, readRecentSearches, recentSearchesKey, removeRecentSearch } from './recentSearches';

const entry = (number: number, section?: string) => ({ pageTitle: `Page ${number}`, ...(section ? { section } : {}), href: `/ar/page-${number}/` });

describe('recent searches', () => {
  it('are stored per locale, most recent first', () => {
    addRecentSearch('ar', entry(1));
    addRecentSearch('ar', entry(2, 'Wiring'));
    addRecentSearch('en', entry(3));
    expect(readRecentSearches('ar')).toEqual([entry(2, 'Wiring'), entry(1)]);
    expect(readRecentSearches('en')).toEqual([entry(3)]);
    expect(JSON.parse(localStorage.getItem('ampere-recent-searches-ar')!)).toEqual([entry(2, 'Wiring'), entry(1)]);
    expect(recentSearchesKey('hi')).toBe('ampere-recent-searches-hi');
  });

  it(`keep at most ${MAXIMUM_RECENT_SEARCHES}, dropping the oldest`, () => {
    for (let number = 1; number <= 7; number++) addRecentSearch('en', entry(number));
    expect(readRecentSearches('en').map((item) => item.pageTitle)).toEqual(['Page 7', 'Page 6', 'Page 5', 'Page 4', 'Page 3']);
  });

  it('are de-duplicated by href: choosing one again moves it to the top with its new title', () => {
    addRecentSearch('en', entry(1));
    addRecentSearch('en', entry(2));
    addRecentSearch('en', { pageTitle: 'Page one, renamed', href: '/ar/page-1/' });
    expect(readRecentSearches('en')).toEqual([{ pageTitle: 'Page one, renamed', href: '/ar/page-1/' }, entry(2)]);
  });

  it('can be removed one by one', () => {
    addRecentSearch('en', entry(1));
    addRecentSearch('en', entry(2));
    expect(removeRecentSearch('en', '/ar/page-1/')).toEqual([entry(2)]);
    expect(readRecentSearches('en')).toEqual([entry(2)]);
    expect(removeRecentSearch('en', '/not-there/')).toEqual([entry(2)]);
  });

  it('ignore missing and corrupt storage', () => {
    expect(readRecentSearches('en')).toEqual([]);
    for (const text of ['{not json', '"a string"', '{"pageTitle":"x","href":"/x/"}', 'null', '42']) {
      localStorage.setItem(recentSearchesKey('en'), text);
      expect(readRecentSearches('en'), text).toEqual([]);
    }
    // Valid entries survive next to broken ones; unknown fields are dropped.
    localStorage.setItem(
      recentSearchesKey('en'),
      JSON.stringify([null, 'x', { pageTitle: 'Old', href: 7 }, { pageTitle: '', href: '/empty/' }, { ...entry(1), extra: '<b>' }, entry(1), { pageTitle: 'S', section: 3, href: '/s/' }]),
    );
    expect(readRecentSearches('en')).toEqual([entry(1)]);
    // Adding over corrupt storage starts a new list.
    localStorage.setItem(recentSearchesKey('en'), '{not json');
    expect(addRecentSearch('en', entry(2))).toEqual([entry(2)]);
  });

  it('work without storage, or with storage that throws', () => {
    expect(readRecentSearches('en', null)).toEqual([]);
    expect(addRecentSearch('en', entry(1), null)).toEqual([entry(1)]);
    const throwing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(readRecentSearches('en', throwing)).toEqual([]);
    expect(addRecentSearch('en', entry(1), throwing)).toEqual([entry(1)]);
    expect(removeRecentSearch('en', '/x/', throwing)).toEqual([]);
  });
});
