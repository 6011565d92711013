import { useLocaleData } from '../../data/context';
import type { FooterLink } from '../../data/generated/contract';
import styles from './styles.module.css';

/** Link columns (Docusaurus's `themeConfig.footer.links`), then the copyright line. */
export function Footer() {
  const { site } = useLocaleData();
  return (
    <footer className={styles.footer} data-ampere-chrome="">
      {site.footer.length > 0 && (
        <div className={styles.columns}>
          {site.footer.map((column, index) => (
            <nav key={index} className={styles.column} aria-label={column.title || undefined}>
              {column.title && <p className={styles.columnTitle}>{column.title}</p>}
              <ul>
                {column.items.map((link: FooterLink) => (
                  <li key={link.href + link.label}>
                    <a href={link.href} {...(/^[a-z][a-z0-9+.-]*:|^\/\//i.test(link.href) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
                      {link.label}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
      )}
      <p className={styles.copyright}>{site.copyright}</p>
    </footer>
  );
}
