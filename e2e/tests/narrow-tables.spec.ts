// Tables on a phone (390 px): no table needs sideways scrolling. Tables of two or more columns
// become one card per row, each value under its column's header; German compounds hyphenate.
import { expect, test } from '@playwright/test';
import { waitForApp } from './helpers';

test.use({ viewport: { width: 390, height: 844 } });

const PAGES = ['/de/Troubleshooting/control-malfunctioning/', '/de/specifications/', '/de/status-leds/', '/Troubleshooting/device-communication/', '/ar/specifications/'];

for (const route of PAGES) {
  test(`no table scrolls sideways at 390 px: ${route}`, async ({ page }) => {
    await page.goto(route);
    await waitForApp(page);
    const wrappers = page.locator('main .table-wrapper');
    expect(await wrappers.count()).toBeGreaterThan(0);
    const overflowing = await wrappers.evaluateAll((elements) =>
      elements
        .map((wrapper) => ({ wrapper, table: wrapper.querySelector('table') as HTMLElement }))
        .filter(({ wrapper, table }) => table.scrollWidth > wrapper.clientWidth + 1)
        .map(({ table }) => table.querySelector('th')?.textContent ?? '?'),
    );
    expect(overflowing, 'tables wider than the screen (first header)').toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
}

test('a stacked row labels each value with its column header', async ({ page }) => {
  await page.goto('/de/Troubleshooting/control-malfunctioning/');
  await waitForApp(page);
  const cell = page.locator('main .table-stacks td[data-label]').first();
  const header = await page.locator('main .table-stacks th').first().innerText();
  expect(await cell.getAttribute('data-label')).toBe(header.trim());
  const label = await cell.evaluate((element) => getComputedStyle(element, '::before').content);
  expect(label).toBe(JSON.stringify(header.trim()));
  await expect(page.locator('main .table-stacks thead').first()).toHaveCSS('position', 'absolute');
});
