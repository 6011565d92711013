import type { TocEntry } from '../../data/types';
import { useTranslate } from '../../data/context';
import { useActiveHeading } from './useActiveHeading';
import styles from './styles.module.css';

interface Node {
  entry: TocEntry;
  children: Node[];
}

/** Nests the flat heading list: a deeper heading goes under the shallower one before it. */
export function nestToc(entries: TocEntry[]): Node[] {
  const roots: Node[] = [];
  const stack: Node[] = [];
  for (const entry of entries) {
    const node = { entry, children: [] };
    while (stack.length > 0 && stack[stack.length - 1].entry.level >= entry.level) stack.pop();
    (stack.length > 0 ? stack[stack.length - 1].children : roots).push(node);
    stack.push(node);
  }
  return roots;
}

function TocList({ nodes, active }: { nodes: Node[]; active?: string }) {
  return (
    <ul className={styles.list}>
      {nodes.map(({ entry, children }) => (
        <li key={entry.id}>
          <a href={`#${entry.id}`} className={styles.link} aria-current={entry.id === active ? 'location' : undefined}>
            {entry.text}
          </a>
          {children.length > 0 && <TocList nodes={children} active={active} />}
        </li>
      ))}
    </ul>
  );
}

function DesktopToc({ toc }: { toc: TocEntry[] }) {
  const translate = useTranslate();
  const active = useActiveHeading(toc.map((entry) => entry.id));
  return (
    <nav className={styles.desktop} aria-label={translate('theme.TOC.ariaLabel')}>
      <TocList nodes={nestToc(toc)} active={active} />
    </nav>
  );
}

/**
 * 'desktop': a sticky column that highlights the heading being read (wide screens only).
 * 'mobile': a collapsed block above the content (narrow screens only).
 */
export function TableOfContents({ toc, variant }: { toc: TocEntry[]; variant: 'desktop' | 'mobile' }) {
  const translate = useTranslate();
  if (toc.length === 0) return null;
  if (variant === 'desktop') return <DesktopToc toc={toc} />;
  return (
    <details className={styles.mobile}>
      <summary className={styles.summary}>{translate('theme.TOCCollapsible.toggleButtonLabel')}</summary>
      <TocList nodes={nestToc(toc)} />
    </details>
  );
}
