/**
 * Writes contract/currencies.json: exactly the currencies of SPEC section 3, in its order, with the
 * symbols it gives (others null), names from Intl.DisplayNames for the SPEC's currency name
 * locales, and ISO 4217 minor units. Run: node api/scripts/build-currencies.ts
 */
import { writeFileSync } from 'node:fs';

const CODES = [
  'ARS',
  'AUD',
  'AZN',
  'BHD',
  'BRL',
  'GBP',
  'BGN',
  'CAD',
  'XOF',
  'CLP',
  'CNY',
  'COP',
  'CZK',
  'DKK',
  'EGP',
  'EUR',
  'FJD',
  'GEL',
  'HKD',
  'HUF',
  'INR',
  'IDR',
  'ILS',
  'JPY',
  'JOD',
  'KZT',
  'KWD',
  'MYR',
  'MXN',
  'MDL',
  'NAD',
  'TWD',
  'NZD',
  'NOK',
  'OMR',
  'PHP',
  'PLN',
  'QAR',
  'RON',
  'RUB',
  'SAR',
  'SGD',
  'ZAR',
  'KRW',
  'SEK',
  'CHF',
  'THB',
  'TRY',
  'UAH',
  'AED',
  'USD',
];

const SYMBOLS: Record<string, string> = {
  AUD: 'A$',
  BRL: 'R$',
  GBP: '£',
  CAD: 'CA$',
  XOF: 'CFA',
  CNY: 'CN¥',
  EUR: '€',
  HKD: 'HK$',
  INR: '₹',
  ILS: '₪',
  JPY: '¥',
  MXN: 'MX$',
  TWD: 'NT$',
  NZD: 'NZ$',
  PHP: '₱',
  PLN: 'zł',
  KRW: '₩',
  USD: '$',
};

const MINOR_UNITS: Record<string, number> = {
  BHD: 3,
  JOD: 3,
  KWD: 3,
  OMR: 3,
  CLP: 0,
  JPY: 0,
  KRW: 0,
  XOF: 0,
};

// SPEC section 9 "Currency name locales", keyed as the SPEC writes them.
const NAME_LOCALES = [
  'en_GB',
  'en_US',
  'de',
  'nl',
  'fr',
  'es',
  'es_AR',
  'ca',
  'it',
  'pt_PT',
  'pt_BR',
  'no',
  'fi',
  'sv',
  'da',
  'cs',
  'hu',
  'ro',
  'ja',
  'zh_CN',
  'zh_TW',
  'pl',
  'el',
  'ru',
  'tr',
  'bg',
  'ar',
  'ko',
  'he',
  'lv',
  'uk',
  'id',
  'ms',
  'th',
  'et',
  'hr',
  'lt',
  'sk',
  'sr',
  'sl',
  'vi',
  'tl',
  'is',
];

const ENGLISH_OVERRIDES: Record<string, string> = { AED: 'UAE Dirham' };

const english = new Intl.DisplayNames('en', { type: 'currency' });
const currencies = CODES.map((code) => {
  const translations: Record<string, string> = {};
  for (const key of NAME_LOCALES) {
    const name = new Intl.DisplayNames(key.replace('_', '-'), { type: 'currency' }).of(code);
    if (name && name !== code) translations[key] = name;
  }
  return {
    code,
    name: ENGLISH_OVERRIDES[code] ?? english.of(code) ?? code,
    symbol: SYMBOLS[code] ?? null,
    translations,
    minor_units: MINOR_UNITS[code] ?? 2,
  };
});

writeFileSync(
  new URL('../../contract/currencies.json', import.meta.url),
  JSON.stringify(currencies, null, 2) + '\n',
);
console.log(`wrote ${currencies.length} currencies`);
