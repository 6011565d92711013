import { useEffect, useRef, useState } from 'react';
import { usePage, usePageSidebar, useTranslate } from '../../data/context';
import { useBodyScrollLock } from '../../hooks/useBodyScrollLock';
import { useFocusTrap } from '../../hooks/useFocusTrap';
import { LocaleLinks } from '../LanguageDropdown';
import { Sidebar } from '../Sidebar';
import { NavbarLinks } from '../Navbar/NavbarLinks';
import styles from './styles.module.css';

export const MOBILE_SIDEBAR_ID = '__ampere_mobile_sidebar';

/**
 * The drawer below 996 px. On docs pages it opens on the secondary menu (the docs sidebar) with a
 * "Back to main menu" button; the primary menu holds the navbar items and the languages.
 */
export function MobileSidebar({ onClose }: { onClose: () => void }) {
  const page = usePage();
  const sidebar = usePageSidebar();
  const translate = useTranslate();
  const hasSidebar = (page.kind === 'doc' || page.kind === 'category') && sidebar.length > 0;
  const [menu, setMenu] = useState<'primary' | 'secondary'>(hasSidebar ? 'secondary' : 'primary');
  const panel = useRef<HTMLDivElement>(null);
  const firstRoute = useRef(page.route);
  useFocusTrap(panel, true, onClose);
  useBodyScrollLock(true);

  useEffect(() => {
    if (page.route !== firstRoute.current) onClose();
  }, [page.route, onClose]);

  useEffect(() => {
    const desktop = window.matchMedia?.('(min-width: 996px)');
    const onChange = () => desktop?.matches && onClose();
    desktop?.addEventListener?.('change', onChange);
    return () => desktop?.removeEventListener?.('change', onChange);
  }, [onClose]);

  return (
    <div className={styles.root} data-state="open">
      <div className={styles.backdrop} onClick={onClose} aria-hidden="true" />
      <div
        ref={panel}
        id={MOBILE_SIDEBAR_ID}
        className={styles.panel}
        role="dialog"
        aria-modal="true"
        aria-label={translate('theme.navbar.mobileSidebarAriaLabel')}
        data-menu={menu}
      >
        <div className={styles.header}>
          <button type="button" className={styles.close} onClick={onClose} aria-label={translate('theme.navbar.mobileSidebarCloseButtonAriaLabel')} data-autofocus="">
            <span aria-hidden="true">×</span>
          </button>
        </div>
        {menu === 'secondary' ? (
          <div className={styles.menu}>
            <button type="button" className={styles.back} onClick={() => setMenu('primary')}>
              {translate('theme.navbar.mobileSidebarSecondaryMenu.backButtonLabel')}
            </button>
            <nav aria-label={translate('theme.docs.sidebar.navAriaLabel')}>
              <Sidebar items={sidebar} route={page.route} />
            </nav>
          </div>
        ) : (
          <div className={styles.menu}>
            <NavbarLinks className={styles.primaryLinks} onDocs={hasSidebar ? () => setMenu('secondary') : undefined} />
            <p className={styles.heading}>{translate('theme.navbar.mobileLanguageDropdown.label')}</p>
            <LocaleLinks className={styles.languages} />
          </div>
        )}
      </div>
    </div>
  );
}
