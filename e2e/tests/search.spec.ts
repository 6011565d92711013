// Issue 3: the search dialog and the search page, in English and in Arabic (right to left).
import { expect, test, type Page } from '@playwright/test';
import { LOCALES, localeData, pathOf, recordRequests, t, waitForApp, type LocaleData } from './helpers';

/** A result row of the dialog (the Ask-AI entry is an option too, listed first). */
const RESULT = '[role="option"][data-kind="result"]';

/** A page title to search for and a query that matches nothing, per locale. */
const QUERIES: Record<string, { title: string; nonsense: string }> = {
  en: { title: 'Installation', nonsense: 'qxzvjk wplmtr' },
  ar: { title: 'التركيب', nonsense: 'qxzvjk wplmtr' },
};

function searchButton(page: Page) {
  return page.locator('header button[aria-haspopup="dialog"]');
}

function dialog(page: Page, data: LocaleData) {
  return page.getByRole('dialog', { name: t(data, 'theme.SearchModal.ariaLabel') });
}

function input(page: Page, data: LocaleData) {
  return dialog(page, data).getByRole('combobox');
}

for (const { code, prefix } of LOCALES) {
  test.describe(`search dialog (${code})`, () => {
    let data: LocaleData;

    test.beforeEach(async ({ page }) => {
      await page.goto(`${prefix}/installation/`);
      await waitForApp(page);
      data = await localeData(page);
      expect(data.locale.code).toBe(code);
    });

    test('opens with the button, Ctrl+K and "/"; Escape and the backdrop close it', async ({ page }) => {
      await expect(searchButton(page)).toContainText(t(data, 'theme.SearchBar.label'));
      await searchButton(page).click();
      await expect(dialog(page, data)).toBeVisible();
      await expect(input(page, data)).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(dialog(page, data)).toBeHidden();
      await expect(searchButton(page)).toBeFocused();

      await page.locator('main h1').click();
      await page.keyboard.press('Control+k');
      await expect(dialog(page, data)).toBeVisible();
      await expect(input(page, data)).toBeFocused();
      // The backdrop: a point of the viewport outside the panel.
      const panel = (await dialog(page, data).boundingBox())!;
      const viewport = page.viewportSize()!;
      expect(panel.y + panel.height).toBeLessThan(viewport.height - 20);
      await page.mouse.click(viewport.width / 2, viewport.height - 10);
      await expect(dialog(page, data)).toBeHidden();

      await page.locator('main h1').click();
      await page.keyboard.press('/');
      await expect(dialog(page, data)).toBeVisible();
      await expect(input(page, data)).toHaveValue('');
      await dialog(page, data).getByRole('button', { name: t(data, 'theme.SearchModal.closeButtonAriaLabel') }).click();
      await expect(dialog(page, data)).toBeHidden();
    });

    test('"/" does not open it while typing in a field', async ({ page }) => {
      await page.goto(`${prefix}/search/`);
      await waitForApp(page);
      const field = page.locator('main input[type="search"]');
      await field.click();
      await page.keyboard.type('a/b');
      await expect(field).toHaveValue('a/b');
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });

    test('locks the body scroll while open', async ({ page }) => {
      await page.evaluate(() => window.scrollTo(0, 200));
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(200);
      // A real click at the (sticky) button; Playwright's click() would first scroll it "into view".
      const button = (await searchButton(page).boundingBox())!;
      await page.mouse.click(button.x + button.width / 2, button.y + button.height / 2);
      await expect(dialog(page, data)).toBeVisible();
      expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
      await page.mouse.move(20, 600);
      await page.mouse.wheel(0, 600);
      await page.waitForTimeout(300);
      expect(await page.evaluate(() => window.scrollY)).toBe(200);
      await page.keyboard.press('Escape');
      await expect(dialog(page, data)).toBeHidden();
      expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
      expect(await page.evaluate(() => window.scrollY), 'closing the dialog leaves the page where it was').toBe(200);
    });

    test('the clear button empties the query', async ({ page }) => {
      await searchButton(page).click();
      await input(page, data).fill(QUERIES[code].title);
      const clear = dialog(page, data).getByRole('button', { name: t(data, 'theme.SearchModal.searchBox.resetButtonTitle') });
      await clear.click();
      await expect(input(page, data)).toHaveValue('');
      await expect(input(page, data)).toBeFocused();
      await expect(dialog(page, data).getByText(t(data, 'theme.SearchModal.startScreen.text'))).toBeVisible();
    });

    test('an exact page title ranks that page first', async ({ page }) => {
      await searchButton(page).click();
      await input(page, data).pressSequentially(QUERIES[code].title, { delay: 20 });
      const options = dialog(page, data).locator(RESULT);
      await expect(options.first()).toBeVisible();
      const titles = await dialog(page, data).locator(`${RESULT} a > span:first-child`).allInnerTexts();
      expect(titles.map((title) => title.trim()), 'result titles, best first').toContain(QUERIES[code].title);
      expect(titles[0].trim(), `first of: ${titles.slice(0, 5).join(' | ')}`).toBe(QUERIES[code].title);
      await expect(options.first().locator('a')).toHaveAttribute('href', `${prefix}/installation/`);
    });

    test('a page title gives highlighted results; ArrowDown + Enter opens one', async ({ page }) => {
      await searchButton(page).click();
      await input(page, data).pressSequentially(QUERIES[code].title, { delay: 20 });
      const options = dialog(page, data).locator(RESULT);
      await expect(options.first()).toBeVisible();
      await expect(options.first()).toContainText(new RegExp(QUERIES[code].title, 'i'));
      const marks = dialog(page, data).locator(`${RESULT} mark`);
      await expect(marks.first()).toBeVisible();
      const marked = (await marks.allInnerTexts()).join(' ').toLowerCase();
      expect(marked).toContain(QUERIES[code].title.toLowerCase().slice(0, 4));
      expect(await options.count()).toBeLessThanOrEqual(20);

      // The Ask-AI entry comes first and is selected; the arrow keys go on to the results.
      await expect(dialog(page, data).getByRole('option').first()).toHaveAttribute('data-kind', 'askAi');
      await expect(dialog(page, data).getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
      const count = await options.count();
      await page.keyboard.press('ArrowDown');
      await expect(options.first()).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('ArrowDown');
      const chosen = count > 1 ? options.nth(1) : options.first();
      await expect(chosen).toHaveAttribute('aria-selected', 'true');
      const href = (await chosen.locator('a').getAttribute('href'))!;
      expect(href.startsWith(`${prefix}/`)).toBe(true);
      await page.keyboard.press('Enter');
      await expect(dialog(page, data)).toBeHidden();
      const target = new URL(href, page.url());
      await expect.poll(() => pathOf(page)).toBe(decodeURIComponent(target.pathname));
      if (code !== 'en') expect(pathOf(page).startsWith(`${prefix}/`)).toBe(true);
      await expect(page.locator('main h1').first()).toBeVisible();
    });

    test('a nonsense query shows the no-results screen', async ({ page }) => {
      await searchButton(page).click();
      await input(page, data).fill(QUERIES[code].nonsense);
      await expect(dialog(page, data)).toContainText(t(data, 'theme.SearchModal.noResultsScreen.noResultsText'));
      await expect(dialog(page, data)).toContainText(QUERIES[code].nonsense);
      await expect(dialog(page, data).locator(RESULT)).toHaveCount(0);
    });

    test('files that cannot be fetched show the error screen; Retry searches again', async ({ page }) => {
      const errorScreen = () => dialog(page, data).getByRole('alert');
      // The core index first, then (with the core loaded) a posting shard of the query.
      for (const pattern of [/\/assets\/search-[a-z]+\.[0-9a-f]+\.bin$/, /\/postings-\d+\.bin$/]) {
        await page.reload(); // a fresh engine, which has fetched nothing yet
        await waitForApp(page);
        await page.route(pattern, (route) => route.abort('internetdisconnected'));
        await searchButton(page).click();
        await input(page, data).fill(QUERIES[code].title);
        await expect(errorScreen()).toContainText(t(data, 'theme.SearchModal.errorScreen.titleText'));
        await expect(errorScreen()).toContainText(t(data, 'theme.SearchModal.errorScreen.helpText'));
        await page.unroute(pattern);
        await errorScreen().getByRole('button', { name: t(data, 'theme.PageLoader.retry') }).click();
        await expect(dialog(page, data).locator(RESULT).first()).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(dialog(page, data)).toBeHidden();
      }
    });

    test('the dialog is at most 560 px wide and half the viewport high', async ({ page }) => {
      await searchButton(page).click();
      await input(page, data).fill(QUERIES[code].title);
      await expect(dialog(page, data).locator(RESULT).first()).toBeVisible();
      const box = (await dialog(page, data).boundingBox())!;
      expect(box.width, 'dialog width (SPEC §9: at most 560 px)').toBeLessThanOrEqual(560);
      expect(box.height, 'dialog height (SPEC §9: at most 50% of the viewport height)').toBeLessThanOrEqual(page.viewportSize()!.height / 2 + 1);
    });

    test('the first search downloads the wasm and only this locale\'s index', async ({ page }) => {
      const requests = recordRequests(page, (request) => /\.(wasm|bin|txt)$|^\/search-index\//.test(new URL(request.url()).pathname));
      await page.reload();
      await waitForApp(page);
      await page.waitForTimeout(300);
      expect(requests.map((request) => request.url()), 'nothing before search is used').toEqual([]);
      await searchButton(page).click();
      await input(page, data).fill(QUERIES[code].title);
      await expect(dialog(page, data).locator(RESULT).first()).toBeVisible();
      const paths = () => requests.map((request) => new URL(request.url()).pathname);
      // Pages name the locale's pointer (a stable URL), which names the current core index.
      const pointer = data.search.indexUrl;
      expect(pointer).toBe(`/search-index/${code}.json`);
      const core: string = (await (await page.request.get(pointer)).json()).core;
      const directory = `${core.replace(/\.bin$/, '')}/`;
      expect(core).toMatch(new RegExp(`^/assets/search-${code}\\.[0-9a-f]+\\.bin$`));
      expect(paths().filter((path) => path === pointer)).toHaveLength(1);
      expect(paths().filter((path) => path.endsWith('.wasm'))).toHaveLength(1);
      expect(paths().filter((path) => path === core)).toHaveLength(1);
      // Everything else comes from this locale's index directory: posting shards and page texts.
      const others = () => paths().filter((path) => !path.endsWith('.wasm') && path !== core && path !== pointer);
      expect(others().filter((path) => /\/postings-\d+\.bin$/.test(path)).length).toBeGreaterThan(0);
      for (const path of others()) expect(path.startsWith(directory), path).toBe(true);
      // Searching again loads neither the engine nor the core again.
      await input(page, data).fill(QUERIES[code].nonsense);
      await expect(dialog(page, data)).toContainText(t(data, 'theme.SearchModal.noResultsScreen.noResultsText'));
      expect(paths().filter((path) => path.endsWith('.wasm') || path === core || path === pointer)).toHaveLength(3);
      for (const path of others()) expect(path.startsWith(directory), path).toBe(true);
    });

    test('"see all results" leads to the search page with the query', async ({ page }) => {
      await searchButton(page).click();
      await input(page, data).fill(QUERIES[code].title);
      await expect(dialog(page, data).locator(RESULT).first()).toBeVisible();
      await dialog(page, data).getByRole('link', { name: t(data, 'theme.SearchModal.seeAllResults', { query: QUERIES[code].title }) }).click();
      await expect.poll(() => pathOf(page)).toBe(`${prefix}/search/`);
      expect(new URL(page.url()).searchParams.get('q')).toBe(QUERIES[code].title);
      await expect(page.locator('main input[type="search"]')).toHaveValue(QUERIES[code].title);
      await expect(page.locator('main ol a').first()).toBeVisible();
    });
  });

  test(`search page (${code}): typing replaces, submitting pushes, empty removes q`, async ({ page }) => {
    await page.goto(`${prefix}/search/`);
    await waitForApp(page);
    const data = await localeData(page);
    const field = page.locator('main input[type="search"]');
    const length = () => page.evaluate(() => history.length);
    const q = () => new URL(page.url()).searchParams.get('q');
    const start = await length();

    await field.pressSequentially(QUERIES[code].title.slice(0, 5), { delay: 30 });
    await expect.poll(q).toBe(QUERIES[code].title.slice(0, 5));
    expect(await length()).toBe(start);

    await field.pressSequentially(QUERIES[code].title.slice(5), { delay: 30 });
    await expect.poll(q).toBe(QUERIES[code].title);
    expect(await length()).toBe(start);
    await expect(page.locator('main ol a').first()).toBeVisible();

    await field.press('Enter');
    await expect.poll(length).toBe(start + 1);
    expect(q()).toBe(QUERIES[code].title);
    await expect(page.locator('main h1')).toContainText(QUERIES[code].title);

    await field.fill('');
    await expect.poll(() => new URL(page.url()).searchParams.has('q')).toBe(false);
    expect(await length()).toBe(start + 1);
    await expect(page.locator('main h1')).toHaveText(t(data, 'theme.SearchPage.emptyResultsTitle'));
    expect(pathOf(page)).toBe(`${prefix}/search/`);
  });
}

test('search (ch): traditional characters and full-width letters find the simplified page, marked', async ({ page }) => {
  await page.goto('/ch/search/?q=' + encodeURIComponent('技術規格'));
  await waitForApp(page);
  const first = page.locator('main ol a').first();
  await expect(first).toHaveAttribute('href', '/ch/specifications/');
  await expect(first.locator('mark').first()).toHaveText('技术规格');
  // Full-width letters are the same letters: the query finds what its half-width form finds.
  const box = page.locator('main input[type="search"]');
  await box.fill('固定IP地址');
  await expect(page.locator('main ol a').first()).toHaveAttribute('href', /fixed-ip|network-configuration/);
  const halfWidth = await page.locator('main ol a').first().getAttribute('href');
  await box.fill('技術規格');
  await expect(page.locator('main ol a').first()).toHaveAttribute('href', '/ch/specifications/');
  await box.fill('固定ＩＰ地址');
  await expect(page.locator('main ol a').first()).toHaveAttribute('href', halfWidth!);
});
