import { useEffect, useRef } from 'react';
import type { ContentLanguage } from '../../data/contentLanguage';
import { useLocaleData } from '../../data/context';
import styles from './styles.module.css';

/**
 * Content HTML from the Markdown stage (trusted: produced by the build from the site's files),
 * with the language of that content when it differs from the page's (a fallback page).
 * Pages with tabs (Docusaurus's `<Tabs>` in MDX) load the tab behaviour, pages with mermaid
 * code blocks on a site that enables them load the diagram drawing; others load nothing.
 */
export function Markdown({ html, language }: { html: string; language?: ContentLanguage }) {
  const element = useRef<HTMLDivElement>(null);
  const hasTabs = html.includes('class="tabs-container"');
  const hasDiagrams = useLocaleData().site.mermaid === true && html.includes('data-language="mermaid"');
  useEffect(() => {
    const root = element.current;
    if (!hasTabs || !root) return undefined;
    let release: (() => void) | undefined;
    let cancelled = false;
    void import('./tabs').then(({ enhanceTabs }) => {
      if (!cancelled) release = enhanceTabs(root);
    });
    return () => {
      cancelled = true;
      release?.();
    };
  }, [html, hasTabs]);
  useEffect(() => {
    const root = element.current;
    if (!hasDiagrams || !root) return;
    void import('./mermaid').then(({ drawDiagrams }) => drawDiagrams(root));
  }, [html, hasDiagrams]);
  return (
    <div ref={element} className={styles.markdown} lang={language?.lang} dir={language?.dir} data-ampere-content="" dangerouslySetInnerHTML={{ __html: html }} />
  );
}
