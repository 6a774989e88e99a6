/**
 * `npm start`: builds the site when the sources changed since the last build, then runs
 * the reference API (demo data is created on its first start) and the site's front server
 * (server/main.ts), which serves the site and forwards `/api` to the API: one address.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import process from 'node:process';
import { runTogether } from './processes.mjs';

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
  execFileSync('astro', ['build'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...buildEnv, ASTRO_TELEMETRY_DISABLED: '1' },
  });
  writeFileSync(stampFile, JSON.stringify({ sources, env: buildEnv }));
}

console.log(`Site:     ${siteUrl}`);
console.log(`API docs: http://${host}:${apiPort}/docs`);
runTogether([
  {
    name: 'api',
    command: 'node',
    args: ['api/src/main.ts'],
    env: {
      API_PORT: apiPort,
      API_HOST: process.env.API_HOST ?? '127.0.0.1',
      SITE_URL: siteUrl,
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
