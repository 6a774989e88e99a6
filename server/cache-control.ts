/**
 * How long browsers and CDNs may keep each kind of response (`Cache-Control`), and which
 * on-demand pages are the same for every visitor, so the front server and CDNs may share
 * them. The CDN headers file is written from the same rules.
 */
import { WIDGET_COLOR_PARAMS } from '../src/lib/colors.ts';
import { FILLED_KEY, FILTER_KEYS, SEARCH_KEYS } from '../src/lib/search/query-keys.ts';

/** Hashed build assets: their name changes with their content. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** HTML and other files whose URL stays: kept, but checked (ETag, Last-Modified) before use. */
export const REVALIDATE = 'no-cache';

/** Per-visitor or failed answers: never stored. */
export const NO_STORE = 'no-store';

/** The Cache-Control of a file of `dist/client`. */
export function staticCacheControl(path: string): string {
  return path.startsWith('/_astro/') ? IMMUTABLE : REVALIDATE;
}

/** The Cache-Control of a shared on-demand page: browsers revalidate, CDNs keep it a while. */
export function sharedPageCacheControl(maxAgeSeconds: number, staleSeconds: number): string {
  return `public, max-age=0, s-maxage=${maxAgeSeconds}, stale-while-revalidate=${staleSeconds}`;
}

/** Query parameters the hotel, destination and place pages read: the search's own. */
const STAY_PARAMS = SEARCH_KEYS;

/**
 * What results pages read besides the search: sort, filters and page, since their server
 * render shows the session's first cards in that order, and whether the list filled on screen.
 */
const RESULTS_PARAMS = [...SEARCH_KEYS, ...FILTER_KEYS, FILLED_KEY];

/** Query parameters the widget reads: its colours and the agent id. */
const WIDGET_PARAMS = ['fid', ...WIDGET_COLOR_PARAMS];

const LOCALE = '(?:/[a-z]{2}(?:-[a-z]{2})?)?';

/**
 * On-demand pages that are the same for every visitor, with the query parameters that change
 * them. Account, booking and transaction pages are not here: they are never shared; nor are
 * results pages without a session (see `sharedPageKey`).
 */
const SHARED_PAGES: { pattern: RegExp; params: readonly string[] }[] = [
  {
    pattern: new RegExp(`^${LOCALE}/hotels/(?:destination|place)/.+/results$`),
    params: RESULTS_PARAMS,
  },
  { pattern: new RegExp(`^${LOCALE}/hotels/(?:destination|place)/.+$`), params: STAY_PARAMS },
  {
    pattern: new RegExp(`^${LOCALE}/hotels/(?!destination/|place/|places/|israel$|search$).+$`),
    params: STAY_PARAMS,
  },
  { pattern: new RegExp(`^${LOCALE}/widgets/search$`), params: WIDGET_PARAMS },
  { pattern: /^\/$/, params: [] },
];

/**
 * The shared-cache key of a request for an on-demand page: the path (which holds the locale)
 * and the query parameters that change the page, sorted; undefined for pages that are not
 * the same for every visitor.
 */
export function sharedPageKey(pathname: string, search: URLSearchParams): string | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const rule = SHARED_PAGES.find(({ pattern }) => pattern.test(path));
  if (!rule) return undefined;
  // A results page without a session is a new search, which its render may start for the
  // visitor (src/components/search/ResultsList.astro): it is theirs alone.
  if (rule.params === RESULTS_PARAMS && !search.has('session')) return undefined;
  const params = rule.params
    .filter((name) => search.has(name))
    .sort()
    .map((name) => `${name}=${encodeURIComponent(search.get(name) ?? '')}`);
  return params.length > 0 ? `${path}?${params.join('&')}` : path;
}
