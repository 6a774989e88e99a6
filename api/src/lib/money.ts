import { readFileSync } from 'node:fs';
import type { Money } from '../../../contract/money.ts';

export type { Money } from '../../../contract/money.ts';

interface CurrencyRow {
  code: string;
  minor_units: number;
}

const currencies = JSON.parse(
  readFileSync(new URL('../../../contract/currencies.json', import.meta.url), 'utf8'),
) as CurrencyRow[];

/** Minor units per supported currency code (the bundled SPEC list). */
export const MINOR_UNITS: ReadonlyMap<string, number> = new Map(
  currencies.map((c) => [c.code, c.minor_units]),
);

/** Fixed demo exchange rates: units of each currency per 1 EUR. */
export const FX_FROM_EUR: Readonly<Record<string, number>> = {
  EUR: 1,
  USD: 1.08,
  GBP: 0.85,
  ILS: 4.0,
  ARS: 1100,
  AUD: 1.65,
  AZN: 1.84,
  BHD: 0.407,
  BRL: 6.0,
  BGN: 1.9558,
  CAD: 1.48,
  XOF: 655.957,
  CLP: 1010,
  CNY: 7.8,
  COP: 4400,
  CZK: 25.1,
  DKK: 7.46,
  EGP: 53,
  FJD: 2.45,
  GEL: 2.95,
  HKD: 8.45,
  HUF: 395,
  INR: 91,
  IDR: 17500,
  JPY: 163,
  JOD: 0.766,
  KZT: 530,
  KWD: 0.332,
  MYR: 4.95,
  MXN: 20.5,
  MDL: 19.3,
  NAD: 19.8,
  TWD: 34.8,
  NZD: 1.8,
  NOK: 11.6,
  OMR: 0.416,
  PHP: 62,
  PLN: 4.3,
  QAR: 3.93,
  RON: 4.97,
  RUB: 98,
  SAR: 4.05,
  SGD: 1.45,
  ZAR: 19.8,
  KRW: 1480,
  SEK: 11.3,
  CHF: 0.95,
  THB: 37.5,
  TRY: 37,
  UAH: 45,
  AED: 3.97,
};

/** True when the code (upper-case) is a supported currency. */
export function isCurrency(code: string): boolean {
  return MINOR_UNITS.has(code) && code in FX_FROM_EUR;
}

/** Converts a euro amount (a float) to integer minor units of a supported currency. */
export function fromEur(eur: number, currency: string): number {
  const units = MINOR_UNITS.get(currency) ?? 2;
  const rate = FX_FROM_EUR[currency] ?? 1;
  return Math.round(eur * rate * 10 ** units);
}

/** Money of integer minor units. */
export function money(amount: number, currency: string): Money {
  return { amount, currency };
}

/** A plain display string of Money, e.g. "EUR 123.45" (for the payment page). */
export function formatMoney(value: Money, locale = 'en'): string {
  const units = MINOR_UNITS.get(value.currency) ?? 2;
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: value.currency,
    minimumFractionDigits: units,
    maximumFractionDigits: units,
  }).format(value.amount / 10 ** units);
}

/** Minor units of `to` per minor unit of `from`, at the demo rates (1 for the same currency). */
export function minorRate(from: string, to: string): number {
  if (from === to) return 1;
  const units = (MINOR_UNITS.get(to) ?? 2) - (MINOR_UNITS.get(from) ?? 2);
  return ((FX_FROM_EUR[to] ?? 1) / (FX_FROM_EUR[from] ?? 1)) * 10 ** units;
}
