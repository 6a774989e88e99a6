/**
 * Writes src/data/countries.json (SPEC section 3 Country) from the `world-countries` package.
 * Run: node api/scripts/build-countries.ts
 * Antarctic-region entries (AQ, BV, GS, HM, TF) are filed under Oceania (continent 7).
 */
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { slugify } from './slug.ts';

interface SourceCountry {
  name: { common: string; official: string };
  cca2: string;
  ccn3: string;
  currencies?: Record<string, unknown>;
  idd: { root?: string; suffixes?: string[] };
  region: string;
  subregion: string;
  latlng: [number, number];
  flag?: string;
}

const require = createRequire(import.meta.url);
const source = require('world-countries') as SourceCountry[];

const CONTINENTS = {
  asia: { id: 1, name: 'Asia', slug: 'asia' },
  africa: { id: 2, name: 'Africa', slug: 'africa' },
  northAmerica: { id: 3, name: 'North America', slug: 'north-america' },
  southAmerica: { id: 4, name: 'South America', slug: 'south-america' },
  europe: { id: 6, name: 'Europe', slug: 'europe' },
  oceania: { id: 7, name: 'Oceania', slug: 'oceania' },
};

// The source has no single calling code or currency for these entries.
const DIAL_OVERRIDES: Record<string, string> = {
  AQ: '+672',
  HM: '+672',
  SH: '+290',
  EH: '+212',
  VA: '+379',
};
const CURRENCY_OVERRIDES: Record<string, string> = { AQ: 'USD', BV: 'NOK', HM: 'AUD', FM: 'USD' };

function continentOf(c: SourceCountry) {
  switch (c.region) {
    case 'Asia':
      return CONTINENTS.asia;
    case 'Africa':
      return CONTINENTS.africa;
    case 'Europe':
      return CONTINENTS.europe;
    case 'Americas':
      return c.subregion === 'South America' ? CONTINENTS.southAmerica : CONTINENTS.northAmerica;
    default:
      return CONTINENTS.oceania;
  }
}

function dialCode(c: SourceCountry): string {
  const override = DIAL_OVERRIDES[c.cca2];
  if (override) return override;
  const root = c.idd.root ?? '';
  const suffixes = c.idd.suffixes ?? [];
  if (suffixes.length !== 1) return root;
  const suffix = suffixes[0] ?? '';
  // North American Numbering Plan territories are written with their area code: +1-684.
  return root === '+1' ? `${root}-${suffix}` : `${root}${suffix}`;
}

const hebrew = new Intl.DisplayNames('he', { type: 'region' });

const countries = source
  .map((c) => {
    const code = c.cca2.toUpperCase();
    const he = hebrew.of(code);
    const currency = CURRENCY_OVERRIDES[code] ?? Object.keys(c.currencies ?? {})[0] ?? 'USD';
    return {
      id: code === 'XK' ? 0 : Number(c.ccn3),
      code,
      title: c.name.common,
      name: c.name.official,
      slug: slugify(c.name.common),
      emoji: c.flag ?? null,
      dial_code: dialCode(c),
      default_currency: currency.trim().toUpperCase(),
      continent: continentOf(c),
      _geoloc: { lat: c.latlng[0], lng: c.latlng[1] },
      translations: {
        en: { title: c.name.common },
        'en-US': { title: c.name.common },
        he: { title: he && he !== code ? he : c.name.common },
      },
    };
  })
  .sort((a, b) => a.title.localeCompare(b.title, 'en'));

writeFileSync(
  new URL('../../src/data/countries.json', import.meta.url),
  JSON.stringify(countries, null, 2) + '\n',
);
console.log(`wrote ${countries.length} countries`);
