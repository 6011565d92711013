import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslate } from '../../data/context';
import { LoadBoundary } from '../PageLoader/LoadBoundary';
import { Spinner } from '../PageLoader';
import { useSearchShortcuts } from './useSearchShortcuts';
import styles from './styles.module.css';

const loadDialog = () => import('../SearchDialog');

/** The navbar's Search button; opens the lazily loaded search dialog (also on Ctrl/Cmd+K and '/'). */
export function SearchButton() {
  const translate = useTranslate();
  const [state, setState] = useState<'closed' | 'open'>('closed');
  const [attempt, setAttempt] = useState(0);
  const [apple, setApple] = useState(false);
  const SearchDialog = useMemo(() => lazy(loadDialog), [attempt]);
  const open = useCallback(() => setState('open'), []);
  const close = useCallback(() => setState('closed'), []);
  useSearchShortcuts(open);
  useEffect(() => {
    // A shortcut or click that came before hydration (recorded by the head script) opens it now.
    const root = document.documentElement;
    root.setAttribute('data-search-ready', 'true');
    if (root.getAttribute('data-search-requested') === 'true') {
      root.removeAttribute('data-search-requested');
      open();
    }
  }, [open]);
  useEffect(() => {
    setApple(/Mac|iPhone|iPad/.test(navigator.platform));
  }, []);
  const preload = () => void loadDialog().catch(() => {});

  return (
    <>
      <button
        type="button"
        className={styles.button}
        onClick={open}
        onPointerEnter={preload}
        onFocus={preload}
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K /"
        data-state={state}
      >
        <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true">
          <path fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="M14.4 14.4 18 18m-1.6-8.8a7.2 7.2 0 1 1-14.4 0 7.2 7.2 0 0 1 14.4 0z" />
        </svg>
        <span className={styles.label}>{translate('theme.SearchBar.label')}</span>
        <kbd className={styles.keys}>{apple ? '⌘ K' : translate('theme.SearchBar.shortcutHint')}</kbd>
      </button>
      {state === 'open' && (
        <LoadBoundary onRetry={() => setAttempt((value) => value + 1)}>
          <Suspense
            fallback={
              <div className={styles.pending}>
                <Spinner />
              </div>
            }
          >
            <SearchDialog onClose={close} />
          </Suspense>
        </LoadBoundary>
      )}
    </>
  );
}
