// Issue 5, accessibility: axe-core finds nothing on the main kinds of page, in en and ar; the
// keyboard reaches a skip link first.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { LOCALES, localeData, t, waitForApp } from './helpers';

const PAGES = [
  { name: 'home', path: '/' },
  { name: 'doc page', path: '/installation/' },
  { name: 'category page', path: '/category/troubleshooting/' },
  { name: 'search page', path: '/search/?q=battery' },
  { name: 'not-found page', path: '/nope/' },
];

for (const { code, prefix } of LOCALES) {
  for (const { name, path } of PAGES) {
    test(`axe: ${name} (${code}) has no violations`, async ({ page }) => {
      await page.goto(`${prefix}${path}`);
      await waitForApp(page);
      if (path.startsWith('/search/')) await expect(page.locator('main ol a').first()).toBeVisible();
      const results = await new AxeBuilder({ page }).analyze();
      const report = results.violations.map(
        (violation) =>
          `${violation.id} (${violation.impact}): ${violation.help}\n` +
          violation.nodes.map((node) => `    ${node.target.join(' ')}  ${node.failureSummary?.split('\n').slice(1).join(' ') ?? ''}`).join('\n'),
      );
      expect(report, report.join('\n')).toEqual([]);
    });
  }

  test(`axe: doc page (${code}) in dark mode has no violations`, async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    await page.goto(`${prefix}/installation/`);
    await waitForApp(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    const results = await new AxeBuilder({ page }).analyze();
    const report = results.violations.map(
      (violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
    expect(report, report.join('\n')).toEqual([]);
  });

  test(`keyboard (${code}): the first Tab reaches a visible skip-to-content link`, async ({ page }) => {
    await page.goto(`${prefix}/installation/`);
    await waitForApp(page);
    const data = await localeData(page);
    await page.keyboard.press('Tab');
    const focused = page.locator(':focus');
    await expect(focused).toHaveText(t(data, 'theme.common.skipToMainContent'));
    await expect(focused).toHaveAttribute('href', /^#/);
    await expect(focused).toBeVisible();
    await expect(focused).toBeInViewport();
    const box = (await focused.boundingBox())!;
    expect(box.width).toBeGreaterThan(20);
    expect(box.height).toBeGreaterThan(10);
    // Following it moves focus to the main content.
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
    // The next Tab goes into the content, not back to the navbar.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('main'))).toBe(true);
  });
}
