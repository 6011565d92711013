import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { SearchHit } from '../../search/types';
import { useLocaleData, useTranslate } from '../../data/context';
import { searchPageHref } from '../../data/routes';
import { useBodyScrollLock } from '../../hooks/useBodyScrollLock';
import { useFocusTrap } from '../../hooks/useFocusTrap';
import { useNavigation } from '../../navigation/context';
import { useSearch } from '../../searchUi/useSearch';
import { Spinner } from '../PageLoader';
import { NoResults } from './NoResults';
import { Results, optionId } from './Results';
import styles from './styles.module.css';

/**
 * The search dialog (a lazily loaded chunk). Screens: start, loading, results, noResults, error
 * (data-state). Escape, the backdrop, the close button or choosing a result close it.
 */
export default function SearchDialog({ onClose }: { onClose: () => void }) {
  const data = useLocaleData();
  const translate = useTranslate();
  const { navigate } = useNavigation();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const panel = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const listId = useId();
  const search = useSearch(query, { indexUrl: data.search.indexUrl, debounceMs: data.search.debounceMs, limit: Math.min(data.search.maxResults, 20) });
  useFocusTrap(panel, true, onClose);
  useBodyScrollLock(true);
  useEffect(() => setActive(0), [search.hits]);

  const choose = useCallback(
    (hit: SearchHit) => {
      onClose();
      navigate(hit.href);
    },
    [navigate, onClose],
  );
  const seeAll = searchPageHref(data, search.query);
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = search.screen === 'results' ? search.hits.length : 0;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (count > 0) setActive((index) => (index + (event.key === 'ArrowDown' ? 1 : count - 1)) % count);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (count > 0) choose(search.hits[active]);
      else if (search.query) {
        onClose();
        navigate(seeAll);
      }
    }
  };
  const clear = () => {
    setQuery('');
    input.current?.focus();
  };

  return (
    <div className={styles.root} data-search-dialog="">
      <div className={styles.backdrop} onClick={onClose} aria-hidden="true" />
      <div ref={panel} className={styles.panel} role="dialog" aria-modal="true" aria-label={translate('theme.SearchModal.ariaLabel')}>
        <form className={styles.form} role="search" onSubmit={(event) => event.preventDefault()}>
          <label className="ampere-visually-hidden" htmlFor={`${listId}-input`}>
            {translate('theme.SearchBar.label')}
          </label>
          <input
            ref={input}
            id={`${listId}-input`}
            className={styles.input}
            type="search"
            role="combobox"
            aria-expanded={search.screen === 'results'}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={search.screen === 'results' ? optionId(listId, active) : undefined}
            autoComplete="off"
            autoCorrect="off"
            autoCapitalize="off"
            spellCheck={false}
            enterKeyHint="search"
            placeholder={translate('theme.SearchModal.placeholder')}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={onKeyDown}
            data-autofocus=""
          />
          {query && (
            <button type="button" className={styles.clear} onClick={clear} aria-label={translate('theme.SearchModal.searchBox.resetButtonTitle')} title={translate('theme.SearchModal.searchBox.resetButtonTitle')}>
              <span aria-hidden="true">×</span>
            </button>
          )}
          <button type="button" className={styles.close} onClick={onClose} aria-label={translate('theme.SearchModal.closeButtonAriaLabel')}>
            <kbd aria-hidden="true">Esc</kbd>
          </button>
        </form>
        <div className={styles.body} data-state={search.screen} aria-live="polite">
          {search.screen === 'start' && <p className={styles.screen}>{translate('theme.SearchModal.startScreen.text')}</p>}
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
          {search.screen === 'noResults' && <NoResults query={search.query} onSuggest={setQuery} />}
          {search.screen === 'results' && (
            <>
              <Results hits={search.hits} active={active} listId={listId} onActivate={setActive} onChoose={choose} />
              <a className={styles.seeAll} href={seeAll} onClick={onClose}>
                {translate('theme.SearchModal.seeAllResults', { query: search.query })}
              </a>
            </>
          )}
        </div>
        <footer className={styles.footer} aria-hidden="true">
          <span><kbd>↵</kbd> {translate('theme.SearchModal.footer.selectText')}</span>
          <span><kbd>↑</kbd><kbd>↓</kbd> {translate('theme.SearchModal.footer.navigateText')}</span>
          <span><kbd>Esc</kbd> {translate('theme.SearchModal.footer.closeText')}</span>
        </footer>
      </div>
    </div>
  );
}
