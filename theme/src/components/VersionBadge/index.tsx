import { useLocaleData, usePage, useTranslate } from '../../data/context';
import { versionOfRoute } from '../../docsVersion/versions';
import styles from './styles.module.css';

/** The docs version of the page; shown only when the site has more than one version. */
export function VersionBadge() {
  const { versions } = useLocaleData();
  const { route } = usePage();
  const translate = useTranslate();
  const version = versionOfRoute(versions, route);
  if (versions.length <= 1 || !version) return null;
  return (
    <span className={styles.badge}>{translate('theme.docs.versionBadge.label', { versionLabel: version.label })}</span>
  );
}
