import type { LocaleData, PageData } from '../data/types';
import { render } from '../entry-server';

/**
 * The server render, called inside jsdom. There `window` exists, so layout effects stay layout
 * effects and React warns that they do nothing on the server; in the real worker (no window) they
 * are plain effects and nothing is logged. Only that warning is tolerated; anything else fails.
 */
export function serverRender(page: PageData, locale: LocaleData): string {
  const original = console.error;
  const unexpected: unknown[][] = [];
  console.error = (...args: unknown[]) => {
    if (!String(args[0]).includes('useLayoutEffect does nothing on the server')) unexpected.push(args);
  };
  try {
    return render(page, locale);
  } finally {
    console.error = original;
    if (unexpected.length > 0) throw new Error(`Server render logged errors: ${JSON.stringify(unexpected)}`);
  }
}
