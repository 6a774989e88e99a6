import { describe, expect, it } from 'vitest';
import currencies from '../../contract/currencies.json';
import {
  CURRENCIES,
  currencyName,
  defaultCurrency,
  isCurrency,
  POPULAR_CURRENCIES,
} from '../../src/lib/currencies';

describe('currencies', () => {
  it('match the bundled data (code, symbol, minor units)', () => {
    expect(CURRENCIES.map((c) => [c.code, c.symbol, c.minor])).toEqual(
      currencies.map((c) => [c.code, c.symbol, c.minor_units]),
    );
    expect(POPULAR_CURRENCIES.every(isCurrency)).toBe(true);
  });

  it('have names in every language and sensible defaults', () => {
    expect(currencyName('ILS', 'he')).toBe('שקל חדש');
    expect(currencyName('EUR', 'de')).toBe('Euro');
    expect(defaultCurrency('he')).toBe('ILS');
    expect(defaultCurrency('fr')).toBe('EUR');
    expect(defaultCurrency('ja')).toBe('USD');
  });
});
