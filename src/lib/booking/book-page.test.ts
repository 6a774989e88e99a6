import { describe, expect, it } from 'vitest';
import { bookingCreatedFixture, moneyFixture, rateFixture } from '../../../contract/fixtures';
import type { Api } from '../api/client';
import { ApiError } from '../api/errors';
import {
  bookedResult,
  bookingLoadFailure,
  bookingLoadOf,
  loadBookingPage,
  refusedResult,
} from './book-page';
import type { Hotel } from './hotel';
import { parseBookQuery } from './rates';

const hotel = {
  id: 8389,
  slug: 'sonne-berlin',
  country_slug: 'germany',
  destination_slug: 'berlin',
} as Hotel;
const chosen = rateFixture({ rate_id: 'r-1', room_code: 'STD', board: 'RO', refundable: true });
const search = new URLSearchParams(
  'hotel=8389&rate=r-1&room=STD&board=RO&refundable=1&check_in=2030-03-01&check_out=2030-03-04&guests=2&currency=EUR',
);
const parsed = parseBookQuery(search, { currency: 'EUR', today: '2030-01-01' })!;
const context = { locale: 'en', errorMessage: 'Something went wrong' };

describe('bookingLoadOf', () => {
  it('is ready with the selected rate, or a like one at a new price', () => {
    const ready = bookingLoadOf(
      parsed,
      hotel,
      { nights: 3, currency: 'EUR', rates: [chosen] },
      context,
    );
    expect(ready).toMatchObject({ status: 'ready', rate: chosen, nights: 3, repriced: false });
    const like = { ...chosen, rate_id: 'r-2', price_per_night: moneyFixture(12_000) };
    const repriced = bookingLoadOf(
      parsed,
      hotel,
      { nights: 3, currency: 'EUR', rates: [like] },
      context,
    );
    expect(repriced).toMatchObject({ status: 'ready', rate: like, repriced: true });
  });

  it('is gone, with the way back to the hotel and its search, when no such rate is left', () => {
    const other = { ...chosen, rate_id: 'r-3', board: 'BB' as const };
    expect(
      bookingLoadOf(parsed, hotel, { nights: 3, currency: 'EUR', rates: [other] }, context),
    ).toEqual({
      status: 'gone',
      hotelHref:
        '/hotels/destination/germany/berlin/sonne-berlin?check_in=2030-03-01&check_out=2030-03-04&guests=2&currency=EUR',
    });
  });

  it('is an error when the hotel or the rates were off the contract', () => {
    expect(
      bookingLoadOf(parsed, undefined, { nights: 3, currency: 'EUR', rates: [] }, context),
    ).toEqual({
      status: 'error',
      message: 'Something went wrong',
    });
    expect(bookingLoadOf(parsed, hotel, undefined, context).status).toBe('error');
  });
});

describe('bookingLoadFailure', () => {
  it('calls a refused hotel or stay an invalid link, and shows other failures', () => {
    expect(bookingLoadFailure(new ApiError(404, 'No'), 'x')).toEqual({ status: 'invalid' });
    expect(bookingLoadFailure(new ApiError(422, 'Bad dates'), 'x')).toEqual({ status: 'invalid' });
    expect(bookingLoadFailure(new ApiError(0, 'Offline'), 'x')).toEqual({
      status: 'error',
      message: 'Offline',
    });
    expect(bookingLoadFailure(new TypeError('boom'), 'x')).toEqual({
      status: 'error',
      message: 'x',
    });
  });
});

describe('loadBookingPage', () => {
  it('refuses a URL without a valid hotel and rate without asking the API', async () => {
    const api = {} as Api;
    const load = await loadBookingPage(api, new URLSearchParams('hotel=x'), {
      ...context,
      currency: 'EUR',
    });
    expect(load).toEqual({ status: 'invalid' });
  });

  it('asks for the rates of the agent’s proposal a /book link names', async () => {
    const queries: Record<string, unknown>[] = [];
    const api = {
      get: () => Promise.resolve({}),
      request: (_path: string, options: { query: Record<string, unknown> }) => {
        queries.push(options.query);
        return Promise.resolve({});
      },
    } as unknown as Api;
    const linked = new URLSearchParams(`${search.toString()}&proposal=P-123_abc&psig=s1g-nature`);
    await loadBookingPage(api, linked, { ...context, currency: 'EUR' });
    await loadBookingPage(api, search, { ...context, currency: 'EUR' });
    expect(queries[0]).toMatchObject({ proposal: 'P-123_abc', proposal_sig: 's1g-nature' });
    expect(queries[1]).not.toHaveProperty('proposal');
  });
});

describe('booking results', () => {
  it('goes on to pay for a booking at the quoted price', () => {
    const booking = bookingCreatedFixture();
    expect(bookedResult(booking, 'x')).toEqual({ kind: 'pay', uuid: booking.uuid });
  });

  it('shows a price change, or an error for an answer off the contract', () => {
    const booking = bookingCreatedFixture({ price_changed: true });
    expect(bookedResult(booking, 'x')).toMatchObject({
      kind: 'shown',
      outcome: { kind: 'priceChanged', booking },
    });
    expect(bookedResult(undefined, 'Oops')).toMatchObject({
      outcome: { kind: 'error', messages: ['Oops'] },
    });
  });

  it('puts a 422 under its fields, focusing the first, and the rest above the button', () => {
    const refused = new ApiError(422, 'Check the form', {
      'holder.email': ['Not an email'],
      'holder.first_name': ['Too long'],
    });
    expect(refusedResult(refused, 'x')).toEqual({
      kind: 'shown',
      outcome: { kind: 'none' },
      errors: { email: 'Not an email', first_name: 'Too long' },
      focus: 'first_name',
    });
    const other = new ApiError(422, 'Check the form', { rate_id: ['Rate expired'] });
    expect(refusedResult(other, 'x')).toMatchObject({
      outcome: { kind: 'error', messages: ['Rate expired'] },
      errors: {},
      focus: undefined,
    });
    expect(refusedResult(new ApiError(422, 'Check the form'), 'x')).toMatchObject({
      outcome: { kind: 'error', messages: ['Check the form'] },
    });
  });

  it('says a rate sold out on a 409, and shows other failures', () => {
    expect(refusedResult(new ApiError(409, 'Sold out'), 'x')).toMatchObject({
      outcome: { kind: 'soldOut', message: 'Sold out' },
    });
    expect(refusedResult(new Error('boom'), 'Oops')).toMatchObject({
      outcome: { kind: 'error', messages: ['Oops'] },
    });
  });
});
