import { afterEach, describe, expect, it, vi } from 'vitest';
import { suggestionFixture } from '../../../contract/fixtures';
import { createApi } from '../api/client';
import { loadHotel } from './load-hotel';

const hotel = {
  id: 8389,
  slug: 'sonne-berlin-old-town',
  name: 'Sonne Berlin (Old Town)',
  city_name: 'Berlin',
  country_code: 'DE',
  country_slug: 'germany',
  destination_slug: 'berlin',
};
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function fakeApi(answer: (path: string) => Response | Promise<Response>) {
  const paths: string[] = [];
  vi.stubGlobal('fetch', (input: string | URL | Request) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    paths.push(url.pathname + url.search);
    return Promise.resolve(answer(url.pathname));
  });
  const api = createApi({
    baseURL: 'http://api.test',
    locale: 'de',
    signedIn: () => false,
    unreachableMessage: 'Unreachable',
  });
  return { api, paths };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('loadHotel', () => {
  it('finds a hotel by its slugs', async () => {
    const { api, paths } = fakeApi(() => json(200, { data: hotel }));
    const result = await loadHotel(api, {
      kind: 'slug',
      countrySlug: 'germany',
      destination: 'berlin',
      hotel: 'sonne-berlin-old-town',
    });
    expect(result).toMatchObject({ status: 'found', hotel: { id: 8389, stars: null } });
    expect(paths).toEqual(['/v3/hotels/by-slug/germany/berlin/sonne-berlin-old-town?locale=de']);
  });

  it('finds a hotel without the country through the autocomplete', async () => {
    const { api, paths } = fakeApi((path) =>
      path === '/v3/places/autocomplete'
        ? json(200, {
            data: [
              suggestionFixture({ id: 'hotel-1', hotel_id: 1, destination_slug: 'bonn' }),
              suggestionFixture({ hotel_id: 8389 }),
            ],
          })
        : json(200, { data: hotel }),
    );
    const result = await loadHotel(api, {
      kind: 'slug',
      countrySlug: undefined,
      destination: 'berlin',
      hotel: 'sonne-berlin-old-town',
    });
    expect(result.status).toBe('found');
    expect(paths[1]).toBe('/v3/hotels/8389?locale=de');
  });

  it('is missing for a 404, an unknown slug or a malformed id', async () => {
    const { api } = fakeApi((path) =>
      path === '/v3/places/autocomplete' ? json(200, { data: [] }) : json(404, { message: 'No' }),
    );
    expect(await loadHotel(api, { kind: 'id', id: '99' })).toEqual({ status: 'missing' });
    expect(await loadHotel(api, { kind: 'id', id: 'germany' })).toEqual({ status: 'missing' });
    expect(
      await loadHotel(api, { kind: 'slug', countrySlug: undefined, destination: 'x', hotel: 'y' }),
    ).toEqual({ status: 'missing' });
  });

  it('is unavailable when the API is unreachable or answers nonsense', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('fetch failed')));
    const down = createApi({
      baseURL: 'http://api.test',
      locale: 'en',
      signedIn: () => false,
      unreachableMessage: 'Unreachable',
    });
    expect(await loadHotel(down, { kind: 'id', id: '1' })).toEqual({
      status: 'unavailable',
      reason: 'unreachable',
    });
    const { api } = fakeApi(() => json(200, { data: { id: 'x' } }));
    expect(await loadHotel(api, { kind: 'id', id: '1' })).toEqual({
      status: 'unavailable',
      reason: 'error',
    });
    const failing = fakeApi(() => json(500, { message: 'Boom' }));
    expect(await loadHotel(failing.api, { kind: 'id', id: '1' })).toEqual({
      status: 'unavailable',
      reason: 'error',
    });
  });
});
