import { usePage } from '../../data/context';
import { Markdown } from '../Markdown';
import styles from './styles.module.css';

/** A standalone page (site/pages/*.md): content only, no sidebar. */
export function MarkdownPage() {
  const page = usePage();
  return (
    <article className={styles.page}>
      {!page.flags.hideTitle && <h1 className={styles.title}>{page.title}</h1>}
      <Markdown html={page.html} />
    </article>
  );
}
