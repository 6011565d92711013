// SPEC §3 and §9: the preferred docs version is stored per plugin in localStorage, under the key
// Docusaurus uses. The site has one version, `current`; reading a doc page stores it.
import { expect, test } from '@playwright/test';
import { waitForApp } from './helpers';

const KEY = 'docs-preferred-version-default';

const stored = (page: import('@playwright/test').Page) =>
  page.evaluate((key) => localStorage.getItem(key), KEY);

test.describe('preferred docs version', () => {
  test('visiting a doc page stores its version for the default docs plugin', async ({ page }) => {
    expect(page.viewportSize()?.width).toBe(1280);
    await page.goto('/installation/');
    await waitForApp(page);
    await expect.poll(() => stored(page)).toBe('current');
    await expect(page.getByText(/^Version: /)).toHaveCount(0);
  });

  test('a stale stored version is removed on other pages and replaced on a doc page', async ({ page }) => {
    await page.addInitScript((key) => {
      if (!sessionStorage.getItem('seeded')) {
        sessionStorage.setItem('seeded', 'yes');
        localStorage.setItem(key, '0.9-removed');
      }
    }, KEY);
    await page.goto('/search/');
    await waitForApp(page);
    await expect.poll(() => stored(page)).toBeNull();
    await page.goto('/ar/installation/');
    await waitForApp(page);
    await expect.poll(() => stored(page)).toBe('current');
  });
});
