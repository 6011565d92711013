// Every locale translates the installer path: a deep page under each locale prefix shows the
// locale's own text (its title from the translated file), in the locale's language and
// direction, with neither the untranslated nor the outdated notice.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { waitForApp } from './helpers';

const PAGE = 'Troubleshooting/control-malfunctioning.md';
const ROUTE = '/Troubleshooting/control-malfunctioning/';
const LOCALES = ['nl', 'fr', 'de', 'it', 'pl', 'pt', 'es', 'sv', 'ch', 'ar', 'hi'];

/** The `title:` of a translated page's front matter. */
function translatedTitle(locale: string): string {
  const file = path.resolve('../site/i18n', locale, 'docusaurus-plugin-content-docs/current', PAGE);
  const title = /^title:\s*(.+)$/m.exec(fs.readFileSync(file, 'utf8'))?.[1] ?? '';
  return title.replace(/^["']|["']$/g, '').trim();
}

for (const locale of LOCALES) {
  test(`${locale}: a deep page is the locale's own translation`, async ({ page }) => {
    await page.goto(`/${locale}${ROUTE}`);
    await waitForApp(page);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(translatedTitle(locale));
    await expect(heading).not.toHaveAttribute('lang', /./);
    await expect(page.locator('[data-kind="untranslated"]')).toHaveCount(0);
    await expect(page.locator('[data-kind="outdated"]')).toHaveCount(0);
    const html = page.locator('html');
    await expect(html).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
    expect((await html.getAttribute('lang')) ?? '').not.toBe('en');
  });
}
