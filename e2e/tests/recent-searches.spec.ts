// The search dialog remembers the results a reader chose (per locale, at most five) and lists
// them on its start screen, where the arrow keys, Enter and a remove button work on them.
import { expect, test } from '@playwright/test';
import { LOCALES, localeData, openSearchDialog, pathOf, t, waitForApp } from './helpers';

const TITLES: Record<string, string> = { en: 'Installation', ar: 'التركيب' };

for (const { code, prefix } of LOCALES) {
  test(`recent searches (${code}): a chosen result is listed on the start screen and survives a reload`, async ({ page }) => {
    await page.goto(`${prefix}/installation/`);
    await waitForApp(page);
    const data = await localeData(page);
    let { dialog, input, body } = await openSearchDialog(page, data);
    await expect(body).toHaveAttribute('data-state', 'start');
    await expect(dialog.getByText(t(data, 'theme.SearchModal.startScreen.text'))).toBeVisible();
    await expect(dialog.getByRole('option')).toHaveCount(0);

    await input.fill(TITLES[code]);
    // The Ask-AI entry is listed first and selected; ArrowDown selects the first result.
    await expect(dialog.getByRole('option').first()).toHaveAttribute('data-kind', 'askAi');
    const first = dialog.locator('[role="option"][data-kind="result"]').first();
    await expect(first).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(first).toHaveAttribute('aria-selected', 'true');
    const href = (await first.locator('a').getAttribute('href'))!;
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect.poll(() => pathOf(page)).toBe(decodeURIComponent(new URL(href, page.url()).pathname));
    const stored = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), `ampere-recent-searches-${code}`);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ href, pageTitle: TITLES[code] });

    await page.goto(`${prefix}/`);
    await waitForApp(page);
    ({ dialog, input, body } = await openSearchDialog(page, data));
    await expect(body).toHaveAttribute('data-state', 'start');
    await expect(dialog.getByText(t(data, 'theme.SearchModal.recentSearches.title'), { exact: true })).toBeVisible();
    const recent = dialog.getByRole('listbox', { name: t(data, 'theme.SearchModal.recentSearches.title') }).getByRole('option');
    await expect(recent).toHaveCount(1);
    await expect(recent.first()).toContainText(TITLES[code]);
    await expect(recent.first()).toHaveAttribute('aria-selected', 'true');
    await expect(dialog.getByText(t(data, 'theme.SearchModal.startScreen.text'))).toHaveCount(0);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect.poll(() => pathOf(page)).toBe(decodeURIComponent(new URL(href, page.url()).pathname));

    await page.reload();
    await waitForApp(page);
    ({ dialog, input, body } = await openSearchDialog(page, data));
    await expect(recent).toHaveCount(1);
    const title = stored[0].section ? `${stored[0].pageTitle} › ${stored[0].section}` : stored[0].pageTitle;
    await dialog.getByRole('button', { name: t(data, 'theme.SearchModal.recentSearches.removeButtonAriaLabel', { title }) }).click();
    await expect(recent).toHaveCount(0);
    await expect(input).toBeFocused();
    await expect(dialog.getByText(t(data, 'theme.SearchModal.startScreen.text'))).toBeVisible();
    expect(await page.evaluate((key) => localStorage.getItem(key), `ampere-recent-searches-${code}`)).toBe('[]');
  });
}
