import countries from '../data/countries.json';
import { getLocale } from './i18n/locales';

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

const regionNames = new Map<string, Intl.DisplayNames>();
// Pre-rendering asks for the same names on thousands of pages; a map beats `DisplayNames.of`.
const nameCache = new Map<string, string>();

/** A country's name in a site locale, from `Intl.DisplayNames`, else its English title. */
export function countryName(country: Country, locale: string): string {
  const iso = getLocale(locale).iso;
  const key = `${iso}|${country.code}`;
  const known = nameCache.get(key);
  if (known !== undefined) return known;
  let names = regionNames.get(iso);
  if (!names) {
    names = new Intl.DisplayNames([iso, 'en'], { type: 'region', fallback: 'none' });
    regionNames.set(iso, names);
  }
  let name = country.title;
  try {
    name = names.of(country.code) ?? country.title;
  } catch {
    // A code Intl does not know keeps the bundled English title.
  }
  nameCache.set(key, name);
  return name;
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
