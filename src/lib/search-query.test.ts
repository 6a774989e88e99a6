import { describe, expect, it } from 'vitest';
import {
  linkCurrency,
  addDays,
  buildSearchParams,
  dayNumber,
  formatGuests,
  nightsBetween,
  parseGuests,
  parseSearchQuery,
} from './search-query';
import { SEARCH_KEYS } from './search/query-keys';

const today = '2026-11-21';
const parse = (q: string) => parseSearchQuery(new URLSearchParams(q), { currency: 'USD', today });

describe('dates', () => {
  it('reads real calendar dates only', () => {
    expect(dayNumber('2026-02-28')).toBeDefined();
    expect(dayNumber('2026-02-30')).toBeUndefined();
    expect(dayNumber('26-2-1')).toBeUndefined();
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(nightsBetween('2026-12-01', '2026-12-04')).toBe(3);
  });
});

describe('guests', () => {
  it('reads and writes rooms with adults and children ages', () => {
    expect(parseGuests('2,5,8|1')).toEqual([
      { adults: 2, children: [5, 8] },
      { adults: 1, children: [] },
    ]);
    expect(
      formatGuests([
        { adults: 2, children: [5, 8] },
        { adults: 1, children: [] },
      ]),
    ).toBe('2,5,8|1');
  });

  it('refuses impossible guests', () => {
    for (const bad of [
      '0',
      '9',
      '2,18',
      '2,1,1,1,1,1,1,1',
      Array(9).fill('1').join('|'),
      'two',
      '2,',
      '',
      '2|',
    ]) {
      expect(parseGuests(bad)).toBeUndefined();
    }
  });
});

describe('linkCurrency', () => {
  it('reads the currency a link names in any case, and nothing else', () => {
    expect(linkCurrency(new URLSearchParams('currency=eur'))).toBe('EUR');
    expect(linkCurrency(new URLSearchParams('currency=GBP&guests=2'))).toBe('GBP');
    expect(linkCurrency(new URLSearchParams('currency=XYZ'))).toBeNull();
    expect(linkCurrency(new URLSearchParams('currency='))).toBeNull();
    expect(linkCurrency(new URLSearchParams('guests=2'))).toBeNull();
  });
});

describe('parseSearchQuery', () => {
  it('keeps a valid search as it is', () => {
    const { query, corrections } = parse(
      'check_in=2026-12-01&check_out=2026-12-04&guests=2,5|1&country=il&currency=EUR&session=abc-1',
    );
    expect(corrections).toEqual([]);
    expect(query).toEqual({
      check_in: '2026-12-01',
      check_out: '2026-12-04',
      rooms: [
        { adults: 2, children: [5] },
        { adults: 1, children: [] },
      ],
      country: 'IL',
      currency: 'EUR',
      session: 'abc-1',
    });
    expect(buildSearchParams(query).toString()).toBe(
      'check_in=2026-12-01&check_out=2026-12-04&guests=2%2C5%7C1&country=IL&currency=EUR&session=abc-1',
    );
    // The page cache keys hotel and results pages by the exported keys.
    expect([...buildSearchParams(query).keys()].sort()).toEqual([...SEARCH_KEYS].sort());
  });

  it('starts without a query from two weeks ahead, two adults, the default currency', () => {
    const { query, corrections } = parse('');
    expect(corrections).toEqual([]);
    expect(query).toMatchObject({
      check_in: '2026-12-05',
      check_out: '2026-12-08',
      rooms: [{ adults: 2, children: [] }],
      currency: 'USD',
      country: null,
      session: null,
    });
  });

  it('corrects malformed, past and too long stays and says so', () => {
    expect(parse('check_in=banana&check_out=2026-12-01').corrections).toEqual(['dates']);
    const past = parse('check_in=2026-01-01&check_out=2026-01-04');
    expect(past.corrections).toEqual(['past']);
    expect(past.query).toMatchObject({ check_in: today, check_out: '2026-11-24' });
    const far = parse('check_in=2030-01-01&check_out=2030-01-02');
    expect(far.query.check_in).toBe('2027-11-21');
    const long = parse('check_in=2026-12-01&check_out=2027-03-01');
    expect(long.corrections).toEqual(['length']);
    expect(nightsBetween(long.query.check_in, long.query.check_out)).toBe(30);
    const backwards = parse('check_in=2026-12-05&check_out=2026-12-01');
    expect(backwards.corrections).toEqual(['length']);
    expect(backwards.query.check_out).toBe('2026-12-06');
  });

  it('corrects impossible guests, unknown currencies and bad countries', () => {
    const { query, corrections } = parse('guests=0&currency=DOGE&country=Israel&session=<x>');
    expect(corrections).toEqual(['guests', 'currency', 'country']);
    expect(query).toMatchObject({
      rooms: [{ adults: 2, children: [] }],
      currency: 'USD',
      country: null,
      session: null,
    });
    expect(parse('currency=eur').query.currency).toBe('EUR');
  });
});
