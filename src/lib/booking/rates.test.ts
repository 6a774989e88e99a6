import { describe, expect, it } from 'vitest';
import { priceFixture, rateFixture, ratesFixture } from '../../../contract/fixtures';
import {
  bookQuery,
  findSelectedRate,
  groupByRoom,
  parseBookQuery,
  parseRates,
  ratesRequest,
  type Rate,
} from './rates';
import type { SearchQuery } from '../search-query';
import { queryString } from '../routes';

const eur = (amount: number) => ({ amount, currency: 'EUR' });
function rate(id: string, room: string, total: number, extra: Partial<Rate> = {}): Rate {
  return rateFixture({
    rate_id: id,
    room_code: room,
    room_name: `${room} room`,
    price: { ...priceFixture(total), taxes_and_fees: eur(10) },
    price_per_night: eur(Math.round(total / 2)),
    ...extra,
  });
}

const query: SearchQuery = {
  check_in: '2030-03-01',
  check_out: '2030-03-04',
  rooms: [
    { adults: 2, children: [5] },
    { adults: 1, children: [] },
  ],
  country: null,
  currency: 'EUR',
  session: 'abc',
};

describe('parseRates', () => {
  it('keeps valid rates and drops malformed ones', () => {
    const { rates, ...stay } = ratesFixture([rate('a.b', 'STD', 100)]);
    const body = { data: { ...stay, rates: [...rates, { rate_id: 'x' }] } };
    const result = parseRates(body);
    expect(result?.nights).toBe(3);
    expect(result?.rates.map((r) => r.rate_id)).toEqual(['a.b']);
  });

  it('refuses an answer of the wrong shape', () => {
    expect(parseRates({ data: { rates: 'none' } })).toBeNull();
    expect(parseRates(null)).toBeNull();
  });
});

describe('ratesRequest', () => {
  it('sends the stay, guests, currency and the visitor country', () => {
    expect(ratesRequest(query, 'il')).toEqual({
      check_in: '2030-03-01',
      check_out: '2030-03-04',
      guests: '2,5|1',
      currency: 'EUR',
      country: 'IL',
    });
  });

  it('prefers the country of the URL and leaves out an unknown one', () => {
    expect(ratesRequest({ ...query, country: 'DE' }, 'IL')['country']).toBe('DE');
    expect(ratesRequest(query, null)).not.toHaveProperty('country');
  });
});

describe('groupByRoom', () => {
  it('groups by room, cheapest room first, rates by price, scarcest rooms left', () => {
    const rooms = groupByRoom([
      rate('1', 'DLX', 300),
      rate('2', 'STD', 200, { rooms_left: 2 }),
      rate('3', 'STD', 150),
      rate('4', 'DLX', 250),
    ]);
    expect(rooms.map((r) => r.code)).toEqual(['STD', 'DLX']);
    expect(rooms[0]?.rates.map((r) => r.rate_id)).toEqual(['3', '2']);
    expect(rooms[0]?.roomsLeft).toBe(2);
  });
});

describe('book query', () => {
  it('round-trips through the URL without the search session', () => {
    const text = queryString(
      bookQuery({
        hotelId: 8389,
        rateId: 'WzEsODM4OSwi.6ZoGajCS1b3baj2E2OOfHA',
        room: 'STD',
        board: 'BB',
        refundable: true,
        query,
      }),
    );
    expect(text).not.toContain('session');
    const parsed = parseBookQuery(new URLSearchParams(text), {
      currency: 'USD',
      today: '2030-01-01',
    });
    expect(parsed?.corrections).toEqual([]);
    expect(parsed?.selection).toEqual({
      hotelId: 8389,
      rateId: 'WzEsODM4OSwi.6ZoGajCS1b3baj2E2OOfHA',
      room: 'STD',
      board: 'BB',
      refundable: true,
      query: { ...query, session: null },
    });
  });

  it('refuses a missing or malformed hotel, rate, room, board or policy', () => {
    const good = 'hotel=1&rate=a.b&room=STD&board=RO&refundable=0';
    const defaults = { currency: 'EUR', today: '2030-01-01' };
    expect(parseBookQuery(new URLSearchParams(good), defaults)).toBeDefined();
    for (const bad of [
      'rate=a.b&room=STD&board=RO&refundable=0',
      'hotel=x&rate=a.b&room=STD&board=RO&refundable=0',
      'hotel=1&rate=<script>&room=STD&board=RO&refundable=0',
      'hotel=1&rate=a.b&room=std&board=RO&refundable=0',
      'hotel=1&rate=a.b&room=STD&board=XX&refundable=0',
      'hotel=1&rate=a.b&room=STD&board=RO&refundable=yes',
    ]) {
      expect(parseBookQuery(new URLSearchParams(bad), defaults), bad).toBeUndefined();
    }
  });
});

describe('findSelectedRate', () => {
  const rates = [rate('1', 'STD', 100), rate('2', 'STD', 120, { board: 'BB' })];
  it('finds the same rate, else the same room, board and policy at a new price', () => {
    const selection = { rateId: '2', room: 'STD', board: 'BB' as const, refundable: true };
    expect(findSelectedRate(rates, selection)).toEqual({ rate: rates[1], repriced: false });
    expect(findSelectedRate(rates, { ...selection, rateId: 'old' })).toEqual({
      rate: rates[1],
      repriced: true,
    });
    expect(findSelectedRate(rates, { ...selection, rateId: 'old', board: 'HB' })).toBeUndefined();
  });
});
