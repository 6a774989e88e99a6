import { describe, expect, it } from 'vitest';
import {
  bookingFiltersQuery,
  formatDay,
  guestCounts,
  readBookingFilters,
  readBookingsPage,
  readReservation,
  readReservations,
  readVouchers,
} from './data';

const reservation = {
  uuid: '0e2ade07-6e6e-459d-b530-f9f0bfd2d68b',
  reference: 'HS-XV76-RBCW',
  status: 'confirmed',
  stay_status: 'upcoming',
  hotel: {
    id: 1,
    name: 'Herberg De Molen',
    stars: 3,
    address: 'Rokin 90',
    image: null,
    city_name: 'Amsterdam',
  },
  room: { code: 'SGL', name: 'Single Room' },
  board: 'RO',
  refundable: true,
  check_in: '2026-12-11',
  check_out: '2026-12-13',
  nights: 2,
  guests: '2,5|1',
  rooms: 2,
  holder: { first_name: 'Daniel', last_name: 'Cohen', email: 'd@x.test' },
  special_requests: null,
  price: { total: { amount: 15937, currency: 'EUR' } },
  paid: { amount: 15117, currency: 'EUR' },
  cancellation: { free_until: '2026-12-01', penalty: { amount: 15117, currency: 'EUR' } },
  cancellable: true,
  refund_if_cancelled: { amount: 15117, currency: 'EUR' },
  refund: null,
};

describe('reading answers', () => {
  it('reads a reservation and tolerates missing optional parts', () => {
    expect(readReservation({ data: reservation })?.hotel?.name).toBe('Herberg De Molen');
    const bare = readReservation({
      data: {
        uuid: 'u',
        reference: 'R',
        status: 'cancelled',
        check_in: '2026-01-01',
        check_out: '2026-01-02',
      },
    });
    expect(bare).toMatchObject({ hotel: null, cancellable: false, refund: null, price: {} });
  });

  it('refuses a reservation with an unknown status or no data', () => {
    expect(readReservation({ data: { ...reservation, status: 'weird' } })).toBeUndefined();
    expect(readReservation('<html>')).toBeUndefined();
  });

  it('skips unreadable list entries and refuses a non-list', () => {
    expect(readReservations({ data: [reservation, { nope: true }] })).toHaveLength(1);
    expect(readReservations({ data: 'x' })).toBeUndefined();
  });

  it('reads a bookings page with its page count', () => {
    const page = readBookingsPage({
      data: [reservation],
      meta: { total: 41, page: 2, per_page: 20, all: true },
    });
    expect(page).toMatchObject({ total: 41, page: 2, pages: 3 });
    expect(readBookingsPage({ data: [] })).toBeUndefined();
  });

  it('reads vouchers', () => {
    const vouchers = readVouchers({
      data: [
        {
          id: 'V-HS-1',
          code: 'HS-1',
          reservation_uuid: 'u',
          status: 'valid',
          hotel: { id: 1, name: 'Al Bustan', address: 'Tahrir 1', city_name: 'Dubai' },
          check_in: '2027-01-05',
          check_out: '2027-01-09',
          guests: '2',
          board: 'RO',
          holder_name: 'Maya Katz',
        },
        { id: 'V-2', status: 'lost' },
      ],
    });
    expect(vouchers?.map((v) => v.code)).toEqual(['HS-1']);
  });
});

describe('guestCounts', () => {
  it('adds adults and children over rooms', () => {
    expect(guestCounts('2,5,8|1')).toEqual({ adults: 3, children: 2 });
    expect(guestCounts('garbage')).toEqual({ adults: 0, children: 0 });
  });
});

describe('formatDay', () => {
  it('formats a day in the language without shifting it by time zone', () => {
    expect(formatDay('2026-12-11', 'en-US')).toBe('Dec 11, 2026');
    expect(formatDay('2026-12-11T23:30:00Z', 'en-US')).toBe('Dec 11, 2026');
    expect(formatDay('soon', 'en-US')).toBe('soon');
  });
});

describe('booking filters', () => {
  it('reads valid filters and drops malformed ones', () => {
    expect(
      readBookingFilters(
        new URLSearchParams(
          'status=confirmed&from=2026-01-01&to=bad&q=%20Eilat%20&all=true&page=2',
        ),
      ),
    ).toEqual({ status: 'confirmed', from: '2026-01-01', to: '', q: 'Eilat', all: true, page: 2 });
    expect(readBookingFilters(new URLSearchParams('status=drop&page=-3&all=1'))).toEqual({
      status: '',
      from: '',
      to: '',
      q: '',
      all: false,
      page: 1,
    });
  });

  it('writes only the filters that are set', () => {
    expect(
      bookingFiltersQuery({ status: '', from: '', to: '2026-02-01', q: 'HS', all: true, page: 1 }),
    ).toEqual({ to: '2026-02-01', q: 'HS', all: 'true' });
  });
});
