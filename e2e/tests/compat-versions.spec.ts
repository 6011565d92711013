// Docs versions of a real Docusaurus site (compat/wails: v2.15.0 served at /docs/, v2.13.0 and
// `next`), built by ampere unchanged: the navbar version dropdown, the banner of a version that is
// not the last, and the stored preferred version (SPEC §3 "Docs version").
import { expect, test } from '@playwright/test';
import { COMPAT_URL } from '../playwright.config';
import { waitForApp } from './helpers';

const KEY = 'docs-preferred-version-default';

test.describe('docs versions of a Docusaurus site', () => {
  test('the last version has no banner; the dropdown leads to the same page in another version', async ({ page }) => {
    await page.goto(`${COMPAT_URL}/docs/introduction/`);
    await waitForApp(page);
    await expect(page.locator('[data-kind^="version-"]')).toHaveCount(0);
    const dropdown = page.locator('nav details', { has: page.locator('summary', { hasText: /^v2\.15\.0$/ }) });
    await dropdown.locator('summary').click();
    await expect(dropdown.getByRole('link')).toHaveText(['Next', 'v2.15.0', 'v2.13.0']);
    await dropdown.getByRole('link', { name: 'v2.13.0' }).click();
    await expect(page).toHaveURL(`${COMPAT_URL}/docs/v2.13.0/introduction/`);
    const banner = page.locator('[data-kind="version-unmaintained"]');
    await expect(banner).toContainText('v2.13.0');
    await expect(page.locator('nav summary', { hasText: /^v2\.13\.0$/ })).toBeVisible();
    expect(await page.evaluate((key) => localStorage.getItem(key), KEY)).toBe('v2.13.0');
    await banner.getByRole('link', { name: 'latest version' }).click();
    await expect(page).toHaveURL(`${COMPAT_URL}/docs/introduction/`);
  });

  test('the unreleased docs say so without JavaScript too', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${COMPAT_URL}/docs/next/introduction/`);
    await expect(page.locator('[data-kind="version-unreleased"]')).toContainText('not released yet');
    await expect(page.locator('nav summary', { hasText: /^Next$/ })).toHaveCount(1);
    await context.close();
  });
});
