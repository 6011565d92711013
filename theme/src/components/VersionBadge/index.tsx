import { useLocaleData, usePage, useTranslate } from '../../data/context';
import { versionOfPage } from '../../docsVersion/versions';
import styles from './styles.module.css';

/** The docs version of the page; shown when the site has several versions and the version's badge is on. */
export function VersionBadge() {
  const { versions } = useLocaleData();
  const page = usePage();
  const translate = useTranslate();
  const version = versionOfPage(versions, page);
  if (versions.length <= 1 || !version?.badge) return null;
  return (
    <span className={styles.badge}>{translate('theme.docs.versionBadge.label', { versionLabel: version.label })}</span>
  );
}
