/**
 * Countries with hotels grouped by continent (SPEC section 3 continent ids), with continent
 * and country names in a locale from `Intl.DisplayNames` (UN M49 area codes for continents).
 */
import { countryName } from '../geo';
import { getLocale } from '../i18n/locales';
import { routeUrl } from '../routes';
import { landingCountries } from './destinations';

/** The continents of the bundled country list, in the order `/hotels` shows them. */
const CONTINENTS = [
  { slug: 'europe', m49: '150' },
  { slug: 'asia', m49: '142' },
  { slug: 'north-america', m49: '003' },
  { slug: 'south-america', m49: '005' },
  { slug: 'africa', m49: '002' },
  { slug: 'oceania', m49: '009' },
] as const;

/** A continent and the links to its countries' landing pages. */
export interface ContinentGroup {
  slug: string;
  name: string;
  countries: { href: string; name: string }[];
}

const cache = new Map<string, ContinentGroup[]>();

/** Every country with hotels by continent, names and order in the locale. */
export function countriesByContinent(locale: string): ContinentGroup[] {
  const known = cache.get(locale);
  if (known) return known;
  const iso = getLocale(locale).iso;
  const regions = new Intl.DisplayNames([iso, 'en'], { type: 'region' });
  const collator = new Intl.Collator(iso);
  const groups = CONTINENTS.map(({ slug, m49 }) => ({
    slug,
    name: regions.of(m49) ?? slug,
    countries: landingCountries()
      .filter(({ country }) => country.continent.slug === slug)
      .map(({ country }) => ({
        href: routeUrl('hotels-destination-countrySlug', { countrySlug: country.slug }, locale),
        name: countryName(country, locale),
      }))
      .sort((a, b) => collator.compare(a.name, b.name)),
  })).filter((group) => group.countries.length > 0);
  cache.set(locale, groups);
  return groups;
}
