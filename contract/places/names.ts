/**
 * Place names in the 39 site locales, shared by the booking API (autocomplete, destination
 * answers, hotel addresses) and the site (pre-rendered landing pages). Sources and review:
 * contract/places/README.md.
 *
 * - Cities are keyed by their GeoNames id (`api/data/cities.json`), named places (airports,
 *   districts, landmarks) by their slug (`dxb-airport`).
 * - Every entry has its English name; other locales appear where their name differs from it.
 *   `alt` lists further spellings that search should also match (`Bombay`, `Saigon`).
 * - Country names are not here: they come from `Intl.DisplayNames`.
 */
import { z } from 'zod/mini';
import areasData from './areas.json' with { type: 'json' };
import cldrData from './cities.cldr.json' with { type: 'json' };
import citiesData from './cities.json' with { type: 'json' };
import { LOCALES, type Locale } from '../locales.ts';

/** The site's locales (contract/locales.ts), the keys of every name entry. */
export const PLACE_LOCALES = LOCALES;

/** A site locale code. */
export type PlaceLocale = Locale;

const localeSet = new Set<string>(PLACE_LOCALES);

/** The names of one place: English always, other locales where they differ, search spellings. */
export interface PlaceNames {
  readonly en: string;
  readonly local: Readonly<Partial<Record<PlaceLocale, string>>>;
  readonly alt: readonly string[];
}

const name = z.string().check(z.minLength(1), z.maxLength(120));

/**
 * One entry of the data files: `{ "en": "Munich", "de": "München", "alt": ["Muenchen"] }`.
 * `en` may be left out only where the entry corrects another file's entry for the same key.
 */
export const placeNamesSchema = z
  .catchall(z.object({ en: z.optional(name), alt: z.optional(z.array(name)) }), name)
  .check(
    z.refine((entry) => Object.keys(entry).every((key) => key === 'alt' || localeSet.has(key)), {
      message: 'unknown locale',
    }),
  );

/** A data file: entries by key (GeoNames id or place slug). */
export const placeNamesFileSchema = z.record(z.string(), placeNamesSchema);

type Entry = z.infer<typeof placeNamesSchema>;

function toNames(key: string, entry: Entry): PlaceNames {
  const en = entry.en;
  if (en === undefined) throw new Error(`place ${key} has no English name`);
  const local: Partial<Record<PlaceLocale, string>> = {};
  for (const locale of PLACE_LOCALES) {
    const value = entry[locale];
    if (locale === 'en' || typeof value !== 'string') continue;
    // CLDR marks hyphenation points (soft hyphens) and uses non-breaking hyphens.
    const clean = value.replace(/\u00AD/g, '').replace(/\u2011/g, '-');
    if (clean !== en) local[locale] = clean;
  }
  return { en, local, alt: entry.alt ?? [] };
}

/** Merges a base file with corrections: a correction's fields replace the base's. */
function merge(
  base: Record<string, Entry>,
  corrections: Record<string, Entry>,
): Map<string, PlaceNames> {
  const out = new Map<string, PlaceNames>();
  for (const key of new Set([...Object.keys(base), ...Object.keys(corrections)])) {
    out.set(key, toNames(key, { ...base[key], ...corrections[key] }));
  }
  return out;
}

const cities = merge(placeNamesFileSchema.parse(cldrData), placeNamesFileSchema.parse(citiesData));
const areas = merge({}, placeNamesFileSchema.parse(areasData));

/** The names of a city by GeoNames id, or undefined for a city the data does not hold. */
export function cityNames(id: number): PlaceNames | undefined {
  return cities.get(String(id));
}

/** The names of a named place (airport, district, landmark) by slug. */
export function areaNames(slug: string): PlaceNames | undefined {
  return areas.get(slug);
}

/** Every city id the data names. */
export function namedCityIds(): number[] {
  return [...cities.keys()].map(Number);
}

/** Every named-place slug the data names. */
export function namedAreaSlugs(): string[] {
  return [...areas.keys()];
}

/** The name in a locale: the locale's own, else English. Unknown locales read English. */
export function localName(names: PlaceNames, locale: string): string {
  return (localeSet.has(locale) ? names.local[locale as PlaceLocale] : undefined) ?? names.en;
}

/** Every distinct spelling of a place (all locales and `alt`), for search. */
export function allSpellings(names: PlaceNames): string[] {
  return [...new Set([names.en, ...Object.values(names.local), ...names.alt])];
}
