import { contentLanguage } from '../../data/contentLanguage';
import { useLocaleData, usePage, useTranslate } from '../../data/context';
import { Breadcrumbs } from '../Breadcrumbs';
import { DocBanner } from '../DocBanner';
import { LastUpdated } from '../LastUpdated';
import { Markdown } from '../Markdown';
import { Paginator } from '../Paginator';
import { TableOfContents } from '../TableOfContents';
import { VersionBadge } from '../VersionBadge';
import { VersionBanner } from '../VersionBanner';
import styles from './styles.module.css';

export function DocPage() {
  const page = usePage();
  const translate = useTranslate();
  const language = contentLanguage(page, useLocaleData());
  const toc = page.flags.hideTableOfContents ? [] : page.toc;
  return (
    <div className={styles.page}>
      <article className={styles.article}>
        <VersionBanner />
        <DocBanner />
        <Breadcrumbs />
        <VersionBadge />
        <TableOfContents toc={toc} variant="mobile" />
        {!page.flags.hideTitle && (
          <h1 className={styles.title} lang={language?.lang} dir={language?.dir}>
            {page.title}
          </h1>
        )}
        <Markdown html={page.html} language={language} />
        {page.editUrl && (
          <p className={styles.edit}>
            <a href={page.editUrl} target="_blank" rel="noopener noreferrer">
              {translate('theme.common.editThisPage')}
            </a>
          </p>
        )}
        <LastUpdated />
        <Paginator previous={page.previous} next={page.next} />
      </article>
      {toc.length > 0 && (
        <div className={styles.toc}>
          <TableOfContents toc={toc} variant="desktop" />
        </div>
      )}
    </div>
  );
}
