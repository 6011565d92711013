// The search dialog's Ask-AI mode in a real browser, in English and Arabic (right to left).
// The portal configures no endpoint, so these tests build their own copy of it with one (see
// portalCopy.ts) and answer with a local streaming server (askAiEndpoint.ts).
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { answerChunks, startAskAiEndpoint, type AskAiEndpoint } from './askAiEndpoint';
import { startPortalCopy, type PortalCopy } from './portalCopy';
import { LOCALES, localeData, openSearchDialog, t, waitForApp } from './helpers';

const TITLES: Record<string, string> = { en: 'Installation', ar: 'التركيب' };

let endpoint: AskAiEndpoint;
let site: PortalCopy;

// One endpoint and one site for the whole file, so its tests run one after the other.
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  endpoint = await startAskAiEndpoint();
  site = await startPortalCopy({ config: `[askAi]\nendpoint = "${endpoint.url}"`, locales: ["en", "ar"] });
});

test.afterAll(async () => {
  await site?.close();
  await endpoint?.close();
});

async function askFrom(page: Page, prefix: string, question: string) {
  await page.goto(`${site.url}${prefix}/installation/`);
  await waitForApp(page);
  const data = await localeData(page);
  expect(data.askAi, 'the build carries the configured endpoint to the theme').toEqual({ endpoint: endpoint.url });
  const { dialog, input, body } = await openSearchDialog(page, data);
  await input.fill(question);
  const entry = dialog.getByRole('option').first();
  await expect(entry).toContainText(t(data, 'theme.SearchModal.askAi.entry', { query: question }));
  await expect(entry).toHaveAttribute('aria-selected', 'true');
  await expect(body).toHaveAttribute('data-state', /^(results|noResults)$/);
  await page.keyboard.press('Enter');
  await expect(body).toHaveAttribute('data-state', 'askAi');
  return { data, dialog, input, body, screen: dialog.locator('section[data-state]') };
}

for (const { code, prefix } of LOCALES) {
  test(`Ask AI (${code}): thinking, streaming, done; feedback and copy; Escape twice`, async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.url });
    const question = TITLES[code];
    const { data, dialog, input, body, screen } = await askFrom(page, prefix, question);

    await expect(screen).toHaveAttribute('data-state', 'thinking');
    await expect(screen.getByRole('status')).toHaveText(t(data, 'theme.SearchModal.askAi.thinking'));
    await expect(screen).toHaveAttribute('data-state', 'streaming');
    await expect(screen).toContainText(`You asked “${question}” in ${code}.`);
    await expect(screen.locator('[aria-busy="true"]')).toHaveCount(1);
    await expect(screen).toHaveAttribute('data-state', 'done', { timeout: 10_000 });

    // What the endpoint got: the question, the locale and the top hits of the built-in search.
    const asked = endpoint.questions.find((item) => item.question === question && item.locale === code)!;
    expect(asked.context.length).toBeGreaterThan(0);
    expect(asked.context.length).toBeLessThanOrEqual(5);
    expect(asked.context[0].title).toContain(question);
    expect(asked.context[0].href.startsWith(`${prefix}/`)).toBe(true);
    expect(JSON.stringify(asked.context)).not.toMatch(/[\u0001\u0002]/);

    const answer = answerChunks(asked).join('');
    await expect(screen.locator('[aria-busy="false"] p')).toHaveText(answer.split('\n\n'));
    await expect(screen).toContainText(t(data, 'theme.SearchModal.askAi.disclaimer'));
    // The screen follows the page's direction; each paragraph its own script (this answer is English).
    expect(await screen.evaluate((element) => getComputedStyle(element).direction)).toBe(code === 'ar' ? 'rtl' : 'ltr');
    expect(await screen.locator('[aria-busy] p').first().evaluate((element) => getComputedStyle(element).direction)).toBe('ltr');

    const like = screen.getByRole('button', { name: t(data, 'theme.SearchModal.askAi.likeButtonAriaLabel'), exact: true });
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(screen.getByRole('button', { name: t(data, 'theme.SearchModal.askAi.dislikeButtonAriaLabel'), exact: true })).toHaveAttribute('aria-pressed', 'false');
    await expect.poll(() => endpoint.feedback.filter((item) => item.question === question)).toEqual([{ question, answer, vote: 'like', locale: code, sources: [] }]);

    await screen.getByRole('button', { name: t(data, 'theme.SearchModal.askAi.copyButton') }).click();
    await expect(screen.getByText(t(data, 'theme.SearchModal.askAi.copied'), { exact: true })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(answer);

    const violations = (await new AxeBuilder({ page }).include('[role="dialog"]').analyze()).violations;
    expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);

    await page.keyboard.press('Escape');
    await expect(body).toHaveAttribute('data-state', /^(results|noResults)$/);
    await expect(input).toHaveValue(question);
    await expect(input).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test(`Ask AI (${code}): leaving aborts the answer; a failed answer can be retried`, async ({ page }) => {
    const slow = `${TITLES[code]} slow`;
    const { data, input, body, screen } = await askFrom(page, prefix, slow);
    await expect(screen).toHaveAttribute('data-state', 'streaming');
    await screen.getByRole('button', { name: t(data, 'theme.SearchModal.askAi.backButton') }).click();
    await expect(body).not.toHaveAttribute('data-state', 'askAi');
    await expect.poll(() => endpoint.aborted).toContain(slow);

    const flaky = `${TITLES[code]} flaky`;
    await input.fill(flaky);
    await page.keyboard.press('Enter');
    await expect(screen).toHaveAttribute('data-state', 'error');
    await expect(screen.getByRole('alert')).toContainText(t(data, 'theme.SearchModal.askAi.errorText'));
    await screen.getByRole('button', { name: t(data, 'theme.PageLoader.retry') }).click();
    await expect(screen).toHaveAttribute('data-state', 'done', { timeout: 10_000 });
    await expect(screen).toContainText(`You asked “${flaky}” in ${code}.`);
    expect(endpoint.questions.filter((item) => item.question === flaky)).toHaveLength(2);
  });
}
