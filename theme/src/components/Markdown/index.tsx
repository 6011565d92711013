import styles from './styles.module.css';

/** Content HTML from the Markdown stage (trusted: produced by the build from the site's files). */
export function Markdown({ html }: { html: string }) {
  return <div className={styles.markdown} dangerouslySetInnerHTML={{ __html: html }} />;
}
