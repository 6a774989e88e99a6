import { describe, expect, it } from 'vitest';
import {
  searchRequest,
  searchWhere,
  targetFromUrl,
  targetPath,
  targetUrl,
  type SearchTarget,
} from './targets';

const berlin: SearchTarget = {
  kind: 'destination',
  countrySlug: 'germany',
  destinationSlug: 'berlin',
};

describe('targetPath', () => {
  it('gives each kind its route, with the locale prefix', () => {
    expect(targetPath(berlin, 'en')).toBe('/hotels/destination/germany/berlin/results');
    expect(targetPath(berlin, 'he')).toBe('/he/hotels/destination/germany/berlin/results');
    expect(targetPath({ kind: 'place', placeId: 'place-ber-airport' }, 'de')).toBe(
      '/de/hotels/place/place-ber-airport/results',
    );
    expect(
      targetPath(
        {
          kind: 'hotel',
          countrySlug: 'germany',
          destinationSlug: 'berlin',
          hotelSlug: 'hirsch-berlin',
        },
        'en',
      ),
    ).toBe('/hotels/destination/germany/berlin/hirsch-berlin');
    expect(targetPath({ kind: 'country', countrySlug: 'germany' }, 'ar')).toBe(
      '/ar/hotels/destination/germany',
    );
  });
});

describe('targetUrl', () => {
  const query = {
    check_in: '2026-12-01',
    check_out: '2026-12-04',
    rooms: [
      { adults: 2, children: [5] },
      { adults: 1, children: [] },
    ],
    country: 'IL',
    currency: 'ILS',
  };

  it('carries the search query of SPEC section 3 without a session', () => {
    expect(targetUrl(berlin, 'en', query)).toBe(
      '/hotels/destination/germany/berlin/results?check_in=2026-12-01&check_out=2026-12-04&guests=2%2C5%7C1&country=IL&currency=ILS',
    );
  });

  it('adds the agent id in widget mode only when there is one', () => {
    expect(targetUrl(berlin, 'en', { ...query, country: null }, '1001')).toMatch(
      /currency=ILS&fid=1001$/,
    );
    expect(targetUrl(berlin, 'en', query, null)).not.toContain('fid');
  });
});

describe('targetFromUrl', () => {
  it('reads destination and place results URLs, with or without prefix and query', () => {
    expect(targetFromUrl('/he/hotels/destination/germany/berlin/results?session=abc')).toEqual(
      berlin,
    );
    expect(targetFromUrl('/hotels/place/place-ber-airport/results')).toEqual({
      kind: 'place',
      placeId: 'place-ber-airport',
    });
  });

  it('ignores other pages and results without a destination', () => {
    expect(targetFromUrl('/hotels/destination/germany/berlin')).toBeUndefined();
    expect(targetFromUrl('/favorites')).toBeUndefined();
    expect(targetFromUrl('/hotels/place/results')).toBeUndefined();
    expect(targetFromUrl('/hotels/destination/berlin/results')).toBeUndefined();
  });
});

describe('searchWhere', () => {
  it('is the destination or place part of POST /v3/hotels/search', () => {
    expect(searchWhere(berlin)).toEqual({
      destination: { country_slug: 'germany', destination_slug: 'berlin' },
    });
    expect(searchWhere({ kind: 'place', placeId: 'city-1' })).toEqual({ place_id: 'city-1' });
  });
});

describe('searchRequest', () => {
  it('is the whole contract request of POST /v3/hotels/search for a query', () => {
    const query = {
      check_in: '2030-03-01',
      check_out: '2030-03-04',
      rooms: [{ adults: 2, children: [4, 9] }],
      currency: 'ILS',
      country: null,
    };
    expect(searchRequest(berlin, query)).toEqual({
      destination: { country_slug: 'germany', destination_slug: 'berlin' },
      check_in: '2030-03-01',
      check_out: '2030-03-04',
      guests: '2,4,9',
      currency: 'ILS',
      country: '',
    });
    expect(
      searchRequest({ kind: 'place', placeId: 'city-1' }, { ...query, country: 'IL' }),
    ).toMatchObject({ place_id: 'city-1', country: 'IL' });
  });
});
