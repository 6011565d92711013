import type { DocsVersion, PageData } from '../data/types';
import { browserStorage, DEFAULT_PLUGIN_ID, readStoredVersionName, removeStoredVersionName, type PreferenceStore } from './storage';

/** The latest version (isLast), which readers get when they have no valid preference. */
export function latestVersion(versions: DocsVersion[]): DocsVersion | undefined {
  return versions.find((version) => version.isLast) ?? versions[0];
}

/** The version a route belongs to: the one with the longest path that prefixes it, else the latest. */
export function versionOfRoute(versions: DocsVersion[], route: string): DocsVersion | undefined {
  const containing = versions
    .filter((version) => route.startsWith(version.path))
    .sort((left, right) => right.path.length - left.path.length);
  return containing[0] ?? latestVersion(versions);
}

/** The version of a page: the one the engine names for it, else the one its route lies in. */
export function versionOfPage(versions: DocsVersion[], page: Pick<PageData, 'route' | 'version'>): DocsVersion | undefined {
  return versions.find((version) => version.name === page.version) ?? versionOfRoute(versions, page.route);
}

/**
 * Where a version's entry in the dropdown leads from `page`: the page's own doc in that version
 * when the version has it, else the version's first doc.
 */
export function versionHref(version: DocsVersion, page: Pick<PageData, 'version' | 'versionHrefs' | 'route'>): string {
  if (version.name === page.version) return page.route;
  return page.versionHrefs?.[version.name] ?? version.mainHref;
}

/**
 * The reader's preferred version for the docs plugin. A stored name that is not a version of the
 * site (removed or renamed since) is stale: it is removed and the latest version is used.
 */
export function preferredVersion(
  versions: DocsVersion[],
  pluginId: string = DEFAULT_PLUGIN_ID,
  store: PreferenceStore | null = browserStorage(),
): DocsVersion | undefined {
  const stored = readStoredVersionName(pluginId, store);
  if (stored === null) return latestVersion(versions);
  const known = versions.find((version) => version.name === stored);
  if (known) return known;
  removeStoredVersionName(pluginId, store);
  return latestVersion(versions);
}
