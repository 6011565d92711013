// Mermaid code blocks of a real Docusaurus site with `markdown.mermaid` (compat/alova) are drawn
// as diagrams in the browser, under the site's Content-Security-Policy, and stay readable as code
// without JavaScript.
import { expect, test } from '@playwright/test';
import { DIAGRAMS_URL } from '../playwright.config';
import { waitForApp } from './helpers';

const PAGE = `${DIAGRAMS_URL}/tutorial/cache/mode/`;

test.describe('mermaid diagrams', () => {
  test('each mermaid block becomes a drawn diagram, with no policy violation', async ({ page }) => {
    const violations: string[] = [];
    // Mermaid measures each diagram in a scratch element holding its <style>, which the policy
    // blocks ("Applying inline style"); the diagram shown gets that CSS through CSSOM instead.
    // Any other violation (a script, a blocked file) fails the test.
    page.on('console', (message) => {
      const text = message.text();
      if (message.type() === 'error' && /Content.Security.Policy|Refused to/i.test(text) && !text.startsWith('Applying inline style')) {
        violations.push(text);
      }
    });
    await page.goto(PAGE);
    await waitForApp(page);
    const diagrams = page.locator('.mermaid-diagram svg');
    await expect(diagrams.first()).toBeVisible({ timeout: 15_000 });
    const blocks = await page.locator('pre[data-language="mermaid"]').count();
    await expect(diagrams).toHaveCount(blocks);
    await expect(page.locator('pre[data-language="mermaid"]').first()).toBeHidden();
    await expect(diagrams.first().locator('text=User request')).toHaveCount(1);
    // The diagram's own CSS applies (moved into a constructed stylesheet): its nodes are styled.
    const fill = await diagrams.first().locator('.node rect, .node polygon').first().evaluate((node) => getComputedStyle(node).fill);
    expect(fill).not.toBe('rgb(0, 0, 0)');
    expect(violations).toEqual([]);
  });

  test('without JavaScript the diagram is its code', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(PAGE);
    await expect(page.locator('pre[data-language="mermaid"]').first()).toContainText('flowchart LR');
    await context.close();
  });
});
