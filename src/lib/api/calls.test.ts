import { describe, expect, it } from 'vitest';
import {
  bookingCreatedFixture,
  hotelCardFixture,
  reservationFixture,
  searchResultsFixture,
  transactionFixture,
} from '../../../contract/fixtures';
import type { Api } from './client';
import {
  createBooking,
  fetchBooking,
  fetchSearchResults,
  fetchTransaction,
  startSearch,
} from './calls';

interface Sent {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  query?: Record<string, unknown>;
  headers?: Record<string, string> | undefined;
}

/** An API client that records each call and answers `answer`. */
function scripted(answer: unknown) {
  const sent: Sent[] = [];
  const api = {
    get: (path: string, query?: Record<string, unknown>) => {
      sent.push({ method: 'GET', path, ...(query ? { query } : {}) });
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
