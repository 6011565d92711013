import { defineConfig, devices } from '@playwright/test';

/**
 * Browser tests of the built site (`make site` writes ../build). Debian's Chromium is used as it is
 * (`make chromium`); Playwright never downloads a browser here.
 */
const CI = !!process.env.CI;
const PORT = 3107;
/** Where compat-*.spec.ts find a real Docusaurus site (compat/wails) built by ampere. */
const COMPAT_PORT = 3108;
export const COMPAT_URL = `http://127.0.0.1:${COMPAT_PORT}`;
/** compat/alova (markdown.mermaid on), for the diagrams. */
const DIAGRAMS_PORT = 3109;
export const DIAGRAMS_URL = `http://127.0.0.1:${DIAGRAMS_PORT}`;
/** Where the portal's Ask-AI service stores feedback during the tests (read by ask-ai-service.spec.ts). */
export const ASK_FEEDBACK = '../target/e2e-ask-feedback';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: chromiumArgs,
};

export default defineConfig({
  testDir: './tests',
  outputDir: 'test-results',
  fullyParallel: true,
  forbidOnly: CI,
  workers: 2,
  retries: CI ? 1 : 0,
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    launchOptions,
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  webServer: [
    {
      command: `../target/release/ampere serve --site ../site --out ../build --port ${PORT} --feedback ${ASK_FEEDBACK}`,
      url: `http://127.0.0.1:${PORT}/`,
      reuseExistingServer: !CI,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // A real Docusaurus site with docs versions (compat/wails), built unchanged and afresh.
      command: `rm -rf ../target/e2e-wails && ../target/release/ampere serve --site ../compat/wails --theme ../theme --out ../target/e2e-wails --feedback ../target/e2e-wails-feedback --port ${COMPAT_PORT}`,
      url: `${COMPAT_URL}/docs/introduction/`,
      reuseExistingServer: !CI,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // A real Docusaurus site that draws mermaid diagrams (compat/alova).
      command: `rm -rf ../target/e2e-alova && ../target/release/ampere serve --site ../compat/alova --theme ../theme --out ../target/e2e-alova --feedback ../target/e2e-alova-feedback --port ${DIAGRAMS_PORT}`,
      url: `${DIAGRAMS_URL}/tutorial/cache/mode/`,
      reuseExistingServer: !CI,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'ignore',
    },
  ],
  projects: [
    {
      name: 'desktop',
      use: { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
    },
    {
      name: 'mobile',
      // Only the specs whose behaviour depends on the width run at 390 px.
      testMatch: /(states|screenshots|figures)\.spec\.ts$/,
      use: {
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
        userAgent: devices['Pixel 7'].userAgent,
      },
    },
  ],
});
