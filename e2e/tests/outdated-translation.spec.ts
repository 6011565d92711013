// A translation whose English page changed after it was translated (its source hash in
// i18n/<locale>/translated-sources.json no longer matches) is still shown, with a notice in the
// reader's language and a link to the English page.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { startPortalCopy, type PortalCopy } from './portalCopy';
import { localeData, t, waitForApp } from './helpers';

const PAGE = 'docs/Controller/status-leds.md';
let site: PortalCopy;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const english = fs.readFileSync(path.resolve('../site', PAGE), 'utf8');
  site = await startPortalCopy({
    files: { [PAGE]: `${english}\nA sentence added to the English page after it was translated.\n` },
    locales: ['en', 'de'],
  });
});

test.afterAll(async () => {
  await site?.close();
});

test('an outdated translation says so and links the English page; an up-to-date one does not', async ({ page }) => {
  await page.goto(`${site.url}/de/status-leds/`);
  await waitForApp(page);
  const data = await localeData(page);
  const notice = page.locator('[data-kind="outdated"]');
  await expect(notice).toContainText(t(data, 'theme.docs.outdatedNotice'));
  const link = notice.getByRole('link', { name: t(data, 'theme.docs.outdatedNotice.link') });
  await expect(link).toHaveAttribute('href', '/status-leds/');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveAttribute('lang', /./);

  await page.goto(`${site.url}/de/installation/`);
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('[data-kind="outdated"]')).toHaveCount(0);
});
