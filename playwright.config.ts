import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import process from 'node:process';
import { scaled } from './tests/e2e/timing';

// Ports and browser come from scripts/e2e.mjs (`npm run test:e2e`), which also builds dist-e2e/.
const sitePort = process.env.E2E_SITE_PORT ?? '4391';
const apiPort = process.env.E2E_API_PORT ?? '8791';
const siteURL = `http://127.0.0.1:${sitePort}`;
const apiURL = `http://127.0.0.1:${apiPort}`;
process.env.E2E_API_URL = apiURL;
const dataDir = (process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'storefront-e2e-')));
const outDir = process.env.E2E_OUT_DIR ?? 'dist-e2e';

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: process.env.E2E_RESULTS_DIR ?? 'test-results',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // One retry at most in CI, and the flaky count is printed so that a flake is seen.
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: [
    ['list'],
    ['./tests/e2e/flaky-reporter.ts'],
    ...(process.env.CI ? [] : [['html', { open: 'never' }] as const]),
    // Each test's duration, for finding where the suite's time goes.
    ...(process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['json'] as const] : []),
  ],
  // Every wait comes from here, stretched on slower machines (tests/e2e/timing.ts); a
  // long journey marks itself `test.slow()`.
  timeout: scaled(45_000),
  expect: { timeout: scaled(10_000) },
  use: {
    baseURL: siteURL,
    actionTimeout: scaled(15_000),
    navigationTimeout: scaled(30_000),
    // The lead pop-up opens 10 s after a load (SPEC section 4): every spec but its own starts
    // with it closed (a close time in the future), so it never covers what they test.
    storageState: {
      cookies: [],
      origins: [{ origin: siteURL, localStorage: [{ name: 'closed', value: '4102444800000' }] }],
    },
    trace: 'retain-on-failure',
    // Requests a service worker answers bypass `page.route`, which many specs use: the site's
    // worker runs only in the spec about it (tests/e2e/offline.spec.ts).
    serviceWorkers: 'block',
    launchOptions: {
      ...(process.env.CHROMIUM_PATH ? { executablePath: process.env.CHROMIUM_PATH } : {}),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // Other hosts of the same site (tests/e2e/origins.spec.ts, white-label.spec.ts).
        '--host-resolver-rules=MAP localhost 127.0.0.1, MAP book.partner.test 127.0.0.1, MAP sunny.travel 127.0.0.1',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
      grepInvert: /@phone/,
    },
    { name: 'phone', use: { ...devices['Pixel 7'] }, grep: /@phone/ },
  ],
  webServer: [
    {
      command: 'node api/src/main.ts',
      url: `${apiURL}/openapi.json`,
      reuseExistingServer: false,
      timeout: scaled(90_000),
      env: {
        API_HOST: '127.0.0.1',
        API_PORT: apiPort,
        API_DATA_DIR: dataDir,
        API_TEST_MODE: '1',
        SITE_URL: siteURL,
        API_PUBLIC_URL: '/',
        // Its peer is the front server, which forwards each visitor's address.
        TRUSTED_PROXIES: 'loopback',
        // Every visitor of the suite is 127.0.0.1: the per-address search and hold budgets
        // (tested in api/src/tests) would otherwise be the whole suite's.
        API_SEARCHES_PER_MINUTE: '100000',
        API_HOLD_NIGHTS_CLIENT: '1000000',
        API_HOLD_NIGHTS_HOTEL: '1000000',
        // A search session fills in 0.6 s instead of 2.5: the results page still polls once
        // before it is complete, and the spec about the filling state holds its session open
        // (search.spec.ts); the others wait for its end, on every results page they open.
        API_SEARCH_FILL_MS: '600',
        // White-label hosts the tests map to 127.0.0.1 (tests/e2e/white-label.spec.ts).
        CORS_ORIGINS: `http://sunny.travel:${sitePort},http://book.partner.test:${sitePort}`,
      },
    },
    {
      command: 'node server/main.ts',
      url: `${siteURL}/hotels`,
      reuseExistingServer: false,
      timeout: scaled(90_000),
      env: {
        HOST: '127.0.0.1',
        PORT: sitePort,
        SITE_DIST: outDir,
        API_URL: apiURL,
        PUBLIC_SITE_URL: siteURL,
      },
    },
  ],
});
