import { describe, expect, it } from 'vitest';
import {
  filtersQuery,
  formatArea,
  hasFilters,
  NO_FILTERS,
  pageCount,
  parseArea,
  parseFilters,
  sameFilters,
  writeFilters,
  type ResultsFilters,
} from './filters';
import { FILTER_KEYS } from './query-keys';

const all: ResultsFilters = {
  sort: 'rating',
  priceMin: 100,
  priceMax: 400,
  stars: [4, 5],
  boards: ['BB', 'AI'],
  freeCancellation: true,
  ratingMin: 8,
  area: { west: 2.1, south: 41.35, east: 2.2, north: 41.42 },
  page: 3,
};

describe('parseFilters and writeFilters', () => {
  it('round-trip through the URL, keeping the other keys', () => {
    const params = writeFilters(new URLSearchParams('check_in=2026-12-01&session=abc'), all);
    expect(params.toString()).toBe(
      'check_in=2026-12-01&session=abc&sort=rating&price_min=100&price_max=400&stars=4%2C5&board=BB%2CAI&free_cancellation=1&rating_min=8&bbox=2.1%2C41.35%2C2.2%2C41.42&page=3',
    );
    expect(parseFilters(params)).toEqual(all);
  });

  it('writes exactly the exported FILTER_KEYS, which the page cache keys results by', () => {
    const written = [...writeFilters(new URLSearchParams(), all).keys()];
    expect(written.sort()).toEqual([...FILTER_KEYS].sort());
  });

  it('leaves defaults out of the URL and replaces earlier values', () => {
    const params = writeFilters(new URLSearchParams('sort=stars&page=4&stars=1'), NO_FILTERS);
    expect(params.toString()).toBe('');
    expect(parseFilters(new URLSearchParams())).toEqual(NO_FILTERS);
  });

  it('ignores unknown and malformed values', () => {
    expect(
      parseFilters(
        new URLSearchParams(
          'sort=cheapest&price_min=-5&price_max=abc&stars=0,3,9,x&board=XX,HB&free_cancellation=yes&rating_min=7.5&bbox=1,50,2,40&page=0',
        ),
      ),
    ).toEqual({ ...NO_FILTERS, stars: [3], boards: ['HB'] });
  });

  it('swaps a price range given upside down and orders lists', () => {
    const f = parseFilters(
      new URLSearchParams('price_min=500&price_max=100&stars=5,2&board=AI,RO'),
    );
    expect([f.priceMin, f.priceMax]).toEqual([100, 500]);
    expect(f.stars).toEqual([2, 5]);
    expect(f.boards).toEqual(['RO', 'AI']);
  });
});

describe('filtersQuery', () => {
  it('scales prices to the currency minor units', () => {
    expect(filtersQuery(all, 'EUR')).toEqual({
      sort: 'rating',
      page: 3,
      per_page: 20,
      price_min: 10_000,
      price_max: 40_000,
      stars: '4,5',
      board: 'BB,AI',
      free_cancellation: 1,
      rating_min: 8,
      bbox: '2.1,41.35,2.2,41.42',
    });
    expect(filtersQuery(all, 'JPY').price_min).toBe(100);
    expect(filtersQuery(all, 'KWD').price_max).toBe(400_000);
  });

  it('sends only sort and paging without filters', () => {
    expect(filtersQuery(NO_FILTERS, 'USD')).toEqual({ sort: 'price', page: 1, per_page: 20 });
  });
});

describe('sameFilters', () => {
  it('tells two readings of the same URL alike, and any changed filter apart', () => {
    const query = writeFilters(new URLSearchParams(), all);
    const [server, browser] = [parseFilters(query), parseFilters(new URLSearchParams(query))];
    expect(server).not.toBe(browser);
    expect(sameFilters(server, browser)).toBe(true);
    expect(sameFilters(all, { ...all, stars: [5] })).toBe(false);
    expect(sameFilters(all, { ...all, page: 1 })).toBe(false);
    expect(sameFilters(NO_FILTERS, { ...NO_FILTERS, sort: '-price' })).toBe(false);
  });
});

describe('hasFilters and pageCount', () => {
  it('knows when filters narrow the list (sort and page do not)', () => {
    expect(hasFilters(NO_FILTERS)).toBe(false);
    expect(hasFilters({ ...NO_FILTERS, sort: 'stars', page: 2 })).toBe(false);
    expect(hasFilters({ ...NO_FILTERS, freeCancellation: true })).toBe(true);
    expect(hasFilters({ ...NO_FILTERS, area: all.area })).toBe(true);
    expect(hasFilters({ ...NO_FILTERS, priceMax: 0 })).toBe(true);
  });

  it('counts pages of 20, at least one', () => {
    expect([0, 1, 20, 21, 200, 201].map(pageCount)).toEqual([1, 1, 1, 2, 10, 11]);
  });
});

describe('parseArea and formatArea', () => {
  it('reads a map area and rounds it to four decimals', () => {
    const area = parseArea('-0.123456,51.5,0.1,51.6');
    expect(area).toEqual({ west: -0.123456, south: 51.5, east: 0.1, north: 51.6 });
    expect(formatArea(area!)).toBe('-0.1235,51.5,0.1,51.6');
  });

  it('refuses anything but four degrees within the globe, south below north', () => {
    for (const bad of [
      '1,2,3',
      '1,2,3,4,5',
      '0,50,1,40',
      '-181,0,0,1',
      '0,-91,1,0',
      'a,b,c,d',
      '1e2,0,0,1',
    ])
      expect(parseArea(bad)).toBeNull();
    expect(parseArea(null)).toBeNull();
  });
});
