import { useCallback, useState } from 'react';
import { useLocaleData, usePage, useTranslate } from '../../data/context';
import { localeHome } from '../../data/routes';
import { ColorModeToggle } from '../ColorModeToggle';
import { LanguageDropdown } from '../LanguageDropdown';
import { MOBILE_SIDEBAR_ID, MobileSidebar } from '../MobileSidebar';
import { SearchButton } from '../SearchButton';
import { NavbarItemErrorBoundary } from './NavbarItemErrorBoundary';
import { NavbarLinks } from './NavbarLinks';
import styles from './styles.module.css';

function assetHref(baseUrl: string, path: string): string {
  if (/^(https?:)?\/\//.test(path) || path.startsWith('/') || path.startsWith('data:')) return path;
  return `${baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`}${path}`;
}

/** The top bar; it stays in place on scroll. Below 996 px the items move into the drawer. */
export function Navbar() {
  const data = useLocaleData();
  const { route } = usePage();
  const translate = useTranslate();
  const [drawer, setDrawer] = useState(false);
  const closeDrawer = useCallback(() => setDrawer(false), []);
  const localeDropdown = data.navbar.items.find((item) => item.type === 'localeDropdown');

  return (
    <header className={styles.navbar} data-ampere-chrome="">
      <nav className={styles.inner} aria-label={translate('theme.navbar.mainNavigationAriaLabel')}>
        <button
          type="button"
          className={styles.menuButton}
          aria-label={translate('theme.navbar.mobileMenuButtonAriaLabel')}
          aria-expanded={drawer}
          aria-controls={drawer ? MOBILE_SIDEBAR_ID : undefined}
          onClick={() => setDrawer(true)}
        >
          <svg viewBox="0 0 30 30" width="26" height="26" aria-hidden="true">
            <path stroke="currentColor" strokeLinecap="round" strokeWidth="2.5" d="M4 7h22M4 15h22M4 23h22" />
          </svg>
        </button>
        <a className={styles.brand} href={localeHome(data.locale)} aria-label={translate('theme.navbar.homeLinkAriaLabel', { title: data.site.title })}>
          <img className={styles.logo} src={assetHref('/', data.site.logo)} alt={data.site.logoAlt} width="32" height="32" />
          <span className={styles.title}>{data.site.navbarTitle}</span>
        </a>
        <NavbarLinks className={styles.links} />
        <div className={styles.end}>
          {localeDropdown && (
            <div className={styles.desktopOnly}>
              <NavbarItemErrorBoundary item={localeDropdown} resetKey={route}>
                <LanguageDropdown />
              </NavbarItemErrorBoundary>
            </div>
          )}
          {!data.colorMode.disableSwitch && <ColorModeToggle />}
          <SearchButton />
        </div>
      </nav>
      {drawer && <MobileSidebar onClose={closeDrawer} />}
    </header>
  );
}
