import type { LocaleData, PageData } from '../data/types';

/** Page loading state of SPA navigation (SPEC §4 "Page loading"). */
export type LoadState = 'loaded' | 'loading' | 'error';

/** What to do with the scroll position once a navigation has been rendered. */
export type ScrollRequest =
  | { kind: 'none' }
  | { kind: 'hash'; hash: string; smooth: boolean }
  | { kind: 'position'; top: number };

export interface RouterSnapshot {
  page: PageData;
  locale: LocaleData;
  load: LoadState;
  /** A navigation to another path is under way (drives the progress bar). */
  changingPath: boolean;
  /** Error text for load 'error'. */
  error?: string;
  /** Increments on every rendered navigation, so effects can react to each one. */
  commit: number;
  scroll: ScrollRequest;
}

export interface Navigation {
  navigate(href: string, options?: { replace?: boolean }): void;
  retry(): void;
  snapshot: RouterSnapshot;
}

/** The navigation of a page that is not interactive (SSR, tests). */
export function staticNavigation(page: PageData, locale: LocaleData): Navigation {
  return {
    navigate: () => {},
    retry: () => {},
    snapshot: { page, locale, load: 'loaded', changingPath: false, commit: 0, scroll: { kind: 'none' } },
  };
}
