import type { CountryRef } from '../lib/types';
import { arrayOf, is, persisted } from './persisted';

function parseCountry(value: unknown): CountryRef | undefined {
  if (!is.record(value) || !is.string(value.code) || !/^[A-Z]{2}$/.test(value.code))
    return undefined;
  return {
    code: value.code,
    name: is.string(value.name) ? value.name : value.code,
    dial_code:
      is.string(value.dial_code) && /^\+[\d-]{1,8}$/.test(value.dial_code) ? value.dial_code : '',
  };
}

/** The visitor's country (code, name, dial code), or null while unknown. */
export const $country = persisted<CountryRef | null>('country', null, (v) =>
  v === null ? null : parseCountry(v),
);

/** Countries the visitor chose recently, newest first (at most 5), shown first in the picker. */
export const $countries = persisted<CountryRef[]>('countries', [], arrayOf(parseCountry));

export function setCountry(country: CountryRef): void {
  const valid = parseCountry(country);
  if (!valid) return;
  $country.set(valid);
  $countries.set([valid, ...$countries.get().filter((c) => c.code !== valid.code)].slice(0, 5));
}
