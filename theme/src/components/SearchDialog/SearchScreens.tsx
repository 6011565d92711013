import { useTranslate } from '../../data/context';
import type { RecentSearch } from '../../searchUi/recentSearches';
import type { SearchState } from '../../searchUi/useSearch';
import { Spinner } from '../PageLoader';
import type { Choice } from './choices';
import { NoResults } from './NoResults';
import { Results } from './Results';
import styles from './styles.module.css';

interface Props {
  search: SearchState;
  choices: Choice[];
  active: number;
  listId: string;
  seeAll: string;
  onActivate: (index: number) => void;
  onChoose: (choice: Choice) => void;
  onRemove: (recent: RecentSearch) => void;
  onSuggest: (query: string) => void;
  onClose: () => void;
}

/** The dialog's search screens: start (recent searches), loading, results, no results, error. */
export function SearchScreens({ search, choices, active, listId, seeAll, onActivate, onChoose, onRemove, onSuggest, onClose }: Props) {
  const translate = useTranslate();
  const showsRecent = choices.some((choice) => choice.kind === 'recent');
  // No result matches every word: the list holds the closest candidates, not an answer. (A
  // page with more evidence may rank above one that holds every word, so all are asked.)
  const weak = search.screen === 'results' && search.hits.length > 0 && search.hits.every((hit) => hit.complete === false);
  return (
    <>
      {showsRecent && <p className={styles.sectionTitle}>{translate('theme.SearchModal.recentSearches.title')}</p>}
      {weak && (
        <p className={styles.sectionTitle} data-match="weak">
          {translate('theme.SearchModal.noExactMatch')}
        </p>
      )}
      {choices.length > 0 && (
        <Results
          choices={choices}
          active={active}
          listId={listId}
          label={translate(showsRecent ? 'theme.SearchModal.recentSearches.title' : 'theme.SearchModal.resultsAriaLabel')}
          onActivate={onActivate}
          onChoose={onChoose}
          onRemove={onRemove}
        />
      )}
      {search.screen === 'start' && !showsRecent && <p className={styles.screen}>{translate('theme.SearchModal.startScreen.text')}</p>}
      {search.screen === 'loading' && (
        <div className={styles.screen}>
          <Spinner labelKey="theme.SearchModal.loading" />
        </div>
      )}
      {search.screen === 'error' && (
        <div className={styles.screen} role="alert">
          <p className={styles.screenTitle}>{translate('theme.SearchModal.errorScreen.titleText')}</p>
          <p className={styles.help}>{translate('theme.SearchModal.errorScreen.helpText')}</p>
          <button type="button" className={styles.suggestion} onClick={search.retry}>
            {translate('theme.PageLoader.retry')}
          </button>
        </div>
      )}
      {search.screen === 'noResults' && <NoResults query={search.query} onSuggest={onSuggest} />}
      {search.screen === 'results' && (
        <a className={styles.seeAll} href={seeAll} onClick={onClose}>
          {translate('theme.SearchModal.seeAllResults', { query: search.query })}
        </a>
      )}
    </>
  );
}
