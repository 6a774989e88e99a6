// @ts-check
import node from '@astrojs/node';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'astro/config';
import { frontServer } from './server/integration.ts';
import { compileHints } from './scripts/vite-compile-hints.mjs';
import { idleImports } from './scripts/vite-idle-imports.mjs';
import { reactIslands } from './scripts/vite-react-islands.mjs';
import { serviceWorker } from './src/service-worker/build.ts';
import { DEFAULT_LOCALE, LOCALE_CODES } from './src/lib/i18n/locales.ts';

/**
 * `client:interaction`: static pages hydrate an island on its first pointer, focus or key
 * event (src/scripts/client-interaction.ts), so they run no framework code before input.
 * @type {import('astro').AstroIntegration}
 */
const interactionDirective = {
  name: 'client-interaction',
  hooks: {
    'astro:config:setup': ({ addClientDirective }) => {
      addClientDirective({
        name: 'interaction',
        entrypoint: fileURLToPath(new URL('./src/scripts/client-interaction.ts', import.meta.url)),
      });
    },
  },
};

const site = (process.env.PUBLIC_SITE_URL || 'http://localhost:4321').replace(/\/+$/, '');

export default defineConfig({
  site,
  // End-to-end tests build into their own folder (scripts/e2e.mjs).
  outDir: process.env.ASTRO_OUT_DIR || './dist',
  output: 'static',
  // Astro renders the on-demand routes inside the front server (server/main.ts), which
  // compresses and caches whole pages: no streaming, so any component may set the status.
  // The Content-Security-Policy goes to the server as data instead of into <meta> tags.
  adapter: node({ mode: 'middleware', staticHeaders: true, experimentalDisableStreaming: true }),
  // The service worker is bundled before the front server compresses and lists the files.
  integrations: [react(), interactionDirective, serviceWorker(), frontServer()],
  trailingSlash: 'ignore',
  build: { format: 'directory', concurrency: 4 },
  // Astro's i18n config gives the locale list to astro:i18n; routing is ours
  // (src/middleware.ts and src/pages/[...lang]) because `/` must negotiate the language.
  i18n: {
    defaultLocale: DEFAULT_LOCALE,
    locales: [...LOCALE_CODES],
    routing: 'manual',
  },
  server: { host: '127.0.0.1' },
  vite: {
    plugins: [
      tailwindcss(),
      reactIslands(),
      idleImports(),
      // The results island wakes as a visitor arrives from a search: its code is compiled off
      // the main thread as it downloads.
      compileHints({ islands: ['src/islands/mount/SearchResults.tsx'] }),
    ],
    define: { __BUILD_DATE__: JSON.stringify(new Date().toISOString().slice(0, 10)) },
    // Building a zod schema has no effect but the schema: one no code of a bundle uses is left
    // out of it (the contract declares schemas the browser never reads, such as requests), so a
    // page does not build it as it loads (issue 30 item 4).
    build: { rolldownOptions: { treeshake: { manualPureFunctions: ['z', 'described'] } } },
  },
});
