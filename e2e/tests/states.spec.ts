// Issue 5: the states of SPEC §4 and the layout elements of §2, at 1280 px (desktop) and 390 px (mobile).
import { expect, test, type Page, type Route } from '@playwright/test';
import {
  documentMark,
  isMobile,
  isPageData,
  localeData,
  markDocument,
  pageHeading,
  pathOf,
  progressBar,
  recordRequests,
  t,
  waitForApp,
  type SidebarItem,
} from './helpers';

/**
 * Records, from the very start of the document, the colour mode and embed attributes of <html>:
 * when <body> is inserted (before anything can be painted), at DOMContentLoaded, and at every
 * later change.
 */
async function recordRootAttributes(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const log: { at: string; theme: string | null; embed: string | null }[] = [];
    (window as unknown as { __rootLog: typeof log }).__rootLog = log;
    const record = (at: string) => {
      const root = document.documentElement;
      log.push({ at, theme: root?.getAttribute('data-theme') ?? null, embed: root?.getAttribute('data-embed') ?? null });
    };
    new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        if (mutation.type === 'attributes' && mutation.target === document.documentElement) record('attribute');
        mutation.addedNodes.forEach((node) => {
          if (node.nodeName === 'BODY') record('body');
        });
      }
    }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-theme', 'data-embed'] });
    document.addEventListener('DOMContentLoaded', () => record('DOMContentLoaded'));
  });
}

async function rootLog(page: Page) {
  return page.evaluate(() => (window as unknown as { __rootLog: { at: string; theme: string | null; embed: string | null }[] }).__rootLog);
}

/** From the insertion of <body> on, every recorded value of data-theme. */
async function themesFromFirstPaint(page: Page): Promise<(string | null)[]> {
  const log = await rootLog(page);
  const body = log.findIndex((entry) => entry.at === 'body');
  expect(body, `<body> insertion was observed: ${JSON.stringify(log)}`).toBeGreaterThanOrEqual(0);
  return log.slice(body).map((entry) => entry.theme);
}

function colorToggle(page: Page) {
  return page.locator('header').getByRole('button', { name: /Switch between dark and light mode/ });
}

test.describe('colour mode', () => {
  test('toggles light/dark, persists across reloads and pages, applied before first paint', async ({ page }) => {
    await recordRootAttributes(page);
    await page.goto('/installation/');
    await waitForApp(page);
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme', 'light');
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const lightBackground = await background();

    await colorToggle(page).click();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await expect(colorToggle(page)).toHaveAccessibleName(/currently dark mode/);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    expect(await background()).not.toBe(lightBackground);

    await page.reload();
    expect(await themesFromFirstPaint(page)).toEqual(expect.arrayContaining(['dark']));
    expect((await themesFromFirstPaint(page)).filter((theme) => theme !== 'dark')).toEqual([]);
    await waitForApp(page);
    await expect(html).toHaveAttribute('data-theme', 'dark');
    expect((await themesFromFirstPaint(page)).filter((theme) => theme !== 'dark')).toEqual([]);

    // Another page, another locale: dark from the first paint.
    await page.goto('/ar/');
    await waitForApp(page);
    expect((await themesFromFirstPaint(page)).filter((theme) => theme !== 'dark')).toEqual([]);
    await expect(html).toHaveAttribute('data-theme', 'dark');

    // And back to light, which persists too.
    await page.locator('header button[aria-live="polite"]').click();
    await expect(html).toHaveAttribute('data-theme', 'light');
    await page.reload();
    await waitForApp(page);
    expect((await themesFromFirstPaint(page)).filter((theme) => theme !== 'light')).toEqual([]);
  });
});

test.describe('sidebar', () => {
  const deepRoute = '/Devices/PV-hybrid-and-battery-inverters/sma/sunny-tripower/';

  test('desktop: categories collapse and expand; the active page and its ancestors are expanded and marked', async ({ page }, testInfo) => {
    test.skip(isMobile(testInfo), 'the sidebar column exists at desktop widths; the mobile drawer is tested below');
    await page.goto(deepRoute);
    await waitForApp(page);
    await expect(page.getByRole('button', { name: 'Toggle navigation bar' })).toBeHidden();
    const sidebar = page.locator('aside nav');
    await expect(sidebar).toBeVisible();
    const active = sidebar.locator('a[aria-current="page"]');
    await expect(active).toHaveCount(1);
    await expect(active).toHaveAttribute('href', deepRoute);
    await expect(active).toBeVisible();
    const ancestors = sidebar.locator('li[data-state]').filter({ has: page.locator('a[aria-current="page"]') });
    await expect(ancestors).toHaveCount(4);
    for (const ancestor of await ancestors.all()) {
      await expect(ancestor).toHaveAttribute('data-state', 'expanded');
      await expect(ancestor.locator(':scope > div > :first-child')).toHaveAttribute('aria-current', /true|page/);
    }

    // Collapse the outermost ancestor: the active link disappears; expand it: back.
    const top = ancestors.first();
    const topLabel = (await top.locator(':scope > div > :first-child').innerText()).trim();
    await sidebar.getByRole('button', { name: `Collapse sidebar category '${topLabel}'` }).click();
    await expect(top).toHaveAttribute('data-state', 'collapsed');
    await expect(active).toBeHidden();
    await sidebar.getByRole('button', { name: `Expand sidebar category '${topLabel}'` }).click();
    await expect(top).toHaveAttribute('data-state', 'expanded');
    await expect(active).toBeVisible();

    // A collapsed category expands and shows its children.
    const toggle = sidebar.getByRole('button', { name: "Expand sidebar category 'Troubleshooting'" });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    const troubleshooting = sidebar.locator('li[data-state]').filter({ has: page.getByRole('link', { name: 'Troubleshooting', exact: true }) }).last();
    await expect(troubleshooting).toHaveAttribute('data-state', 'expanded');
    await expect(troubleshooting.locator('ul a').first()).toBeVisible();
    await expect(sidebar.getByRole('button', { name: "Collapse sidebar category 'Troubleshooting'" })).toHaveAttribute('aria-expanded', 'true');
  });

  test('mobile: the hamburger opens the drawer on the sidebar; back to the main menu; close', async ({ page }, testInfo) => {
    test.skip(!isMobile(testInfo), 'the drawer exists below the 996 px breakpoint only');
    await page.goto(deepRoute);
    await waitForApp(page);
    await expect(page.locator('aside nav')).toBeHidden();
    const hamburger = page.getByRole('button', { name: 'Toggle navigation bar' });
    await expect(hamburger).toBeVisible();
    await hamburger.click();
    const drawer = page.getByRole('dialog', { name: 'Navigation menu' });
    await expect(drawer).toBeVisible();
    await expect(hamburger).toHaveAttribute('aria-expanded', 'true');

    // Secondary menu: the docs sidebar with the active page expanded and marked.
    const active = drawer.locator('a[aria-current="page"]');
    await expect(active).toHaveAttribute('href', deepRoute);
    await expect(active).toBeVisible();
    const ancestors = drawer.locator('li[data-state]').filter({ has: page.locator('a[aria-current="page"]') });
    await expect(ancestors).toHaveCount(4);
    for (const ancestor of await ancestors.all()) await expect(ancestor).toHaveAttribute('data-state', 'expanded');
    // The drawer fits the screen.
    const box = await drawer.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390 + 1);

    // Back to the main menu: the navbar items and the languages.
    await drawer.getByRole('button', { name: '← Back to main menu' }).click();
    await expect(drawer.getByRole('link', { name: 'Documentation' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'हिन्दी' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'العربية' })).toBeVisible();
    await expect(drawer.locator('a[aria-current="page"]')).toHaveCount(0);
    // "Documentation" returns to the docs sidebar.
    await drawer.getByRole('link', { name: 'Documentation' }).click();
    await expect(drawer.getByRole('button', { name: '← Back to main menu' })).toBeVisible();
    await expect(drawer.locator('a[aria-current="page"]')).toBeVisible();

    // Close: the drawer goes, focus returns to the hamburger, the page scrolls again.
    await drawer.getByRole('button', { name: 'Close navigation bar' }).click();
    await expect(drawer).toBeHidden();
    await expect(hamburger).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');

    // A link in the drawer navigates and closes the drawer.
    await hamburger.click();
    await markDocument(page);
    await ancestors.last().locator('ul a:not([aria-current])').first().click();
    await expect(drawer).toBeHidden();
    expect(pathOf(page)).not.toBe(deepRoute);
    await expect(pageHeading(page)).toBeVisible();
    expect(await documentMark(page)).toBe(1);
  });
});

test.describe('table of contents', () => {
  const route = '/wiring-best-practices/';

  async function headingIds(page: Page): Promise<string[]> {
    return page.locator('main article').locator('h2[id], h3[id]').evaluateAll((headings) => headings.map((heading) => `#${heading.id}`));
  }

  test('lists the h2 and h3 headings and highlights the current one while scrolling', async ({ page }, testInfo) => {
    await page.goto(route);
    await waitForApp(page);
    const ids = await headingIds(page);
    expect(ids.length).toBeGreaterThan(4);
    const h3Count = await page.locator('main article h3[id]').count();
    expect(h3Count).toBeGreaterThan(0);

    if (isMobile(testInfo)) {
      // Narrow screens: a collapsed "On this page" block above the content.
      await expect(page.getByRole('navigation', { name: 'On this page' })).toBeHidden();
      const block = page.locator('main details');
      await expect(block).toBeVisible();
      await expect(block.locator('a').first()).toBeHidden();
      await block.locator('summary').click();
      await expect(block.locator('a').first()).toBeVisible();
      expect(await block.locator('a').evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(ids);
      expect(await block.locator('ul ul a').count()).toBe(h3Count);
      return;
    }

    const toc = page.getByRole('navigation', { name: 'On this page' });
    await expect(toc).toBeVisible();
    expect(await toc.locator('a').evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(ids);
    expect(await toc.locator('ul ul a').count()).toBe(h3Count);

    const current = toc.locator('a[aria-current="location"]');
    await expect(current).toHaveCount(1);
    await expect(current).toHaveAttribute('href', ids[0]);

    for (const id of ['#relay-outputs', '#polarity']) {
      await page.locator(id).evaluate((heading) => heading.scrollIntoView({ block: 'start' }));
      await expect(current).toHaveAttribute('href', id);
      await expect(current).toHaveCount(1);
    }
    // The TOC stays in view while the page scrolls (sticky column).
    await expect(toc).toBeInViewport();
  });
});

test.describe('breadcrumbs and previous/next', () => {
  test('breadcrumbs show the path to the page and navigate', async ({ page }) => {
    await page.goto('/network-configuration/');
    await waitForApp(page);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
    await expect(crumbs).toBeVisible();
    await expect(crumbs.getByRole('link', { name: 'Home page' })).toHaveAttribute('href', '/');
    // The page itself is the last crumb, marked as the current page; its category is a link.
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText('Network configuration');
    const category = crumbs.getByRole('link', { name: 'SmartgridOne Controller' });
    await expect(category).toHaveAttribute('href', '/category/smartgridone/');
    await markDocument(page);
    await category.click();
    await expect(page).toHaveURL(/\/category\/smartgridone\/$/);
    await expect(pageHeading(page)).toHaveText('SmartgridOne Controller');
    expect(await documentMark(page)).toBe(1);
  });

  test('previous/next link the neighbouring pages and navigate', async ({ page }) => {
    await page.goto('/network-configuration/');
    await waitForApp(page);
    const pager = page.getByRole('navigation', { name: 'Docs pages' });
    const previous = pager.getByRole('link', { name: /Previous/ });
    const next = pager.getByRole('link', { name: /Next/ });
    await expect(previous).toContainText('Wiring best practices');
    await expect(previous).toHaveAttribute('href', '/wiring-best-practices/');
    await expect(next).toContainText('Status LEDs');
    await expect(next).toHaveAttribute('href', '/status-leds/');
    await markDocument(page);
    await next.click();
    await expect(page).toHaveURL(/\/status-leds\/$/);
    await expect(pageHeading(page)).toHaveText('Status LEDs');
    await pager.getByRole('link', { name: /Previous/ }).click();
    await expect(page).toHaveURL(/\/network-configuration\/$/);
    expect(await documentMark(page)).toBe(1);
  });
});

test.describe('footer', () => {
  for (const url of ['/installation/', '/hi/', '/ar/installation/', '/nope/']) {
    test(`${url}: "Copyright © <year of the build>" and the brand`, async ({ page }) => {
      await page.goto(url);
      const data = await localeData(page);
      const footer = page.locator('footer').last();
      await expect(footer).toBeVisible();
      await expect(footer).toContainText(`Copyright © ${new Date().getUTCFullYear()}`);
      // The configured line with its {{brandName}} placeholder filled in.
      expect(data.site.copyright).toMatch(/Copyright © \d{4} \S/);
      await expect(footer).toContainText(data.site.copyright);
    });
  }
});

test.describe('embedded mode', () => {
  test('?embed=true hides navbar, sidebar and footer from the first paint and stays embedded', async ({ page }) => {
    await recordRootAttributes(page);
    await page.goto('/installation/?embed=true');
    const log = await rootLog(page);
    expect(log.find((entry) => entry.at === 'body')?.embed, 'embedded before <body> is parsed').toBe('true');
    await waitForApp(page);
    await expect(pageHeading(page)).toHaveText('Installation');
    await expect(page.locator('header')).toBeHidden();
    await expect(page.locator('aside')).toBeHidden();
    await expect(page.locator('footer')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Toggle navigation bar' })).toBeHidden();

    await markDocument(page);
    await page.getByRole('navigation', { name: 'Docs pages' }).getByRole('link', { name: /Next/ }).click();
    await expect(page).toHaveURL(/\/wiring-best-practices\/\?embed=true$/);
    await expect(pageHeading(page)).toHaveText('Wiring best practices');
    await expect(page.locator('header')).toBeHidden();
    await expect(page.locator('aside')).toBeHidden();
    await expect(page.locator('footer')).toBeHidden();
    expect(await documentMark(page)).toBe(1);
  });
});

/** Records the progress bar's data-state changes with timestamps, and the time of the next click. */
async function watchProgressBar(page: Page): Promise<void> {
  await progressBar(page).evaluate((bar) => {
    const w = window as unknown as { __progress: { state: string; at: number }[]; __clickAt: number };
    w.__progress = [{ state: bar.getAttribute('data-state') ?? '', at: performance.now() }];
    new MutationObserver(() => w.__progress.push({ state: bar.getAttribute('data-state') ?? '', at: performance.now() })).observe(bar, {
      attributes: true,
      attributeFilter: ['data-state'],
    });
    document.addEventListener('click', () => (w.__clickAt = performance.now()), { capture: true, once: true });
  });
}

async function progressLog(page: Page) {
  return page.evaluate(() => {
    const w = window as unknown as { __progress: { state: string; at: number }[]; __clickAt: number };
    return { states: w.__progress.map((entry) => entry.state), log: w.__progress, clickAt: w.__clickAt };
  });
}

test.describe('route progress bar', () => {
  test('appears for a slow navigation: running, then done', async ({ page }) => {
    // Page data requests (prefetches included) are held until the click, then answered 800 ms later.
    let release!: () => void;
    const clicked = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/page-data.json', async (route: Route) => {
      await clicked;
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue().catch(() => {});
    });
    await page.goto('/installation/');
    await waitForApp(page);
    const bar = progressBar(page);
    await expect(bar).toHaveAttribute('data-state', 'idle');
    await watchProgressBar(page);

    release();
    await page.getByRole('navigation', { name: 'Docs pages' }).getByRole('link', { name: /Next/ }).click();
    await expect(bar).toHaveAttribute('data-state', 'running');
    await expect(page).toHaveURL(/\/installation\/$/); // still loading
    await expect(pageHeading(page)).toHaveText('Wiring best practices', { timeout: 5_000 });
    await expect(bar).toHaveAttribute('data-state', /done|idle/);
    await expect(bar).toHaveAttribute('data-state', 'idle');
    const { states, log, clickAt } = await progressLog(page);
    expect(states).toEqual(['idle', 'running', 'done', 'idle']);
    // It started 200 ms after the click (SPEC §9), not at once.
    expect(log[1].at - clickAt).toBeGreaterThanOrEqual(190);
  });

  test('does not appear for a fast navigation', async ({ page }) => {
    await page.goto('/installation/');
    await waitForApp(page);
    const next = page.getByRole('navigation', { name: 'Docs pages' }).getByRole('link', { name: /Next/ });
    // Let the prefetch of the next page (on hover, if not already on sight) finish.
    await next.hover();
    await page.waitForLoadState('networkidle');
    await watchProgressBar(page);
    await next.click();
    await expect(pageHeading(page)).toHaveText('Wiring best practices');
    await page.waitForTimeout(500);
    expect((await progressLog(page)).states).toEqual(['idle']);
  });
});

test('a failed page-data fetch falls back to a full page load of the target', async ({ page }) => {
  await page.route('**/page-data.json', (route) => route.abort('failed'));
  await page.goto('/installation/');
  await waitForApp(page);
  await markDocument(page);
  const documentRequest = page.waitForRequest(
    (request) => request.isNavigationRequest() && new URL(request.url()).pathname === '/wiring-best-practices/',
  );
  await page.getByRole('navigation', { name: 'Docs pages' }).getByRole('link', { name: /Next/ }).click();
  await documentRequest;
  await page.waitForLoadState('load');
  await expect(page).toHaveURL(/\/wiring-best-practices\/$/);
  await expect(pageHeading(page)).toHaveText('Wiring best practices');
  expect(await documentMark(page)).toBeUndefined();
});

test('page data that cannot be shown gives the red error box; Retry loads the page', async ({ page }) => {
  let broken = true;
  await page.route('**/wiring-best-practices/page-data.json', async (route) => {
    if (broken) await route.fulfill({ json: { kind: 'nonsense' } });
    else await route.continue();
  });
  await page.goto('/installation/');
  await waitForApp(page);
  const data = await localeData(page);
  await markDocument(page);
  await page.getByRole('navigation', { name: 'Docs pages' }).getByRole('link', { name: /Next/ }).click();
  const box = page.locator('[role="alert"][data-state="error"]');
  await expect(box).toBeVisible();
  await expect(box).toContainText('/wiring-best-practices/page-data.json');
  const [red, green, blue] = await box.evaluate((element) => {
    const style = getComputedStyle(element);
    const colour = style.backgroundColor !== 'rgba(0, 0, 0, 0)' ? style.backgroundColor : style.borderInlineStartColor;
    return (colour.match(/[\d.]+/g) ?? []).map(Number);
  });
  expect(red, `a red box (rgb ${red}, ${green}, ${blue})`).toBeGreaterThan(Math.max(green, blue));
  broken = false;
  await box.getByRole('button', { name: t(data, 'theme.PageLoader.retry') }).click();
  await expect(box).toBeHidden();
  await expect(pageHeading(page)).toHaveText('Wiring best practices');
  await expect(page).toHaveURL(/\/wiring-best-practices\/$/);
  expect(await documentMark(page)).toBe(1);
});

test.describe('crash screen', () => {
  /**
   * Test hook: the theme renders the children of a collapsed sidebar category only on its first
   * expansion. The locale data is served with one unrenderable item (a label that is an object)
   * inside the collapsed "Troubleshooting" category, so the page renders normally and crashes when
   * the reader expands that category. "Try again" renders the page afresh, with the category
   * collapsed again, so the page comes back.
   */
  async function serveBrokenSidebar(page: Page): Promise<void> {
    await page.route(/\/assets\/locale-en\.[0-9a-f]+\.json$/, async (route) => {
      const response = await route.fetch();
      const data = (await response.json()) as { sidebars: Record<string, SidebarItem[]> };
      const category = (data.sidebars.tutorialSidebar ?? []).find((item) => item.type === 'category' && item.label === 'Troubleshooting');
      if (!category || category.type !== 'category') throw new Error('no Troubleshooting category in the sidebar');
      category.items = [{ ...category.items[0], label: { broken: true } as unknown as string }, ...category.items.slice(1)];
      await route.fulfill({ response, json: data });
    });
  }

  test('a render error shows "This page crashed", the error and "Try again", which restores the page', async ({ page }, testInfo) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await serveBrokenSidebar(page);
    await page.goto('/installation/');
    await waitForApp(page);
    await expect(pageHeading(page)).toHaveText('Installation');
    const data = await localeData(page);

    let scope = page.locator('aside nav');
    if (isMobile(testInfo)) {
      await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
      scope = page.getByRole('dialog', { name: 'Navigation menu' });
    }
    await scope.getByRole('button', { name: "Expand sidebar category 'Troubleshooting'" }).click();

    const crash = page.locator('[data-state="crashed"]');
    await expect(crash).toBeVisible();
    await expect(crash.getByRole('heading', { name: t(data, 'theme.ErrorPageContent.title') })).toBeVisible();
    await expect(crash.getByRole('heading')).toHaveText('This page crashed');
    await expect(crash).toContainText(/Minified React error #31|Objects are not valid as a React child/);
    await expect(page).toHaveTitle('Page Error');
    const tryAgain = crash.getByRole('button', { name: 'Try again' });
    await expect(tryAgain).toBeVisible();

    await tryAgain.click();
    await expect(crash).toBeHidden();
    await expect(pageHeading(page)).toHaveText('Installation');
    await expect(page).toHaveTitle('Installation | SmartgridOne Documentation');
    expect(errors.filter((message) => /hydrat|#41[89]|#42[35]/.test(message))).toEqual([]);
  });
});

test('announcement bar: shown when configured, dismissal stored and kept', async ({ page }) => {
  await page.goto('/installation/');
  const data = await localeData(page);
  test.skip(
    !data.announcementBar,
    'site/ampere.toml configures no announcement bar, so the built site has none to show (the theme unit tests cover it)',
  );
  await waitForApp(page);
  const bar = page.getByRole('region', { name: t(data, 'theme.AnnouncementBar.ariaLabel') });
  await expect(bar).toBeVisible();
  if (!data.announcementBar!.isCloseable) return;
  await bar.getByRole('button', { name: t(data, 'theme.AnnouncementBar.closeButtonAriaLabel') }).click();
  await expect(bar).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.dismiss'))).toBe('true');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-announcement-dismissed', 'true');
  await expect(bar).toBeHidden();
});

test('announcement bar: each locale shows its own translation', async ({ page }) => {
  await page.goto('/installation/');
  const english = await localeData(page);
  test.skip(!english.announcementBar, 'site/ampere.toml configures no announcement bar');
  for (const prefix of ['/ar', '/ch']) {
    await page.goto(`${prefix}/installation/`);
    const data = await localeData(page);
    expect(data.announcementBar!.content).not.toBe(english.announcementBar!.content);
    const bar = page.getByRole('region', { name: t(data, 'theme.AnnouncementBar.ariaLabel') });
    await expect(bar).toContainText(data.announcementBar!.content);
  }
});

test.describe('prefetch', () => {
  for (const connection of [{ saveData: true, effectiveType: '4g' }, { saveData: false, effectiveType: '2g' }]) {
    test(`skipped with ${JSON.stringify(connection)}; done otherwise`, async ({ page }) => {
      await page.addInitScript((value) => {
        Object.defineProperty(Navigator.prototype, 'connection', {
          configurable: true,
          get: () => ({ ...value, addEventListener() {}, removeEventListener() {} }),
        });
      }, connection);
      const requests = recordRequests(page, isPageData);
      await page.goto('/installation/');
      await waitForApp(page);
      const next = page.getByRole('navigation', { name: 'Docs pages' }).getByRole('link', { name: /Next/ });
      await next.hover();
      await page.locator('main').getByRole('link').first().hover();
      await page.waitForTimeout(1_000);
      expect(requests.map((request) => request.url())).toEqual([]);
      // The link still works, client-side.
      await markDocument(page);
      await next.click();
      await expect(pageHeading(page)).toHaveText('Wiring best practices');
      expect(await documentMark(page)).toBe(1);

      // Control: on an ordinary connection, hovering (or showing) the link prefetches its data.
      const other = await page.context().newPage();
      const prefetched = other.waitForRequest((request) => request.url().endsWith('/wiring-best-practices/page-data.json'), { timeout: 5_000 });
      await other.goto('/installation/');
      await waitForApp(other);
      await other.getByRole('navigation', { name: 'Docs pages' }).getByRole('link', { name: /Next/ }).hover();
      await prefetched;
      await other.close();
    });
  }
});

test.describe('hash navigation', () => {
  async function expectBelowNavbar(page: Page, selector: string): Promise<void> {
    const target = page.locator(selector);
    await expect(target).toBeInViewport();
    await expect
      .poll(async () => {
        const box = await target.boundingBox();
        const navbar = await page.locator('header').boundingBox();
        return box !== null && navbar !== null && box.y >= navbar.y + navbar.height - 2 && box.y < 300;
      }, { message: `${selector} scrolled to just below the navbar` })
      .toBe(true);
  }

  test('loading a URL with a hash shows the target', async ({ page }) => {
    await page.goto('/wiring-best-practices/#relay-outputs');
    await waitForApp(page);
    await expectBelowNavbar(page, '#relay-outputs');
  });

  test('a link to another page with a hash scrolls the target into view; plain navigation goes to the top', async ({ page }) => {
    await page.goto('/certificates/');
    await waitForApp(page);
    await markDocument(page);
    await page.locator('main a[href="/safety-maintenance/#disposal"]').first().click();
    await expect(page).toHaveURL(/\/safety-maintenance\/#disposal$/);
    await expectBelowNavbar(page, '#disposal');
    expect(await documentMark(page)).toBe(1);

    // An in-page anchor.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.locator('#who-to-contact > a.hash-link').click({ force: true });
    await expect(page).toHaveURL(/#who-to-contact$/);
    await expect(page.locator('#who-to-contact')).toBeInViewport();

    // The paginator (at the bottom) leads to a page shown from its top.
    await page.getByRole('navigation', { name: 'Docs pages' }).getByRole('link', { name: /Next/ }).click();
    await expect(page).toHaveURL(/\/installation\/$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('layout width', () => {
  for (const url of ['/', '/installation/', '/ar/installation/']) {
    test(`${url} fits the viewport without horizontal scrolling`, async ({ page }) => {
      await page.goto(url);
      await waitForApp(page);
      const { scrollWidth, clientWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        clientWidth: document.documentElement.clientWidth,
      }));
      expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
      // The navbar's controls are all on screen.
      for (const button of await page.locator('header button:visible').all()) {
        const box = (await button.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(clientWidth + 0.5);
      }
    });
  }
});
