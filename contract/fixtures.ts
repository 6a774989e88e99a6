/**
 * API answers for tests, built with the contract's schemas: each factory starts from a complete
 * answer as the API sends it, applies the test's changes and parses the result, so a fixture
 * can neither lack a field the API sends nor carry one it does not.
 */
import { z } from 'zod/mini';
import {
  bookingCreatedSchema,
  bookingSummarySchema,
  reservationSchema,
  transactionSchema,
  voucherSchema,
  type BookingCreated,
  type BookingDocuments,
  type BookingSummary,
  type Reservation,
  type Transaction,
  type Voucher,
} from './bookings.ts';
import {
  hotelCardSchema,
  searchResultsSchema,
  type HotelCard,
  type SearchResults,
} from './search.ts';
import {
  hotelDetailSchema,
  ratesSchema,
  hotelSummarySchema,
  landingSchema,
  rateSchema,
  type HotelDetail,
  type Rates,
  type HotelSummary,
  type Landing,
  type Rate,
} from './hotels.ts';
import { suggestionSchema, type Suggestion } from './suggestions.ts';
import { LOCALES } from './locales.ts';
import { moneySchema, priceSchema, type Money, type Price } from './money.ts';
import { userSchema, type User } from './user.ts';
import { whiteLabelSchema, type WhiteLabel } from './white-label.ts';

/** Parses `value` with `schema`, throwing with the issues when a test builds a wrong shape. */
export function checked<S extends z.ZodMiniType>(schema: S, value: unknown): z.output<S> {
  const parsed = z.safeParse(schema, value);
  if (!parsed.success)
    throw new Error(`Fixture off the contract: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

/** A signed-in user (`GET /v3/auth` data): a plain traveller unless changed. */
export function userFixture(changes: Partial<User> = {}): User {
  return checked(userSchema, {
    id: 1,
    name: 'Dana Levi',
    email: 'dana@demo.test',
    avatar: null,
    plan_id: null,
    options: { flights: false, packages: false, crm: false, vouchers: false },
    actions: [],
    fid: null,
    role: 'user',
    ...changes,
  });
}

/** A partner's white-label settings (`GET /v3/agency/{host}` data): brand colours unset. */
export function whiteLabelFixture(changes: Partial<WhiteLabel> = {}): WhiteLabel {
  return checked(whiteLabelSchema, {
    id: 2,
    fid: 1002,
    white_label: true,
    name: 'Sunny Travel',
    title: null,
    favicon: null,
    icon: null,
    home_page_title: null,
    translations: {},
    colors: { brand: null, bgBrand: null, bgBrandAlt: null, textBrand: null, textBrandAlt: null },
    logo: { light: '#0f172a', dark: '#ffffff' },
    background: { light: '#ffffff', dark: '#0f172a' },
    socials: {},
    ...changes,
  });
}

/** Money in minor units (EUR unless given). */
export function moneyFixture(amount: number, currency = 'EUR'): Money {
  return checked(moneySchema, { amount, currency });
}

/** The price parts of a rate or booking of `total` minor units, all paid now. */
export function priceFixture(total: number, currency = 'EUR'): Price {
  return checked(priceSchema, {
    total: { amount: total, currency },
    taxes_and_fees: { amount: 0, currency },
    pay_now: { amount: total, currency },
    pay_at_property: { amount: 0, currency },
  });
}

/** One hotel card of a search answer: a Berlin hotel, 3 nights, bed and breakfast. */
export function hotelCardFixture(changes: Partial<HotelCard> = {}): HotelCard {
  return checked(hotelCardSchema, {
    id: 8306,
    slug: 'bergblick-berlin',
    name: 'Bergblick Berlin',
    stars: 4,
    rating: 8.7,
    reviews: 1200,
    city_name: 'Berlin',
    country_code: 'DE',
    country_slug: 'germany',
    destination_slug: 'berlin',
    address: 'Unter den Linden 1, Berlin',
    lat: 52.517,
    lng: 13.389,
    distance_km: 3.2,
    image: 'http://127.0.0.1:8787/assets/hotels/hotel-01.svg',
    board: 'BB',
    free_cancellation: true,
    price: { amount: 45_000, currency: 'EUR' },
    price_per_night: { amount: 15_000, currency: 'EUR' },
    aggregator: 'Demo Supplier',
    ...changes,
  });
}

/** A page of a search session (`GET /v3/hotels/search/{session}` data) holding `hotels`. */
export function searchResultsFixture(
  hotels: HotelCard[] = [hotelCardFixture()],
  changes: Partial<SearchResults> = {},
): SearchResults {
  return checked(searchResultsSchema, {
    session: 'abc',
    status: 'pending',
    progress: 40,
    total: 120,
    page: 1,
    per_page: 20,
    search: {
      check_in: '2026-12-01',
      check_out: '2026-12-04',
      guests: '2',
      currency: 'EUR',
      country: null,
      nights: 3,
    },
    hotels,
    facets: {
      price: { min: 30_000, max: 90_000 },
      stars: { '4': hotels.length },
      board: { BB: hotels.length },
      free_cancellation: hotels.length,
    },
    ...changes,
  });
}

/** A landing page's top hotel (`top_hotels` of a landing answer). */
export function hotelSummaryFixture(changes: Partial<HotelSummary> = {}): HotelSummary {
  const card = hotelCardFixture();
  const basics = Object.fromEntries(
    Object.entries(card).filter(([key]) => key in hotelSummarySchema.shape),
  );
  return checked(hotelSummarySchema, {
    ...basics,
    price_from: { amount: 12_000, currency: 'EUR' },
    ...changes,
  });
}

/** The booking a transaction pays, in short. */
export function bookingSummaryFixture(changes: Partial<BookingSummary> = {}): BookingSummary {
  return checked(bookingSummarySchema, {
    uuid: '1b4f0c2e-1111-4222-8333-444455556666',
    reference: 'HS-7K4Q-29XM',
    status: 'pending_payment',
    hotel_name: 'Sonne Berlin',
    check_in: '2030-03-01',
    check_out: '2030-03-04',
    guests: '2',
    holder_name: 'Dana Levi',
    ...changes,
  });
}

/** A payment attempt (`GET /v3/transactions/{uuid}` data): declined by the card unless changed. */
export function transactionFixture(changes: Partial<Transaction> = {}): Transaction {
  return checked(transactionSchema, {
    uuid: '0b4f0c2e-1111-4222-8333-444455556666',
    status: 'declined',
    amount: { amount: 12_345, currency: 'EUR' },
    card_last4: '0002',
    failure: 'card_declined',
    message: 'The card was declined.',
    created_at: '2030-01-01T00:00:00Z',
    updated_at: '2030-01-01T00:00:05Z',
    booking: bookingSummaryFixture(),
    reservation: null,
    confirmation_email: null,
    documents: null,
    ...changes,
  });
}

/** A new booking (`POST /v3/bookings` data), its price unchanged. */
export function bookingCreatedFixture(changes: Partial<BookingCreated> = {}): BookingCreated {
  return checked(bookingCreatedSchema, {
    uuid: '1b4f0c2e-1111-4222-8333-444455556666',
    reference: 'HS-7K4Q-29XM',
    status: 'pending_payment',
    hold_expires_at: '2030-01-01T00:15:00Z',
    price: priceFixture(45_000),
    price_changed: false,
    ...changes,
  });
}

/** A booking as its owner sees it (`GET /v3/bookings/{uuid}` data): unpaid, refundable. */
export function reservationFixture(changes: Partial<Reservation> = {}): Reservation {
  return checked(reservationSchema, {
    uuid: '1b4f0c2e-1111-4222-8333-444455556666',
    reference: 'HS-7K4Q-29XM',
    status: 'pending_payment',
    hold_expires_at: '2030-01-01T00:15:00Z',
    stay_status: 'upcoming',
    hotel: {
      id: 8306,
      slug: 'bergblick-berlin',
      name: 'Bergblick Berlin',
      stars: 4,
      address: 'Unter den Linden 1, Berlin',
      image: null,
      city_name: 'Berlin',
      country_code: 'DE',
      country_slug: 'germany',
      destination_slug: 'berlin',
      time_zone: 'Europe/Berlin',
      check_in_time: '15:00',
      check_out_time: '11:00',
    },
    room: { code: 'DBL', name: 'Double room' },
    board: 'BB',
    refundable: true,
    check_in: '2030-03-01',
    check_out: '2030-03-04',
    nights: 3,
    guests: '2',
    rooms: 1,
    holder: {
      first_name: 'Dana',
      last_name: 'Levi',
      email: 'dana@demo.test',
      phone: '+972507654321',
    },
    guests_names: null,
    special_requests: null,
    price: priceFixture(45_000),
    paid: { amount: 0, currency: 'EUR' },
    // 23:59:59 in Berlin two days before check-in.
    cancellation: { free_until: '2030-02-27T22:59:59Z', penalty: { amount: 0, currency: 'EUR' } },
    cancellable: true,
    refund_if_cancelled: null,
    refund: null,
    agency_fid: 1,
    documents: null,
    created_at: '2030-01-01T00:00:00Z',
    updated_at: '2030-01-01T00:00:00Z',
    ...changes,
  });
}

/** A city's landing data (`GET /v3/destinations/germany/berlin` data) with `top_hotels`. */
export function landingFixture(
  top_hotels: HotelSummary[] = [hotelSummaryFixture()],
  changes: Partial<Landing> = {},
): Landing {
  return checked(landingSchema, {
    type: 'city',
    id: 'city-2950159',
    place_id: 'city-2950159',
    name: 'Berlin',
    label: 'Berlin, Germany',
    country: { code: 'DE', title: 'Germany', slug: 'germany' },
    country_code: 'DE',
    country_slug: 'germany',
    destination_slug: 'berlin',
    population: 3_426_354,
    lat: 52.524,
    lng: 13.411,
    hotel_count: 200,
    price_from: { amount: 3528, currency: 'EUR' },
    top_hotels,
    places: [
      {
        id: 'place-kreuzberg',
        type: 'district',
        name: 'Kreuzberg',
        label: 'Kreuzberg, Berlin, Germany',
        city_name: 'Berlin',
        country_code: 'DE',
        country_slug: 'germany',
        destination_slug: 'berlin',
        lat: 52.499,
        lng: 13.403,
      },
    ],
    ...changes,
  });
}

/** The document links of a confirmed booking (paths under the API's base). */
export function documentsFixture(uuid = '1b4f0c2e-1111-4222-8333-444455556666'): BookingDocuments {
  const query = '?exp=1893456000&sig=Zm9vYmFyYmF6cXV4cXV1eHF1dXhxdXV4';
  return {
    voucher: `/v3/documents/${uuid}/voucher.pdf${query}`,
    calendar: `/v3/documents/${uuid}/calendar.ics${query}`,
  };
}

/** A hotel voucher of a paid reservation (`GET /v3/vouchers` entry), valid. */
export function voucherFixture(changes: Partial<Voucher> = {}): Voucher {
  return checked(voucherSchema, {
    id: 'V-HS-7K4Q-29XM',
    code: 'HS-7K4Q-29XM',
    reservation_uuid: '1b4f0c2e-1111-4222-8333-444455556666',
    status: 'valid',
    hotel: {
      id: 8306,
      name: 'Bergblick Berlin',
      address: 'Unter den Linden 1, Berlin',
      city_name: 'Berlin',
      country_code: 'DE',
      country_slug: 'germany',
      destination_slug: 'berlin',
    },
    check_in: '2030-03-01',
    check_out: '2030-03-04',
    guests: '2',
    board: 'BB',
    holder_name: 'Dana Levi',
    issued_at: '2030-01-01T00:00:05Z',
    documents: documentsFixture(),
    ...changes,
  });
}

/** One bookable rate (`GET /v3/hotels/{id}/rates` entry): a refundable standard room, room only. */
export function rateFixture(changes: Partial<Rate> = {}): Rate {
  return checked(rateSchema, {
    rate_id: 'rate.signed',
    room_code: 'STD',
    room_name: 'Standard room',
    board: 'RO',
    beds: '1 double bed',
    size_m2: 20,
    max_occupancy: 2,
    refundable: true,
    cancellation: { free_until: '2030-01-01T23:59:59Z', penalty: { amount: 100, currency: 'EUR' } },
    price: priceFixture(30_000),
    price_per_night: { amount: 10_000, currency: 'EUR' },
    rooms_left: 5,
    ...changes,
  });
}

/** One autocomplete suggestion (`GET /v3/places/autocomplete` entry): a hotel in Berlin unless changed. */
export function suggestionFixture(changes: Partial<Suggestion> = {}): Suggestion {
  return checked(suggestionSchema, {
    type: 'hotel',
    id: 'hotel-8389',
    name: 'Sonne Berlin (Old Town)',
    label: 'Sonne Berlin (Old Town), Berlin, Germany',
    country_code: 'DE',
    country_slug: 'germany',
    destination_slug: 'berlin',
    hotel_id: 8389,
    hotel_slug: 'sonne-berlin-old-town',
    lat: 52.4294,
    lng: 13.54905,
    ...changes,
  });
}

/** A hotel's page (`GET /v3/hotels/{id}` data): a 4-star hotel in Berlin unless changed. */
export function hotelDetailFixture(changes: Partial<HotelDetail> = {}): HotelDetail {
  return checked(hotelDetailSchema, {
    id: 8389,
    slug: 'sonne-berlin-old-town',
    name: 'Sonne Berlin (Old Town)',
    description: 'Sonne Berlin is a 4-star hotel.',
    // The API writes every locale; a fixture's are empty but English.
    descriptions: Object.fromEntries(
      LOCALES.map((code) => [code, code === 'en' ? 'Sonne Berlin is a 4-star hotel.' : '']),
    ) as HotelDetail['descriptions'],
    stars: 4,
    rating: 8.6,
    reviews: 1816,
    city_name: 'Berlin',
    country_code: 'DE',
    country_slug: 'germany',
    destination_slug: 'berlin',
    country_name: 'Germany',
    address: 'Bergstraße 31, Berlin',
    lat: 52.5,
    lng: 13.4,
    distance_km: 1.2,
    images: [],
    amenities: ['wifi'],
    boards: ['RO', 'BB'],
    time_zone: 'Europe/Berlin',
    check_in_time: '15:00',
    check_out_time: '11:00',
    policies: {
      children_allowed: true,
      pets_allowed: false,
      smoking_allowed: false,
      min_check_in_age: 18,
      accepted_cards: ['visa'],
    },
    rooms: [
      { code: 'STD', name: 'Standard room', beds: '1 double bed', size_m2: 20, max_occupancy: 2 },
    ],
    nearby_places: [],
    aggregator: 'HotelBeds',
    ...changes,
  });
}

/** The rates of a stay (`GET /v3/hotels/{id}/rates` data): three nights for two, in euros. */
export function ratesFixture(rates: Rate[], changes: Partial<Rates> = {}): Rates {
  return checked(ratesSchema, {
    hotel_id: 8389,
    check_in: '2030-03-01',
    check_out: '2030-03-04',
    guests: '2',
    currency: 'EUR',
    nights: 3,
    rates,
    ...changes,
  });
}
