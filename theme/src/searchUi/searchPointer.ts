// Pages name a locale's search pointer rather than its core index (see search_files.rs).

/** The core index a locale's search pointer names. Pages name the pointer, a stable URL that is
 * revalidated on every use, so an edit that changes only the index never changes the pages; a
 * URL that is not a pointer (`.bin`) is the core itself. */
export async function coreIndexUrl(indexUrl: string): Promise<string> {
  if (!indexUrl.endsWith('.json')) return indexUrl;
  const response = await fetch(indexUrl);
  if (!response.ok) throw new Error(`${indexUrl}: HTTP ${response.status}`);
  const pointer = (await response.json()) as { core?: unknown };
  if (typeof pointer.core !== 'string') throw new Error(`${indexUrl} names no core index`);
  return pointer.core;
}
