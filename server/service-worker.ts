/**
 * The service worker's URL on the front server (`/sw.js`, built by src/service-worker/).
 * With `SERVICE_WORKER=off` it answers a worker that retires every installed one: browsers
 * check the worker's URL on each navigation, install this one at once, and it removes the
 * site's caches, unregisters itself and reloads the open tabs from the network.
 */
import { CACHE_PREFIX } from '../src/lib/offline/rules.ts';

/** The retiring worker's script. */
export const RETIRING_WORKER = `self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    const names = await caches.keys();
    await Promise.all(names.filter((name) => name.startsWith(${JSON.stringify(CACHE_PREFIX)})).map((name) => caches.delete(name)));
    await self.registration.unregister();
    const tabs = await self.clients.matchAll({ type: 'window' });
    await Promise.all(tabs.map((tab) => tab.navigate(tab.url).catch(() => undefined)));
  })());
});
`;

/** The retiring worker as a response: never stored, so turning the switch off again works. */
export function retiringWorkerResponse(): Response {
  return new Response(RETIRING_WORKER, {
    headers: {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'no-store',
    },
  });
}
