import { describe, expect, it } from 'vitest';
import { formatMoney, NOT_A_NUMBER } from './money';
import { starRating } from './stars';

const nbsp = (s: string) => s.replace(/\u00a0|\u202f/g, ' ');

describe('formatMoney', () => {
  it('keeps a symbol like "US$" whole in a right-to-left line (Arabic writes it after the amount)', () => {
    const text = formatMoney(15164, 'USD', 'ar');
    expect(text).toMatch(/US\$\u200E$/u);
    // Nothing added where the symbol cannot split.
    expect(formatMoney(15164, 'USD', 'he')).not.toContain('\u200E');
    expect(formatMoney(15164, 'USD', 'en')).toBe('$151.64');
  });

  it('formats minor units in the visitor language', () => {
    expect(formatMoney(12345, 'EUR', 'en')).toBe('€123.45');
    expect(nbsp(formatMoney(12345, 'EUR', 'de'))).toBe('123,45 €');
    expect(formatMoney(12345, 'JPY', 'en')).toBe('¥12,345');
    expect(formatMoney(12345, 'KWD', 'en')).toMatch(/12\.345/);
    expect(nbsp(formatMoney(12345, 'ILS', 'he'))).toMatch(/123\.45/);
  });

  it('supports a divisor, plain amounts, zero and extra decimals', () => {
    expect(formatMoney(30000, 'USD', 'en', { divisor: 3 })).toBe('$100.00');
    expect(formatMoney(99.5, 'USD', 'en', { minorUnits: false })).toBe('$99.50');
    expect(formatMoney(12345, 'USD', 'en', { decimals: 'zero' })).toBe('$123');
    expect(formatMoney(10000, 'USD', 'en', { divisor: 3, decimals: 'extra' })).toBe('$33.3333');
  });

  it('shows #NaN! for what is not a finite amount', () => {
    expect(formatMoney(Number.NaN, 'USD', 'en')).toBe(NOT_A_NUMBER);
    expect(formatMoney(Infinity, 'USD', 'en')).toBe(NOT_A_NUMBER);
    expect(formatMoney(100, 'USD', 'en', { divisor: 0 })).toBe(NOT_A_NUMBER);
  });

  it('writes an amount in a code Intl does not take in the language’s own number marks', () => {
    expect(formatMoney(123456, 'EURO', 'de')).toBe('1.234,56 EURO');
    expect(formatMoney(123456, 'EURO', 'en')).toBe('1,234.56 EURO');
  });
});

describe('starRating', () => {
  it('shows only whole stars from 1 to 5', () => {
    expect([1, 2, 3, 4, 5].map(starRating)).toEqual([1, 2, 3, 4, 5]);
    for (const bad of [0, 6, -1, 3.5, Number.NaN, '4', null, undefined])
      expect(starRating(bad)).toBeNull();
  });
});
