import { useLocaleData, usePage, useTranslate } from '../../data/context';
import styles from './styles.module.css';

/** The docs version of the page; shown only when the site has more than one version. */
export function VersionBadge() {
  const { versions } = useLocaleData();
  const { route } = usePage();
  const translate = useTranslate();
  if (versions.length <= 1) return null;
  const version =
    [...versions].sort((a, b) => b.path.length - a.path.length).find((item) => route.startsWith(item.path)) ??
    versions.find((item) => item.isLast) ??
    versions[0];
  return (
    <span className={styles.badge}>{translate('theme.docs.versionBadge.label', { versionLabel: version.label })}</span>
  );
}
