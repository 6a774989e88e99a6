/// <reference lib="webworker" />
/**
 * The site's service worker, built with Workbox's runtime modules and bundled at build time
 * into `/sw.js` (src/service-worker/build.ts). Which request goes to which strategy is
 * `offlineRule` (src/lib/offline/rules.ts, with the table of caches and lifetimes); this file
 * wires the rules to Workbox and handles the messages of the pages (src/scripts/offline.ts).
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import type { WorkboxPlugin } from 'workbox-core/types';
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly, StaleWhileRevalidate } from 'workbox-strategies';
import { localeFromPath } from '../lib/i18n/locales';
import {
  CACHE_LIMITS,
  CACHE_NAMES,
  CACHE_PREFIX,
  NETWORK_TIMEOUT_SECONDS,
  SAVED_AT_HEADER,
  isBookingFlow,
  offlinePagePath,
  offlineRule,
  type OfflineRule,
} from '../lib/offline/rules';
import { WORKER_MESSAGES, type PageMessage } from '../lib/offline/messages';

declare const self: ServiceWorkerGlobalScope;
/** Country slugs and codes, defined by the bundler from src/data/countries.json. */
declare const __COUNTRY_SLUGS__: string[];

const countries = new Set(__COUNTRY_SLUGS__);
const isCountry = (slug: string) => countries.has(slug);

const ruleOf = (request: Request): OfflineRule =>
  offlineRule(
    {
      url: new URL(request.url),
      method: request.method,
      navigate: request.mode === 'navigate',
      origin: self.location.origin,
    },
    isCountry,
  );

/**
 * Stores only complete answers that were not redirected (a sign-in page must never stand in
 * for a reservation), stamped with the time they were stored.
 */
const stampSavedAt: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => {
    if (response.status !== 200 || response.redirected) return null;
    const headers = new Headers(response.headers);
    // The body is already decoded; a copied encoding header would make it be decoded twice.
    headers.delete('content-encoding');
    headers.delete('content-length');
    headers.set(SAVED_AT_HEADER, new Date().toISOString());
    return new Response(await response.blob(), {
      status: response.status,
      statusText: response.statusText,
      headers,
    });
  },
};

/**
 * A saved copy answering instead of the network: a page gets the time on its `<html>`
 * (`data-saved-at`), an API answer tells its page by a message; src/scripts/saved-copy.ts
 * shows it.
 */
const announceSavedCopy: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse, request, event }) => {
    const savedAt = cachedResponse?.headers.get(SAVED_AT_HEADER);
    if (!cachedResponse || !savedAt) return cachedResponse;
    if (request.mode === 'navigate') {
      const html = (await cachedResponse.text()).replace(
        /<html\b/i,
        `<html data-saved-at="${savedAt.replace(/[^0-9A-Z:.-]/gi, '')}"`,
      );
      return new Response(html, { status: 200, headers: cachedResponse.headers });
    }
    const clientId = event instanceof FetchEvent ? event.clientId : '';
    const client = clientId ? await self.clients.get(clientId) : undefined;
    client?.postMessage({ type: WORKER_MESSAGES.savedCopy, savedAt });
    return cachedResponse;
  },
};

/** A page that cannot load offline answers with the "connection needed" page of its locale. */
const offlineFallback: WorkboxPlugin = {
  handlerDidError: async ({ request }) => {
    if (request.mode !== 'navigate') return undefined;
    const cache = await caches.open(CACHE_NAMES.offline);
    const locale = localeFromPath(new URL(request.url).pathname);
    return (
      (await cache.match(offlinePagePath(locale))) ??
      (await cache.match(offlinePagePath('en'))) ??
      (await cache.keys().then((keys) => (keys[0] ? cache.match(keys[0]) : undefined)))
    );
  },
};

/**
 * Workbox's own plugins as `WorkboxPlugin`s: their classes declare the optional callbacks
 * as possibly undefined, which `exactOptionalPropertyTypes` tells apart from absent.
 */
const workboxPlugin = (plugin: CacheableResponsePlugin | ExpirationPlugin) =>
  plugin as WorkboxPlugin;

const networkFirst = (cacheName: string, limits: { maxAgeSeconds: number; maxEntries: number }) =>
  new NetworkFirst({
    cacheName,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [
      stampSavedAt,
      announceSavedCopy,
      workboxPlugin(new ExpirationPlugin(limits)),
      offlineFallback,
    ],
  });

const strategies = {
  assets: new CacheFirst({
    cacheName: CACHE_NAMES.assets,
    plugins: [
      workboxPlugin(new CacheableResponsePlugin({ statuses: [200] })),
      workboxPlugin(new ExpirationPlugin(CACHE_LIMITS.assets)),
    ],
  }),
  static: new StaleWhileRevalidate({
    cacheName: CACHE_NAMES.static,
    plugins: [
      workboxPlugin(new CacheableResponsePlugin({ statuses: [200] })),
      workboxPlugin(new ExpirationPlugin(CACHE_LIMITS.static)),
    ],
  }),
  page: networkFirst(CACHE_NAMES.pages, CACHE_LIMITS.pages),
  personal: networkFirst(CACHE_NAMES.personal, CACHE_LIMITS.personal),
  live: new NetworkOnly({ plugins: [offlineFallback] }),
};

for (const rule of ['assets', 'static', 'page', 'personal', 'live'] as const) {
  registerRoute(({ request }) => ruleOf(request) === rule, strategies[rule]);
}

/** Keeps the "connection needed" page of a locale, with the build files it loads. */
async function keepOfflinePage(path: string): Promise<void> {
  const cache = await caches.open(CACHE_NAMES.offline);
  if (await cache.match(path)) return;
  const response = await fetch(path, { credentials: 'omit' });
  if (!response.ok) return;
  const html = await response.clone().text();
  await cache.put(path, response);
  const assets = await caches.open(CACHE_NAMES.assets);
  const files = new Set([...html.matchAll(/(?:src|href)="(\/_astro\/[^"]+)"/g)].map((m) => m[1]));
  await Promise.all(
    [...files].map(async (file) => {
      if (file && !(await assets.match(file))) await assets.add(file);
    }),
  );
}

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const message = event.data as PageMessage | null;
  if (!message || typeof message !== 'object') return;
  if (message.type === WORKER_MESSAGES.skipWaiting) {
    // Never in the middle of a booking: not while any tab shows a booking-flow page.
    event.waitUntil(
      // A waiting worker controls no tab yet: it asks about every tab of the site.
      self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((clients) => {
        if (clients.some((client) => isBookingFlow(new URL(client.url).pathname))) return;
        return self.skipWaiting();
      }),
    );
  } else if (message.type === WORKER_MESSAGES.keepPage) {
    // The page that registered the worker loaded before it: keep it as a visit would.
    const url = new URL(message.url, self.location.origin);
    const rule = offlineRule(
      { url, method: 'GET', navigate: true, origin: self.location.origin },
      isCountry,
    );
    if (rule === 'page' || rule === 'personal') {
      const request = new Request(url);
      event.waitUntil(strategies[rule].handle({ event, request }).catch(() => undefined));
    }
  } else if (message.type === WORKER_MESSAGES.keepOfflinePage) {
    const path = offlinePagePath(message.locale);
    event.waitUntil(keepOfflinePage(path).catch(() => undefined));
  }
});

// The caches of older versions go when this one takes over; its own stay.
self.addEventListener('activate', (event) => {
  const current = new Set<string>(Object.values(CACHE_NAMES));
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith(CACHE_PREFIX) && !current.has(name))
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});
