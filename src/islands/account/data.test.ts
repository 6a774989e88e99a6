import { describe, expect, it } from 'vitest';
import { bookingFiltersQuery, formatDay, guestCounts, readBookingFilters } from './data';

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
