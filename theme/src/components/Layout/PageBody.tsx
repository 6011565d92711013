import { usePage } from '../../data/context';
import { CategoryPage } from '../CategoryPage';
import { DocPage } from '../DocPage';
import { DocsLayout } from '../DocsLayout';
import { LinkReport } from '../LinkReport';
import { MarkdownPage } from '../MarkdownPage';
import { NotFound } from '../NotFound';
import { SearchPage } from '../SearchPage';
import { MAIN_CONTENT_ID } from '../SkipToContent';
import styles from './styles.module.css';

/** The page itself, chosen by PageData.kind. Only doc and category pages have the sidebar. */
export function PageBody() {
  const page = usePage();
  switch (page.kind) {
    case 'doc':
      return (
        <DocsLayout>
          <DocPage />
        </DocsLayout>
      );
    case 'category':
      return (
        <DocsLayout>
          <CategoryPage />
        </DocsLayout>
      );
    default: {
      const body =
        page.kind === 'search' ? <SearchPage /> :
        page.kind === 'notFound' ? <NotFound /> :
        page.kind === 'markdownPage' ? <MarkdownPage /> :
        page.kind === 'linkReport' ? <LinkReport /> :
        null;
      if (!body) throw new Error(`Unknown page kind "${String(page.kind)}" for ${page.route}.`);
      return (
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
          {body}
        </main>
      );
    }
  }
}
