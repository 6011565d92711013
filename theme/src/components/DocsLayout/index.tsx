import type { ReactNode } from 'react';
import { usePage, usePageSidebar, useTranslate } from '../../data/context';
import { Sidebar } from '../Sidebar';
import { MAIN_CONTENT_ID } from '../SkipToContent';
import styles from './styles.module.css';

/** Docs pages: the sidebar column (desktop only; mobile uses the drawer) and the main column. */
export function DocsLayout({ children }: { children: ReactNode }) {
  const sidebar = usePageSidebar();
  const { route } = usePage();
  const translate = useTranslate();
  return (
    <div className={styles.docs}>
      <aside className={styles.sidebar} data-ampere-chrome="">
        <nav className={styles.sidebarNav} aria-label={translate('theme.docs.sidebar.navAriaLabel')}>
          <Sidebar items={sidebar} route={route} />
        </nav>
      </aside>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
        {children}
      </main>
    </div>
  );
}
