import { useLocaleData, usePage, useTranslate } from '../../data/context';
import { routeInLocale } from '../../data/routes';
import styles from './styles.module.css';

/** Notices above a doc: unlisted page, draft page, untranslated page, outdated translation. */
export function DocBanner() {
  const { flags, route } = usePage();
  const { locale, locales, defaultLocale } = useLocaleData();
  const translate = useTranslate();
  const original = locales.find((info) => info.code === defaultLocale);
  return (
    <>
      {flags.unlisted && (
        <div className={styles.banner} data-kind="unlisted" role="note">
          <p className={styles.title}>{translate('theme.unlistedContent.title')}</p>
          <p className={styles.message}>{translate('theme.unlistedContent.message')}</p>
        </div>
      )}
      {flags.draft && (
        <div className={styles.banner} data-kind="draft" role="note">
          <p className={styles.title}>{translate('theme.draftContent.title')}</p>
          <p className={styles.message}>{translate('theme.draftContent.message')}</p>
        </div>
      )}
      {flags.untranslated && (
        <div className={styles.banner} data-kind="untranslated" role="note">
          <p className={styles.message}>{translate('theme.docs.untranslatedNotice')}</p>
        </div>
      )}
      {flags.outdated && original && (
        <div className={styles.banner} data-kind="outdated" role="note">
          <p className={styles.message}>
            {translate('theme.docs.outdatedNotice')}{' '}
            <a href={routeInLocale(route, locale, original)} hrefLang={original.htmlLang} lang={original.htmlLang}>
              {translate('theme.docs.outdatedNotice.link')}
            </a>
          </p>
        </div>
      )}
    </>
  );
}
