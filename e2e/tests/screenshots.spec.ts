// Issue 5: screenshots of the home and a doc page in light/dark × en/ar at 1280 and 390 px, kept as
// artefacts in e2e/artifacts/ (not compared against references).
import { existsSync, mkdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { LOCALES, waitForApp } from './helpers';

const ARTIFACTS = join(dirname(fileURLToPath(import.meta.url)), '..', 'artifacts');

const PAGES = [
  { name: 'home', path: '/' },
  { name: 'installation', path: '/installation/' },
];

for (const mode of ['light', 'dark'] as const) {
  for (const { code, prefix } of LOCALES) {
    for (const { name, path } of PAGES) {
      test(`screenshot: ${name} ${code} ${mode}`, async ({ page }, testInfo) => {
        await page.addInitScript((value) => localStorage.setItem('theme', value), mode);
        await page.goto(`${prefix}${path}`);
        await waitForApp(page);
        await page.evaluate(() => document.fonts.ready);
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
        await expect(page.locator('html')).toHaveAttribute('dir', code === 'ar' ? 'rtl' : 'ltr');
        await expect(page.locator('main h1').first()).toBeVisible();
        mkdirSync(ARTIFACTS, { recursive: true });
        const width = page.viewportSize()!.width;
        const file = join(ARTIFACTS, `${name}-${code}-${mode}-${width}.png`);
        await page.screenshot({ path: file, fullPage: false, animations: 'disabled' });
        expect(existsSync(file) && statSync(file).size > 5_000).toBe(true);
        await testInfo.attach(`${name}-${code}-${mode}-${width}`, { path: file, contentType: 'image/png' });
      });
    }
  }
}
