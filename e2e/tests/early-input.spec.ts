// What a reader does before the page is interactive is not lost: the theme's head script records
// Ctrl/Cmd+K, '/' and a click on the Search button while the app's scripts are still loading, and
// the dialog opens as soon as the Search button hydrates. The scripts are held back here until
// the reader has acted, so the test does not depend on timing.
import { expect, test, type Page } from '@playwright/test';

async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

for (const key of ['Control+K', '/']) {
  test(`${key} pressed before hydration opens the search dialog once the page is interactive`, async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto('/installation/', { waitUntil: 'commit' });
    await expect(page.locator('button[aria-keyshortcuts]').first()).toBeAttached();
    await page.keyboard.press(key);
    await expect(page.locator('html')).toHaveAttribute('data-search-requested', 'true');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    release();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.locator('html')).not.toHaveAttribute('data-search-requested', /./);
  });
}

test('a click on Search before hydration opens the dialog; after hydration the early listener is quiet', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/installation/', { waitUntil: 'commit' });
  const button = page.locator('button[aria-keyshortcuts]').first();
  await expect(button).toBeVisible();
  await button.click();
  release();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page.locator('html')).toHaveAttribute('data-search-ready', 'true');
  await expect(page.locator('html')).not.toHaveAttribute('data-search-requested', /./);
});
