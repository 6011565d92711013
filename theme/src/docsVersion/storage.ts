/**
 * The reader's preferred docs version in localStorage, stored per docs plugin under the key
 * Docusaurus uses (`docs-preferred-version-<pluginId>`, value: the version name), so a preference
 * carries over between the two engines. Storage may be missing or throw (private mode, disabled
 * cookies, full quota): every access is wrapped and then behaves as "nothing stored".
 */

/** Our docs are one plugin instance with Docusaurus' default id. */
export const DEFAULT_PLUGIN_ID = 'default';

export type PreferenceStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function preferredVersionKey(pluginId: string): string {
  return `docs-preferred-version-${pluginId}`;
}

/** window.localStorage, or null where reading the property itself throws or there is no window. */
export function browserStorage(): PreferenceStore | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readStoredVersionName(pluginId: string, store: PreferenceStore | null = browserStorage()): string | null {
  try {
    return store?.getItem(preferredVersionKey(pluginId)) ?? null;
  } catch {
    return null;
  }
}

export function storeVersionName(pluginId: string, versionName: string, store: PreferenceStore | null = browserStorage()): void {
  try {
    store?.setItem(preferredVersionKey(pluginId), versionName);
  } catch {
    // storage unavailable: the preference lasts for this page only
  }
}

export function removeStoredVersionName(pluginId: string, store: PreferenceStore | null = browserStorage()): void {
  try {
    store?.removeItem(preferredVersionKey(pluginId));
  } catch {
    // storage unavailable: nothing to remove
  }
}
