/**
 * Writes contract/places/cities.cldr.json: the names of the cities that get hotels in the 39
 * site locales, for every city that is a time-zone exemplar city of the Unicode CLDR
 * (`cldr-dates-full`, Unicode-3.0 licence): CLDR translators name these cities in each language.
 * Cities are matched to zones by name and country (the system's tzdata `zone.tab`). Each entry
 * holds the names that differ from the English one. Hand-written names for the other cities
 * and corrections live in contract/places/cities.json, which wins over this file.
 *
 * Run: npm install --no-save cldr-dates-full@48.2.0 && node api/scripts/build-place-names.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { PLACE_LOCALES } from '../../contract/places/names.ts';
import { slugify } from './slug.ts';

const require = createRequire(import.meta.url);

/** The CLDR locale of each site locale (CLDR's `pt` is Brazilian, `sr` Cyrillic). */
const CLDR_LOCALE: Record<string, string[]> = {
  pt: ['pt-PT', 'pt'],
  'pt-br': ['pt'],
  'tl-ph': ['fil'],
  'zh-cn': ['zh'],
  'zh-tw': ['zh-Hant'],
};

/** CLDR keys zones by their older identifiers. */
const CLDR_ZONE: Record<string, string> = {
  'Asia/Kolkata': 'Asia/Calcutta',
  'Asia/Yangon': 'Asia/Rangoon',
  'Asia/Ho_Chi_Minh': 'Asia/Saigon',
  'Europe/Kyiv': 'Europe/Kiev',
  'Asia/Kathmandu': 'Asia/Katmandu',
  'Atlantic/Faroe': 'Atlantic/Faeroe',
  'America/Nuuk': 'America/Godthab',
  'Pacific/Chuuk': 'Pacific/Truk',
  'Africa/Asmara': 'Africa/Asmera',
  'America/Argentina/Buenos_Aires': 'America/Buenos_Aires',
  'America/Argentina/Cordoba': 'America/Cordoba',
};

/** Zones named after their country, not a city: the exemplar would be the country's name. */
const COUNTRY_NAMED = new Set([
  'America/Guatemala',
  'America/Panama',
  'America/El_Salvador',
  'America/Puerto_Rico',
  'Asia/Kuwait',
]);

/** Cities whose zone name differs from the city's: GeoNames id -> zone. */
const CITY_ZONE: Record<number, string> = {
  1566083: 'Asia/Ho_Chi_Minh',
  3183875: 'Europe/Tirane',
  2028462: 'Asia/Ulaanbaatar',
};

type CityRow = [number, string, string, number, number, number];
const cities = JSON.parse(
  readFileSync(new URL('../data/cities.json', import.meta.url), 'utf8'),
) as CityRow[];

const zones = readFileSync('/usr/share/zoneinfo/zone.tab', 'utf8')
  .split('\n')
  .filter((line) => line && !line.startsWith('#'))
  .map((line) => {
    const [country = '', , zone = ''] = line.split('\t');
    return { country, zone };
  });

function exemplars(cldrLocale: string): Map<string, string> {
  const file = require(`cldr-dates-full/main/${cldrLocale}/timeZoneNames.json`) as {
    main: Record<string, { dates: { timeZoneNames: { zone: Record<string, unknown> } } }>;
  };
  const found = new Map<string, string>();
  const walk = (node: unknown, path: string[]) => {
    if (typeof node !== 'object' || node === null) return;
    const record = node as Record<string, unknown>;
    if (typeof record['exemplarCity'] === 'string')
      found.set(path.join('/'), record['exemplarCity']);
    for (const [key, value] of Object.entries(record)) walk(value, [...path, key]);
  };
  walk(file.main[cldrLocale]?.dates.timeZoneNames.zone, []);
  return found;
}

const byLocale = new Map<string, Map<string, string>[]>();
for (const locale of PLACE_LOCALES) {
  const chain = CLDR_LOCALE[locale] ?? [locale];
  byLocale.set(locale, chain.map(exemplars));
}

const out: Record<string, Record<string, string>> = {};
let matched = 0;
for (const [id, name, country] of cities) {
  const zone = zones.find(
    (z) =>
      z.zone === CITY_ZONE[id] ||
      (z.country === country &&
        !COUNTRY_NAMED.has(z.zone) &&
        slugify((z.zone.split('/').pop() ?? '').replace(/_/g, ' ')) === slugify(name)),
  );
  if (!zone) continue;
  matched++;
  const key = CLDR_ZONE[zone.zone] ?? zone.zone;
  const root = (zone.zone.split('/').pop() ?? '').replace(/_/g, ' ');
  const names: Record<string, string> = {};
  const english = byLocale.get('en')?.[0]?.get(key) ?? root;
  names['en'] = english;
  for (const locale of PLACE_LOCALES) {
    if (locale === 'en') continue;
    const local = byLocale
      .get(locale)
      ?.map((m) => m.get(key))
      .find((n) => n !== undefined);
    if (local !== undefined && local !== english) names[locale] = local;
  }
  out[String(id)] = names;
}

writeFileSync(
  new URL('../../contract/places/cities.cldr.json', import.meta.url),
  '{\n' +
    Object.entries(out)
      .map(([id, names]) => `  ${JSON.stringify(id)}: ${JSON.stringify(names)}`)
      .join(',\n') +
    '\n}\n',
);
console.log(`wrote CLDR names of ${matched} of ${cities.length} cities`);
