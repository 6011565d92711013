import { usePage } from '../../data/context';
import { useDocsVersionPreference } from '../../docsVersion/useDocsVersionPreference';
import { ScrollManager, useNavigation } from '../../navigation/context';
import { AnnouncementBar } from '../AnnouncementBar';
import { ErrorBoundary } from '../ErrorBoundary';
import { Footer } from '../Footer';
import { Navbar } from '../Navbar';
import { PageLoader } from '../PageLoader';
import { ProgressBar } from '../ProgressBar';
import { SkipToContent } from '../SkipToContent';
import { PageBody } from './PageBody';
import styles from './styles.module.css';

/** The page frame: skip link, progress bar, announcement, navbar, the page, footer. */
export function Layout() {
  const page = usePage();
  const { snapshot } = useNavigation();
  useDocsVersionPreference();
  return (
    <div className={styles.layout} data-kind={page.kind}>
      <SkipToContent />
      <ProgressBar active={snapshot.changingPath} />
      <AnnouncementBar />
      <Navbar />
      <div className={styles.wrapper}>
        <PageLoader>
          <ErrorBoundary resetKey={page.route}>
            <PageBody />
          </ErrorBoundary>
        </PageLoader>
      </div>
      {!page.flags.hideFooter && <Footer />}
      <ScrollManager />
    </div>
  );
}
