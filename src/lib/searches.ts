import type { SavedSearch } from './types';

/** How many saved searches are kept (SPEC section 9). */
export const MAX_SAVED_SEARCHES = 8;

/** A search's URL without its session suffix: two runs of the same search share it. */
export function searchKey(router: string): string {
  const [path = '', query = ''] = router.split('?', 2);
  const params = new URLSearchParams(query);
  params.delete('session');
  const rest = params.toString();
  return rest === '' ? path : `${path}?${rest}`;
}

/**
 * Adds a search (SPEC section 4): it replaces an older one with the same URL before the
 * session suffix, goes first, and the oldest beyond eight are dropped.
 */
export function addSavedSearch(list: readonly SavedSearch[], search: SavedSearch): SavedSearch[] {
  const key = searchKey(search.router);
  return [search, ...list.filter((s) => searchKey(s.router) !== key)].slice(0, MAX_SAVED_SEARCHES);
}

/** The searches still worth showing: those whose check-in is not before `today` (YYYY-MM-DD). */
export function visibleSavedSearches(list: readonly SavedSearch[], today: string): SavedSearch[] {
  return list.filter((s) => s.params.check_in >= today);
}

/** Today's date in the visitor's time zone as YYYY-MM-DD. */
export function todayIso(now: Date = new Date()): string {
  const y = now.getFullYear();
  const m = String(now.getMonth() + 1).padStart(2, '0');
  const d = String(now.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}
