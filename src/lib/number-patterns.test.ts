import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../contract/locales';
import { getLocale } from './i18n/locales';
import { moneyFormats } from './money';
import { formatWithPattern, numberPattern } from './number-patterns';
import { adoptNumberPatterns, numberFormat, numberPatterns, QUANTITY_FORMATS } from './units';

const ISOS = LOCALES.map((code) => getLocale(code).iso);
/** Amounts that try the rounding (halves, float steps), grouping and zeros. */
const VALUES = [
  0, 0.004, 0.005, 0.05, 0.4, 0.5, 0.95, 1, 1.005, 1.015, 1.25, 2.5, 2.675, 5, 9.95, 9.995, 12.5,
  28.5, 99.5, 99.995, 100, 101.1, 999, 999.5, 999.95, 1000, 1234, 1234.5, 1234.565, 9999.995, 10000,
  12345, 12345.678, 99999.5, 100000, 123456.7, 1234567.891, 98765432.1, 999999999.999,
];
/** Every format a results island writes, and others of the same kinds. */
const FORMATS: Intl.NumberFormatOptions[] = [
  ...QUANTITY_FORMATS,
  ...['EUR', 'USD', 'ILS', 'GBP', 'JPY', 'KWD', 'THB', 'RUB', 'CNY', 'TRY'].flatMap(moneyFormats),
  { maximumFractionDigits: 0 },
  { style: 'unit', unit: 'degree', unitDisplay: 'narrow', maximumFractionDigits: 5 },
];

describe('numberPattern', () => {
  it('writes every value as Intl does, in every locale, for every format it reads', () => {
    const misses: string[] = [];
    for (const iso of ISOS) {
      for (const options of FORMATS) {
        const pattern = numberPattern(iso, options);
        if (!pattern) continue;
        const intl = new Intl.NumberFormat(iso, options);
        for (const value of VALUES) {
          const scaled = options.style === 'percent' ? value / 100 : value;
          const ours = formatWithPattern(pattern, scaled);
          const theirs = intl.format(scaled);
          if (ours !== theirs)
            misses.push(`${iso} ${JSON.stringify(options)} ${scaled}: ${ours} ≠ ${theirs}`);
        }
      }
    }
    expect(misses).toEqual([]);
  });

  it('reads a pattern for each format of a results page in every locale but one', () => {
    const missing = ISOS.flatMap((iso) =>
      [...QUANTITY_FORMATS, ...moneyFormats('EUR'), ...moneyFormats('ILS')]
        .filter((options) => !numberPattern(iso, options))
        .map((options) => `${iso} ${options.unit ?? options.style ?? 'number'}`),
    );
    // Arabic writes one and two metres as words with no number ("متر", "متران"): Intl does.
    expect(missing).toEqual(['ar meter']);
  });

  it('reads no pattern for a format it cannot write', () => {
    expect(numberPattern('en', { notation: 'compact' })).toBeUndefined();
    expect(numberPattern('en', { maximumSignificantDigits: 2 })).toBeUndefined();
    expect(numberPattern('en', { signDisplay: 'always' })).toBeUndefined();
  });

  it('leaves to Intl what it does not write: signs, non-finite, huge and tiny numbers', () => {
    const pattern = numberPattern('en', {});
    expect(pattern).toBeDefined();
    for (const value of [-1, -0, Number.NaN, Infinity, 1e21, 1e-7]) {
      expect(formatWithPattern(pattern!, value)).toBeUndefined();
    }
  });
});

describe('adoptNumberPatterns', () => {
  it('writes with the given pattern, and through Intl what the pattern leaves', () => {
    const options = {
      style: 'currency',
      currency: 'EUR',
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
    } as const;
    const given = numberPatterns('de', [options]);
    const key = Object.keys(given)[0]!;
    // A pattern that writes a mark Intl never would: the island's numbers come from it.
    adoptNumberPatterns({ [key]: { ...given[key]!, suffix: ' EUR (pattern)' } });
    const format = numberFormat('de', options);
    expect(format.format(1234.5)).toBe('1.234,5 EUR (pattern)');
    expect(format.format(-2)).toBe(new Intl.NumberFormat('de', options).format(-2));
  });
});
