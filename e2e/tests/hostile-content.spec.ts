// Hostile strings in every field a writer controls (front matter title, label and description,
// a heading id and text) must stay text: no script runs, the page-data script is not cut short,
// and the page and its neighbours hydrate. Builds a copy of the portal with one such page.
import { expect, test } from '@playwright/test';
import { startPortalCopy, type PortalCopy } from './portalCopy';
import { waitForApp } from './helpers';

const PAYLOAD = `<!--<script> </script><img src=x onerror="window.__pwned=1">\u2028"'&`;

const HOSTILE_PAGE = `---
title: ${JSON.stringify(`Hostile ${PAYLOAD} title`)}
sidebar_label: ${JSON.stringify(`Hostile ${PAYLOAD} label`)}
description: ${JSON.stringify(`"><script>window.__pwned=3</script>${PAYLOAD}`)}
sidebar_position: 1
---

Intro with characters that end scripts: \`</script>\` and \`<!--\`.

## Heading ${'`<!--<script>`'} {#a"onmouseover="window.__pwned=4"}

Text.
`;

let site: PortalCopy;
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  site = await startPortalCopy({ files: { 'docs/Troubleshooting/hostile.md': HOSTILE_PAGE }, locales: ['en'] });
});

test.afterAll(async () => {
  await site?.close();
});

test('hostile front matter and heading ids stay text and the page hydrates', async ({ page }) => {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('dialog', (dialog) => {
    problems.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  await page.goto(`${site.url}/Troubleshooting/hostile/`);
  await waitForApp(page);
  // The title shows the markup as text.
  await expect(page.locator('h1')).toContainText('<!--<script> </script><img src=x onerror="window.__pwned=1">');
  await expect(page).toHaveTitle(/^Hostile <!--<script> <\/script><img src=x onerror=/);
  const heading = page.locator('h2').filter({ hasText: '<!--<script>' });
  await heading.hover();
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  expect(await heading.getAttribute('id')).toBe('a"onmouseover="window.__pwned=4"');
  expect(problems).toEqual([]);
});

test('the neighbours of a hostile page hydrate and link to it by its label', async ({ page }) => {
  await page.goto(`${site.url}/Troubleshooting/hostile/`);
  await waitForApp(page);
  const next = page.locator('a[rel="next"]').first();
  await next.click();
  await waitForApp(page);
  const previous = page.locator('a', { hasText: `Hostile ${PAYLOAD.slice(0, 12)}` }).first();
  await expect(previous).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
});
