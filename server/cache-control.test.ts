import { describe, expect, it } from 'vitest';
import { WIDGET_COLOR_PARAMS } from '../src/lib/colors.ts';
import { FILLED_KEY, FILTER_KEYS, SEARCH_KEYS } from '../src/lib/search/query-keys.ts';
import { sharedPageKey, staticCacheControl } from './cache-control.ts';

const key = (target: string) => {
  const url = new URL(target, 'http://x');
  return sharedPageKey(url.pathname, url.searchParams);
};

describe('sharedPageKey', () => {
  it('shares hotel, destination and place pages in every locale, keyed by their parameters', () => {
    expect(
      key('/he/hotels/destination/spain/barcelona/?utm_source=x&guests=2&check_in=2026-07-01'),
    ).toBe('/he/hotels/destination/spain/barcelona?check_in=2026-07-01&guests=2');
    expect(key('/hotels/place/city-123/results?session=s1')).toBe(
      '/hotels/place/city-123/results?session=s1',
    );
    // Results pages render the session's first cards in the URL's order and filters.
    expect(
      key('/hotels/destination/germany/berlin/results?session=s1&sort=stars&page=2&utm_source=x'),
    ).toBe('/hotels/destination/germany/berlin/results?page=2&session=s1&sort=stars');
    expect(key('/hotels/destination/germany/berlin?sort=stars')).toBe(
      '/hotels/destination/germany/berlin',
    );
    expect(key('/pt-br/hotels/spain/barcelona/casa-sol')).toBe(
      '/pt-br/hotels/spain/barcelona/casa-sol',
    );
    expect(key('/widgets/search?brand_light=%23f00&fid=1001&x=1')).toBe(
      '/widgets/search?brand_light=%23f00&fid=1001',
    );
    expect(key('/?utm_source=x')).toBe('/');
  });

  it('gives every value of every key a page reads its own entry', () => {
    const pages: [string, readonly string[]][] = [
      [
        '/de/hotels/destination/germany/berlin/results',
        [...SEARCH_KEYS, ...FILTER_KEYS, FILLED_KEY],
      ],
      ['/hotels/place/city-123/results', [...SEARCH_KEYS, ...FILTER_KEYS, FILLED_KEY]],
      ['/hotels/destination/germany/berlin/hotel-adlon', SEARCH_KEYS],
      ['/he/hotels/germany/berlin/hotel-adlon', SEARCH_KEYS],
      ['/widgets/search', ['fid', ...WIDGET_COLOR_PARAMS]],
    ];
    for (const [path, keys] of pages) {
      for (const name of keys) {
        // Results pages are shared once their URL names a session.
        const base = path.endsWith('/results') && name !== 'session' ? `${path}?session=s0` : path;
        const join = base.includes('?') ? '&' : '?';
        const one = key(`${base}${join}${name}=1`);
        expect(one, `${path} ${name}`).not.toBe(key(`${base}${join}${name}=2`));
        expect(one, `${path} ${name}`).not.toBe(key(base));
      }
    }
  });

  it('never shares a results page without a session: its render may start one for the visitor', () => {
    for (const path of [
      '/hotels/destination/germany/berlin/results?check_in=2026-12-01&check_out=2026-12-04&guests=2&currency=EUR',
      '/he/hotels/place/city-123/results',
    ]) {
      expect(key(path), path).toBeUndefined();
    }
  });

  it('never shares account, booking or transaction pages', () => {
    for (const path of [
      '/account/reservations/0b4f0c2e-1111-4222-8333-444455556666',
      '/dashboard/bookings/0b4f0c2e-1111-4222-8333-444455556666',
      '/he/transaction/0b4f0c2e-1111-4222-8333-444455556666/success',
      '/hotels/places/es/barcelona',
      '/he',
    ]) {
      expect(key(path), path).toBeUndefined();
    }
  });
});

describe('staticCacheControl', () => {
  it('keeps hashed assets a year and revalidates everything else', () => {
    expect(staticCacheControl('/_astro/client.Ab12.js')).toBe(
      'public, max-age=31536000, immutable',
    );
    expect(staticCacheControl('/he/hotels/index.html')).toBe('no-cache');
    expect(staticCacheControl('/favicon.svg')).toBe('no-cache');
  });
});
