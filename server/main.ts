/**
 * `node server/main.ts`: the site's production server (server/config.ts lists its settings).
 * It serves the build in `SITE_DIST` (default `dist`, from `npm run build`) and forwards
 * `/api` to the booking API at `API_URL`. Stateless: run as many copies as needed.
 */
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AstroHandler } from './astro-renderer.ts';
import { readBuildManifest } from './build-manifest.ts';
import { loadServerConfig } from './config.ts';
import { createSiteServer } from './server.ts';
import { StaticFiles } from './static-files.ts';

const config = loadServerConfig();
const dist = resolve(config.distDir);
const manifest = readBuildManifest(dist);
const entry = (await import(pathToFileURL(join(dist, 'server', 'entry.mjs')).href)) as {
  handler?: AstroHandler;
};
if (typeof entry.handler !== 'function') {
  throw new Error(
    `${dist}/server/entry.mjs has no handler: build with @astrojs/node in middleware mode`,
  );
}
const siteOrigin = process.env['PUBLIC_SITE_URL'];
const server = createSiteServer({
  config,
  manifest,
  files: new StaticFiles(join(dist, 'client'), manifest),
  astro: entry.handler,
  siteOrigin,
});
server.listen(config.port, config.host, () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  console.log(`Site ready at ${siteOrigin ?? `http://${host}:${port}`}`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 5000).unref();
  });
}
