import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import type { E2eOptions } from './tests/e2e/support/fixtures';

// One API server for the whole run (ports 8100-8119 belong to the admin's e2e suite), on a fresh
// embedded database. The runner creates the data directory once; its workers inherit the variable.
const port = Number(process.env.E2E_PORT ?? 8110);
const baseURL = `http://127.0.0.1:${port}`;
process.env.E2E_BASE_URL = baseURL;
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'admin-e2e-'));
// Each run writes its traces in its own folder: engineers may run suites side by side.
process.env.E2E_OUTPUT_DIR ??= path.join('test-results', `run-${Date.now().toString(36)}`);
process.env.E2E_ADMIN_EMAIL ??= 'admin@e2e.example.com';
process.env.E2E_ADMIN_PASSWORD ??= 'Admin-e2e-2026';

const desktop = { width: 1280, height: 800 };
const phone = { width: 390, height: 844 };

export default defineConfig<E2eOptions>({
  testDir: 'tests/e2e',
  testMatch: '*.spec.ts',
  outputDir: process.env.E2E_OUTPUT_DIR,
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  // On the two-core CI machine the run itself keeps the machine very busy (two browsers, their renderers and the
  // server): a first visit to a screen (its lazy chunks parsed) is slow there, so waits are doubled in CI, and a test
  // that fails is tried once more; the list reporter still names it (flaky), so a real defect keeps failing it.
  retries: process.env.CI ? 1 : 0,
  timeout: process.env.CI ? 150_000 : 45_000,
  expect: { timeout: process.env.CI ? 20_000 : 10_000 },
  reporter: [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    // The installable app's service worker (public/sw.js) stays out of the way of request mocks and first loads;
    // tests/e2e/pwa.spec.ts lets it run.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  // Every pair of (language, sign-in variant, screen size) is covered by these four. Every test runs in the first (the
  // staff's own: Hebrew at desktop width); the others run only the tests where language, width or the sign-in variant
  // is the point, by tag: @everywhere (the shell: menu, languages, every screen), @en (English texts, the error
  // catalogue and sign-in with a cookie), @phone (the phone layout of an area and touch) and @phone_en (a journey whose
  // phone path is also its English one: phone width in English).
  projects: [
    { name: 'desktop-he-token', use: { viewport: desktop, appLocale: 'he', authMode: 'token' } },
    {
      name: 'desktop-en-cookie',
      grep: /@everywhere|@en\b/,
      use: { viewport: desktop, appLocale: 'en', authMode: 'cookie' },
    },
    {
      name: 'phone-he-cookie',
      grep: /@everywhere|@phone\b/,
      use: { viewport: phone, hasTouch: true, isMobile: true, appLocale: 'he', authMode: 'cookie' },
    },
    {
      name: 'phone-en-token',
      grep: /@everywhere|@phone_en\b/,
      use: { viewport: phone, hasTouch: true, isMobile: true, appLocale: 'en', authMode: 'token' },
    },
  ],
  webServer: {
    command: 'npx tsx server/src/main.ts',
    url: `${baseURL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      DATA_DIR: process.env.E2E_DATA_DIR,
      DIST_DIR: process.env.DIST_DIR ?? 'dist',
      FIRST_SUPERUSER_EMAIL: process.env.E2E_ADMIN_EMAIL,
      FIRST_SUPERUSER_PASSWORD: process.env.E2E_ADMIN_PASSWORD,
      SEED_DEMO: 'false',
      // Charges run from the e2e tests that need them, not on a timer in the middle of others.
      BILLING_INTERVAL_MINUTES: '0',
      // Support inboxes are checked by the e2e test that needs it ("check now").
      SUPPORT_CHECK_INTERVAL_MINUTES: '0',
      // A background job that fails stays failed at once: the jobs e2e test shows and retries it.
      JOB_RETRY_LIMIT: '0',
      // Many sign-ins from one address in a few minutes: the limit is tested by the API tests.
      AUTH_RATE_LIMIT: '0',
      FORM_RATE_LIMIT: '0',
      LOG_LEVEL: 'warn',
      // The admin streams hear of changes 5 s late, as on a busy server: a page must tell its own saves from others'
      // changes by what it wrote, never by when the news arrives (realtime.spec.ts).
      CHANGE_FEED_DELAY_MS: '5000',
    },
  },
});
