/**
 * Serves a build as production does (`npm start`): the reference API with fresh data and the
 * front server (`server/main.ts`), each on a free loopback port. Used by the size budget and
 * the Lighthouse benchmark, which measure what a visitor of the production server receives.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import process from 'node:process';
import { freePort } from './free-port.mjs';
import { waitForUrl } from './processes.mjs';

/** A stay 20 days from now, for 3 nights, 2 guests, in euros: a search with results. */
export function stayQuery() {
  const day = (days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  return `check_in=${day(20)}&check_out=${day(23)}&guests=2&currency=EUR`;
}

/**
 * Starts the API and the front server on `dist`.
 * @param {string} dist the build folder (`astro build` output)
 * @returns {Promise<{ base: string, apiBase: string, hotelSlug: string, stop: () => void }>}
 *   `hotelSlug` is Berlin's first top hotel, for a hotel page that exists.
 */
export async function serveBuild(dist) {
  const apiPort = await freePort();
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const apiBase = `http://127.0.0.1:${apiPort}`;
  const api = spawn('node', ['api/src/main.ts'], {
    env: {
      ...process.env,
      API_HOST: '127.0.0.1',
      API_PORT: String(apiPort),
      API_DATA_DIR: mkdtempSync(join(tmpdir(), 'serve-build-')),
      SITE_URL: base,
      API_PUBLIC_URL: '/',
      TRUSTED_PROXIES: 'loopback',
    },
    stdio: 'ignore',
  });
  const server = spawn('node', ['server/main.ts'], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      SITE_DIST: dist,
      API_URL: apiBase,
    },
    stdio: 'ignore',
  });
  const stop = () => {
    server.kill();
    api.kill();
  };
  process.on('exit', stop);
  await waitForUrl(`${apiBase}/openapi.json`);
  await waitForUrl(`${base}/hotels`);
  const berlin = await (
    await fetch(`${apiBase}/v3/destinations/germany/berlin`, {
      headers: { Authorization: 'Bearer storefront-public-token' },
    })
  ).json();
  return { base, apiBase, hotelSlug: berlin.data.top_hotels[0].slug, stop };
}
