import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { Writable } from 'node:stream';
import type { AstroHandler } from './astro-renderer.ts';
import type { BuildManifest } from './build-manifest.ts';
import { loadServerConfig, type ServerConfig } from './config.ts';
import { precompress } from './precompress.ts';
import { createSiteServer } from './server.ts';
import { StaticFiles } from './static-files.ts';

/** The CSP Astro would send: an inline script's hash and a style's. */
export const ASTRO_CSP = "script-src 'self' 'sha256-abc='; style-src 'self' 'sha256-def=';";

const page = (title: string) =>
  `<!doctype html><html lang="en"><head><title>${title}</title></head><body><h1>${title}</h1>${'<p>Hotels, stays and more.</p>'.repeat(80)}</body></html>`;

/** A build folder with a few files of each kind, compressed as the build does. */
export async function fixtureBuild(): Promise<{
  dir: string;
  manifest: BuildManifest;
  files: StaticFiles;
  remove(): void;
}> {
  const dir = mkdtempSync(join(tmpdir(), 'front-server-'));
  const client = join(dir, 'client');
  const write = (path: string, body: string) => {
    mkdirSync(dirname(join(client, path)), { recursive: true });
    writeFileSync(join(client, path), body);
  };
  write('hotels/index.html', page('Hotels'));
  write('he/hotels/index.html', page('מלונות'));
  write('_astro/page.Ab12.js', `console.log(${JSON.stringify('x'.repeat(3000))});`);
  write('images/placeholder.jpg', 'jpeg bytes');
  write('sw.js', `self.addEventListener('fetch', () => {}); // ${'built worker '.repeat(40)}`);
  for (const status of [400, 404, 413, 414, 431, 500, 503]) {
    write(`errors/${status}/index.html`, page(`Error ${status}`));
    write(`he/errors/${status}/index.html`, page(`שגיאה ${status}`));
  }
  const manifest: BuildManifest = {
    builtAt: new Date(Date.UTC(2026, 0, 1)).toUTCString(),
    policy: { astroCsp: ASTRO_CSP },
    files: await precompress(client),
  };
  return {
    dir,
    manifest,
    files: new StaticFiles(client, manifest),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** What the fake Astro handler answers for a path: status, headers and body. */
export type FakeAnswer = { status: number; headers?: Record<string, string>; body: string };

/**
 * A stand-in for Astro's handler in middleware mode: answers from `routes` (by path without
 * the query), the 404 page otherwise, and throws for paths ending in `/boom`; counts its
 * renders.
 */
export function fakeAstro(
  routes: Record<string, (url: URL, headers: IncomingHttpHeaders) => FakeAnswer>,
): {
  handler: AstroHandler;
  renders: string[];
} {
  const renders: string[] = [];
  const handler: AstroHandler = (request: IncomingMessage, response: Writable) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    renders.push(`${url.pathname}${url.search}`);
    if (url.pathname.endsWith('/boom')) return Promise.reject(new Error('render failed'));
    const route = routes[url.pathname];
    const answer = route
      ? route(url, request.headers)
      : { status: 404, body: page('Not found'), headers: { 'content-type': 'text/html' } };
    const target = response as Writable & {
      writeHead(status: number, headers: Record<string, string>): void;
    };
    target.writeHead(answer.status, {
      'content-type': 'text/html',
      'content-security-policy': ASTRO_CSP,
      ...answer.headers,
    });
    target.end(answer.body);
    return Promise.resolve();
  };
  return { handler, renders };
}

/** An on-demand page body, big enough to be compressed. */
export const onDemandPage = page;

/** A fixture build (see `fixtureBuild`). */
export type FixtureBuild = Awaited<ReturnType<typeof fixtureBuild>>;

/**
 * The front server on a free loopback port, over `build` or a fixture build of its own
 * (removed on `close`).
 */
export async function startFixtureSite(options: {
  astro: AstroHandler;
  build?: FixtureBuild;
  config?: Partial<ServerConfig>;
  now?: () => number;
}): Promise<{ url: string; build: FixtureBuild; close(): Promise<void> }> {
  const build = options.build ?? (await fixtureBuild());
  const config = { ...loadServerConfig({}), port: 0, ...options.config };
  const server = createSiteServer({
    config,
    manifest: build.manifest,
    files: build.files,
    astro: options.astro,
    siteOrigin: 'http://localhost:4321',
    ...(options.now ? { now: options.now } : {}),
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    build,
    close: async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      if (!options.build) build.remove();
    },
  };
}
