/**
 * The URL query keys of a search and of a results list. The pages read them, and the front
 * server keys its shared page cache by them (server/cache-control.ts), so a key added here
 * gets its own cache entries. Imports nothing: the server runs it as it is.
 */

/** The keys of the search itself (SPEC section 3), as `buildSearchParams` writes them. */
export const SEARCH_KEYS = [
  'check_in',
  'check_out',
  'guests',
  'country',
  'currency',
  'session',
] as const;

/** The keys of a results list's sort, filters and page, as `writeFilters` writes them. */
export const FILTER_KEYS = [
  'sort',
  'price_min',
  'price_max',
  'stars',
  'board',
  'free_cancellation',
  'rating_min',
  'bbox',
  'page',
] as const;

/**
 * The key that asks for a complete results list as it stands after filling on screen: with
 * the progress bar's space kept above the cards, so that the list put in place of the filling
 * one (src/scripts/results-follow.ts) does not move them up.
 */
export const FILLED_KEY = 'filled';
