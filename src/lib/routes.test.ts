import { describe, expect, it } from 'vitest';
import { PREFIXED_LOCALE_CODES } from './i18n/locales';
import {
  matchRoute,
  queryString,
  ROUTES,
  routeUrl,
  showsMenuButton,
  type RouteName,
} from './routes';

describe('routeUrl', () => {
  it('gives English paths without a prefix and other locales with theirs', () => {
    expect(routeUrl('index', {})).toBe('/');
    expect(routeUrl('index', {}, 'he')).toBe('/he');
    expect(routeUrl('hotels-places-ae-dubai', {}, 'he')).toBe('/he/hotels/places/ae/dubai');
    expect(routeUrl('account-reservations', {}, 'pt-br')).toBe('/pt-br/account/reservations');
    expect(routeUrl('terms-of-use', {}, 'en')).toBe('/terms-of-use');
  });

  it('falls back to no prefix for an unknown locale', () => {
    expect(routeUrl('hotels', {}, 'xx')).toBe('/hotels');
  });

  it('fills required parameters and encodes them', () => {
    expect(routeUrl('account-reservations-uuid', { uuid: 'a b/c' }, 'ar')).toBe(
      '/ar/account/reservations/a%20b%2Fc',
    );
    expect(routeUrl('transaction-transactionUuid-success', { transactionUuid: 'abc' }, 'en')).toBe(
      '/transaction/abc/success',
    );
  });

  it('drops the segment of a missing optional parameter', () => {
    expect(
      routeUrl('hotels-destination-countrySlug-destinationSlug-results', {
        destinationSlug: 'berlin',
      }),
    ).toBe('/hotels/destination/berlin/results');
    expect(
      routeUrl(
        'hotels-destination-countrySlug-destinationSlug-results',
        { countrySlug: 'germany', destinationSlug: 'berlin' },
        'ja',
      ),
    ).toBe('/ja/hotels/destination/germany/berlin/results');
    expect(routeUrl('hotels-countrySlug-citySlug-hotelSlug', { countrySlug: 'israel' })).toBe(
      '/hotels/israel',
    );
    expect(routeUrl('hotels-place-placeId-results', {})).toBe('/hotels/place/results');
  });

  it('refuses a missing required parameter', () => {
    expect(() => routeUrl('dashboard-bookings-uuid', {} as { uuid: string })).toThrow(/uuid/);
  });

  it('appends a query, leaving out empty values', () => {
    expect(routeUrl('dashboard-bookings', {}, 'en', { all: true, page: undefined })).toBe(
      '/dashboard/bookings?all=true',
    );
    expect(queryString({ a: null })).toBe('');
    expect(queryString({ q: 'a&b' })).toBe('?q=a%26b');
  });
});

describe('matchRoute', () => {
  it('finds every plain route in every locale', () => {
    const plain = (Object.entries(ROUTES) as [RouteName, string][]).filter(
      ([, p]) => !p.includes('['),
    );
    for (const [name, path] of plain) {
      expect(matchRoute(path)?.name).toBe(name);
      for (const code of PREFIXED_LOCALE_CODES) {
        expect(matchRoute(path === '/' ? `/${code}` : `/${code}${path}`)?.name).toBe(name);
      }
    }
  });

  it('prefers fixed segments over parameters', () => {
    expect(matchRoute('/hotels/israel')?.name).toBe('hotels-israel');
    expect(matchRoute('/he/hotels/search')?.name).toBe('hotels-search');
    expect(matchRoute('/hotels/germany/berlin')).toEqual({
      name: 'hotels-countrySlug-citySlug-hotelSlug',
      params: { countrySlug: 'germany', citySlug: 'berlin' },
    });
    expect(matchRoute('/ar/transaction/abc/error')).toEqual({
      name: 'transaction-transactionUuid-error',
      params: { transactionUuid: 'abc' },
    });
  });

  it('returns undefined for unknown paths', () => {
    expect(matchRoute('/nothing/here/at/all')).toBeUndefined();
  });
});

describe('showsMenuButton', () => {
  it('gives the menu to home, hotels, hotels-israel and account routes only', () => {
    expect(showsMenuButton('index')).toBe(true);
    expect(showsMenuButton('hotels')).toBe(true);
    expect(showsMenuButton('hotels-israel')).toBe(true);
    expect(showsMenuButton('account-reservations-uuid')).toBe(true);
    expect(showsMenuButton('hotels-search')).toBe(false);
    expect(showsMenuButton('book')).toBe(false);
    expect(showsMenuButton('terms-of-use')).toBe(false);
  });
});
