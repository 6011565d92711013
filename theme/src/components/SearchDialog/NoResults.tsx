import { useLocaleData, useTranslate } from '../../data/context';
import styles from './styles.module.css';

/** SPEC §8 "No search results": the query, suggestions (top-level sections) and the report link. */
export function NoResults({ query, onSuggest }: { query: string; onSuggest: (query: string) => void }) {
  const translate = useTranslate();
  const { sidebars, search } = useLocaleData();
  const suggestions = Object.values(sidebars)
    .flat()
    .filter((item) => item.type === 'category').slice(0, 3).map((item) => item.label);
  return (
    <div className={styles.screen}>
      <p className={styles.screenTitle}>
        {translate('theme.SearchModal.noResultsScreen.noResultsText')} “<strong>{query}</strong>”
      </p>
      {suggestions.length > 0 && (
        <>
          <p>{translate('theme.SearchModal.noResultsScreen.suggestedQueryText')}:</p>
          <ul className={styles.suggestions}>
            {suggestions.map((suggestion) => (
              <li key={suggestion}>
                <button type="button" className={styles.suggestion} onClick={() => onSuggest(suggestion)}>
                  {suggestion}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      {search.reportMissingResultsUrl && (
        <p className={styles.help}>
          {translate('theme.SearchModal.noResultsScreen.reportMissingResultsText')}{' '}
          <a href={search.reportMissingResultsUrl} target="_blank" rel="noopener noreferrer">
            {translate('theme.SearchModal.noResultsScreen.reportMissingResultsLinkText')}
          </a>
        </p>
      )}
    </div>
  );
}
