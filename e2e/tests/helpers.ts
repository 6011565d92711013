import { expect, type Locator, type Page, type Request } from '@playwright/test';

/** The two locales most tests run in: the default one at `/` and the right-to-left one. */
export const LOCALES = [
  { code: 'en', prefix: '' },
  { code: 'ar', prefix: '/ar' },
] as const;

export interface LocaleInfo {
  code: string;
  label: string;
  direction: 'ltr' | 'rtl';
  htmlLang: string;
  prefix: string;
  dataUrl: string;
}

/** The parts of the per-locale data file (LocaleData) the tests read. */
export interface LocaleData {
  locale: LocaleInfo;
  locales: LocaleInfo[];
  site: { title: string; copyright: string };
  strings: Record<string, string>;
  search: { indexUrl: string; searchPagePath: string };
  sidebar: SidebarItem[];
  announcementBar?: { id: string; content: string; isCloseable: boolean };
  askAi?: { endpoint: string };
}

export type SidebarItem =
  | { type: 'link'; label: string; href: string }
  | { type: 'category'; label: string; href?: string; collapsed: boolean; collapsible: boolean; items: SidebarItem[] };

/** The boot data the server wrote into the page (`<script id="__ampere_page">`). */
export async function bootData(page: Page): Promise<{ localeDataUrl: string; page: { route: string; title: string; locale: string } }> {
  const text = await page.locator('#__ampere_page').textContent();
  expect(text, 'the page carries its boot data').toBeTruthy();
  return JSON.parse(text!);
}

/** The locale data of the page on screen, fetched like the app fetches it. */
export async function localeData(page: Page): Promise<LocaleData> {
  const boot = await bootData(page);
  // Resolved against the page, not the config's baseURL: some specs serve a second site.
  const response = await page.request.get(new URL(boot.localeDataUrl, page.url()).href);
  expect(response.ok()).toBe(true);
  return (await response.json()) as LocaleData;
}

/** A string of the theme catalogue in the page's locale, with `{name}` placeholders filled. */
export function t(data: LocaleData, key: string, values: Record<string, string> = {}): string {
  const text = data.strings[key];
  expect(text, `string "${key}" is in the ${data.locale.code} catalogue`).toBeTruthy();
  return text.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`);
}

/**
 * Waits until React has hydrated the server-rendered page: the navbar's buttons and the footer
 * carry React's fiber properties once hydration has reached them.
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const hydrated = (element: Element | null) =>
        !!element && Object.keys(element).some((key) => key.startsWith('__reactFiber') || key.startsWith('__reactProps'));
      const layout = document.querySelector('#__ampere > div');
      const lastButton = Array.from(document.querySelectorAll('#__ampere button')).pop() ?? null;
      return hydrated(layout) && (lastButton === null || hydrated(lastButton));
    },
    undefined,
    { timeout: 10_000 },
  );
  // Effects (stored colour mode, shortcuts, link interception) run right after the commit.
  await page.waitForTimeout(50);
}

/** Marks the current document; a full page load loses the mark, client navigation keeps it. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __marker: number }).__marker = 1;
  });
}

export async function documentMark(page: Page): Promise<number | undefined> {
  return page.evaluate(() => (window as unknown as { __marker?: number }).__marker);
}

/** Requests of one kind made by the page from now on. */
export function recordRequests(page: Page, predicate: (request: Request) => boolean): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (predicate(request)) seen.push(request);
  });
  return seen;
}

export const isPageData = (request: Request) => new URL(request.url()).pathname.endsWith('/page-data.json');
export const isDocument = (request: Request) => request.resourceType() === 'document';

/** The doc page's own heading (the article's h1). */
export function pageHeading(page: Page): Locator {
  return page.locator('main h1').first();
}

/** Path of the page URL, decoded (routes contain spaces). */
export function pathOf(page: Page): string {
  return decodeURIComponent(new URL(page.url()).pathname);
}

export function isMobile(testInfo: { project: { name: string } }): boolean {
  return testInfo.project.name === 'mobile';
}

/** The route progress bar: the layout's first child after the skip link (data-state idle|running|done). */
export function progressBar(page: Page): Locator {
  return page.locator('#__ampere > div > [class^="progress"][data-state]');
}

/** Opens the search dialog with the navbar's Search button; its field has the focus. */
export async function openSearchDialog(page: Page, data: LocaleData): Promise<{ dialog: Locator; input: Locator; body: Locator }> {
  await page.locator('header button[aria-haspopup="dialog"]').click();
  const dialog = page.getByRole('dialog', { name: t(data, 'theme.SearchModal.ariaLabel') });
  const input = dialog.getByRole('combobox');
  await expect(input).toBeFocused();
  // The dialog's body carries the screen (data-state start|loading|results|noResults|error|askAi).
  return { dialog, input, body: dialog.locator('[data-state]').first() };
}
