import countries from '../data/countries.json';
import { getLocale } from './i18n/locales';
import { regionName } from './region-name';

/** A country of the bundled list (SPEC section 3 "Country"). */
export type Country = (typeof countries)[number];

const bySlug = new Map(countries.map((c) => [c.slug, c]));
const byCode = new Map(countries.map((c) => [c.code.toLowerCase(), c]));

/** Every bundled country. */
export const COUNTRIES: readonly Country[] = countries;

/** The country of a route's country slug (`germany`) or two-letter code (`de`). */
export function findCountry(slugOrCode: string | undefined): Country | undefined {
  if (!slugOrCode) return undefined;
  const key = slugOrCode.toLowerCase();
  return bySlug.get(key) ?? byCode.get(key);
}

/** A country's name in a site locale, from `Intl.DisplayNames`, else its English title. */
export function countryName(country: Country, locale: string): string {
  return regionName(country.code, getLocale(locale).iso, country.title);
}

/** A readable name from a URL slug: `tel-aviv` is `Tel Aviv`. */
export function nameFromSlug(slug: string): string {
  return slug
    .split('-')
    .filter((w) => w !== '')
    .map((w) => w.charAt(0).toLocaleUpperCase('en') + w.slice(1))
    .join(' ');
}

/** A URL slug is lower-case letters, digits and single hyphens (at most 120 characters). */
export function isSlug(value: string | undefined): value is string {
  return (
    typeof value === 'string' && value.length <= 120 && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value)
  );
}
