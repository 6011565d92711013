import type { PageData } from '../data/types';
import { docPage, localeData, pageData } from '../test/fixtures';
import { DataCache } from './data';
import { isPageUrl, normalizePath, pageDataUrl, shouldInterceptClick } from './paths';
import { Router } from './router';

function setup(responses: Record<string, unknown | Error>) {
  window.history.replaceState(null, '', '/installation/');
  const fetched: string[] = [];
  const fetchJson = vi.fn(async (url: string) => {
    fetched.push(url);
    const response = responses[url];
    if (response === undefined || response instanceof Error) throw response ?? new Error(`404 ${url}`);
    return response;
  });
  const fullLoad = vi.fn();
  const locale = localeData();
  const router = new Router({ page: docPage('en', { route: '/installation/' }), locale, cache: new DataCache(fetchJson), fullLoad });
  return { router, fetched, fullLoad };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const grid: PageData = pageData('en', '/Configuration%20from%20A%20to%20Z/grid-limits/');

describe('Router', () => {
  afterEach(() => {
    document.documentElement.lang = '';
    document.documentElement.dir = '';
  });

  it('fetches the page data, pushes the URL and publishes the new page', async () => {
    const { router, fetched } = setup({ '/Configuration%20from%20A%20to%20Z/grid-limits/page-data.json': grid });
    const states: string[] = [];
    router.subscribe(() => states.push(router.getSnapshot().load));
    router.navigate('/Configuration from A to Z/grid-limits/#mounting');
    expect(router.getSnapshot().changingPath).toBe(true);
    await flush();
    expect(fetched).toEqual(['/Configuration%20from%20A%20to%20Z/grid-limits/page-data.json']);
    expect(states).toEqual(['loading', 'loaded']);
    expect(router.getSnapshot().page.title).toBe('Grid limits');
    expect(router.getSnapshot().scroll).toEqual({ kind: 'hash', hash: '#mounting', smooth: true });
    expect(window.location.pathname).toBe('/Configuration%20from%20A%20to%20Z/grid-limits/');
    expect(document.title).toBe('Grid limits | SmartgridOne Documentation');
  });

  it('falls back to a full page load when the data cannot be fetched', async () => {
    const { router, fullLoad } = setup({});
    router.navigate('/app/');
    await flush();
    expect(fullLoad).toHaveBeenCalledWith(`${window.location.origin}/app/`);
    expect(window.location.pathname).toBe('/installation/');
  });

  it('shows invalid page data as a load error, and Retry fetches again', async () => {
    const responses: Record<string, unknown> = { '/app/page-data.json': { kind: 'weird' } };
    const { router, fetched } = setup(responses);
    router.navigate('/app/');
    await flush();
    expect(router.getSnapshot().load).toBe('error');
    expect(router.getSnapshot().error).toContain('unknown kind "weird"');
    responses['/app/page-data.json'] = docPage('en', { route: '/app/', title: 'App' });
    router.retry();
    await flush();
    expect(fetched.filter((url) => url === '/app/page-data.json')).toHaveLength(2);
    expect(router.getSnapshot().load).toBe('loaded');
    expect(router.getSnapshot().page.title).toBe('App');
    expect(window.location.pathname).toBe('/app/');
  });

  it('only scrolls for a hash on the same page, without fetching', async () => {
    const { router, fetched } = setup({});
    router.navigate('/installation/#wiring');
    await flush();
    expect(fetched).toEqual([]);
    expect(window.location.hash).toBe('#wiring');
    expect(router.getSnapshot().scroll).toEqual({ kind: 'hash', hash: '#wiring', smooth: true });
    expect(router.getSnapshot().changingPath).toBe(false);
  });

  it('loads the other locale data when the locale changes and updates lang and dir', async () => {
    const arabic = pageData('ar', '/installation/');
    const arabicData = localeData('ar');
    const { router, fetched } = setup({ '/ar/installation/page-data.json': arabic, [arabicData.locale.dataUrl]: arabicData });
    router.navigate('/ar/installation/');
    await flush();
    expect(fetched).toEqual(['/ar/installation/page-data.json', arabicData.locale.dataUrl]);
    expect(router.getSnapshot().locale.locale.code).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
  });

  it('keeps ?embed=true when navigating inside an embedded page', async () => {
    const { router } = setup({ '/app/page-data.json': docPage('en', { route: '/app/' }) });
    document.documentElement.setAttribute('data-embed', 'true');
    router.navigate('/app/');
    await flush();
    expect(window.location.search).toBe('?embed=true');
  });

  it('serves prefetched data from memory', async () => {
    const { router, fetched } = setup({ '/app/page-data.json': docPage('en', { route: '/app/' }) });
    router.prefetch('/app/');
    await flush();
    router.navigate('/app/');
    await flush();
    expect(fetched).toEqual(['/app/page-data.json']);
  });
});

describe('paths', () => {
  it('normalizes page paths and builds data URLs', () => {
    expect(normalizePath('/hi/installation/index.html')).toBe('/hi/installation/');
    expect(normalizePath('/hi/installation')).toBe('/hi/installation/');
    expect(pageDataUrl('/')).toBe('/page-data.json');
  });

  it('treats assets, files and other origins as non-pages', () => {
    const origin = window.location.origin;
    expect(isPageUrl(new URL('/assets/app.js', origin), origin)).toBe(false);
    expect(isPageUrl(new URL('/img/wiring.png', origin), origin)).toBe(false);
    expect(isPageUrl(new URL('https://example.com/x/'), origin)).toBe(false);
    expect(isPageUrl(new URL('/hi/app/', origin), origin)).toBe(true);
  });

  it('leaves modified clicks, targets and downloads to the browser', () => {
    const anchor = document.createElement('a');
    anchor.href = '/app/';
    const click = (init: MouseEventInit = {}) => new MouseEvent('click', { button: 0, ...init });
    expect(shouldInterceptClick(click(), anchor, window.location.origin)).toBe(true);
    expect(shouldInterceptClick(click({ ctrlKey: true }), anchor, window.location.origin)).toBe(false);
    anchor.target = '_blank';
    expect(shouldInterceptClick(click(), anchor, window.location.origin)).toBe(false);
    anchor.removeAttribute('target');
    anchor.setAttribute('download', '');
    expect(shouldInterceptClick(click(), anchor, window.location.origin)).toBe(false);
  });
});

describe('ScrollManager hash targets', () => {
  it('moves focus to a focusable hash target such as the skip link target', async () => {
    const { scrollToHash } = await import('./scroll');
    const main = document.createElement('main');
    main.id = '__ampere_main';
    main.tabIndex = -1;
    document.body.appendChild(main);
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    expect(scrollToHash('#__ampere_main', false)).toBe(true);
    expect(document.activeElement).toBe(main);
    expect(scrollToHash('#missing', false)).toBe(false);
    main.remove();
  });
});
