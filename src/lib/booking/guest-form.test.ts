import { describe, expect, it } from 'vitest';
import { bookingRequestSchema } from '../../../contract/bookings';
import {
  bookingRequest,
  emptyGuestForm,
  readStoredGuestForm,
  serverFieldErrors,
  validateGuestForm,
  type GuestForm,
} from './guest-form';

const filled: GuestForm = {
  first_name: 'Dana',
  last_name: 'Levi',
  email: 'dana@example.test',
  phone: '+972 50-123-4567',
  special_requests: '',
};

describe('validateGuestForm', () => {
  it('accepts a complete form; special requests are optional', () => {
    expect(validateGuestForm(filled)).toEqual({});
  });

  it('requires names, email and phone', () => {
    expect(validateGuestForm({ ...emptyGuestForm(), special_requests: '  ' })).toEqual({
      first_name: 'required',
      last_name: 'required',
      email: 'required',
      phone: 'required',
    });
  });

  it('checks the email loosely and the phone like the API', () => {
    expect(validateGuestForm({ ...filled, email: 'dana.example.test' })).toEqual({
      email: 'email',
    });
    // Left to the server, which answers with a field error.
    expect(validateGuestForm({ ...filled, email: 'dana@example' })).toEqual({});
    expect(validateGuestForm({ ...filled, phone: '12345' })).toEqual({ phone: 'phone' });
    expect(validateGuestForm({ ...filled, phone: '050 123 456a' })).toEqual({ phone: 'phone' });
    expect(validateGuestForm({ ...filled, phone: '1'.repeat(21) })).toEqual({ phone: 'phone' });
  });

  it('refuses values longer than the API takes', () => {
    expect(validateGuestForm({ ...filled, special_requests: 'x'.repeat(1001) })).toEqual({
      special_requests: 'tooLong',
    });
  });
});

describe('serverFieldErrors', () => {
  it('puts holder fields under the form fields and the rest above the form', () => {
    expect(
      serverFieldErrors({
        'holder.email': 'The email must be a valid email address.',
        special_requests: 'Too long.',
        rate_id: 'This rate is no longer valid.',
      }),
    ).toEqual({
      fields: { email: 'The email must be a valid email address.', special_requests: 'Too long.' },
      other: ['This rate is no longer valid.'],
    });
  });
});

describe('readStoredGuestForm', () => {
  it('reads a stored form and ignores what is not a string', () => {
    expect(readStoredGuestForm(JSON.stringify({ ...filled, phone: 5, extra: 'x' }))).toEqual({
      ...filled,
      phone: '',
    });
  });

  it('reads nothing, corrupt text and other shapes as an empty form', () => {
    for (const text of [null, '', '{', '"text"', 'null', '[1]']) {
      expect(readStoredGuestForm(text)).toEqual(emptyGuestForm());
    }
  });
});

describe('bookingRequest', () => {
  const stay = {
    check_in: '2030-03-01',
    check_out: '2030-03-04',
    rooms: [
      { adults: 2, children: [5] },
      { adults: 1, children: [] },
    ],
  };
  const rate = { rate_id: 'r-1', currency: 'EUR' };

  it('is the contract request of the rate, the stay and the trimmed form', () => {
    const request = bookingRequest(
      stay,
      rate,
      { ...filled, first_name: ' Dana ', special_requests: '  Late arrival ' },
      'he',
      1001,
    );
    expect(request).toMatchObject({
      rate_id: 'r-1',
      guests: '2,5|1',
      currency: 'EUR',
      holder: { first_name: 'Dana', last_name: 'Levi' },
      special_requests: 'Late arrival',
      locale: 'he',
      fid: 1001,
    });
    expect(bookingRequestSchema.safeParse(request).success).toBe(true);
  });

  it('leaves out empty special requests and a missing agency', () => {
    const request = bookingRequest(stay, rate, { ...filled, special_requests: '   ' }, 'en', null);
    expect(request).not.toHaveProperty('special_requests');
    expect(request).not.toHaveProperty('fid');
  });
});
