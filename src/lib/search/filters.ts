import { minorUnitsOf } from '../money';
import { FILTER_KEYS } from './query-keys';

import { RESULT_SORTS } from '../../../contract/result-sorts';

/** Result orders the API knows (`-price` is most expensive first). */
export const SORTS = RESULT_SORTS;
export type Sort = (typeof SORTS)[number];

import { BOARDS, type Board } from '../../../contract/boards';

export { BOARDS, type Board };

/** Guest-rating thresholds offered as filters (out of 10). */
export const RATING_STEPS = [6, 7, 8, 9] as const;

/** Results per page. */
export const PER_PAGE = 20;

/** A map area in degrees ("search this area"); `east < west` crosses 180°. */
export interface MapArea {
  west: number;
  south: number;
  east: number;
  north: number;
}

/** The sort, filters and page of a results list, as kept in the URL query. */
export interface ResultsFilters {
  sort: Sort;
  /** Whole units of the search currency (euros, not cents). */
  priceMin: number | null;
  priceMax: number | null;
  stars: number[];
  boards: Board[];
  freeCancellation: boolean;
  ratingMin: number | null;
  /** Only hotels inside this map area (the map's "search this area"). */
  area: MapArea | null;
  page: number;
}

/** No filter, cheapest first, first page. */
export const NO_FILTERS: ResultsFilters = {
  sort: 'price',
  priceMin: null,
  priceMax: null,
  stars: [],
  boards: [],
  freeCancellation: false,
  ratingMin: null,
  area: null,
  page: 1,
};

/** Four decimals (about 10 m) are enough for a map area and keep the URL short. */
const degrees = (n: number) => String(Math.round(n * 10_000) / 10_000);

/** The area as the API's and the URL's `bbox`: `west,south,east,north`. */
export function formatArea(area: MapArea): string {
  return [area.west, area.south, area.east, area.north].map(degrees).join(',');
}

/** Reads a `bbox`; null unless four numbers within the globe with south below north. */
export function parseArea(text: string | null): MapArea | null {
  if (!text) return null;
  const parts = text.split(',');
  if (parts.length !== 4 || parts.some((p) => !/^-?\d{1,3}(\.\d{1,8})?$/.test(p.trim())))
    return null;
  const [west, south, east, north] = parts.map(Number) as [number, number, number, number];
  const lng = (n: number) => n >= -180 && n <= 180;
  const lat = (n: number) => n >= -90 && n <= 90;
  if (!lng(west) || !lng(east) || !lat(south) || !lat(north) || south > north) return null;
  return { west, south, east, north };
}

function wholeNumber(text: string | null, max: number): number | null {
  if (text === null || !/^\d{1,9}$/.test(text)) return null;
  const value = Number(text);
  return value <= max ? value : null;
}

function list<T extends string | number>(text: string | null, allowed: readonly T[]): T[] {
  if (!text) return [];
  const items = text.split(',').flatMap((part) => {
    const found = allowed.find((a) => String(a) === part.trim());
    return found === undefined ? [] : [found];
  });
  return allowed.filter((a) => items.includes(a));
}

/** Reads sort, filters and page from a URL query; anything unknown or malformed is ignored. */
export function parseFilters(params: URLSearchParams): ResultsFilters {
  const sort = params.get('sort');
  let priceMin = wholeNumber(params.get('price_min'), 100_000_000);
  let priceMax = wholeNumber(params.get('price_max'), 100_000_000);
  if (priceMin !== null && priceMax !== null && priceMin > priceMax) {
    [priceMin, priceMax] = [priceMax, priceMin];
  }
  const rating = wholeNumber(params.get('rating_min'), 10);
  return {
    sort: SORTS.find((s) => s === sort) ?? 'price',
    priceMin,
    priceMax,
    stars: list(params.get('stars'), [1, 2, 3, 4, 5] as const),
    boards: list(params.get('board'), BOARDS),
    freeCancellation: ['1', 'true'].includes(params.get('free_cancellation') ?? ''),
    ratingMin: RATING_STEPS.find((r) => r === rating) ?? null,
    area: parseArea(params.get('bbox')),
    page: Math.max(1, wholeNumber(params.get('page'), 10_000) ?? 1),
  };
}

/**
 * Writes the filters into a copy of `params` (other keys kept): defaults are left out so
 * the URL stays short.
 */
export function writeFilters(params: URLSearchParams, filters: ResultsFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of FILTER_KEYS) next.delete(key);
  if (filters.sort !== 'price') next.set('sort', filters.sort);
  if (filters.priceMin !== null) next.set('price_min', String(filters.priceMin));
  if (filters.priceMax !== null) next.set('price_max', String(filters.priceMax));
  if (filters.stars.length > 0) next.set('stars', filters.stars.join(','));
  if (filters.boards.length > 0) next.set('board', filters.boards.join(','));
  if (filters.freeCancellation) next.set('free_cancellation', '1');
  if (filters.ratingMin !== null) next.set('rating_min', String(filters.ratingMin));
  if (filters.area !== null) next.set('bbox', formatArea(filters.area));
  if (filters.page > 1) next.set('page', String(filters.page));
  return next;
}

/** True when any filter (not the sort or page) narrows the list. */
export function hasFilters(filters: ResultsFilters): boolean {
  return (
    filters.priceMin !== null ||
    filters.priceMax !== null ||
    filters.stars.length > 0 ||
    filters.boards.length > 0 ||
    filters.freeCancellation ||
    filters.ratingMin !== null ||
    filters.area !== null
  );
}

/**
 * True when two filter sets ask for the same list, though read apart (the server's reading of
 * the URL and the browser's are two objects with the same values).
 */
export function sameFilters(a: ResultsFilters, b: ResultsFilters): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The query of `GET /v3/hotels/search/{session}` for these filters: prices in minor units of
 * the search currency (the API compares totals in minor units).
 */
export function filtersQuery(
  filters: ResultsFilters,
  currency: string,
): Record<string, string | number> {
  const scale = 10 ** minorUnitsOf(currency);
  const query: Record<string, string | number> = {
    sort: filters.sort,
    page: filters.page,
    per_page: PER_PAGE,
  };
  if (filters.priceMin !== null) query.price_min = filters.priceMin * scale;
  if (filters.priceMax !== null) query.price_max = filters.priceMax * scale;
  if (filters.stars.length > 0) query.stars = filters.stars.join(',');
  if (filters.boards.length > 0) query.board = filters.boards.join(',');
  if (filters.freeCancellation) query.free_cancellation = 1;
  if (filters.ratingMin !== null) query.rating_min = filters.ratingMin;
  if (filters.area !== null) query.bbox = formatArea(filters.area);
  return query;
}

/** How many pages `total` results fill. */
export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / PER_PAGE));
}
