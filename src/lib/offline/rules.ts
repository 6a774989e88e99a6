/**
 * The service worker's caching rules (src/service-worker/worker.ts), as one pure function so
 * a table test can pin which URL goes to which strategy. Only same-origin GET requests are
 * ever answered by the worker; everything else goes to the network untouched.
 *
 * | Rule            | What                                                  | Strategy, cache, lifetime                 |
 * | --------------- | ----------------------------------------------------- | ----------------------------------------- |
 * | `assets`        | hashed build files (`/_astro/`)                       | cache first, `assets`, 30 days, 300 files |
 * | `static`        | icons, images, fonts, manifests                       | stale while revalidate, `static`, 30 days |
 * | `page`          | home, landing and destination pages, legal pages      | network first (4 s), `pages`, 14 days     |
 * | `personal`      | the signed-in user's reservations, vouchers, files    | network first (4 s), `personal`, 30 days  |
 * | `live`          | prices, availability, results, hotels, booking, pay   | network only; pages offline: `offline`    |
 * | `pass`          | the worker itself, other API calls, other methods     | not handled by the worker                 |
 *
 * `personal` is removed when the visitor signs out (src/lib/offline/personal.ts).
 */
import { PREFIXED_LOCALE_CODES } from '../i18n/locales.ts';
import { SEARCH_KEYS } from '../search/query-keys.ts';

/** What the worker does with a request. */
export type OfflineRule = 'assets' | 'static' | 'page' | 'personal' | 'live' | 'pass';

/** The caches of this worker version; any other `stayway-` cache is removed on activation. */
export const CACHE_NAMES = {
  assets: 'stayway-assets-v1',
  static: 'stayway-static-v1',
  pages: 'stayway-pages-v1',
  personal: 'stayway-personal-v1',
  offline: 'stayway-offline-v1',
} as const;

/** The prefix every cache of the site's worker starts with. */
export const CACHE_PREFIX = 'stayway-';

/** How long and how many entries each runtime cache keeps. */
export const CACHE_LIMITS = {
  assets: { maxAgeSeconds: 30 * 86_400, maxEntries: 300 },
  static: { maxAgeSeconds: 30 * 86_400, maxEntries: 120 },
  pages: { maxAgeSeconds: 14 * 86_400, maxEntries: 60 },
  personal: { maxAgeSeconds: 30 * 86_400, maxEntries: 120 },
} as const;

/** Seconds a network-first request waits for the network before the saved copy answers. */
export const NETWORK_TIMEOUT_SECONDS = 4;

/** The header the worker stamps on every response it stores: when it was stored (ISO 8601). */
export const SAVED_AT_HEADER = 'x-stayway-saved-at';

/** The path of the service worker script (the kill switch answers here: server/service-worker.ts). */
export const WORKER_PATH = '/sw.js';

/** The path of the "connection needed" page in a locale. */
export function offlinePagePath(locale: string): string {
  return PREFIXED_LOCALE_CODES.includes(locale) ? `/${locale}/offline` : '/offline';
}

const LOCALE_PREFIX = new RegExp(`^/(?:${PREFIXED_LOCALE_CODES.join('|')})(?=/|$)`);
const SLUG = '[a-z0-9]+(?:-[a-z0-9]+)*';

/** The path without the locale prefix and trailing slash (`/he/hotels/` is `/hotels`). */
function barePath(pathname: string): string {
  const bare = pathname.replace(LOCALE_PREFIX, '').replace(/\/+$/, '');
  return bare === '' ? '/' : bare;
}

/** The search of a stay (dates, guests, session): pages with one show rates, which are live. */
const STAY_QUERY = SEARCH_KEYS.filter((key) => key !== 'country' && key !== 'currency');

const STATIC_PAGES = new Set([
  '/',
  '/hotels',
  '/hotels/israel',
  '/hotels/search',
  '/terms-of-use',
  '/privacy-policy',
  '/agent-terms-of-use',
  '/flights',
  '/cars',
  '/packages',
  '/tickets',
  '/app',
]);

/**
 * A landing or destination page without a stay: `/hotels/destination/{country}`,
 * `/hotels/destination/{destination}`, `/hotels/destination/{country}/{city}`,
 * `/hotels/places/{country}/{city}`, `/hotels/{country}[/{city}]`. Two segments after
 * `destination/` are a city only when the first is a country, else a hotel.
 */
function isLandingPage(path: string, isCountry: (slug: string) => boolean): boolean {
  if (new RegExp(`^/hotels/places/${SLUG}/${SLUG}$`).test(path)) return true;
  const destination = new RegExp(`^/hotels/destination/(${SLUG})(?:/(${SLUG}))?$`).exec(path);
  if (destination) return destination[2] === undefined || isCountry(destination[1] ?? '');
  const generic = new RegExp(`^/hotels/(${SLUG})(?:/(${SLUG}))?$`).exec(path);
  return generic !== null && isCountry(generic[1] ?? '');
}

/** Pages of the signed-in user's own reservations and vouchers. */
const PERSONAL_PAGES = [
  /^\/account\/reservations(?:\/[0-9a-f-]{36})?$/i,
  /^\/dashboard\/bookings(?:\/[0-9a-f-]{36})?$/i,
  /^\/vouchers$/,
];

/** API answers about the signed-in user's reservations, vouchers and their files. */
const PERSONAL_API = [
  /^\/api\/v3\/reservations(?:\/[0-9a-f-]{36})?$/i,
  /^\/api\/v3\/agent\/bookings(?:\/[0-9a-f-]{36})?$/i,
  /^\/api\/v3\/vouchers$/,
  /^\/api\/v3\/documents\/.+$/,
];

/** Pages in the middle of a booking: a new worker never takes over while one is open. */
export function isBookingFlow(pathname: string): boolean {
  return /^\/(?:book|pay|transaction)(?:\/|$)/.test(barePath(pathname));
}

/** What the request looks like to the rules. */
export interface RequestFacts {
  url: URL;
  method: string;
  /** `request.mode === 'navigate'`: a page the browser loads. */
  navigate: boolean;
  /** The site's origin (the worker's own). */
  origin: string;
}

/**
 * The rule for a request. `isCountry` says whether a slug or code names a country (the
 * worker bundles the list; tests pass the same list).
 */
export function offlineRule(
  request: RequestFacts,
  isCountry: (slug: string) => boolean,
): OfflineRule {
  const { url } = request;
  if (request.method !== 'GET' || url.origin !== request.origin) return 'pass';
  const path = url.pathname;
  if (path === WORKER_PATH) return 'pass';
  if (path.startsWith('/api/')) {
    return PERSONAL_API.some((pattern) => pattern.test(path)) ? 'personal' : 'pass';
  }
  if (path.startsWith('/_astro/')) return 'assets';
  if (!request.navigate) {
    return /\.(?:png|jpe?g|webp|avif|gif|svg|ico|woff2?|webmanifest)$/.test(path)
      ? 'static'
      : 'pass';
  }
  const bare = barePath(path);
  if (PERSONAL_PAGES.some((pattern) => pattern.test(bare))) return 'personal';
  const hasStay = STAY_QUERY.some((key) => url.searchParams.has(key));
  if (!hasStay && (STATIC_PAGES.has(bare) || isLandingPage(bare, isCountry))) return 'page';
  return 'live';
}
