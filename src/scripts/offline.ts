/**
 * Registers the service worker (src/service-worker/worker.ts) once the page is interactive,
 * and lets a new version take over at the next navigation, never during a booking: the
 * page asks the waiting worker to take over when the visitor follows a link or sends a form,
 * and the worker refuses while any tab shows a booking-flow page (README "Offline").
 */
import { localeFromPath } from '../lib/i18n/locales';
import { WORKER_MESSAGES, type PageMessage } from '../lib/offline/messages';
import { isBookingFlow, WORKER_PATH } from '../lib/offline/rules';
import { partnerManifestUrl, type WebManifest } from '../lib/offline/web-manifest';
import { $whiteLabel } from '../stores/white-label';

const send = (worker: ServiceWorker | null | undefined, message: PageMessage) =>
  worker?.postMessage(message);

/** Asks a waiting version to take over as the visitor leaves for another page. */
function takeOverAtNextNavigation(registration: ServiceWorkerRegistration): void {
  const handOver = () => {
    if (!registration.waiting || isBookingFlow(location.pathname)) return;
    send(registration.waiting, { type: WORKER_MESSAGES.skipWaiting });
  };
  document.addEventListener(
    'click',
    (event) => {
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (link instanceof HTMLAnchorElement && link.origin === location.origin) handOver();
    },
    true,
  );
  document.addEventListener('submit', handOver, true);
}

/**
 * On a host or link branded at run time (an agency host, an agent's `fid`), the installed
 * app carries the partner's name, icon and colours too: the manifest link gets the branded
 * copy of the site's manifest.
 */
async function brandManifest(): Promise<void> {
  const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  const partner = $whiteLabel.get();
  if (!link || !partner?.white_label || !link.href.startsWith(location.origin)) return;
  const own = (await (await fetch(link.href)).json()) as WebManifest;
  const branded = partnerManifestUrl(
    own,
    partner,
    localeFromPath(location.pathname),
    location.origin,
  );
  if (branded) link.href = branded;
}

/** Registers the worker; the page that registers it first is kept as if visited under it. */
export async function startOffline(): Promise<void> {
  await brandManifest().catch(() => undefined);
  if (!('serviceWorker' in navigator) || !import.meta.env.PROD) return;
  const firstVisit = navigator.serviceWorker.controller === null;
  const registration = await navigator.serviceWorker.register(WORKER_PATH, {
    scope: '/',
    updateViaCache: 'none',
  });
  takeOverAtNextNavigation(registration);
  const ready = await navigator.serviceWorker.ready;
  send(ready.active, {
    type: WORKER_MESSAGES.keepOfflinePage,
    locale: localeFromPath(location.pathname),
  });
  if (firstVisit) send(ready.active, { type: WORKER_MESSAGES.keepPage, url: location.href });
}
