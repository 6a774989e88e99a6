import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { build } from 'vite';
import { WORKER_PATH } from '../lib/offline/rules.ts';

/** Slugs and two-letter codes of the bundled countries, for the worker's landing-page rule. */
async function countrySlugs(): Promise<string[]> {
  const file = new URL('../data/countries.json', import.meta.url);
  const countries = JSON.parse(await readFile(file, 'utf8')) as { slug: string; code: string }[];
  return countries.flatMap((c) => [c.slug, c.code.toLowerCase()]);
}

/**
 * Bundles src/service-worker/worker.ts (Workbox's runtime modules and the caching rules) into
 * one minified classic script at `/sw.js` of the build, once the pages are built. It runs
 * before the front server's integration, which compresses and describes every file.
 */
export function serviceWorker(): AstroIntegration {
  let clientDir: URL | undefined;
  return {
    name: 'service-worker',
    hooks: {
      'astro:config:done': ({ config }) => {
        clientDir = config.build.client;
      },
      'astro:build:done': async ({ logger }) => {
        if (!clientDir) return;
        const outDir = fileURLToPath(clientDir);
        await build({
          configFile: false,
          logLevel: 'warn',
          publicDir: false,
          define: {
            __COUNTRY_SLUGS__: JSON.stringify(await countrySlugs()),
            'process.env.NODE_ENV': JSON.stringify('production'),
          },
          build: {
            outDir,
            emptyOutDir: false,
            copyPublicDir: false,
            minify: true,
            sourcemap: false,
            lib: {
              entry: fileURLToPath(new URL('./worker.ts', import.meta.url)),
              formats: ['iife'],
              name: 'staywayWorker',
              fileName: () => WORKER_PATH.slice(1),
            },
          },
        });
        logger.info(`service worker written to ${WORKER_PATH}`);
      },
    },
  };
}
