import type { ContentLanguage } from '../../data/contentLanguage';
import styles from './styles.module.css';

/**
 * Content HTML from the Markdown stage (trusted: produced by the build from the site's files),
 * with the language of that content when it differs from the page's (a fallback page).
 */
export function Markdown({ html, language }: { html: string; language?: ContentLanguage }) {
  return <div className={styles.markdown} lang={language?.lang} dir={language?.dir} dangerouslySetInnerHTML={{ __html: html }} />;
}
