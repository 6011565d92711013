import { useEffect } from 'react';
import { useLocaleData, usePage } from '../data/context';
import { DEFAULT_PLUGIN_ID, storeVersionName } from './storage';
import { preferredVersion, versionOfRoute } from './versions';

/**
 * Keeps the stored preferred docs version (SPEC §3, §9) valid and up to date, in the browser only.
 *
 * On every page a stale stored version is removed (see `preferredVersion`). On a page of the docs
 * (a doc or a category index page) the version of that page is stored as the preference.
 *
 * Docusaurus stores the preference only when the reader picks a version in the version dropdown.
 * The site has a single version and so no dropdown: we store the version of the docs page being
 * read instead. With one version the value is always the latest (`current`), exactly what
 * Docusaurus would hold after a switch; with several versions it remembers the version the reader
 * last read, which is what a version switch expresses.
 */
export function useDocsVersionPreference(): void {
  const { versions } = useLocaleData();
  const { kind, route } = usePage();
  const isDocsPage = kind === 'doc' || kind === 'category';
  useEffect(() => {
    preferredVersion(versions, DEFAULT_PLUGIN_ID);
    if (!isDocsPage) return;
    const version = versionOfRoute(versions, route);
    if (version) storeVersionName(DEFAULT_PLUGIN_ID, version.name);
  }, [versions, route, isDocsPage]);
}
