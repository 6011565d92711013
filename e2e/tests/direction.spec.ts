// Direction and language of mixed content in a right-to-left locale: an untranslated page under
// /ar/ shows English laid out left to right and marked English; inline code in Arabic text keeps
// its own left-to-right order.
import { expect, test } from '@playwright/test';
import { waitForApp } from './helpers';

test('a fallback page under /ar/ marks its English title and body lang="en" dir="ltr"', async ({ page }) => {
  await page.goto('/ar/Toolbox/cable-reference/');
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
