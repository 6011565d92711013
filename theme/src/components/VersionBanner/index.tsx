import { useLocaleData, usePage, useTranslate } from '../../data/context';
import { latestVersion, versionHref, versionOfPage } from '../../docsVersion/versions';
import { DEFAULT_PLUGIN_ID, storeVersionName } from '../../docsVersion/storage';
import styles from '../DocBanner/styles.module.css';

const LINK = '{latestVersionLink}';

/**
 * The notice above the docs of a version that is not the last one: unreleased (newer) or no
 * longer maintained (older), with a link to the same page in the last version (its first doc
 * when it does not have the page). Docusaurus's keys, so a site's code.json translates it.
 */
export function VersionBanner() {
  const { versions, site } = useLocaleData();
  const page = usePage();
  const translate = useTranslate();
  const version = versionOfPage(versions, page);
  const latest = latestVersion(versions);
  if (versions.length <= 1 || !version?.banner || !latest || latest === version) return null;
  const key =
    version.banner === 'unreleased' ? 'theme.docs.versions.unreleasedVersionLabel' : 'theme.docs.versions.unmaintainedVersionLabel';
  const suggestion = translate('theme.docs.versions.latestVersionSuggestionLabel', { versionLabel: latest.label });
  const [before, after = ''] = suggestion.split(LINK);
  return (
    <div className={styles.banner} data-kind={`version-${version.banner}`} role="note">
      <p className={styles.title}>{translate(key, { siteTitle: site.title, versionLabel: version.label })}</p>
      <p className={styles.message}>
        {before}
        <a href={versionHref(latest, page)} onClick={() => storeVersionName(DEFAULT_PLUGIN_ID, latest.name)}>
          {translate('theme.docs.versions.latestVersionLinkLabel')}
        </a>
        {after}
      </p>
    </div>
  );
}
