import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

const browser = typeof window !== 'undefined';

// jsdom has no matchMedia: everything matches nothing (light system mode, motion allowed, mobile width).
if (browser && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

afterEach(() => {
  if (!browser) return;
  cleanup();
  window.localStorage.clear();
  for (const name of ['data-theme', 'data-theme-choice', 'data-embed', 'data-announcement-dismissed']) {
    document.documentElement.removeAttribute(name);
  }
  document.body.removeAttribute('style');
});
