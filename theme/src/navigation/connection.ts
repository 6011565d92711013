interface NetworkInformationLike {
  saveData?: boolean;
  effectiveType?: string;
}

/** Prefetching is skipped when the reader asked to save data or is on a 2g connection. */
export function canPrefetch(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
  if (!connection) return true;
  if (connection.saveData) return false;
  return !(connection.effectiveType ?? '').includes('2g');
}
