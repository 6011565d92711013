import type { LocaleData, PageData } from '../data/types';
import { pageDataUrl } from './paths';

/** A page data file that arrived but cannot be rendered: shown as a page load error with Retry. */
export class InvalidPageDataError extends Error {
  constructor(url: string, reason: string) {
    super(`Invalid page data at ${url}: ${reason}`);
    this.name = 'InvalidPageDataError';
  }
}

export type FetchJson = (url: string) => Promise<unknown>;

export const fetchJson: FetchJson = async (url) => {
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`${response.status} ${response.statusText} for ${url}`);
  return response.json();
};

const pageKinds = new Set(['doc', 'category', 'search', 'notFound', 'markdownPage', 'linkReport']);

function validatePage(value: unknown, url: string): PageData {
  const page = value as Partial<PageData> | null;
  if (!page || typeof page !== 'object') throw new InvalidPageDataError(url, 'not an object');
  if (!pageKinds.has(page.kind as string)) throw new InvalidPageDataError(url, `unknown kind "${String(page.kind)}"`);
  if (typeof page.route !== 'string' || typeof page.locale !== 'string') {
    throw new InvalidPageDataError(url, 'route or locale missing');
  }
  if (!page.flags || !Array.isArray(page.toc) || !Array.isArray(page.breadcrumbs)) {
    throw new InvalidPageDataError(url, 'flags, toc or breadcrumbs missing');
  }
  return page as PageData;
}

/** Page data and locale data, fetched once and kept in memory (locale data per locale). */
export class DataCache {
  private pages = new Map<string, Promise<PageData>>();
  private locales = new Map<string, Promise<LocaleData>>();

  constructor(private readonly fetchJson: FetchJson) {}

  page(pathname: string, reload = false): Promise<PageData> {
    const url = pageDataUrl(pathname);
    let entry = reload ? undefined : this.pages.get(url);
    if (!entry) {
      entry = this.fetchJson(url).then((value) => validatePage(value, url));
      entry.catch(() => this.pages.delete(url));
      this.pages.set(url, entry);
    }
    return entry;
  }

  locale(dataUrl: string): Promise<LocaleData> {
    let entry = this.locales.get(dataUrl);
    if (!entry) {
      entry = this.fetchJson(dataUrl) as Promise<LocaleData>;
      entry.catch(() => this.locales.delete(dataUrl));
      this.locales.set(dataUrl, entry);
    }
    return entry;
  }

  /** Seeds the cache with data that is already in hand (the boot page's locale). */
  seedLocale(dataUrl: string, data: LocaleData): void {
    this.locales.set(dataUrl, Promise.resolve(data));
  }
}
