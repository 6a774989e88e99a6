/**
 * End-to-end run: finds Chromium, builds the site into dist-e2e/ (so dist/ stays as
 * `npm start` built it; the build also compresses its files), then runs Playwright, which
 * starts the reference API and the front server (server/main.ts) on free loopback ports.
 */
import { execFileSync } from 'node:child_process';
import process from 'node:process';
import { findBrowser } from './find-browser.mjs';
import { freePort } from './free-port.mjs';

const browser = findBrowser();
// Separate folders let several runs share a machine (E2E_OUT_DIR, E2E_RESULTS_DIR).
const outDir = process.env.E2E_OUT_DIR ?? 'dist-e2e';
const sitePort = process.env.E2E_SITE_PORT ?? String(await freePort());
const apiPort = process.env.E2E_API_PORT ?? String(await freePort());
const env = {
  ...process.env,
  E2E_SITE_PORT: sitePort,
  E2E_API_PORT: apiPort,
  ...(browser ? { CHROMIUM_PATH: browser } : {}),
  ASTRO_OUT_DIR: outDir,
  E2E_OUT_DIR: outDir,
  // Browsers reach the API through the site's front server (`/api`), as in production.
  PUBLIC_SITE_URL: `http://127.0.0.1:${sitePort}`,
  ASTRO_TELEMETRY_DISABLED: '1',
};
execFileSync('astro', ['build'], { stdio: ['ignore', 'ignore', 'inherit'], env });
try {
  execFileSync('playwright', ['test', ...process.argv.slice(2)], { stdio: 'inherit', env });
} catch (error) {
  process.exit(typeof error.status === 'number' ? error.status : 1);
}
