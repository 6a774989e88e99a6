/**
 * `npm start`: builds the site when the sources changed since the last build, then runs
 * the reference API (demo data is created on its first start) and the production site.
 */
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import process from 'node:process';
import { buildSite } from './build-site.mjs';
import { runTogether } from './processes.mjs';

const sitePort = process.env.PORT ?? '4321';
const apiPort = process.env.API_PORT ?? '8787';
const host = process.env.HOST ?? 'localhost';
const siteUrl = process.env.PUBLIC_SITE_URL ?? `http://${host}:${sitePort}`;
const apiUrl = process.env.PUBLIC_API_URL ?? `http://${host}:${apiPort}`;
const buildEnv = { PUBLIC_SITE_URL: siteUrl, PUBLIC_API_URL: apiUrl };
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
    'astro.config.mjs',
    'tailwind.config.mjs',
    'package-lock.json',
  ].map(newest),
);
const stamp = existsSync(stampFile) ? JSON.parse(readFileSync(stampFile, 'utf8')) : undefined;
const stale =
  !existsSync('dist/server/entry.mjs') ||
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

console.log(`Site: ${siteUrl}   API: ${apiUrl} (reference: ${apiUrl}/docs)`);
runTogether([
  {
    name: 'api',
    command: 'node',
    args: ['api/src/main.ts'],
    env: { API_PORT: apiPort, API_HOST: process.env.API_HOST ?? '127.0.0.1', SITE_URL: siteUrl },
  },
  {
    name: 'site',
    command: 'node',
    args: ['dist/server/entry.mjs'],
    env: { PORT: sitePort, HOST: process.env.HOST ?? '127.0.0.1' },
  },
]);
