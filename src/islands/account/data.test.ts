import { describe, expect, it } from 'vitest';
import { bookingFiltersQuery, readBookingFilters } from './data';

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
