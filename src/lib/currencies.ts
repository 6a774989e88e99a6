/**
 * The currencies of SPEC section 3 in the compact form the browser needs: code, the
 * symbol SPEC gives (or null) and the minor units. Names come from `Intl.DisplayNames`
 * in the visitor's language. contract/currencies.json holds the full entries; a unit test
 * keeps the two in step.
 */
export const CURRENCIES: readonly { code: string; symbol: string | null; minor: number }[] = (
  [
    ['ARS', null, 2],
    ['AUD', 'A$', 2],
    ['AZN', null, 2],
    ['BHD', null, 3],
    ['BRL', 'R$', 2],
    ['GBP', '£', 2],
    ['BGN', null, 2],
    ['CAD', 'CA$', 2],
    ['XOF', 'CFA', 0],
    ['CLP', null, 0],
    ['CNY', 'CN¥', 2],
    ['COP', null, 2],
    ['CZK', null, 2],
    ['DKK', null, 2],
    ['EGP', null, 2],
    ['EUR', '€', 2],
    ['FJD', null, 2],
    ['GEL', null, 2],
    ['HKD', 'HK$', 2],
    ['HUF', null, 2],
    ['INR', '₹', 2],
    ['IDR', null, 2],
    ['ILS', '₪', 2],
    ['JPY', '¥', 0],
    ['JOD', null, 3],
    ['KZT', null, 2],
    ['KWD', null, 3],
    ['MYR', null, 2],
    ['MXN', 'MX$', 2],
    ['MDL', null, 2],
    ['NAD', null, 2],
    ['TWD', 'NT$', 2],
    ['NZD', 'NZ$', 2],
    ['NOK', null, 2],
    ['OMR', null, 3],
    ['PHP', '₱', 2],
    ['PLN', 'zł', 2],
    ['QAR', null, 2],
    ['RON', null, 2],
    ['RUB', null, 2],
    ['SAR', null, 2],
    ['SGD', null, 2],
    ['ZAR', null, 2],
    ['KRW', '₩', 0],
    ['SEK', null, 2],
    ['CHF', null, 2],
    ['THB', null, 2],
    ['TRY', null, 2],
    ['UAH', null, 2],
    ['AED', null, 2],
    ['USD', '$', 2],
  ] as const
).map(([code, symbol, minor]) => ({ code, symbol, minor }));

/** Shown first in the currency picker (SPEC section 9). */
export const POPULAR_CURRENCIES = ['EUR', 'GBP', 'ILS', 'USD'] as const;

const codes = new Set(CURRENCIES.map((c) => c.code));

/** True for a supported currency code (upper-case, exact). */
export function isCurrency(code: string | null | undefined): boolean {
  return typeof code === 'string' && codes.has(code);
}

/** The currency's symbol: SPEC's, else the code itself. */
export function currencySymbol(code: string): string {
  return CURRENCIES.find((c) => c.code === code)?.symbol ?? code;
}

const namesCache = new Map<string, Intl.DisplayNames>();
// `Intl.DisplayNames.of` is slow next to a map look-up, and pre-rendering asks for every
// currency's name on every page.
const nameCache = new Map<string, string>();

/** The currency's name in a language (BCP 47 tag), falling back to the code. */
export function currencyName(code: string, iso: string): string {
  const key = `${iso}|${code}`;
  const known = nameCache.get(key);
  if (known !== undefined) return known;
  let names = namesCache.get(iso);
  if (!names) {
    names = new Intl.DisplayNames([iso, 'en'], { type: 'currency' });
    namesCache.set(iso, names);
  }
  let name = code;
  try {
    name = names.of(code) ?? code;
  } catch {
    // An unknown code keeps the code as its name.
  }
  nameCache.set(key, name);
  return name;
}

const sortedCache = new Map<string, readonly string[]>();

/** Every currency code, sorted by its name in a language (BCP 47 tag). */
export function currenciesByName(iso: string): readonly string[] {
  let sorted = sortedCache.get(iso);
  if (!sorted) {
    const collator = new Intl.Collator(iso);
    sorted = CURRENCIES.map((c) => c.code).sort((a, b) =>
      collator.compare(currencyName(a, iso), currencyName(b, iso)),
    );
    sortedCache.set(iso, sorted);
  }
  return sorted;
}

const EURO_LOCALES = new Set([
  'de',
  'fr',
  'es',
  'it',
  'nl',
  'pt',
  'fi',
  'el',
  'et',
  'lt',
  'sk',
  'sl',
  'hr',
  'ca',
]);

/** The currency a visitor starts with, from the site language: ILS for he, EUR in the euro area, else USD. */
export function defaultCurrency(locale: string): string {
  if (locale === 'he') return 'ILS';
  return EURO_LOCALES.has(locale) ? 'EUR' : 'USD';
}
