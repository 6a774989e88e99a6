import { describe, expect, it } from 'vitest';
import { residentVatApplies } from '../../../contract/vat.ts';
import { generateHotels } from '../seed/hotels.ts';
import { quoteHotel, searchOffers, type StayRequest } from './pricing.ts';
import type { City } from './types.ts';

const CITIES: City[] = [
  {
    id: 1,
    name: 'Tel Aviv',
    slug: 'tel-aviv',
    country_code: 'IL',
    lat: 32.08,
    lng: 34.78,
    population: 460_000,
  },
  {
    id: 2,
    name: 'Eilat',
    slug: 'eilat',
    country_code: 'IL',
    lat: 29.56,
    lng: 34.95,
    population: 52_000,
  },
  {
    id: 3,
    name: 'Berlin',
    slug: 'berlin',
    country_code: 'DE',
    lat: 52.52,
    lng: 13.4,
    population: 3_600_000,
  },
];

const CHECK_IN = '2026-09-10';
// Two clocks: every free-cancellation deadline ahead, and every one passed (the day before).
const NOW_EARLY = Date.parse('2026-06-01T12:00:00Z');
const NOW_LATE = Date.parse('2026-09-09T12:00:00Z');

function* stays(): Generator<[string, City, StayRequest]> {
  for (const city of CITIES)
    for (const now of [NOW_EARLY, NOW_LATE])
      for (const country of ['IL', 'US'])
        for (const rooms of [[{ adults: 2, children: [] }], [{ adults: 1, children: [4, 13] }]])
          yield [
            `${city.name} visitor ${country} ${now === NOW_EARLY ? 'early' : 'late'} ${rooms[0]?.adults} adults`,
            city,
            {
              checkIn: CHECK_IN,
              checkOut: '2026-09-13',
              rooms,
              currency: country === 'IL' ? 'ILS' : 'EUR',
              country,
              cityName: city.name,
              now,
            },
          ];
}

const key = (o: { board: string; refundable: boolean }) => `${o.board}/${o.refundable}`;
const byPlan = (a: { board: string; refundable: boolean }, b: typeof a) =>
  key(a).localeCompare(key(b));

describe('one enumeration of offers behind rates and search cards', () => {
  it.each([...stays()])(
    '%s: a card prices each board and policy as the cheapest room rate does (paid now too)',
    (_name, city, request) => {
      const hotels = generateHotels(city, 42, 1).slice(0, 12);
      let compared = 0;
      for (const hotel of hotels) {
        const offers = searchOffers(hotel, city.country_code, request);
        // Plenty of rooms: no last-rooms surcharge, as search prices assume.
        const quotes = quoteHotel(hotel, city.country_code, request, () => 8);
        const cheapest = quotes
          .map((q) => q.room)
          .reduce<(typeof quotes)[number]['room'] | null>(
            (best, room) => (best === null || room.factor < best.factor ? room : best),
            null,
          );
        const cheapestRates = quotes
          .filter((q) => q.room === cheapest)
          .map(({ board, refundable, total, payNow, nights }) => ({
            board,
            refundable,
            total,
            payNow,
            nights,
          }));
        expect(offers.slice().sort(byPlan)).toEqual(cheapestRates.sort(byPlan));
        compared += offers.length;
      }
      expect(compared).toBeGreaterThan(0);
    },
  );

  it('sells every board refundable before the deadline, and only room only and breakfast without it', () => {
    const [hotel] = generateHotels(CITIES[2]!, 42, 1);
    const request = [...stays()][0]![2];
    const plans = searchOffers(hotel!, 'DE', { ...request, now: NOW_EARLY }).map(key);
    const expected = hotel!.boards.flatMap((board) =>
      ['RO', 'BB'].includes(board) ? [`${board}/true`, `${board}/false`] : [`${board}/true`],
    );
    expect(plans.sort()).toEqual(expected.sort());
    const late = searchOffers(hotel!, 'DE', { ...request, now: NOW_LATE }).map(key);
    expect(late.sort()).toEqual(hotel!.boards.map((board) => `${board}/false`).sort());
  });
});

describe('Israeli VAT in rates (contract/vat.ts)', () => {
  it.each([...stays()])('%s: VAT exactly where residents owe it', (_name, city, request) => {
    const owed = residentVatApplies(city.country_code, city.name, request.country);
    for (const hotel of generateHotels(city, 42, 1).slice(0, 12)) {
      for (const quote of quoteHotel(hotel, city.country_code, request, () => 8)) {
        expect(quote.vatInPrice > 0).toBe(owed && hotel.vat_aggregator);
        expect(quote.vatAtProperty > 0).toBe(owed && !hotel.vat_aggregator);
      }
    }
  });
});
