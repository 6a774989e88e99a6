import { describe, expect, it } from 'vitest';
import { formatStay, keptSearch } from './kept-search';

const url = (path: string) => new URL(path, 'https://stayway.example');

describe('keptSearch', () => {
  it('reads the destination and dates of a results address', () => {
    const search = keptSearch(
      url(
        '/he/hotels/destination/israel/tel-aviv/results?check_in=2026-12-01&check_out=2026-12-03&guests=2',
      ),
    );
    expect(search).toEqual({
      destination: 'Tel Aviv',
      checkIn: '2026-12-01',
      checkOut: '2026-12-03',
    });
    // ICU puts thin spaces around the range's dash.
    expect(formatStay(search!, 'en-US')).toMatch(/^Tel Aviv, Dec 1\s–\s3, 2026$/u);
  });

  it('keeps the dates of a booking address, which has no destination segment', () => {
    expect(keptSearch(url('/book?check_in=2026-12-01&check_out=2026-12-04'))).toEqual({
      destination: null,
      checkIn: '2026-12-01',
      checkOut: '2026-12-04',
    });
  });

  it('is null without two well-formed dates in order', () => {
    expect(keptSearch(url('/hotels/destination/berlin/results'))).toBeNull();
    expect(keptSearch(url('/book?check_in=2026-12-05&check_out=2026-12-01'))).toBeNull();
    expect(keptSearch(url('/book?check_in=<b>&check_out=2026-12-01'))).toBeNull();
  });

  it('leaves out a destination segment that is not a plain slug', () => {
    const search = keptSearch(
      url('/hotels/destination/%3Cscript%3E/results?check_in=2026-12-01&check_out=2026-12-02'),
    );
    expect(search?.destination).toBeNull();
  });
});
