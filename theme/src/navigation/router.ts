import type { LocaleData, PageData } from '../data/types';
import { DataCache, InvalidPageDataError } from './data';
import { normalizePath, withEmbed } from './paths';
import type { Navigation, RouterSnapshot, ScrollRequest } from './state';

export interface RouterOptions {
  page: PageData;
  locale: LocaleData;
  cache: DataCache;
  /** Full page load: the fallback when a route's data cannot be fetched (SPEC §4). */
  fullLoad?: (url: string) => void;
}

interface HistoryState {
  ampereScroll?: number;
}

/**
 * Client-side router: a small external store read with useSyncExternalStore.
 * navigate() fetches the route's page data (and the other locale's data when the locale changes),
 * then pushes the history entry and publishes the new snapshot.
 */
export class Router {
  private snapshot: RouterSnapshot;
  private listeners = new Set<() => void>();
  private sequence = 0;
  private failed?: { url: URL; push: boolean };
  private readonly cache: DataCache;
  /** Path (as in location.pathname) of the page on screen. */
  private renderedPath: string;
  private readonly fullLoad: (url: string) => void;

  constructor(options: RouterOptions) {
    this.cache = options.cache;
    this.fullLoad = options.fullLoad ?? ((url) => window.location.assign(url));
    this.renderedPath = normalizePath(window.location.pathname);
    this.snapshot = {
      page: options.page,
      locale: options.locale,
      load: 'loaded',
      changingPath: false,
      commit: 0,
      scroll: { kind: 'none' },
    };
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): RouterSnapshot => this.snapshot;

  navigation(): Navigation {
    return { navigate: this.navigate, retry: this.retry, snapshot: this.snapshot };
  }

  private publish(change: Partial<RouterSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...change };
    this.listeners.forEach((listener) => listener());
  }

  private embedded(): boolean {
    return document.documentElement.getAttribute('data-embed') === 'true';
  }

  navigate = (href: string, options: { replace?: boolean } = {}): void => {
    const url = withEmbed(new URL(href, window.location.href), this.embedded());
    void this.go(url, options.replace ? 'replace' : 'push');
  };

  retry = (): void => {
    if (this.failed) void this.go(this.failed.url, this.failed.push ? 'push' : 'none', true);
  };

  /** Back/forward: the URL has already changed. */
  handlePopState = (event: PopStateEvent): void => {
    const top = (event.state as HistoryState | null)?.ampereScroll;
    void this.go(new URL(window.location.href), 'none', false, top);
  };

  /** Remembers the scroll position in the current history entry (restored on back/forward). */
  saveScrollPosition(): void {
    const state: HistoryState = { ...(window.history.state as HistoryState | null), ampereScroll: window.scrollY };
    window.history.replaceState(state, '');
  }

  prefetch(href: string): void {
    const url = new URL(href, window.location.href);
    this.cache.page(url.pathname).catch(() => {});
  }

  private writeHistory(url: URL, mode: 'push' | 'replace' | 'none'): void {
    if (mode === 'none') return;
    if (mode === 'push') {
      this.saveScrollPosition();
      window.history.pushState({}, '', url.href);
    } else {
      window.history.replaceState(window.history.state, '', url.href);
    }
  }

  private async go(url: URL, mode: 'push' | 'replace' | 'none', reload = false, restoreTop?: number): Promise<void> {
    const id = ++this.sequence;
    const path = normalizePath(url.pathname);
    if (path === this.renderedPath && !reload) {
      this.writeHistory(url, mode);
      const scroll: ScrollRequest =
        restoreTop !== undefined ? { kind: 'position', top: restoreTop } : { kind: 'hash', hash: url.hash, smooth: true };
      this.publish({ load: 'loaded', changingPath: false, error: undefined, commit: this.snapshot.commit + 1, scroll });
      return;
    }
    this.publish({ load: 'loading', changingPath: true, error: undefined });
    let page: PageData;
    let locale: LocaleData;
    try {
      page = await this.cache.page(url.pathname, reload);
      locale = await this.localeFor(page);
    } catch (error) {
      if (id !== this.sequence) return;
      if (error instanceof InvalidPageDataError) {
        this.failed = { url, push: mode === 'push' };
        this.publish({ load: 'error', changingPath: false, error: error.message });
      } else {
        this.fullLoad(url.href);
      }
      return;
    }
    if (id !== this.sequence) return;
    this.failed = undefined;
    this.renderedPath = path;
    this.writeHistory(url, mode);
    this.updateDocument(page, locale);
    const scroll: ScrollRequest =
      restoreTop !== undefined
        ? { kind: 'position', top: restoreTop }
        : url.hash
          ? { kind: 'hash', hash: url.hash, smooth: true }
          : { kind: 'position', top: 0 };
    this.publish({ page, locale, load: 'loaded', changingPath: false, commit: this.snapshot.commit + 1, scroll });
  }

  private localeFor(page: PageData): Promise<LocaleData> {
    const current = this.snapshot.locale;
    if (page.locale === current.locale.code) return Promise.resolve(current);
    const target = current.locales.find((locale) => locale.code === page.locale);
    if (!target) return Promise.reject(new Error(`Unknown locale "${page.locale}"`));
    return this.cache.locale(target.dataUrl);
  }

  private updateDocument(page: PageData, locale: LocaleData): void {
    document.title = page.documentTitle;
    document.documentElement.lang = locale.locale.htmlLang;
    document.documentElement.dir = locale.locale.direction;
  }
}
