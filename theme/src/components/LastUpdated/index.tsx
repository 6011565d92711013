import { useLocaleData, usePage, useTranslate } from '../../data/context';
import styles from './styles.module.css';

/** The day `date` (`YYYY-MM-DD`) in the reader's language, the same on the server and in the browser. */
function formatDay(date: string, htmlLang: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) return date;
  return new Intl.DateTimeFormat(htmlLang, { dateStyle: 'medium', timeZone: 'UTC' }).format(day);
}

/** "Last updated on <date> by <author>" under a doc, when its docs plugin shows it. */
export function LastUpdated() {
  const { lastUpdate } = usePage();
  const { locale } = useLocaleData();
  const translate = useTranslate();
  if (!lastUpdate) return null;
  const { date, author } = lastUpdate;
  const atDate = date ? translate('theme.lastUpdated.atDate', { date: '\u0000' }) : '';
  const byUser = author ? translate('theme.lastUpdated.byUser', { user: author }) : '';
  const text = translate('theme.lastUpdated.lastUpdatedAtBy', { atDate, byUser });
  const [before, after = ''] = text.split('\u0000');
  return (
    <p className={styles.lastUpdated}>
      {before}
      {date && <time dateTime={date}>{formatDay(date, locale.htmlLang)}</time>}
      {after}
    </p>
  );
}
