import { routeUrl } from '../routes';
import { buildSearchParams, type SearchQuery } from '../search-query';
import type { FavoriteHotel } from '../types';
import { safeUrl } from '../urls';
import type { HotelCard, SearchResults } from '../../../contract/search';
import type { SearchProgress } from '../../../contract/search-progress';

export type { HotelCard } from '../../../contract/search';

/** A results page the island can show. */
export interface ResultsPage {
  session: string;
  complete: boolean;
  progress: number;
  total: number;
  nights: number;
  currency: string;
  search: { check_in: string; check_out: string; guests: string; currency: string };
  hotels: HotelCard[];
  /** Cheapest and dearest total among the hotels found so far (minor units). */
  priceRange: { min: number | null; max: number | null };
}

/** How far a session is, as the list shows it: the part of a page its results script follows. */
export type SessionProgress = Pick<ResultsPage, 'complete' | 'progress' | 'total' | 'search'>;

/** The progress of a session's answer (`fetchSearchProgress`, or a whole page). */
export function progressOf(d: SearchProgress): SessionProgress {
  return {
    complete: d.status !== 'pending',
    progress: Math.min(100, Math.max(0, Math.round(d.progress))),
    total: Math.max(0, d.total),
    search: d.search,
  };
}

/** What the results list shows of a session's answer (`fetchSearchResults`). */
export function toResultsPage(d: SearchResults): ResultsPage {
  return {
    session: d.session,
    ...progressOf(d),
    nights: d.search.nights,
    currency: d.search.currency,
    hotels: d.hotels,
    priceRange: d.facets.price,
  };
}

/**
 * True when two values read from the API hold the same data (plain objects, arrays and
 * primitives), compared field by field: every poll compares each card with the one on screen,
 * and writing both out as JSON for it built forty strings a poll.
 */
export function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  return keys.every((key) => Object.hasOwn(y, key) && sameData(x[key], y[key]));
}

/** `next`, or `previous` when it holds the very same cards in the same places. */
function sameList(previous: HotelCard[], next: HotelCard[]): HotelCard[] {
  const same = next.length === previous.length && next.every((card, i) => card === previous[i]);
  return same ? previous : next;
}

/**
 * The next page with every card that did not change kept as the very object the previous page
 * had, and so its price range, and its list of cards when no card changed or moved: a filling
 * session answers the whole list on every poll, and the list re-renders only when its cards
 * changed (`memo`), each card only when its object changed, the filters only when their range
 * changed, which keeps each update short on a slow phone.
 */
export function keepUnchanged(previous: ResultsPage | null, next: ResultsPage): ResultsPage {
  if (!previous) return next;
  const before = new Map(previous.hotels.map((card) => [card.id, card]));
  let kept = 0;
  const hotels = next.hotels.map((card) => {
    const old = before.get(card.id);
    if (old && sameData(old, card)) {
      kept += 1;
      return old;
    }
    return card;
  });
  const range = previous.priceRange;
  const sameRange = range.min === next.priceRange.min && range.max === next.priceRange.max;
  if (kept === 0 && !sameRange) return next;
  return {
    ...next,
    ...(kept > 0 ? { hotels: sameList(previous.hotels, hotels) } : {}),
    ...(sameRange ? { priceRange: range } : {}),
  };
}

/**
 * The next answer of a filling session over the cards already on screen (issue 30 item 4):
 * those cards keep their places (updated when their hotel changed), the hotels found since
 * fill the places after them, and nothing leaves while the session fills. The visitor can read
 * or tap a card without it moving away, each poll mounts only the new cards (none once the
 * page is full: the list is the one on screen), and the sorted page replaces this one when the
 * session is complete.
 */
export function growingPage(shown: ResultsPage, next: ResultsPage): ResultsPage {
  const kept = keepUnchanged(shown, next);
  const answered = new Map(kept.hotels.map((card) => [card.id, card]));
  const stays = shown.hotels.map((card) => answered.get(card.id) ?? card);
  const onScreen = new Set(shown.hotels.map((card) => card.id));
  const found = kept.hotels.filter((card) => !onScreen.has(card.id));
  const hotels = [...stays, ...found].slice(0, Math.max(stays.length, kept.hotels.length));
  return { ...kept, hotels: sameList(shown.hotels, hotels) };
}

/** True when a session answer was made for the same stay, guests and currency as the URL asks. */
export function sessionMatches(
  search: ResultsPage['search'],
  query: Pick<SearchQuery, 'check_in' | 'check_out' | 'currency'> & { guests: string },
): boolean {
  return (
    search.check_in === query.check_in &&
    search.check_out === query.check_out &&
    search.guests === query.guests &&
    search.currency === query.currency
  );
}

/** The hotel page of a card, carrying the search (dates, guests, country, currency) along. */
export function hotelUrl(card: HotelCard, locale: string, query?: SearchQuery): string {
  const path = routeUrl(
    'hotels-destination-countrySlug-destinationSlug-hotelSlug',
    {
      countrySlug: card.country_slug,
      destinationSlug: card.destination_slug,
      hotelSlug: card.slug,
    },
    locale,
  );
  if (!query) return path;
  return `${path}?${buildSearchParams({ ...query, session: null }).toString()}`;
}

/** The card's image if it is a usable http(s) address. */
export function cardImage(card: Pick<HotelCard, 'image'>): string | undefined {
  return safeUrl(card.image);
}

/** What the favourites store keeps of a card. */
export function favoriteOf(card: HotelCard, locale: string): FavoriteHotel {
  return {
    id: String(card.id),
    name: card.name,
    url: hotelUrl(card, locale),
    image: cardImage(card) ?? null,
    city: card.city_name,
    stars: card.stars,
    rating: card.rating,
  };
}
