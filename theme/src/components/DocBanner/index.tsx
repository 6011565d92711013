import { usePage, useTranslate } from '../../data/context';
import styles from './styles.module.css';

/** Notices above a doc: unlisted page, draft page, and untranslated page. */
export function DocBanner() {
  const { flags } = usePage();
  const translate = useTranslate();
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
    </>
  );
}
