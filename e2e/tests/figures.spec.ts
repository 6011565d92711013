// Figures: the SVG drawings under site/static/img/figures/ are drawn into the pages that show
// them, with labels in the page's language, sized to the screen (390 px on the mobile project),
// in the page's colours in light and dark mode, mirrored in Arabic only where the drawing allows
// it, and linked to the drawing on its own for zooming.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { waitForApp } from './helpers';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const FIGURES = join(ROOT, 'site', 'static', 'img', 'figures');
const BUILD = join(ROOT, 'build');
const LOCALE_PREFIXES = ['nl', 'fr', 'de', 'it', 'pl', 'pt', 'es', 'sv', 'ch', 'ar', 'hi'];

/** Each figure's English labels and whether it may be mirrored, read from its file. */
function figureSources(): Map<string, { labels: string[]; mirrorable: boolean }> {
  const figures = new Map<string, { labels: string[]; mirrorable: boolean }>();
  for (const file of readdirSync(FIGURES).filter((name) => name.endsWith('.svg'))) {
    const text = readFileSync(join(FIGURES, file), 'utf8');
    const labels = [...text.matchAll(/<text\b[^>]*>([^<]*)<\/text>/g)].map((match) => decodeXml(match[1].trim()));
    figures.set(file.replace(/\.svg$/, ''), { labels, mirrorable: /<svg\b[^>]*data-mirror="rtl"/.test(text) });
  }
  return figures;
}

function decodeXml(text: string): string {
  return text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, '&');
}

/** The English routes whose built page draws a figure (the default locale's pages at the top). */
function englishRoutesWithFigures(folder = BUILD): string[] {
  const routes: string[] = [];
  for (const entry of readdirSync(folder)) {
    const path = join(folder, entry);
    const inside = relative(BUILD, path);
    if (folder === BUILD && (LOCALE_PREFIXES.includes(entry) || entry === 'assets')) continue;
    if (statSync(path).isDirectory()) routes.push(...englishRoutesWithFigures(path));
    else if (entry === 'index.html' && readFileSync(path, 'utf8').includes('<figure class="figure">')) {
      routes.push(`/${dirname(inside).split(sep).join('/')}/`.replace(/^\/\.\/$/, '/'));
    }
  }
  return routes;
}

function labelsOf(code: string): Record<string, Record<string, string>> {
  if (code === 'en') return {};
  return JSON.parse(readFileSync(join(ROOT, 'site', 'i18n', code, 'figures.json'), 'utf8'));
}

/** What the browser shows of each figure on the page. */
async function shownFigures(page: Page) {
  return page.locator('main figure.figure').evaluateAll((figures) =>
    figures.map((figure) => {
      const svg = figure.querySelector('svg')!;
      const box = svg.viewBox.baseVal;
      const texts = [...svg.querySelectorAll('text')];
      return {
        href: figure.querySelector('a.figure-zoom')?.getAttribute('href') ?? '',
        name: decodeURIComponent(figure.querySelector('a.figure-zoom')?.getAttribute('href') ?? '').replace(/^.*\/([^/.]+)\.[^.]+\.svg$/, '$1'),
        alt: svg.getAttribute('aria-label') ?? '',
        caption: figure.querySelector('figcaption')?.textContent ?? '',
        labels: texts.map((text) => text.textContent!.trim()),
        // Labels that run out of the drawing (too long for their place).
        outside: texts
          .filter((text) => {
            const bounds = text.getBBox();
            return bounds.x < box.x - 1 || bounds.x + bounds.width > box.x + box.width + 1;
          })
          .map((text) => text.textContent),
        width: svg.getBoundingClientRect().width,
        room: figure.getBoundingClientRect().width,
        transform: getComputedStyle(svg).transform,
        textTransform: texts.length ? getComputedStyle(texts[0]).transform : 'none',
      };
    }),
  );
}

const sources = figureSources();
const routes = englishRoutesWithFigures();

test('the portal draws at least 15 figures, each on a page', () => {
  expect(sources.size).toBeGreaterThanOrEqual(15);
  expect(routes.length).toBeGreaterThanOrEqual(10);
});

for (const code of ['en', 'de', 'ar', 'ch', 'hi']) {
  test(`figures in ${code}: labels in the language, alt text and caption, inside the drawing and the screen`, async ({ page }) => {
    test.setTimeout(120_000);
    const translations = labelsOf(code);
    const seen = new Set<string>();
    for (const route of routes) {
      await page.goto(code === 'en' ? route : `/${code}${route}`);
      await waitForApp(page);
      for (const figure of await shownFigures(page)) {
        const source = sources.get(figure.name);
        expect(source, `${route}: ${figure.href} names a figure`).toBeTruthy();
        seen.add(figure.name);
        // A value keeps its unit with a no-break space ("120 Ω"), in labels as in the text.
        const spaced = (labels: string[]) => labels.map((label) => label.replace(/\u00a0/g, ' '));
        const expected = source!.labels.map((label) => translations[figure.name]?.[label] ?? label);
        expect(spaced(figure.labels), `${code} ${figure.name}`).toEqual(spaced(expected));
        expect(figure.alt.length, `${code} ${figure.name}: alt text`).toBeGreaterThan(20);
        expect(figure.caption.length, `${code} ${figure.name}: caption`).toBeGreaterThan(5);
        expect(figure.outside, `${code} ${figure.name}: labels that run out of the drawing`).toEqual([]);
        expect(figure.width, `${code} ${figure.name}: fits the column`).toBeLessThanOrEqual(figure.room + 0.5);
        if (code !== 'en') {
          expect(figure.alt, `${code} ${figure.name}: the alt text is translated`).not.toMatch(/^[\x20-\x7e]*\b(the|and|with)\b[\x20-\x7e]*$/);
        }
      }
    }
    expect(seen.size, `${code}: every figure is shown on some page`).toBe(sources.size);
  });
}

test('Arabic mirrors a flow but not a wiring diagram, and never its text', async ({ page }) => {
  const mirrorable = [...sources].find(([, source]) => source.mirrorable)?.[0];
  const fixed = [...sources].find(([, source]) => !source.mirrorable)?.[0];
  test.skip(!mirrorable || !fixed, 'the portal needs a mirrorable and a fixed figure');
  const seen = new Map<string, Awaited<ReturnType<typeof shownFigures>>[number]>();
  for (const route of routes) {
    if (seen.has(mirrorable!) && seen.has(fixed!)) break;
    await page.goto(`/ar${route}`);
    await waitForApp(page);
    for (const figure of await shownFigures(page)) seen.set(figure.name, figure);
  }
  const flow = seen.get(mirrorable!)!;
  expect(flow.transform, `${mirrorable} is mirrored`).toBe('matrix(-1, 0, 0, 1, 0, 0)');
  expect(flow.textTransform, `${mirrorable}'s labels are turned back`).toBe('matrix(-1, 0, 0, 1, 0, 0)');
  expect(seen.get(fixed!)!.transform, `${fixed} is not mirrored`).toBe('none');
  const english = routes.find((route) => readFileSync(join(BUILD, ...route.split('/').filter(Boolean), 'index.html'), 'utf8').includes(`figures/${mirrorable}.`));
  await page.goto(english!);
  await waitForApp(page);
  const shown = (await shownFigures(page)).find((figure) => figure.name === mirrorable)!;
  expect(shown.transform, 'English never mirrors').toBe('none');
});

test('a figure takes the page colours in dark mode and links to itself for zooming, labels translated', async ({ page, request }) => {
  await page.goto(`/de${routes[0]}`);
  await waitForApp(page);
  const colours = () =>
    page.locator('main figure.figure').first().evaluate((figure) => ({
      label: getComputedStyle(figure.querySelector('svg text')!).fill,
      text: getComputedStyle(figure.closest('article') ?? document.body).color,
    }));
  const light = await colours();
  expect(light.label).toBe(light.text);
  await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
  const dark = await colours();
  expect(dark.label).toBe(dark.text);
  expect(dark.label).not.toBe(light.label);
  const [figure] = await shownFigures(page);
  const response = await request.get(figure.href);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('image/svg+xml');
  const file = await response.text();
  expect(file).toContain('xml:lang="de"');
  for (const label of figure.labels) expect(file).toContain(`>${label.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')}</text>`);
});
