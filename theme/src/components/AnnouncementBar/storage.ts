/** localStorage keys (compatible with Docusaurus, so an existing dismissal carries over). */
export const DISMISS_KEY = 'docusaurus.announcement.dismiss';
export const ID_KEY = 'docusaurus.announcement.id';
/** Docusaurus once wrote the id under this misspelt key; it is migrated to ID_KEY and removed. */
export const MISSPELT_ID_KEY = 'docusuarus.announcement.id';

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function storage(): Store | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Moves an id stored under the misspelt key to the correct key (unless that is already set). */
export function migrateMisspeltId(store: Store): void {
  const old = store.getItem(MISSPELT_ID_KEY);
  if (old === null) return;
  if (store.getItem(ID_KEY) === null) store.setItem(ID_KEY, old);
  store.removeItem(MISSPELT_ID_KEY);
}

/**
 * Whether announcement `id` is dismissed. A configured id that differs from the stored one is a
 * new announcement: the id is stored and the dismissal reset, so the bar shows again.
 */
export function isAnnouncementDismissed(id: string, store: Store | null = storage()): boolean {
  if (!store) return false;
  try {
    migrateMisspeltId(store);
    if (store.getItem(ID_KEY) !== id) {
      store.setItem(ID_KEY, id);
      store.setItem(DISMISS_KEY, 'false');
      return false;
    }
    return store.getItem(DISMISS_KEY) === 'true';
  } catch {
    return false;
  }
}

export function dismissAnnouncement(id: string, store: Store | null = storage()): void {
  try {
    store?.setItem(ID_KEY, id);
    store?.setItem(DISMISS_KEY, 'true');
  } catch {
    // storage unavailable: dismissed for this page only
  }
}
