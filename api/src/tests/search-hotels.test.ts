import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  Client,
  daysFromNow,
  json,
  rateLimits,
  send,
  startTestApp,
  startTestServer,
  type TestServer,
} from '../test-support.ts';
import { berlinHotelId, futureStay, pollSearch, rates, type RateJson } from './helpers.ts';

let server: TestServer;
let client: Client;
beforeAll(async () => {
  // These tests search often from one browser; the search budget has tests of its own.
  const plenty = { limit: 10_000, windowMs: 60_000 };
  server = await startTestApp({
    searchFillMs: 800,
    rateLimits: rateLimits({ search: plenty, searchSession: plenty }),
  });
  client = new Client(server.url);
  await client.csrf();
});
afterAll(() => server.stop());

interface Card {
  id: number;
  slug: string;
  name: string;
  stars: number;
  rating: number;
  board: string;
  free_cancellation: boolean;
  distance_km: number;
  price: { amount: number; currency: string };
  price_per_night: { amount: number; currency: string };
  aggregator: string;
  country_slug: string;
  destination_slug: string;
  image: string | null;
  lat: number;
  lng: number;
}

interface Results {
  status: string;
  progress: number;
  total: number;
  hotels: Card[];
  facets: {
    price: { min: number; max: number };
    stars: Record<string, number>;
    board: Record<string, number>;
  };
}

async function search(body: Record<string, unknown>): Promise<Response> {
  const stay = futureStay(30, 2);
  return client.post('/v3/hotels/search', {
    json: {
      destination: { country_slug: 'germany', destination_slug: 'berlin' },
      check_in: stay.checkIn,
      check_out: stay.checkOut,
      guests: '2',
      currency: 'EUR',
      country: 'DE',
      ...body,
    },
  });
}

async function sessionOf(response: Response): Promise<string> {
  expect(response.status).toBe(201);
  const body = await json<{ data: { session: string; status: string } }>(response);
  expect(body.data.status).toBe('pending');
  return body.data.session;
}

describe('search sessions', () => {
  it('fills progressively: results at the first poll, complete later, same order', async () => {
    const session = await sessionOf(await search({}));
    const first = (
      await json<{ data: Results }>(await client.get(`/v3/hotels/search/${session}?per_page=100`))
    ).data;
    expect(first.status).toBe('pending');
    expect(first.hotels.length).toBeGreaterThan(0);
    expect(first.progress).toBeLessThan(100);
    const done = (await pollSearch(client, session, '?per_page=100')) as unknown as Results;
    expect(done.progress).toBe(100);
    expect(done.total).toBeGreaterThan(first.total);
    expect(done.total).toBeGreaterThanOrEqual(150);
    const prices = done.hotels.map((h) => h.price.amount);
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
    const again = (await pollSearch(client, session, '?per_page=100')) as unknown as Results;
    expect(again.hotels.map((h) => h.id)).toEqual(done.hotels.map((h) => h.id));
    const card = done.hotels[0]!;
    expect(card).toMatchObject({ country_slug: 'germany', destination_slug: 'berlin' });
    expect(card.price.currency).toBe('EUR');
    expect(Number.isInteger(card.price.amount)).toBe(true);
    expect(card.image).toMatch(/\/assets\/hotels\/hotel-\d\d\.png$/);
    const image = await send(card.image!);
    expect(image.status).toBe(200);
    // A raster photo, as a supplier's are: the browser decodes it off its main thread.
    expect(image.headers.get('content-type')).toBe('image/png');
    expect([...new Uint8Array(await image.arrayBuffer()).subarray(1, 4)]).toEqual([
      0x50, 0x4e, 0x47,
    ]);
  });

  it('in test mode, holds a session at its first results until a test fills it', async () => {
    const stay = futureStay(30, 2);
    const created = await client.post('/v3/hotels/search', {
      headers: { 'X-Test-Search-Fill': 'manual' },
      json: {
        destination: { country_slug: 'germany', destination_slug: 'berlin' },
        check_in: stay.checkIn,
        check_out: stay.checkOut,
      },
    });
    const session = await sessionOf(created);
    const read = async () =>
      (await json<{ data: Results }>(await client.get(`/v3/hotels/search/${session}?per_page=100`)))
        .data;
    // A minute later, well past the fill time, the held session still shows its first results.
    const later = vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 60_000);
    const held = await read();
    later.mockRestore();
    expect(held).toMatchObject({ status: 'pending', progress: 15 });
    expect(held.hotels.length).toBeGreaterThan(0);
    const fill = (progress: number) =>
      client.post(`/__test/search/${session}/fill`, { json: { progress } });
    expect((await fill(60)).status).toBe(204);
    const more = await read();
    expect(more).toMatchObject({ status: 'pending', progress: 60 });
    expect(more.total).toBeGreaterThan(held.total);
    expect((await fill(100)).status).toBe(204);
    const done = await read();
    expect(done).toMatchObject({ status: 'complete', progress: 100 });
    expect((await fill(101)).status).toBe(422);
    expect(
      (await client.post('/__test/search/no-such-session/fill', { json: { progress: 1 } })).status,
    ).toBe(404);
  });

  it('searches a map area: only hotels inside the bounds, with the same filters and sort', async () => {
    const session = await sessionOf(await search({}));
    const all = (await pollSearch(client, session, '?per_page=100')) as unknown as Results;
    for (let page = 2; all.hotels.length < all.total; page += 1) {
      const next = (await pollSearch(
        client,
        session,
        `?per_page=100&page=${page}`,
      )) as unknown as Results;
      all.hotels.push(...next.hotels);
    }
    const lats = all.hotels.map((h) => h.lat).sort((a, b) => a - b);
    const lngs = all.hotels.map((h) => h.lng).sort((a, b) => a - b);
    // The south-west quarter of the hotels' spread.
    const box = {
      west: lngs[0]!,
      south: lats[0]!,
      east: lngs[Math.floor(lngs.length / 2)]!,
      north: lats[Math.floor(lats.length / 2)]!,
    };
    const bbox = `${box.west},${box.south},${box.east},${box.north}`;
    const inside = (await pollSearch(
      client,
      session,
      `?bbox=${bbox}&sort=-price&stars=3,4,5&per_page=100`,
    )) as unknown as Results;
    expect(inside.total).toBeGreaterThan(0);
    expect(inside.total).toBeLessThan(all.total);
    for (const hotel of inside.hotels) {
      expect(hotel.lat).toBeGreaterThanOrEqual(box.south);
      expect(hotel.lat).toBeLessThanOrEqual(box.north);
      expect(hotel.lng).toBeGreaterThanOrEqual(box.west);
      expect(hotel.lng).toBeLessThanOrEqual(box.east);
      expect(hotel.stars).toBeGreaterThanOrEqual(3);
    }
    const prices = inside.hotels.map((h) => h.price.amount);
    expect([...prices].sort((a, b) => b - a)).toEqual(prices);
    const expected = all.hotels.filter(
      (h) =>
        h.stars >= 3 &&
        h.lat >= box.south &&
        h.lat <= box.north &&
        h.lng >= box.west &&
        h.lng <= box.east,
    );
    expect(inside.total).toBe(expected.length);
    for (const bad of ['1,2,3', '0,50,1,40', 'a,b,c,d', '-181,0,0,1']) {
      const response = await client.get(`/v3/hotels/search/${session}?bbox=${bad}`);
      expect(response.status).toBe(422);
    }
  });

  it('sorts, filters and pages', async () => {
    const session = await sessionOf(await search({}));
    const all = (await pollSearch(client, session, '?per_page=100&page=1')) as unknown as Results;
    const byRating = (await pollSearch(
      client,
      session,
      '?sort=rating&per_page=50',
    )) as unknown as Results;
    const ratings = byRating.hotels.map((h) => h.rating);
    expect([...ratings].sort((a, b) => b - a)).toEqual(ratings);
    const dearest = (await pollSearch(
      client,
      session,
      '?sort=-price&per_page=1',
    )) as unknown as Results;
    expect(dearest.hotels[0]!.price.amount).toBe(all.facets.price.max);
    const near = (await pollSearch(
      client,
      session,
      '?sort=distance&per_page=20',
    )) as unknown as Results;
    const distances = near.hotels.map((h) => h.distance_km);
    expect([...distances].sort((a, b) => a - b)).toEqual(distances);
    const stars = (await pollSearch(
      client,
      session,
      '?stars=4,5&per_page=100',
    )) as unknown as Results;
    expect(stars.hotels.every((h) => h.stars >= 4)).toBe(true);
    expect(stars.total).toBe(all.facets.stars['4']! + all.facets.stars['5']!);
    const hb = (await pollSearch(client, session, '?board=HB&per_page=100')) as unknown as Results;
    expect(hb.hotels.every((h) => h.board === 'HB')).toBe(true);
    expect(hb.total).toBe(all.facets.board['HB']);
    const free = (await pollSearch(
      client,
      session,
      '?free_cancellation=1&per_page=100',
    )) as unknown as Results;
    expect(free.hotels.every((h) => h.free_cancellation)).toBe(true);
    const rated = (await pollSearch(client, session, '?rating_min=9')) as unknown as Results;
    expect(rated.hotels.every((h) => h.rating >= 9)).toBe(true);
    const cheap = (await pollSearch(
      client,
      session,
      `?price_max=${all.facets.price.min + 5000}&per_page=100`,
    )) as unknown as Results;
    expect(cheap.hotels.every((h) => h.price.amount <= all.facets.price.min + 5000)).toBe(true);
    const page2 = (await pollSearch(client, session, '?per_page=10&page=2')) as unknown as Results;
    const page1 = (await pollSearch(client, session, '?per_page=20&page=1')) as unknown as Results;
    expect(page2.hotels.map((h) => h.id)).toEqual(page1.hotels.slice(10, 20).map((h) => h.id));
  });

  it('prices in the requested currency with its minor units', async () => {
    const eur = (await pollSearch(
      client,
      await sessionOf(await search({})),
      '?per_page=1',
    )) as unknown as Results;
    const jpy = (await pollSearch(
      client,
      await sessionOf(await search({ currency: 'jpy' })),
      '?per_page=1',
    )) as unknown as Results;
    const kwd = (await pollSearch(
      client,
      await sessionOf(await search({ currency: 'KWD' })),
      '?per_page=1',
    )) as unknown as Results;
    expect(jpy.hotels[0]!.price.currency).toBe('JPY');
    // EUR cents -> yen (0 decimals, 163 per euro); -> fils (3 decimals, 0.332 per euro).
    expect(
      Math.abs(jpy.hotels[0]!.price.amount - (eur.hotels[0]!.price.amount / 100) * 163),
    ).toBeLessThan(2);
    expect(
      Math.abs(kwd.hotels[0]!.price.amount - eur.hotels[0]!.price.amount * 10 * 0.332),
    ).toBeLessThan(2);
  });

  it('searches by place id and by country', async () => {
    const place = await sessionOf(
      await search({ destination: undefined, place_id: 'place-burj-khalifa' }),
    );
    const placeResults = (await pollSearch(client, place)) as unknown as Results;
    expect(placeResults.total).toBeGreaterThan(0);
    // A country's hotels are priced from its cities in turn, at most API_SEARCH_MAX_HOTELS.
    const country = await sessionOf(await search({ destination: { country_slug: 'israel' } }));
    const countryResults = (await pollSearch(
      client,
      country,
      '?per_page=100&sort=-price',
    )) as unknown as Results;
    expect(countryResults.total).toBe(server.config.searchMaxHotels);
    const cities = new Set(countryResults.hotels.map((h) => h.destination_slug));
    expect(cities.size).toBeGreaterThan(5);
  });

  it('budgets searches: new sessions per client address (IPv6 by /64) and per browser session, 429 with Retry-After', async () => {
    const own = await startTestServer({
      trustedProxies: ['loopback'],
      rateLimits: rateLimits({
        search: { limit: 3, windowMs: 60_000 },
        searchSession: { limit: 2, windowMs: 60_000 },
      }),
    });
    const stay = futureStay(30, 2);
    const body = {
      destination: { country_slug: 'germany', destination_slug: 'berlin' },
      check_in: stay.checkIn,
      check_out: stay.checkOut,
    };
    const browser = async (address: string) => {
      const c = new Client(own.url, address);
      await c.csrf();
      return c;
    };
    const first = await browser('2001:db8:5:5::1');
    const statuses = [];
    for (let i = 0; i < 3; i++)
      statuses.push((await first.post('/v3/hotels/search', { json: body })).status);
    // The browser session's two, then 429.
    expect(statuses).toEqual([201, 201, 429]);
    // Another browser of the same /64: the address has used its three (the refused one too).
    const second = await browser('2001:db8:5:5::2');
    expect((await second.post('/v3/hotels/search', { json: body })).status).toBe(429);
    const refused = await second.post('/v3/hotels/search?locale=he', { json: body });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    // Another client searches.
    const other = await browser('198.51.100.80');
    expect((await other.post('/v3/hotels/search', { json: body })).status).toBe(201);
    await own.stop();
    console.log(
      'search: 2 new sessions a minute per browser session and 3 per address (IPv6 /64) in this test; defaults 20 and 30 a minute, then 429 with Retry-After',
    );
  });

  it('validates the search with field errors', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ guests: '9' }, 'guests'],
      [{ guests: '2,18' }, 'guests'],
      [{ guests: '2|2|2|2|2|2|2|2|2' }, 'guests'],
      [{ guests: '1,1,1,1,1,1,1,1' }, 'guests'],
      [{ check_in: daysFromNow(-1) }, 'check_in'],
      [{ check_in: daysFromNow(400), check_out: daysFromNow(402) }, 'check_in'],
      [{ check_in: '2026-02-30' }, 'check_in'],
      [{ check_in: daysFromNow(5), check_out: daysFromNow(5) }, 'check_out'],
      [{ check_in: daysFromNow(5), check_out: daysFromNow(36) }, 'check_out'],
      [{ currency: 'XYZ' }, 'currency'],
      [{ destination: { country_slug: 'atlantis' } }, 'destination'],
      [{ destination: undefined }, 'destination'],
      [{ destination: undefined, place_id: 'place-nowhere' }, 'place_id'],
    ];
    for (const [body, field] of cases) {
      const response = await search(body);
      expect(response.status, JSON.stringify(body)).toBe(422);
      const errors = (await json<{ errors: Record<string, string[]> }>(response)).errors;
      expect(Object.keys(errors), JSON.stringify(body)).toContain(field);
    }
    const okLimit = await search({
      check_in: daysFromNow(5),
      check_out: daysFromNow(35),
      guests: '8,17,0,1,2,3,4|1',
    });
    expect(okLimit.status).toBe(201);
  });

  it('404s an unknown session with a message to search again; 422 for bad filters', async () => {
    const missing = await client.get('/v3/hotels/search/doesnotexist?locale=he');
    expect(missing.status).toBe(404);
    expect((await json<{ message: string }>(missing)).message).toBe(
      'תוקף החיפוש פג. אנא חפשו שוב.',
    );
    expect((await client.get('/v3/hotels/search/nope')).status).toBe(404);
    const session = await sessionOf(await search({}));
    for (const query of [
      'sort=cheap',
      'stars=6',
      'board=XX',
      'page=0',
      'per_page=500',
      'rating_min=11',
      'price_min=-1',
    ]) {
      expect((await client.get(`/v3/hotels/search/${session}?${query}`)).status, query).toBe(422);
    }
  });
});

interface HotelDetail {
  id: number;
  slug: string;
  name: string;
  description: string;
  descriptions: { en: string; he: string };
  images: string[];
  amenities: string[];
  stars: number;
  country_slug: string;
  destination_slug: string;
  check_in_time: string;
  aggregator: string;
}

describe('hotel detail and rates', () => {
  it('answers hotel content by id and by slugs, localised', async () => {
    const id = await berlinHotelId(client);
    const byId = (await json<{ data: HotelDetail }>(await client.get(`/v3/hotels/${id}`))).data;
    expect(byId.images.length).toBeGreaterThanOrEqual(3);
    expect(byId.images.length).toBeLessThanOrEqual(6);
    expect(byId.amenities).toContain('wifi');
    expect(byId.check_in_time).toMatch(/^\d\d:00$/);
    expect(byId.descriptions.he).toMatch(/[\u0590-\u05ff]/);
    const bySlug = await client.get(
      `/v3/hotels/by-slug/${byId.country_slug}/${byId.destination_slug}/${byId.slug}?locale=he`,
    );
    const he = (await json<{ data: HotelDetail }>(bySlug)).data;
    expect(he.id).toBe(id);
    expect(he.description).toBe(byId.descriptions.he);
  });

  it('flags the configured VAT aggregator on some Israeli hotels', async () => {
    const data = (
      await json<{
        data: { top_hotels: { aggregator: string }[]; cities: { destination_slug: string }[] };
      }>(await client.get('/v3/destinations/israel'))
    ).data;
    const session = await sessionOf(
      await search({ destination: { country_slug: 'israel', destination_slug: 'eilat' } }),
    );
    const results = (await pollSearch(client, session, '?per_page=100')) as unknown as Results;
    expect(results.hotels.some((h) => h.aggregator === 'ILDirect')).toBe(true);
    expect(data.cities.length).toBeGreaterThan(5);
  });

  it('puts Israeli VAT where it is paid: in the price, at the property, or nowhere', async () => {
    const stay = futureStay(50, 2);
    const hotelsOf = async (city: string) => {
      const session = await sessionOf(
        await search({ destination: { country_slug: 'israel', destination_slug: city } }),
      );
      return ((await pollSearch(client, session, '?per_page=100')) as unknown as Results).hotels;
    };
    const priceOf = async (id: number, country: string) => {
      const answer = await client.get(
        `/v3/hotels/${id}/rates?check_in=${stay.checkIn}&check_out=${stay.checkOut}&guests=2&currency=ILS&country=${country}`,
      );
      expect(answer.status).toBe(200);
      const { rates } = (await json<{ data: { rates: RateJson[] } }>(answer)).data;
      return rates[0]!.price;
    };
    const telAviv = await hotelsOf('tel-aviv');
    const aggregator = telAviv.find((h) => h.aggregator === 'ILDirect')!;
    const other = telAviv.find((h) => h.aggregator !== 'ILDirect')!;
    const eilat = (await hotelsOf('eilat'))[0]!;

    // A resident on a VAT aggregator's rate: 18% VAT is in the amount paid now.
    const included = await priceOf(aggregator.id, 'IL');
    expect(included['vat_at_property']).toBeUndefined();
    const inPrice = included['vat_in_price']!.amount;
    expect(inPrice).toBe(Math.round((included['pay_now']!.amount - inPrice) * 0.18));
    // Any other supplier: the resident pays the VAT at the property, on top of the price.
    const atProperty = await priceOf(other.id, 'IL');
    expect(atProperty['vat_in_price']).toBeUndefined();
    const due = atProperty['vat_at_property']!.amount;
    expect(due).toBe(Math.round(atProperty['pay_now']!.amount * 0.18));
    expect(atProperty['pay_at_property']!.amount).toBeGreaterThanOrEqual(due);
    // Visitors from abroad and stays in Eilat: no VAT at all.
    for (const price of [await priceOf(other.id, 'DE'), await priceOf(aggregator.id, 'US')]) {
      expect(price['vat_in_price']).toBeUndefined();
      expect(price['vat_at_property']).toBeUndefined();
    }
    const eilatPrice = await priceOf(eilat.id, 'IL');
    expect(eilatPrice['vat_in_price']).toBeUndefined();
    expect(eilatPrice['vat_at_property']).toBeUndefined();
    for (const price of [included, atProperty, eilatPrice]) {
      expect(price['pay_now']!.amount + price['pay_at_property']!.amount).toBe(
        price['total']!.amount,
      );
    }
  });

  it('answers rates whose parts add up, for rooms with children', async () => {
    const id = await berlinHotelId(client);
    const stay = futureStay(60, 3);
    const list = await rates(client, id, stay.checkIn, stay.checkOut, '2,5|1');
    expect(list.length).toBeGreaterThan(0);
    for (const rate of list) {
      const p = rate.price;
      expect(p['pay_now']!.amount + p['pay_at_property']!.amount).toBe(p['total']!.amount);
      expect(p['taxes_and_fees']!.amount).toBeLessThan(p['total']!.amount);
      expect(p['net']).toBeUndefined();
      if (rate.refundable) expect(rate.cancellation.free_until).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      else expect(rate.cancellation.penalty.amount).toBe(p['pay_now']!.amount);
    }
  });

  it('shows agents net, gross and commission', async () => {
    const agent = new Client(server.url);
    await agent.login('agent@demo.test');
    const id = await berlinHotelId(agent);
    const stay = futureStay(60, 2);
    const [rate] = await rates(agent, id, stay.checkIn, stay.checkOut);
    const p = rate!.price;
    expect(p['gross']!.amount).toBe(p['total']!.amount);
    expect(p['net']!.amount + p['commission']!.amount).toBe(p['gross']!.amount);
    expect(p['commission']!.amount).toBeGreaterThan(0);
  });

  it('404s unknown hotels and 422s bad stays', async () => {
    expect((await client.get('/v3/hotels/99999999')).status).toBe(404);
    expect((await client.get('/v3/hotels/abc')).status).toBe(404);
    expect((await client.get('/v3/hotels/by-slug/germany/berlin/nope')).status).toBe(404);
    const id = await berlinHotelId(client);
    expect(
      (
        await client.get(
          `/v3/hotels/${id}/rates?check_in=${daysFromNow(3)}&check_out=${daysFromNow(2)}`,
        )
      ).status,
    ).toBe(422);
    expect((await client.get(`/v3/hotels/${id}/rates`)).status).toBe(422);
    expect(
      (
        await client.get(
          `/v3/hotels/${id}/rates?check_in=${daysFromNow(3)}&check_out=${daysFromNow(5)}&guests=0`,
        )
      ).status,
    ).toBe(422);
  });
});
