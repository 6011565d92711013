import type { PageLink } from '../../data/types';
import { useTranslate } from '../../data/context';
import styles from './styles.module.css';

/** Previous / next links at the end of a doc page. */
export function Paginator({ previous, next }: { previous?: PageLink; next?: PageLink }) {
  const translate = useTranslate();
  if (!previous && !next) return null;
  return (
    <nav className={styles.paginator} aria-label={translate('theme.docs.paginator.navAriaLabel')}>
      {previous && (
        <a className={`${styles.link} ${styles.previous}`} href={previous.href} rel="prev">
          <span className={styles.sublabel}>{translate('theme.docs.paginator.previous')}</span>
          <span className={styles.label}>{previous.label}</span>
        </a>
      )}
      {next && (
        <a className={`${styles.link} ${styles.next}`} href={next.href} rel="next">
          <span className={styles.sublabel}>{translate('theme.docs.paginator.next')}</span>
          <span className={styles.label}>{next.label}</span>
        </a>
      )}
    </nav>
  );
}
