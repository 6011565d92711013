// Issue 2: the engine end to end, seen from a browser against `ampere serve`.
import { expect, test, type ConsoleMessage, type Page, type Response } from '@playwright/test';
import {
  documentMark,
  isMobile,
  isDocument,
  localeData,
  markDocument,
  pageHeading,
  pathOf,
  recordRequests,
  waitForApp,
} from './helpers';

test.describe('home page', () => {
  test('en: title, lang and content', async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle('Quick start | SmartgridOne Documentation');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(pageHeading(page)).toHaveText('Quick start');
    await expect(page.locator('main p').first()).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });

  test('hi: title, lang from htmlLang and Hindi content', async ({ page }) => {
    const response = await page.goto('/hi/');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/^त्वरित शुरुआत \| /);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(pageHeading(page)).toHaveText('त्वरित शुरुआत');
    await expect(page.locator('main p').first()).toBeVisible();
    await expect(page.locator('main p').first()).toContainText(/[\u0900-\u097F]/);
  });

  test('every locale home has <html lang> from its htmlLang and its direction', async ({ page, request }) => {
    await page.goto('/');
    const data = await localeData(page);
    expect(data.locales).toHaveLength(12);
    for (const locale of data.locales) {
      const html = await (await request.get(`${locale.prefix}/`)).text();
      const tag = html.match(/<html[^>]*>/)?.[0] ?? '';
      expect(tag, `${locale.code} home`).toContain(`lang="${locale.htmlLang}"`);
      expect(tag, `${locale.code} home`).toContain(`dir="${locale.direction}"`);
    }
    expect(data.locales.find((locale) => locale.code === 'hi')?.htmlLang).toBe('hi');
    expect(data.locales.find((locale) => locale.code === 'ar')?.direction).toBe('rtl');
  });
});

test.describe('client-side navigation', () => {
  test('a sidebar link and a content link navigate without a full page load', async ({ page }) => {
    await page.goto('/installation/');
    await waitForApp(page);
    await markDocument(page);
    const documents = recordRequests(page, isDocument);

    await page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'Wiring best practices', exact: true }).click();
    await expect(page).toHaveURL(/\/wiring-best-practices\/$/);
    await expect(pageHeading(page)).toHaveText('Wiring best practices');
    await expect(page).toHaveTitle('Wiring best practices | SmartgridOne Documentation');
    expect(await documentMark(page)).toBe(1);

    // A link inside the content (the paginator at the end of the article).
    await page.getByRole('navigation', { name: 'Docs pages' }).getByRole('link', { name: /Next/ }).click();
    await expect(page).toHaveURL(/\/network-configuration\/$/);
    await expect(pageHeading(page)).toHaveText('Network configuration');
    await expect(page.getByRole('navigation', { name: 'Docs sidebar' }).locator('a[aria-current="page"]')).toHaveText('Network configuration');
    expect(await documentMark(page)).toBe(1);

    // Back returns to the previous page, still without a reload.
    await page.goBack();
    await expect(pageHeading(page)).toHaveText('Wiring best practices');
    expect(await documentMark(page)).toBe(1);
    expect(documents.map((request) => request.url())).toEqual([]);
  });

  test('the language dropdown goes to the same page in the other locale', async ({ page }) => {
    await page.goto('/installation/');
    await waitForApp(page);
    await page.getByRole('button', { name: /Choose a language/ }).click();
    await page.getByRole('link', { name: 'हिन्दी' }).click();
    await expect(page).toHaveURL(/\/hi\/installation\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(pageHeading(page)).toContainText(/[\u0900-\u097F]/);
    await expect(page.getByRole('navigation', { name: /.+/ }).locator('a[aria-current="page"]').first()).toHaveAttribute('href', '/hi/installation/');

    // And to Arabic, which turns the document right to left.
    const hiData = await localeData(page);
    const ar = hiData.locales.find((locale) => locale.code === 'ar')!;
    await page.locator('header button[aria-haspopup="true"]').click();
    await page.getByRole('link', { name: ar.label }).click();
    await expect(page).toHaveURL(/\/ar\/installation\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(pageHeading(page)).toHaveText('التركيب');
  });
});

test.describe('not found', () => {
  test('an unknown path answers 404 with the not-found page', async ({ page }) => {
    const response = await page.goto('/nope/');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
    await expect(page.getByText('We could not find what you were looking for.')).toBeVisible();
    await expect(
      page.getByText('Please contact the owner of the site that linked you to the original URL and let them know their link is broken.'),
    ).toBeVisible();
  });

  test('/hi/nope/ shows the Hindi not-found page', async ({ page }) => {
    const response = await page.goto('/hi/nope/');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('पेज नहीं मिला');
    await expect(page.getByText('आप जो ढूँढ रहे थे, वह हमें नहीं मिला।')).toBeVisible();
  });

  test('a missing asset is a plain 404, not a page', async ({ request }) => {
    const response = await request.get('/assets/nope-12345678.js');
    expect(response.status()).toBe(404);
  });
});

test('Arabic is right to left with the sidebar on the right and the TOC on the left', async ({ page }) => {
  await page.goto('/ar/installation/');
  await waitForApp(page);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  const sidebar = await page.getByRole('navigation', { name: /.+/ }).and(page.locator('aside nav')).boundingBox();
  const main = await page.locator('main').boundingBox();
  const toc = await page.locator('main nav').filter({ has: page.locator('a[href^="#"]') }).last().boundingBox();
  expect(sidebar && main && toc).toBeTruthy();
  // Sidebar entirely to the right of the article text; TOC to its left.
  const article = await page.locator('main article').boundingBox();
  expect(sidebar!.x).toBeGreaterThanOrEqual(article!.x + article!.width - 1);
  expect(toc!.x + toc!.width).toBeLessThanOrEqual(article!.x + 1);
  // Text is right-aligned: the heading's right edge is at the article's right edge.
  const heading = await pageHeading(page).boundingBox();
  expect(Math.abs(heading!.x + heading!.width - (article!.x + article!.width))).toBeLessThan(40);
});

test('sidebar chevrons point the same way in Arabic as in English (down when collapsed, up when open)', async ({ page }, testInfo) => {
  test.skip(isMobile(testInfo), 'the sidebar column exists at desktop widths');
  // The drawn sides and the rotation decide where a chevron points; both must not depend on direction.
  const chevronShapes = async (prefix: string) => {
    await page.goto(`${prefix}/installation/`);
    await waitForApp(page);
    return page.evaluate(() =>
      ['collapsed', 'expanded'].map((state) => {
        const chevron = document.querySelector(`aside nav li[data-state="${state}"] > div button span[aria-hidden="true"]`);
        if (!chevron) return null;
        const style = getComputedStyle(chevron);
        return {
          state,
          transform: style.transform,
          sides: [style.borderTopWidth, style.borderRightWidth, style.borderBottomWidth, style.borderLeftWidth],
        };
      }),
    );
  };
  const english = await chevronShapes('');
  expect(english.every((shape) => shape !== null)).toBe(true);
  expect(await chevronShapes('/ar')).toEqual(english);
});

test('without JavaScript the content, sidebar links and headings are visible', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto('/installation/');
  await expect(pageHeading(page)).toHaveText('Installation');
  await expect(page.locator('main h2').first()).toBeVisible();
  expect(await page.locator('main h2').count()).toBeGreaterThanOrEqual(3);
  await expect(page.locator('main p').first()).toBeVisible();
  const sidebar = page.locator('aside nav');
  await expect(sidebar.getByRole('link', { name: 'Wiring best practices', exact: true })).toBeVisible();
  await expect(sidebar.locator('a[aria-current="page"]')).toHaveText('Installation');
  // ampere.toml writes `{year}`: the year of the build.
  await expect(page.locator('footer')).toContainText(`Copyright © ${new Date().getUTCFullYear()}`);
  // Links are plain links: following one loads the next page from the server.
  await sidebar.getByRole('link', { name: 'Wiring best practices', exact: true }).click();
  await expect(page).toHaveURL(/\/wiring-best-practices\/$/);
  await expect(pageHeading(page)).toHaveText('Wiring best practices');
  await context.close();
});

test.describe('redirects', () => {
  test('/installation/index.html goes to /installation/', async ({ page, request }) => {
    const raw = await request.get('/installation/index.html', { maxRedirects: 0 });
    expect([301, 308]).toContain(raw.status());
    expect(new URL(raw.headers()['location'], 'http://x').pathname).toBe('/installation/');
    await page.goto('/installation/index.html');
    expect(pathOf(page)).toBe('/installation/');
    await expect(pageHeading(page)).toHaveText('Installation');
  });

  test('/installation (no slash) goes to /installation/', async ({ page }) => {
    await page.goto('/installation');
    expect(pathOf(page)).toBe('/installation/');
  });

  test('/Accessories/a1-port/ goes to /Controller/Accessories/a1-port/', async ({ page, request }) => {
    const raw = await request.get('/Accessories/a1-port/', { maxRedirects: 0 });
    expect([301, 308]).toContain(raw.status());
    await page.goto('/Accessories/a1-port/');
    expect(pathOf(page)).toBe('/Controller/Accessories/a1-port/');
    await expect(pageHeading(page)).toBeVisible();
  });
});

/** React's hydration complaints, in development and production (minified) builds. */
const HYDRATION =
  /hydrat|did not match|server rendered HTML|Text content does not match|Minified React error #(418|419|421|422|423|425)\b/i;

async function loadAndCollect(page: Page, url: string): Promise<string[]> {
  const messages: string[] = [];
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning') messages.push(`${message.type()}: ${message.text()}`);
  };
  const onError = (error: Error) => messages.push(`pageerror: ${error.message}`);
  const onResponse = (response: Response) => {
    if (response.status() >= 400 && response.url() !== page.url()) messages.push(`HTTP ${response.status()}: ${response.url()}`);
  };
  page.on('console', onConsole);
  page.on('pageerror', onError);
  page.on('response', onResponse);
  await page.goto(url);
  await waitForApp(page);
  await page.waitForTimeout(300);
  page.off('console', onConsole);
  page.off('pageerror', onError);
  page.off('response', onResponse);
  return messages;
}

test('no hydration warnings on load', async ({ page }) => {
  test.slow();
  const pages = [
    '/',
    '/installation/',
    '/hi/',
    '/ar/installation/',
    '/category/troubleshooting/',
    '/search/?q=battery',
    '/nope/',
    '/installation/?embed=true',
  ];
  const found: string[] = [];
  for (const url of pages) {
    for (const message of await loadAndCollect(page, url)) {
      if (HYDRATION.test(message)) found.push(`${url} → ${message}`);
    }
  }
  expect(found, found.join('\n')).toEqual([]);
});

test('no console errors or failed requests on a doc page load', async ({ page }) => {
  const messages = await loadAndCollect(page, '/installation/');
  expect(messages, messages.join('\n')).toEqual([]);
});
