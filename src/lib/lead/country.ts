import { COUNTRIES, countryName } from '../geo';
import { getLocale } from '../i18n/locales';
import type { CountryRef } from '../types';

/**
 * The country whose dial code the lead form starts with when the visitor has not chosen one:
 * the region the locale's language most likely means (`he` Israel, `en` United States,
 * `pt-br` Brazil), from `Intl.Locale#maximize`; United States when there is none.
 */
export function localeCountry(locale: string): CountryRef {
  // Every page's lead form asks; `Intl.Locale#maximize` is slow next to a map look-up.
  const known = byLocale.get(locale);
  if (known) return known;
  const found = findLocaleCountry(locale);
  byLocale.set(locale, found);
  return found;
}

const byLocale = new Map<string, CountryRef>();

function findLocaleCountry(locale: string): CountryRef {
  const iso = getLocale(locale).iso;
  let region: string | undefined;
  try {
    region = new Intl.Locale(iso).maximize().region;
  } catch {
    region = undefined;
  }
  const country =
    COUNTRIES.find((c) => c.code === region && c.dial_code !== '') ??
    COUNTRIES.find((c) => c.code === 'US');
  if (!country) return { code: 'US', name: 'United States', dial_code: '+1' };
  return { code: country.code, name: countryName(country, locale), dial_code: country.dial_code };
}
