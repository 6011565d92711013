// Ask AI against the real service: the portal as `ampere serve` serves it answers questions on
// /__ampere/ask-ai from its own search index (crate ampere-ask), quoting sentences with numbered
// sources. No stand-in: what the browser shows here is what a reader gets.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { ASK_FEEDBACK } from '../playwright.config';
import { localeData, openSearchDialog, t, waitForApp } from './helpers';
import { startPortalCopy } from './portalCopy';

async function ask(page: Page, route: string, question: string, finalState = 'done') {
  await page.goto(route);
  await waitForApp(page);
  const data = await localeData(page);
  expect(data.askAi, 'the portal points at the service ampere serve runs').toEqual({ endpoint: '/__ampere/ask-ai' });
  const { dialog, input, body } = await openSearchDialog(page, data);
  await input.fill(question);
  await expect(dialog.getByRole('option').first()).toContainText(t(data, 'theme.SearchModal.askAi.entry', { query: question }));
  await page.keyboard.press('Enter');
  await expect(body).toHaveAttribute('data-state', 'askAi');
  const screen = dialog.locator('section[data-state]');
  await expect(screen).toHaveAttribute('data-state', finalState, { timeout: 10_000 });
  return { data, dialog, input, body, screen };
}

test('an answer quotes the documentation with sources that open the cited section', async ({ page, context }) => {
  const question = `Battery does not charge from solar surplus: what should I check? ${Date.now()}`;
  const { data, dialog, input, body, screen } = await ask(page, '/installation/', question);
  const sources = screen.getByRole('navigation', { name: t(data, 'theme.SearchModal.askAi.sources') }).getByRole('link');
  await expect(sources.first()).toBeVisible();
  const paragraphs = screen.locator('[aria-busy="false"] p');
  await expect(paragraphs.first()).toContainText(/\[1\]$/);
  await expect(screen).toContainText(t(data, 'theme.SearchModal.askAi.quotedDisclaimer'));
  await expect(screen).not.toContainText(t(data, 'theme.SearchModal.askAi.disclaimer'));
  expect((await sources.allTextContents()).join(' ')).toContain('Control malfunctioning');

  await screen.getByRole('button', { name: t(data, 'theme.SearchModal.askAi.dislikeButtonAriaLabel'), exact: true }).click();
  const stored = path.resolve(ASK_FEEDBACK, 'ask-feedback.jsonl');
  await expect
    .poll(() => (fs.existsSync(stored) ? fs.readFileSync(stored, 'utf8') : ''))
    .toContain(JSON.stringify(question).slice(1, -1));
  const vote = fs
    .readFileSync(stored, 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line))
    .find((line) => line.question === question);
  expect(vote).toMatchObject({ vote: 'dislike', locale: 'en' });
  expect(vote.sources.length).toBeGreaterThan(0);

  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(page.url()).origin });
  await screen.getByRole('button', { name: t(data, 'theme.SearchModal.askAi.copyButton') }).click();
  await expect(screen.getByText(t(data, 'theme.SearchModal.askAi.copied'), { exact: true })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(vote.answer);

  // Escape leaves Ask AI first (back to the results of the question), then closes the dialog.
  await page.keyboard.press('Escape');
  await expect(body).toHaveAttribute('data-state', /^(results|noResults)$/);
  await expect(input).toHaveValue(question);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await ask(page, '/installation/', question);
  const href = await sources.first().getAttribute('href');
  await sources.first().click();
  await expect(page).toHaveURL((url) => `${url.pathname}${url.hash}` === href);
});

test('a question the documentation does not cover says so, in the reader\'s language', async ({ page }) => {
  const { data, screen } = await ask(page, '/de/installation/', 'Wie wird das Wetter morgen auf dem Mars?');
  await expect(screen).toContainText(t(data, 'theme.SearchModal.askAi.notCovered'));
  await expect(screen.getByRole('navigation')).toHaveCount(0);
});

test('Arabic questions are answered from the Arabic pages, with Arabic links', async ({ page }) => {
  const { data, screen } = await ask(page, '/ar/installation/', 'كيف أوصل ناقل RS485؟');
  const sources = screen.getByRole('navigation', { name: t(data, 'theme.SearchModal.askAi.sources') }).getByRole('link');
  await expect(sources.first()).toBeVisible();
  for (const href of await sources.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))) {
    expect(href.startsWith('/ar/')).toBe(true);
  }
});

test('a model that cannot be reached shows the error state in the reader\'s language, with Retry', async ({ page }) => {
  test.setTimeout(120_000);
  // The chat back-end of the real service, pointed at a port nothing listens on.
  const site = await startPortalCopy({
    config: '[askAi]\n[askAi.chat]\nurl = "http://127.0.0.1:9/v1/chat/completions"\nmodel = "absent"\ntimeoutSeconds = 2',
    locales: ['en', 'de'],
  });
  try {
    const { data, screen } = await ask(page, `${site.url}/de/installation/`, 'Batterie lädt nicht aus Solarüberschuss', 'error');
    await expect(screen).toContainText(t(data, 'theme.SearchModal.askAi.errorText'));
    await screen.getByRole('button', { name: t(data, 'theme.PageLoader.retry') }).click();
    await expect(screen).toHaveAttribute('data-state', 'error', { timeout: 10_000 });
  } finally {
    await site.close();
  }
});
