import { afterEach, describe, expect, it } from 'vitest';
import {
  bookingCreatedFixture,
  hotelDetailFixture,
  rateFixture,
  ratesFixture,
} from '../../contract/fixtures';
import type { Api } from '../lib/api/client';
import { ApiError } from '../lib/api/errors';
import { emptyGuestForm } from '../lib/booking/guest-form';
import { $bookingAttempt, $bookingLoad, loadBooking, submitBooking } from './booking';

const hotel = hotelDetailFixture();
const rate = rateFixture({ rate_id: 'r-1', room_code: 'STD', board: 'RO', refundable: true });
const rates = ratesFixture([rate]);
const search = () =>
  new URLSearchParams(
    'hotel=8389&rate=r-1&room=STD&board=RO&refundable=1&check_in=2030-03-01&check_out=2030-03-04&guests=2&currency=EUR',
  );
const context = { locale: 'en', currency: 'EUR', errorMessage: 'Something went wrong' };
const form = {
  ...emptyGuestForm(),
  first_name: 'Dana',
  last_name: 'Levi',
  email: 'dana@x.test',
  phone: '+972501234567',
};

/** An API whose bookings answer `book` in turn, recording each booking's idempotency key. */
function api(book: (() => Promise<unknown>)[] = []) {
  const keys: string[] = [];
  const client = {
    get: (path: string) => Promise.resolve({ data: path.endsWith('/rates') ? rates : hotel }),
    request: () => Promise.resolve({ data: rates }),
    post: (_path: string, _body: unknown, headers: Record<string, string>) => {
      keys.push(headers['Idempotency-Key'] ?? '');
      return book.shift()?.() ?? Promise.reject(new Error('no answer'));
    },
  } as unknown as Api;
  return { client, keys };
}

afterEach(() => {
  $bookingLoad.set({ status: 'loading' });
  $bookingAttempt.set({ submitting: false, outcome: { kind: 'none' }, errors: {} });
});

describe('the booking store', () => {
  it('loads the URL’s rate, and a newer load wins over an older one answering late', async () => {
    let release: (value: unknown) => void = () => undefined;
    const slow = {
      ...api().client,
      get: () => new Promise((resolve) => (release = resolve)),
    } as unknown as Api;
    const first = loadBooking(slow, search(), context);
    await loadBooking(api().client, search(), context);
    expect($bookingLoad.get()).toMatchObject({ status: 'ready', rate });
    release({ data: { ...hotel, slug: '../x' } });
    await first;
    expect($bookingLoad.get()).toMatchObject({ status: 'ready', rate });
  });

  it('books once per body: a retry after a lost answer sends the same key', async () => {
    const { client, keys } = api([
      () => Promise.reject(new ApiError(0, 'Offline')),
      () => Promise.resolve({ data: bookingCreatedFixture() }),
    ]);
    await loadBooking(client, search(), context);
    const failed = await submitBooking(client, form, {
      locale: 'en',
      fid: null,
      errorMessage: 'x',
    });
    expect(failed).toMatchObject({
      kind: 'shown',
      outcome: { kind: 'error', messages: ['Offline'] },
    });
    expect($bookingAttempt.get()).toMatchObject({ submitting: false });
    const booked = await submitBooking(client, form, {
      locale: 'en',
      fid: null,
      errorMessage: 'x',
    });
    expect(booked).toEqual({ kind: 'pay', uuid: bookingCreatedFixture().uuid });
    expect(keys[0]).toBe(keys[1]);
    // The page moves on to the payment: the form stays busy meanwhile.
    expect($bookingAttempt.get().submitting).toBe(true);
    expect(
      await submitBooking(client, form, { locale: 'en', fid: null, errorMessage: 'x' }),
    ).toBeUndefined();
  });

  it('shows the API’s field messages under their fields', async () => {
    const refused = new ApiError(422, 'Check', { 'holder.phone': ['Not a phone number'] });
    const { client } = api([() => Promise.reject(refused)]);
    await loadBooking(client, search(), context);
    await submitBooking(client, form, { locale: 'en', fid: null, errorMessage: 'x' });
    expect($bookingAttempt.get()).toEqual({
      submitting: false,
      outcome: { kind: 'none' },
      errors: { phone: 'Not a phone number' },
    });
  });
});
