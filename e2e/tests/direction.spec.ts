// Direction and language of mixed content in a right-to-left locale: an untranslated page under
// /ar/ shows English laid out left to right and marked English; inline code in Arabic text keeps
// its own left-to-right order.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { waitForApp } from './helpers';

const SITE = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'site');
const ARABIC_PAGES = join(SITE, 'i18n', 'ar', 'docusaurus-plugin-content-docs', 'current');

/** The route of an English page that Arabic does not translate yet (a plain page: no slug or id, no
 * number prefixes), found in the content so that the test follows the translation work. */
function untranslatedArabicRoute(folder = join(SITE, 'docs')): string | undefined {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    const inside = relative(join(SITE, 'docs'), path);
    if (/(^|\/)\d/.test(inside)) continue;
    if (entry.isDirectory()) {
      const found = untranslatedArabicRoute(path);
      if (found) return found;
    } else if (entry.name.endsWith('.md') && !existsSync(join(ARABIC_PAGES, inside))) {
      if (!/^(slug|id):/m.test(readFileSync(path, 'utf8'))) return `/ar/${inside.replace(/\.md$/, '')}/`;
    }
  }
  return undefined;
}

test('a fallback page under /ar/ marks its English title and body lang="en" dir="ltr"', async ({ page }) => {
  const route = untranslatedArabicRoute();
  test.skip(!route, 'Arabic translates every page, so no page falls back to English');
  await page.goto(route!);
  await waitForApp(page);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const title = page.getByRole('heading', { level: 1 });
  await expect(title).toHaveAttribute('lang', 'en');
  expect(await title.evaluate((element) => getComputedStyle(element).direction)).toBe('ltr');
  const body = page.locator('main [lang="en"][dir="ltr"] p').first();
  await expect(body).toBeVisible();
  expect(await body.evaluate((element) => getComputedStyle(element).direction)).toBe('ltr');
});

test('a translated Arabic page stays Arabic, and its inline code reads left to right', async ({ page }) => {
  await page.goto('/ar/network-configuration/');
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveAttribute('lang', /./);
  const code = page.locator('main p code').first();
  await expect(code).toBeVisible();
  const style = await code.evaluate((element) => ({ direction: getComputedStyle(element).direction, bidi: getComputedStyle(element).unicodeBidi }));
  expect(style).toEqual({ direction: 'ltr', bidi: 'isolate' });
});

test('a value and its unit never break apart: "120 Ω" is joined by a no-break space', async ({ page }) => {
  for (const route of ['/ar/wiring-best-practices/', '/wiring-best-practices/']) {
    await page.goto(route);
    await waitForApp(page);
    const text = await page.locator('main article').innerText();
    expect(text, route).toContain('120\u00a0Ω');
    expect(text, route).not.toMatch(/\d Ω/);
  }
});

test('the language menu works without JavaScript: plain links to the same page', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/installation/');
  await page.locator('header button[aria-haspopup="true"]').first().focus();
  const german = page.getByRole('link', { name: 'Deutsch' });
  await expect(german).toBeVisible();
  await expect(german).toHaveAttribute('href', '/de/installation/');
  await german.click();
  await expect(page).toHaveURL(/\/de\/installation\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Installation');
  await context.close();
});

test('switching language keeps the anchor and the query', async ({ page }) => {
  await page.goto('/search/?q=meter');
  await waitForApp(page);
  await page.locator('header button[aria-haspopup="true"]').first().click();
  await page.getByRole('link', { name: 'Deutsch' }).click();
  await expect(page).toHaveURL(/\/de\/search\/\?q=meter$/);
});
