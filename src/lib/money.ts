import { CURRENCIES } from './currencies';
import { numberFormat } from './units';

/** What SPEC section 5 shows for an amount that is not a finite number. */
export const NOT_A_NUMBER = '#NaN!';

export interface MoneyOptions {
  /** Divide the amount first (e.g. a total by nights); 1 by default. */
  divisor?: number;
  /** The amount is in minor units (cents): scale by the currency's minor units. Default true. */
  minorUnits?: boolean;
  /** `zero`: no decimals; `extra`: two more than the currency has; default: the currency's. */
  decimals?: 'zero' | 'extra';
}

/** Minor units of a currency (2 when unknown). */
export function minorUnitsOf(currency: string): number {
  return CURRENCIES.find((c) => c.code === currency)?.minor ?? 2;
}

/**
 * Arabic writes the amount first and the symbol last ("151.64 US$"): in a right-to-left line
 * the `$` after the Latin "US" takes the line's direction and moves to the other side ("$US
 * 151.64"). A left-to-right mark after a symbol that ends in marks keeps it whole.
 */
function keepSymbolWhole(text: string): string {
  return /\p{Script=Latin}[^\p{L}\p{N}\s]+$/u.test(text) ? `${text}\u200E` : text;
}

/** The options of a currency's format with `digits` decimals (one key per format). */
function moneyFormatOptions(currency: string, digits: number): Intl.NumberFormatOptions {
  return {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  };
}

/** The formats `formatMoney` uses for `currency`: no decimals, the currency's, two more. */
export function moneyFormats(currency: string): Intl.NumberFormatOptions[] {
  const minor = minorUnitsOf(currency);
  return [0, minor, minor + 2].map((digits) => moneyFormatOptions(currency, digits));
}

/**
 * Formats money with `Intl.NumberFormat` in the visitor's language (SPEC section 5):
 * `formatMoney(12345, 'EUR', 'de')` is "123,45 €". A non-finite amount (or divisor) gives
 * "#NaN!".
 */
export function formatMoney(
  amount: number,
  currency: string,
  iso: string,
  options: MoneyOptions = {},
): string {
  const { divisor = 1, minorUnits = true, decimals } = options;
  const minor = minorUnitsOf(currency);
  const value = (minorUnits ? amount / 10 ** minor : amount) / divisor;
  if (!Number.isFinite(value)) return NOT_A_NUMBER;
  const digits = decimals === 'zero' ? 0 : decimals === 'extra' ? minor + 2 : minor;
  try {
    const format = numberFormat(iso, moneyFormatOptions(currency, digits));
    return keepSymbolWhole(format.format(value));
  } catch {
    // Not a currency `Intl` accepts (no three-letter code): the number still in the language's
    // own marks, the code after it.
    const number = numberFormat(iso, {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    return `${number.format(value)} ${currency}`;
  }
}
