import { usePage, useTranslate } from '../../data/context';
import styles from './styles.module.css';

/** Every internal link of the locale and whether it resolves; broken links first. */
export function LinkReport() {
  const page = usePage();
  const translate = useTranslate();
  const links = [...(page.linkReport ?? [])].sort((a, b) => Number(a.ok) - Number(b.ok));
  const broken = links.filter((link) => !link.ok).length;
  return (
    <div className={styles.page}>
      <h1>{page.title || translate('theme.linkReport.title')}</h1>
      <p>{translate('theme.linkReport.summary', { broken, total: links.length })}</p>
      <div className={styles.scroller}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{translate('theme.linkReport.source')}</th>
              <th scope="col">{translate('theme.linkReport.target')}</th>
              <th scope="col">{translate('theme.linkReport.status')}</th>
            </tr>
          </thead>
          <tbody>
            {links.map((link, index) => (
              <tr key={index} data-state={link.ok ? 'ok' : 'broken'}>
                <td>
                  <a href={link.source}>{link.source}</a>
                </td>
                <td>{link.target}</td>
                <td>{translate(link.ok ? 'theme.linkReport.ok' : 'theme.linkReport.broken')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
