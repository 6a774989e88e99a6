import { describe, expect, it } from 'vitest';
import countries from '../../data/countries.json';
import { isBookingFlow, offlinePagePath, offlineRule, type OfflineRule } from './rules';

const ORIGIN = 'https://stayway.example';
const slugs = new Set(countries.flatMap((c) => [c.slug, c.code.toLowerCase()]));
const isCountry = (slug: string) => slugs.has(slug);

const rule = (
  path: string,
  options: { navigate?: boolean; method?: string; origin?: string } = {},
) =>
  offlineRule(
    {
      url: new URL(path, options.origin ?? ORIGIN),
      method: options.method ?? 'GET',
      navigate: options.navigate ?? true,
      origin: ORIGIN,
    },
    isCountry,
  );

const UUID = '2f1c3a4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b';

describe('offlineRule', () => {
  const pages: [string, OfflineRule][] = [
    ['/', 'page'],
    ['/he', 'page'],
    ['/pt-br/', 'page'],
    ['/hotels', 'page'],
    ['/hotels/israel', 'page'],
    ['/hotels/search', 'page'],
    ['/terms-of-use', 'page'],
    ['/ja/privacy-policy', 'page'],
    ['/agent-terms-of-use', 'page'],
    ['/hotels/destination/germany', 'page'],
    ['/hotels/destination/berlin', 'page'],
    ['/hotels/destination/germany/berlin', 'page'],
    ['/de/hotels/destination/germany/berlin/', 'page'],
    ['/hotels/places/de/berlin', 'page'],
    ['/hotels/germany/berlin', 'page'],
    // A stay in the query means rates: live.
    ['/hotels/destination/germany/berlin?check_in=2026-12-01&check_out=2026-12-03', 'live'],
    ['/?session=abc', 'live'],
    // Results, hotels, booking and payment are never answered from a cache.
    ['/hotels/destination/germany/berlin/results?check_in=2026-12-01', 'live'],
    ['/hotels/destination/germany/berlin/results', 'live'],
    ['/hotels/destination/berlin/hotel-adlon', 'live'],
    ['/hotels/destination/germany/berlin/hotel-adlon', 'live'],
    ['/hotels/germany/berlin/hotel-adlon', 'live'],
    ['/hotels/place/berlin-mitte', 'live'],
    ['/book?rate=1', 'live'],
    ['/he/pay?booking=1', 'live'],
    [`/transaction/${UUID}/success`, 'live'],
    ['/reservation', 'live'],
    ['/favorites', 'live'],
    ['/searches', 'live'],
    ['/login', 'live'],
    ['/profile', 'live'],
    ['/widgets/search', 'live'],
    // The signed-in user's own reservations and vouchers.
    ['/account/reservations', 'personal'],
    [`/account/reservations/${UUID}`, 'personal'],
    [`/fr/account/reservations/${UUID}`, 'personal'],
    ['/dashboard/bookings', 'personal'],
    [`/dashboard/bookings/${UUID}`, 'personal'],
    ['/vouchers', 'personal'],
  ];
  it.each(pages)('page %s → %s', (path, expected) => {
    expect(rule(path)).toBe(expected);
  });

  const requests: [string, OfflineRule][] = [
    ['/_astro/page.Ab12Cd.js', 'assets'],
    ['/_astro/static.Xy9.css', 'assets'],
    ['/images/icon-192.png', 'static'],
    ['/favicon.svg', 'static'],
    ['/he/manifest.webmanifest', 'static'],
    ['/_astro/noto-sans.woff2', 'assets'],
    ['/api/v3/reservations', 'personal'],
    [`/api/v3/reservations/${UUID}`, 'personal'],
    ['/api/v3/vouchers', 'personal'],
    ['/api/v3/agent/bookings', 'personal'],
    [`/api/v3/documents/${UUID}/voucher.pdf`, 'personal'],
    [`/api/v3/documents/${UUID}/calendar.ics`, 'personal'],
    // Prices, availability and bookings: never cached.
    ['/api/v3/hotels/search', 'pass'],
    ['/api/v3/hotels/search/abc?page=2', 'pass'],
    ['/api/v3/hotels/12/rates', 'pass'],
    ['/api/v3/bookings/abc', 'pass'],
    ['/api/v3/transactions/abc', 'pass'],
    ['/api/v3/reservations/lookup?reference=X', 'pass'],
    ['/api/v3/auth', 'pass'],
    ['/api/v3/places/autocomplete?q=ber', 'pass'],
    ['/sw.js', 'pass'],
    ['/some/script.js', 'pass'],
  ];
  it.each(requests)('request %s → %s', (path, expected) => {
    expect(rule(path, { navigate: false })).toBe(expected);
  });

  it('leaves other methods and other origins to the network', () => {
    expect(rule('/api/v3/reservations', { navigate: false, method: 'POST' })).toBe('pass');
    expect(rule(`/api/v3/reservations/${UUID}/cancel`, { navigate: false, method: 'POST' })).toBe(
      'pass',
    );
    expect(rule('/', { method: 'HEAD' })).toBe('pass');
    expect(rule('/images/a.png', { navigate: false, origin: 'https://cdn.example' })).toBe('pass');
  });
});

describe('isBookingFlow', () => {
  it.each([
    ['/book', true],
    ['/he/book', true],
    ['/pay', true],
    [`/transaction/${UUID}/success`, true],
    ['/bookings', false],
    ['/', false],
    ['/account/reservations', false],
  ])('%s → %s', (path, expected) => {
    expect(isBookingFlow(path)).toBe(expected);
  });
});

describe('offlinePagePath', () => {
  it('is unprefixed for English and prefixed for the other locales', () => {
    expect(offlinePagePath('en')).toBe('/offline');
    expect(offlinePagePath('he')).toBe('/he/offline');
    expect(offlinePagePath('xx')).toBe('/offline');
  });
});
