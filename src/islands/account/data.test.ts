import { describe, expect, it } from 'vitest';
import { reservationFixture, voucherFixture } from '../../../contract/fixtures';
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

const reservation = reservationFixture({
  status: 'confirmed',
  hotel: { ...reservationFixture().hotel!, name: 'Herberg De Molen' },
});

describe('reading answers', () => {
  it('reads a reservation as the contract declares it, and nothing less', () => {
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
    expect(bare).toBeUndefined();
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
      data: [voucherFixture({ code: 'HS-1' }), { id: 'V-2', status: 'lost' }],
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
