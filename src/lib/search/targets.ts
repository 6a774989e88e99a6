import type { SearchRequestInput } from '../../../contract/search-request';
import { buildSearchParams, formatGuests, type SearchQuery } from '../search-query';
import { matchRoute, routeUrl } from '../routes';

/**
 * Where a search form sends the visitor: a destination's or a place's results, a hotel's
 * page, or a country's page (SPEC section 2 routes).
 */
export type SearchTarget =
  | { kind: 'destination'; countrySlug: string; destinationSlug: string }
  | { kind: 'place'; placeId: string }
  | { kind: 'hotel'; countrySlug: string; destinationSlug: string; hotelSlug: string }
  | { kind: 'country'; countrySlug: string };

/** The localised path of a target, without query. */
export function targetPath(target: SearchTarget, locale: string): string {
  switch (target.kind) {
    case 'destination':
      return routeUrl(
        'hotels-destination-countrySlug-destinationSlug-results',
        { countrySlug: target.countrySlug, destinationSlug: target.destinationSlug },
        locale,
      );
    case 'place':
      return routeUrl('hotels-place-placeId-results', { placeId: target.placeId }, locale);
    case 'hotel':
      return routeUrl(
        'hotels-destination-countrySlug-destinationSlug-hotelSlug',
        {
          countrySlug: target.countrySlug,
          destinationSlug: target.destinationSlug,
          hotelSlug: target.hotelSlug,
        },
        locale,
      );
    case 'country':
      return routeUrl(
        'hotels-destination-countrySlug',
        { countrySlug: target.countrySlug },
        locale,
      );
  }
}

/**
 * The URL a search form submits to: the target's path with the search query of SPEC
 * section 3 (no session: a new search starts), plus `fid` when the form runs in a widget.
 */
export function targetUrl(
  target: SearchTarget,
  locale: string,
  query: Omit<SearchQuery, 'session'>,
  fid?: string | null,
): string {
  const params = buildSearchParams({ ...query, session: null });
  if (fid) params.set('fid', fid);
  return `${targetPath(target, locale)}?${params.toString()}`;
}

/** The target of a results or landing URL (a saved search's `router`), if it is one. */
export function targetFromUrl(url: string): SearchTarget | undefined {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  const match = matchRoute(path);
  if (!match) return undefined;
  const p = match.params;
  if (match.name === 'hotels-destination-countrySlug-destinationSlug-results') {
    return p.countrySlug && p.destinationSlug
      ? { kind: 'destination', countrySlug: p.countrySlug, destinationSlug: p.destinationSlug }
      : undefined;
  }
  if (match.name === 'hotels-place-placeId-results') {
    return p.placeId ? { kind: 'place', placeId: p.placeId } : undefined;
  }
  return undefined;
}

/** What `POST /v3/hotels/search` needs to know about where to search. */
export function searchWhere(
  target: Extract<SearchTarget, { kind: 'destination' | 'place' }>,
): { destination: { country_slug: string; destination_slug: string } } | { place_id: string } {
  return target.kind === 'destination'
    ? {
        destination: {
          country_slug: target.countrySlug,
          destination_slug: target.destinationSlug,
        },
      }
    : { place_id: target.placeId };
}

/** The request that starts a search of a destination or place for the query's stay and guests. */
export function searchRequest(
  target: Extract<SearchTarget, { kind: 'destination' | 'place' }>,
  query: Pick<SearchQuery, 'check_in' | 'check_out' | 'rooms' | 'currency' | 'country'>,
): SearchRequestInput {
  return {
    ...searchWhere(target),
    check_in: query.check_in,
    check_out: query.check_out,
    guests: formatGuests(query.rooms),
    currency: query.currency,
    country: query.country ?? '',
  };
}
