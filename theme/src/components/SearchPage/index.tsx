import { useEffect, useId, useRef } from 'react';
import { useLocaleData, useTranslate, useTranslatePlural } from '../../data/context';
import { useSearch } from '../../searchUi/useSearch';
import { Marked } from '../../searchUi/Marked';
import { Spinner } from '../PageLoader';
import { useQueryParameter } from './useQueryParameter';
import styles from './styles.module.css';

/** The search page (`<prefix>/search/?q=`): typing replaces the URL, submitting pushes it. */
export function SearchPage() {
  const data = useLocaleData();
  const translate = useTranslate();
  const translatePlural = useTranslatePlural();
  const inputId = useId();
  const { query, setQuery, replace, commit } = useQueryParameter();
  const search = useSearch(query, { indexUrl: data.search.indexUrl, debounceMs: data.search.debounceMs, limit: data.search.maxResults });

  // Typing replaces the URL once the debounced query has caught up (not on every keystroke).
  const edited = useRef(false);
  useEffect(() => {
    if (edited.current && search.query === query.trim()) replace(query.trim());
  }, [search.query, query, replace]);

  return (
    <div className={styles.page}>
      <h1>
        {search.query
          ? translate('theme.SearchPage.existingResultsTitle', { query: search.query })
          : translate('theme.SearchPage.emptyResultsTitle')}
      </h1>
      <form
        className={styles.form}
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          commit(query.trim());
        }}
      >
        <label className="ampere-visually-hidden" htmlFor={inputId}>
          {translate('theme.SearchPage.inputLabel')}
        </label>
        <input
          id={inputId}
          className={styles.input}
          type="search"
          name="q"
          enterKeyHint="search"
          autoComplete="off"
          placeholder={translate('theme.SearchPage.inputPlaceholder')}
          value={query}
          onChange={(event) => {
            edited.current = true;
            setQuery(event.target.value);
          }}
        />
        <button type="submit" className={styles.submit}>
          {translate('theme.SearchPage.submitButton')}
        </button>
      </form>
      <div className={styles.body} data-state={search.screen} aria-live="polite">
        {search.screen === 'loading' && <Spinner />}
        {search.screen === 'error' && (
          <div role="alert">
            <p className={styles.title}>{translate('theme.SearchModal.errorScreen.titleText')}</p>
            <p>{translate('theme.SearchModal.errorScreen.helpText')}</p>
          </div>
        )}
        {search.screen === 'noResults' && (
          <p>
            {translate('theme.SearchModal.noResultsScreen.noResultsText')} “<strong>{search.query}</strong>”
          </p>
        )}
        {search.screen === 'results' && (
          <>
            <p className={styles.count}>{translatePlural('theme.SearchPage.documentsFound.plurals', search.hits.length)}</p>
            <ol className={styles.results}>
              {search.hits.map((hit, index) => (
                <li key={`${hit.href}-${index}`} className={styles.result}>
                  <a className={styles.resultTitle} href={hit.href}>
                    <Marked text={hit.titleMarked} />
                    {hit.section && <> › {hit.section}</>}
                  </a>
                  {hit.dir && <span className={styles.dir}>{hit.dir}</span>}
                  {hit.snippet && (
                    <p className={styles.snippet}>
                      <Marked text={hit.snippet} />
                    </p>
                  )}
                </li>
              ))}
            </ol>
          </>
        )}
      </div>
    </div>
  );
}
