/**
 * End-to-end run: finds Chromium, builds the site for the test API's address into
 * dist-e2e/ (so dist/ stays as `npm start` built it), then runs Playwright, which
 * starts the reference API and the production server on free loopback ports.
 */
import { execFileSync } from 'node:child_process';
import process from 'node:process';
import { buildSite } from './build-site.mjs';
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
  PUBLIC_SITE_URL: `http://127.0.0.1:${sitePort}`,
  PUBLIC_API_URL: `http://127.0.0.1:${apiPort}`,
  ASTRO_TELEMETRY_DISABLED: '1',
};
buildSite({ env, stdio: ['ignore', 'ignore', 'inherit'] });
try {
  execFileSync('playwright', ['test', ...process.argv.slice(2)], { stdio: 'inherit', env });
} catch (error) {
  process.exit(typeof error.status === 'number' ? error.status : 1);
}
