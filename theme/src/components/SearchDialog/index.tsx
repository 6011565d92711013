import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useLocaleData, useTranslate } from '../../data/context';
import { searchPageHref } from '../../data/routes';
import { useBodyScrollLock } from '../../hooks/useBodyScrollLock';
import { useFocusTrap } from '../../hooks/useFocusTrap';
import { useNavigation } from '../../navigation/context';
import { CONTEXT_SIZE } from '../../searchUi/askAi';
import { useAskAi } from '../../searchUi/useAskAi';
import { useRecentSearches } from '../../searchUi/useRecentSearches';
import { searchNow, useSearch } from '../../searchUi/useSearch';
import { AskAiScreen } from './AskAiScreen';
import { listChoices, type Choice } from './choices';
import { KeyHints } from './KeyHints';
import { optionId } from './Results';
import { SearchField } from './SearchField';
import { SearchScreens } from './SearchScreens';
import styles from './styles.module.css';

/**
 * The search dialog (a lazily loaded chunk). Screens: start (with recent searches), loading,
 * results, noResults, error and, when the site has an Ask-AI endpoint, askAi (data-state).
 * Escape leaves Ask-AI mode first; Escape, the backdrop, the close button or choosing a result close it.
 */
export default function SearchDialog({ onClose }: { onClose: () => void }) {
  const data = useLocaleData();
  const translate = useTranslate();
  const { navigate } = useNavigation();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const [mode, setMode] = useState<'search' | 'askAi'>('search');
  const panel = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const listId = useId();
  const { indexUrl } = data.search;
  const search = useSearch(query, { indexUrl, debounceMs: data.search.debounceMs, limit: Math.min(data.search.maxResults, 20) });
  const { recent, remember, forget } = useRecentSearches(data.locale.code);
  const searchDocs = useCallback((question: string) => searchNow(indexUrl, question, CONTEXT_SIZE), [indexUrl]);
  const askAi = useAskAi({ endpoint: data.askAi?.endpoint ?? '', locale: data.locale.code, searchDocs });
  const choices = mode === 'search' ? listChoices({ query, screen: search.screen, hits: search.hits, recent, askAiEnabled: !!data.askAi }) : [];
  const selected = Math.min(active, choices.length - 1);

  const leaveAskAi = useCallback(() => {
    askAi.cancel();
    setMode('search');
    input.current?.focus();
  }, [askAi.cancel]);
  // Stable for the focus trap, which re-attaches (and moves focus) when its callback changes.
  const escape = useRef(onClose);
  escape.current = mode === 'askAi' ? leaveAskAi : onClose;
  const onEscape = useCallback(() => escape.current(), []);
  useFocusTrap(panel, true, onEscape);
  useBodyScrollLock(true);
  // A new list starts at its first option (keyed by content: `search.hits` may be a new empty array each render).
  useEffect(() => setActive(0), [search.query, search.screen, mode]);

  const choose = (choice: Choice) => {
    if (choice.kind === 'askAi') {
      setMode('askAi');
      askAi.ask(choice.question);
      input.current?.focus();
      return;
    }
    const { pageTitle, section, href } = choice.kind === 'result' ? choice.hit : choice.recent;
    remember({ pageTitle, section, href });
    onClose();
    navigate(href);
  };
  const seeAll = searchPageHref(data, search.query);
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = choices.length;
    const highlighted = choices[selected];
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (count > 0) setActive((index) => (Math.min(index, count - 1) + (event.key === 'ArrowDown' ? 1 : count - 1)) % count);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (mode === 'askAi') {
        if (query.trim()) askAi.ask(query.trim());
      } else if (highlighted) choose(highlighted);
      else if (search.query) {
        onClose();
        navigate(seeAll);
      }
    } else if (event.key === 'Delete' && !query && highlighted?.kind === 'recent') {
      // The keyboard's way to the remove button of the highlighted recent search.
      event.preventDefault();
      forget(highlighted.recent.href);
    }
  };

  return (
    <div className={styles.root} data-search-dialog="">
      <div className={styles.backdrop} onClick={onClose} aria-hidden="true" />
      <div ref={panel} className={styles.panel} role="dialog" aria-modal="true" aria-label={translate('theme.SearchModal.ariaLabel')}>
        <SearchField
          input={input}
          listId={listId}
          query={query}
          activeOption={choices.length > 0 ? optionId(listId, selected) : undefined}
          mode={mode}
          onQuery={setQuery}
          onKeyDown={onKeyDown}
          onClose={onClose}
        />
        <div className={styles.body} data-state={mode === 'askAi' ? 'askAi' : search.screen} aria-live="polite">
          {mode === 'askAi' && askAi.state ? (
            <AskAiScreen state={askAi.state} onBack={leaveAskAi} onRetry={askAi.retry} onVote={askAi.vote} />
          ) : (
            <SearchScreens
              search={{
                ...search,
                // The Retry button disappears with the error screen: keep focus in the dialog.
                retry: () => {
                  search.retry();
                  input.current?.focus();
                },
              }}
              choices={choices}
              active={selected}
              listId={listId}
              seeAll={seeAll}
              onActivate={setActive}
              onChoose={choose}
              onRemove={(entry) => {
                forget(entry.href);
                input.current?.focus();
              }}
              onSuggest={setQuery}
              onClose={onClose}
            />
          )}
        </div>
        <KeyHints mode={mode} />
      </div>
    </div>
  );
}
