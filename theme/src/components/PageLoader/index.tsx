import type { ReactNode } from 'react';
import { useTranslate } from '../../data/context';
import { useNavigation } from '../../navigation/context';
import styles from './styles.module.css';

/** A spinner that only becomes visible 200 ms after it mounts (CSS animation delay, SPEC §9). */
export function Spinner({ labelKey = 'theme.PageLoader.loading' }: { labelKey?: string }) {
  const translate = useTranslate();
  return (
    <div className={styles.spinner} role="status">
      <span className="ampere-visually-hidden">{translate(labelKey)}</span>
    </div>
  );
}

/** The red box of a failed load (SPEC §8 "Page load failure"), with a working Retry. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const translate = useTranslate();
  return (
    <div className={styles.error} role="alert" data-state="error">
      <p className={styles.errorTitle}>{translate('theme.PageLoader.errorTitle')}</p>
      <p className={styles.errorText}>{message}</p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        {translate('theme.PageLoader.retry')}
      </button>
    </div>
  );
}

/**
 * Page loading state of SPA navigation: the current page stays while the next one loads (a
 * spinner shows after 200 ms); a page that arrived but cannot be shown becomes the red error box.
 */
export function PageLoader({ children }: { children: ReactNode }) {
  const { snapshot, retry } = useNavigation();
  if (snapshot.load === 'error') {
    return (
      <div className={styles.loader} data-state="error">
        <LoadError message={snapshot.error ?? ''} onRetry={retry} />
      </div>
    );
  }
  return (
    <div className={styles.loader} data-state={snapshot.load}>
      {snapshot.load === 'loading' && (
        <div className={styles.overlay}>
          <Spinner />
        </div>
      )}
      {children}
    </div>
  );
}
