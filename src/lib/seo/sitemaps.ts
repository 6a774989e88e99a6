/**
 * The sitemaps (sitemaps.org 0.9 with `xhtml:link` alternates): one index, and per locale one
 * sitemap of its static and landing pages plus sitemaps of its hotel pages in chunks. Every
 * URL lists all its language versions and `x-default` (the same links the page itself has,
 * from `pageAlternates`) and its `lastmod`. Hotel pages render on demand; their routes come
 * from the build-time list `src/data/hotel-slugs.json`.
 */
import { hotelSlugsSchema } from '../../../contract/places/snapshot.ts';
import slugData from '../../data/hotel-slugs.json';
import { SITE_URL } from '../config';
import { LOCALE_CODES } from '../i18n/locales';
import { landingCities, landingCountries, snapshotCity } from '../places/destinations';
import { FIXED_DESTINATIONS, routeUrl, type RouteName } from '../routes';
import { pageAlternates, pageUrl } from './alternates';

/** Hotel URLs per hotel sitemap: each URL carries 40 alternates, so files stay near 10 MB. */
export const HOTELS_PER_SITEMAP = 2500;

/** The static pages search engines should index (the others are per visitor or noindex). */
const STATIC_ROUTES: RouteName[] = [
  'index',
  'hotels',
  'hotels-israel',
  ...FIXED_DESTINATIONS.map((d) => d.route),
  'flights',
  'cars',
  'packages',
  'tickets',
  'app',
  'terms-of-use',
  'privacy-policy',
  'agent-terms-of-use',
];

const hotelSlugs = hotelSlugsSchema.parse(slugData);

/** The locale-free paths of the static and landing pages. */
export function pagePaths(): string[] {
  return [
    ...STATIC_ROUTES.map((name) => routeUrl(name, {}, 'en')),
    ...landingCountries().map(({ country }) =>
      routeUrl('hotels-destination-countrySlug', { countrySlug: country.slug }, 'en'),
    ),
    ...landingCities().map(({ country, city }) =>
      routeUrl(
        'hotels-destination-countrySlug-destinationSlug',
        { countrySlug: country.slug, destinationSlug: city.slug },
        'en',
      ),
    ),
  ];
}

let hotels: string[] | undefined;

/** The locale-free paths of every hotel page, city by city. */
export function hotelPaths(): string[] {
  if (hotels) return hotels;
  const countrySlug = new Map(landingCountries().map((c) => [c.country.code, c.country.slug]));
  hotels = Object.entries(hotelSlugs).flatMap(([id, slugs]) => {
    const city = snapshotCity(Number(id));
    const country = city ? countrySlug.get(city.country) : undefined;
    if (!city || !country) return [];
    return slugs.map((hotelSlug) =>
      routeUrl(
        'hotels-destination-countrySlug-destinationSlug-hotelSlug',
        { countrySlug: country, destinationSlug: city.slug, hotelSlug },
        'en',
      ),
    );
  });
  return hotels;
}

/** A sitemap of the index: its file name and the locale-free paths it lists. */
export interface SitemapFile {
  name: string;
  locale: string;
  paths: () => string[];
}

/** Every sitemap: `{locale}-pages` and `{locale}-hotels-{n}` for each locale. */
export function sitemapFiles(): SitemapFile[] {
  const chunks = Math.ceil(hotelPaths().length / HOTELS_PER_SITEMAP);
  return LOCALE_CODES.flatMap((locale) => [
    { name: `${locale}-pages`, locale, paths: pagePaths },
    ...Array.from({ length: chunks }, (_, i) => ({
      name: `${locale}-hotels-${i + 1}`,
      locale,
      paths: () => hotelPaths().slice(i * HOTELS_PER_SITEMAP, (i + 1) * HOTELS_PER_SITEMAP),
    })),
  ]);
}

/** The sitemap of a file name, if there is one. */
export function findSitemap(name: string): SitemapFile | undefined {
  return sitemapFiles().find((file) => file.name === name);
}

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The URL of a sitemap file. */
export function sitemapUrl(name: string): string {
  return `${SITE_URL}/sitemaps/${name}.xml`;
}

/** The sitemap index XML. */
export function sitemapIndexXml(lastmod: string): string {
  const entries = sitemapFiles()
    .map(
      (file) =>
        `<sitemap><loc>${escapeXml(sitemapUrl(file.name))}</loc><lastmod>${lastmod}</lastmod></sitemap>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</sitemapindex>\n`;
}

/** A sitemap XML: each path in `locale` with all its language versions. */
export function urlsetXml(paths: string[], locale: string, lastmod: string): string {
  const urls = paths.map((path) => {
    const links = pageAlternates(path)
      .map(
        (a) => `<xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${escapeXml(a.href)}"/>`,
      )
      .join('');
    return `<url><loc>${escapeXml(pageUrl(path, locale))}</loc><lastmod>${lastmod}</lastmod>${links}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}
