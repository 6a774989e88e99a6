/**
 * `npm start`: the demo. Builds the site when the sources changed since the last build, then
 * runs the reference API in demo mode (demo accounts and data are created on its first start)
 * and the production site. With NODE_ENV=production or API_MODE=production the API runs in
 * production mode instead, which needs its own secrets (api/README.md).
 */
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import process from 'node:process';
import { buildSite } from './build-site.mjs';
import { runTogether } from './processes.mjs';

const apiMode =
  process.env.API_MODE ?? (process.env.NODE_ENV === 'production' ? 'production' : 'demo');

const sitePort = process.env.PORT ?? '4321';
const apiPort = process.env.API_PORT ?? '8787';
const host = process.env.HOST ?? 'localhost';
const siteUrl = process.env.PUBLIC_SITE_URL ?? `http://${host}:${sitePort}`;
const buildEnv = { PUBLIC_SITE_URL: siteUrl };
for (const [key, value] of Object.entries(process.env)) {
  if (key.startsWith('PUBLIC_') && !(key in buildEnv)) buildEnv[key] = value;
}

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((entry) => newest(join(path, entry))));
}

const stampFile = 'dist/.build-stamp.json';
const sources = Math.max(
  ...[
    'src',
    'locales',
    'public',
    'server',
    'astro.config.mjs',
    'tailwind.config.mjs',
    'package-lock.json',
  ].map(newest),
);
const stamp = existsSync(stampFile) ? JSON.parse(readFileSync(stampFile, 'utf8')) : undefined;
const stale =
  !existsSync('dist/server/entry.mjs') ||
  !existsSync('dist/front-server.json') ||
  !stamp ||
  stamp.sources < sources ||
  JSON.stringify(stamp.env) !== JSON.stringify(buildEnv);
if (stale) {
  console.log('Building the site…');
  buildSite({
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...buildEnv, ASTRO_TELEMETRY_DISABLED: '1' },
  });
  writeFileSync(stampFile, JSON.stringify({ sources, env: buildEnv }));
}

console.log(`Site:     ${siteUrl}`);
console.log(`API docs: http://${host}:${apiPort}/docs`);
if (apiMode === 'demo') {
  console.log(
    'DEMO MODE: the booking API creates demo accounts user@demo.test, power@demo.test and agent@demo.test (password demo-pass-123) and demo bookings. Not for production: see api/README.md.',
  );
}
runTogether([
  {
    name: 'api',
    command: 'node',
    args: ['api/src/main.ts'],
    env: {
      API_PORT: apiPort,
      API_HOST: process.env.API_HOST ?? '127.0.0.1',
      API_MODE: apiMode,
      SITE_URL: siteUrl,
      // The API's direct peer is the front server on this machine: it believes its
      // X-Forwarded-For, so limits count per visitor, not per front server.
      TRUSTED_PROXIES: 'loopback',
      // Behind the front server the API's own pages and files are paths of the site's host.
      ...(process.env.PUBLIC_API_URL ? {} : { API_PUBLIC_URL: process.env.API_PUBLIC_URL ?? '/' }),
    },
  },
  {
    name: 'site',
    command: 'node',
    args: ['server/main.ts'],
    env: {
      PORT: sitePort,
      HOST: process.env.HOST ?? '127.0.0.1',
      API_URL: process.env.API_URL ?? `http://127.0.0.1:${apiPort}`,
      PUBLIC_SITE_URL: siteUrl,
    },
  },
]);
