import { useLocaleData, usePage, useTranslate } from '../../data/context';
import { localeHome } from '../../data/routes';
import styles from './styles.module.css';

export function Breadcrumbs() {
  const { breadcrumbs } = usePage();
  const { locale } = useLocaleData();
  const translate = useTranslate();
  if (breadcrumbs.length === 0) return null;
  return (
    <nav className={styles.breadcrumbs} aria-label={translate('theme.docs.breadcrumbs.navAriaLabel')}>
      <ol className={styles.list}>
        <li className={styles.item}>
          <a className={styles.home} href={localeHome(locale)} aria-label={translate('theme.docs.breadcrumbs.home')}>
            <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
              <path fill="currentColor" d="M10 19v-5h4v5c0 .55.45 1 1 1h3c.55 0 1-.45 1-1v-7h1.7c.46 0 .68-.57.33-.87L12.67 3.6a1 1 0 0 0-1.34 0l-8.36 7.53c-.34.3-.13.87.33.87H5v7c0 .55.45 1 1 1h3c.55 0 1-.45 1-1z" />
            </svg>
          </a>
        </li>
        {breadcrumbs.map((crumb, index) => {
          const last = index === breadcrumbs.length - 1;
          return (
            <li key={`${index}-${crumb.label}`} className={styles.item}>
              {crumb.href && !last ? (
                <a href={crumb.href}>{crumb.label}</a>
              ) : (
                <span aria-current={last ? 'page' : undefined}>{crumb.label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
