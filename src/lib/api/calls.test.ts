import { describe, expect, it } from 'vitest';
import {
  bookingCreatedFixture,
  hotelCardFixture,
  hotelDetailFixture,
  rateFixture,
  ratesFixture,
  reservationFixture,
  searchResultsFixture,
  transactionFixture,
  voucherFixture,
} from '../../../contract/fixtures';
import type { Api } from './client';
import {
  cancelReservation,
  createBooking,
  fetchBooking,
  fetchReservation,
  fetchReservations,
  fetchSendsMail,
  fetchTransaction,
  fetchVouchers,
  lookUpReservation,
  sendLead,
  startPayment,
} from './booking-calls';
import { fetchAgentBookings } from './agent-calls';
import { fetchHotel, fetchRates } from './hotel-calls';
import { fetchSearchResults, startSearch } from './search-calls';
import { suggestPlaces } from './suggestion-calls';

interface Sent {
  method: 'GET' | 'POST';
  path: string;
  query?: unknown;
  body?: unknown;
  headers?: Record<string, string> | undefined;
}

/** An API client that records each call and answers `answer`. */
function scripted(answer: unknown) {
  const sent: Sent[] = [];
  const api = {
    get: (path: string, query?: unknown) => {
      sent.push(query === undefined ? { method: 'GET', path } : { method: 'GET', path, query });
      return Promise.resolve(answer);
    },
    request: (path: string, options: { query?: unknown }) => {
      sent.push({ method: 'GET', path, query: options.query });
      return Promise.resolve(answer);
    },
    post: (path: string, body?: unknown, headers?: Record<string, string>) => {
      sent.push({ method: 'POST', path, body, headers });
      return Promise.resolve(answer);
    },
  } as unknown as Api;
  return { api, sent };
}

describe('typed API calls', () => {
  it('starts a search with the request as given and reads the session', async () => {
    const { api, sent } = scripted({ data: { session: 's-1', status: 'pending' } });
    const request = {
      destination: { country_slug: 'germany', destination_slug: 'berlin' },
      check_in: '2030-03-01',
      check_out: '2030-03-04',
      guests: '2,5|1',
      currency: 'EUR',
      country: 'IL',
    };
    expect(await startSearch(api, request)).toEqual({ session: 's-1', status: 'pending' });
    expect(sent).toEqual([{ method: 'POST', path: '/v3/hotels/search', body: request }]);
  });

  it('polls a search session with its query and reads the page', async () => {
    const page = searchResultsFixture([hotelCardFixture()]);
    const { api, sent } = scripted({ data: page });
    const query = { sort: 'price', page: 2, per_page: 20 };
    expect(await fetchSearchResults(api, 's 1', query)).toEqual(page);
    expect(sent).toEqual([{ method: 'GET', path: '/v3/hotels/search/s%201', query }]);
  });

  it('leaves out cards off the contract and refuses other result shapes', async () => {
    const card = hotelCardFixture();
    const { api } = scripted({
      data: { ...searchResultsFixture([]), hotels: [card, { id: 'x' }, { ...card, price: null }] },
    });
    expect((await fetchSearchResults(api, 'abc', {}))?.hotels).toEqual([card]);
    expect(await fetchSearchResults(scripted({ data: { session: 'abc' } }).api, 'abc', {})).toBe(
      undefined,
    );
    expect(await fetchSearchResults(scripted('<html>').api, 'abc', {})).toBeUndefined();
  });

  it('refuses a session answer off the contract', async () => {
    const { api } = scripted({ data: { session: 's-1', status: 'somewhere' } });
    expect(
      await startSearch(api, { check_in: '2030-03-01', check_out: '2030-03-04' }),
    ).toBeUndefined();
  });

  it('books with the idempotency key and reads the new booking', async () => {
    const created = bookingCreatedFixture({ price_changed: true });
    const { api, sent } = scripted({ data: created });
    const request = {
      rate_id: 'r1',
      check_in: '2030-03-01',
      check_out: '2030-03-04',
      guests: '2',
      currency: 'EUR',
      holder: { first_name: 'Dana', last_name: 'Levi', email: 'd@x.test', phone: '+972501234567' },
    };
    expect(await createBooking(api, request, 'key-1')).toEqual(created);
    expect(sent[0]).toMatchObject({
      path: '/v3/bookings',
      body: request,
      headers: { 'Idempotency-Key': 'key-1' },
    });
  });

  it('starts a payment with the idempotency key and reads where to pay', async () => {
    const started = {
      payment_url: 'http://api.test/pay/t-1',
      transaction: 't-1',
      amount: { amount: 30_000, currency: 'EUR' },
    };
    const { api, sent } = scripted({ data: started });
    expect(await startPayment(api, 'b-1', 'key-2')).toEqual(started);
    expect(sent[0]).toMatchObject({
      method: 'POST',
      path: '/v3/bookings/b-1/pay',
      headers: { 'Idempotency-Key': 'key-2' },
    });
    expect(
      await startPayment(scripted({ data: { payment_url: 3 } }).api, 'b-1', 'k'),
    ).toBeUndefined();
  });

  it('reads a booking and a transaction, and nothing that lacks their fields', async () => {
    const booking = reservationFixture({ status: 'confirmed' });
    expect(await fetchBooking(scripted({ data: booking }).api, booking.uuid)).toEqual(booking);
    const transaction = transactionFixture();
    const seen = scripted({ data: transaction });
    expect(await fetchTransaction(seen.api, 'a/b')).toEqual(transaction);
    expect(seen.sent[0]?.path).toBe('/v3/transactions/a%2Fb');
    const partial: Partial<typeof transaction> = { ...transaction };
    delete partial.failure;
    expect(await fetchTransaction(scripted({ data: partial }).api, 'x')).toBeUndefined();
  });
});

describe('hotel, rates and autocomplete calls', () => {
  // A malformed optional part (stars) reads as empty rather than failing the page.
  const hotel = { ...hotelDetailFixture({ name: 'Sonne Berlin' }), stars: 'five' };

  it('reads a hotel by id or by its slugs, leniently on optional parts', async () => {
    const byId = scripted({ data: hotel });
    expect(await fetchHotel(byId.api, { id: 8389 })).toMatchObject({
      name: 'Sonne Berlin',
      stars: null,
    });
    expect(byId.sent[0]?.path).toBe('/v3/hotels/8389');
    const bySlug = scripted({ data: hotel });
    await fetchHotel(bySlug.api, {
      countrySlug: 'germany',
      destinationSlug: 'berlin',
      hotelSlug: 'a b',
    });
    expect(bySlug.sent[0]?.path).toBe('/v3/hotels/by-slug/germany/berlin/a%20b');
    expect(
      await fetchHotel(scripted({ data: { ...hotel, slug: '../x' } }).api, { id: 1 }),
    ).toBeUndefined();
  });

  it('asks for rates with the request as given and leaves out malformed rates', async () => {
    const rate = rateFixture();
    const { rates, ...stay } = ratesFixture([rate]);
    const { api, sent } = scripted({ data: { ...stay, rates: [...rates, { rate_id: 'broken' }] } });
    const request = {
      check_in: '2030-03-01',
      check_out: '2030-03-04',
      guests: '2',
      currency: 'EUR',
    };
    expect(await fetchRates(api, 1, request)).toEqual({
      nights: 3,
      currency: 'EUR',
      rates: [rate],
    });
    expect(sent[0]).toEqual({ method: 'GET', path: '/v3/hotels/1/rates', query: request });
    expect(await fetchRates(scripted({ data: [] }).api, 1, request)).toBeUndefined();
  });

  it('reads suggestions one by one and refuses an answer that is no list', async () => {
    const suggestion = {
      type: 'city',
      id: 'city-1',
      name: 'Berlin',
      label: 'Berlin, Germany',
      country_code: 'DE',
      country_slug: 'germany',
      destination_slug: 'berlin',
      lat: 52.5,
      lng: 13.4,
    };
    const { api, sent } = scripted({ data: [suggestion, { type: 'city', id: 3 }] });
    expect(await suggestPlaces(api, { q: 'ber', limit: 10 })).toEqual([suggestion]);
    expect(sent[0]).toEqual({
      method: 'GET',
      path: '/v3/places/autocomplete',
      query: { q: 'ber', limit: 10 },
    });
    expect(await suggestPlaces(scripted({ items: [] }).api, { q: 'ber' })).toBeUndefined();
  });
});

describe('reservation and voucher calls', () => {
  const reservation = reservationFixture({
    status: 'confirmed',
    hotel: { ...reservationFixture().hotel!, name: 'Herberg De Molen' },
  });

  it('reads a reservation as the contract declares it, and nothing less', async () => {
    const own = scripted({ data: reservation });
    expect((await fetchReservation(own.api, 'u-1', 'account'))?.hotel?.name).toBe(
      'Herberg De Molen',
    );
    expect(own.sent[0]?.path).toBe('/v3/reservations/u-1');
    const agent = scripted({ data: reservation });
    await fetchReservation(agent.api, 'u-1', 'dashboard');
    expect(agent.sent[0]?.path).toBe('/v3/agent/bookings/u-1');
    const bare = {
      uuid: 'u',
      reference: 'R',
      status: 'cancelled',
      check_in: '2026-01-01',
      check_out: '2026-01-02',
    };
    expect(await fetchReservation(scripted({ data: bare }).api, 'u', 'account')).toBeUndefined();
    const weird = { data: { ...reservation, status: 'weird' } };
    expect(await fetchReservation(scripted(weird).api, 'u', 'account')).toBeUndefined();
    expect(await fetchReservation(scripted('<html>').api, 'u', 'account')).toBeUndefined();
  });

  it('finds a reservation by reference and email, and cancels with or without the proof', async () => {
    const lookup = scripted({ data: reservation });
    const proof = { reference: 'HS-1', email: 'd@x.test' };
    expect(await lookUpReservation(lookup.api, proof)).toEqual(reservation);
    expect(lookup.sent[0]).toEqual({
      method: 'GET',
      path: '/v3/reservations/lookup',
      query: proof,
    });
    const guest = scripted({ data: { ...reservation, status: 'cancelled' } });
    expect((await cancelReservation(guest.api, 'u-1', proof))?.status).toBe('cancelled');
    expect(guest.sent[0]).toMatchObject({ path: '/v3/reservations/u-1/cancel', body: proof });
    const owner = scripted({ data: reservation });
    await cancelReservation(owner.api, 'u-1');
    expect(owner.sent[0]).toMatchObject({ method: 'POST', path: '/v3/reservations/u-1/cancel' });
  });

  it('skips unreadable list entries and refuses a non-list', async () => {
    const list = scripted({ data: [reservation, { nope: true }] });
    expect(await fetchReservations(list.api)).toHaveLength(1);
    expect(await fetchReservations(scripted({ data: 'x' }).api)).toBeUndefined();
  });

  it('reads a bookings page with its page count, and the filters as its query', async () => {
    const { api, sent } = scripted({
      data: [reservation],
      meta: { total: 41, page: 2, per_page: 20, all: true },
    });
    const page = await fetchAgentBookings(api, { page: '2', all: 'true' });
    expect(page).toMatchObject({ total: 41, page: 2, pages: 3 });
    expect(sent[0]).toEqual({
      method: 'GET',
      path: '/v3/agent/bookings',
      query: { page: '2', all: 'true' },
    });
    expect(await fetchAgentBookings(scripted({ data: [] }).api, {})).toBeUndefined();
  });

  it('reads vouchers, leaving out unreadable ones', async () => {
    const vouchers = await fetchVouchers(
      scripted({ data: [voucherFixture({ code: 'HS-1' }), { id: 'V-2', status: 'lost' }] }).api,
    );
    expect(vouchers?.map((v) => v.code)).toEqual(['HS-1']);
  });
});

describe('lead call', () => {
  it('sends the lead as given and reads what the API stored', async () => {
    const { api, sent } = scripted({ data: { id: 7, message: 'Thanks' } });
    const lead = { name: 'Dana', email: 'd@x.test', phone: '050-1234567', calling_code: '+972' };
    expect(await sendLead(api, lead)).toEqual({ id: 7, message: 'Thanks' });
    expect(sent[0]).toMatchObject({ method: 'POST', path: '/v3/services/proxy', body: lead });
  });
});

describe('mail flag', () => {
  it('reads from /health whether the API mails its confirmations', async () => {
    const { api, sent } = scripted({ status: 'ok', mail: 'capture' });
    expect(await fetchSendsMail(api)).toBe(true);
    expect(sent).toEqual([{ method: 'GET', path: '/health' }]);
    expect(await fetchSendsMail(scripted({ status: 'ok', mail: 'off' }).api)).toBe(false);
    // An API that does not say is taken to send mail; an unreadable answer is unknown.
    expect(await fetchSendsMail(scripted({ status: 'ok' }).api)).toBe(true);
    expect(await fetchSendsMail(scripted('down').api)).toBeUndefined();
  });
});
