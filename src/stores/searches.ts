import { computed } from 'nanostores';
import { addSavedSearch, todayIso, visibleSavedSearches } from '../lib/searches';
import type { SavedSearch } from '../lib/types';
import { arrayOf, is, persisted } from './persisted';

function parseSearch(value: unknown): SavedSearch | undefined {
  if (!is.record(value) || !is.string(value.router) || !value.router.startsWith('/'))
    return undefined;
  if (!is.record(value.params) || !is.string(value.params.check_in)) return undefined;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value.params.check_in)) return undefined;
  const params = Object.fromEntries(
    Object.entries(value.params).filter((entry): entry is [string, string] => is.string(entry[1])),
  ) as SavedSearch['params'];
  return { params, router: value.router };
}

/** Every saved search as stored, newest first. */
export const $searches = persisted<SavedSearch[]>('searches', [], arrayOf(parseSearch));

/** The saved searches to show: past check-in dates hidden (SPEC section 4). */
export const $savedSearches = computed($searches, (list) => visibleSavedSearches(list, todayIso()));

/** Remember a search that was run. */
export function saveSearch(search: SavedSearch): void {
  $searches.set(addSavedSearch($searches.get(), search));
}

export function removeSearch(router: string): void {
  $searches.set($searches.get().filter((s) => s.router !== router));
}
