/**
 * End-to-end run: finds Chromium's headless shell (scripts/find-browser.mjs), builds the site
 * into dist-e2e/ (so dist/ stays as `npm start` built it; the build also compresses its files),
 * then runs Playwright, which starts the reference API and the front server (server/main.ts) on
 * free loopback ports.
 */
import { execFileSync } from 'node:child_process';
import process from 'node:process';
import { buildSite } from './build-site.mjs';
import { calibrate } from './calibrate.mjs';
import { findHeadlessShell } from './find-browser.mjs';
import { freePort } from './free-port.mjs';

const browser = findHeadlessShell();
// Separate folders let several runs share a machine (E2E_OUT_DIR, E2E_RESULTS_DIR).
const outDir = process.env.E2E_OUT_DIR ?? 'dist-e2e';
const sitePort = process.env.E2E_SITE_PORT ?? String(await freePort());
const apiPort = process.env.E2E_API_PORT ?? String(await freePort());
// Timeouts scale with the machine: measured here once, or given (E2E_TIME_FACTOR).
let timeFactor = Number(process.env.E2E_TIME_FACTOR);
if (!(timeFactor >= 1)) {
  const { factor, median } = calibrate();
  timeFactor = factor;
  console.log(`[e2e] calibration ${median.toFixed(0)} ms: time factor ${factor}`);
} else {
  console.log(`[e2e] time factor ${timeFactor} (E2E_TIME_FACTOR)`);
}
const env = {
  ...process.env,
  E2E_TIME_FACTOR: String(timeFactor),
  E2E_SITE_PORT: sitePort,
  E2E_API_PORT: apiPort,
  ...(browser ? { CHROMIUM_PATH: browser } : {}),
  ASTRO_OUT_DIR: outDir,
  E2E_OUT_DIR: outDir,
  // Browsers reach the API through the site's front server (`/api`), as in production.
  PUBLIC_SITE_URL: `http://127.0.0.1:${sitePort}`,
  ASTRO_TELEMETRY_DISABLED: '1',
};
const seconds = (since) => ((Date.now() - since) / 1000).toFixed(0);
const buildStarted = Date.now();
buildSite({ env, stdio: ['ignore', 'ignore', 'inherit'] });
console.log(`[e2e] build ${seconds(buildStarted)} s`);
const testsStarted = Date.now();
try {
  execFileSync('playwright', ['test', ...process.argv.slice(2)], { stdio: 'inherit', env });
} catch (error) {
  process.exit(typeof error.status === 'number' ? error.status : 1);
} finally {
  console.log(`[e2e] tests ${seconds(testsStarted)} s`);
}
