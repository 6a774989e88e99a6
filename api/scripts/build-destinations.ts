/**
 * Writes the site's build-time snapshot of the demo destinations (contract/places/snapshot.ts):
 * src/data/destinations.json and src/data/hotel-slugs.json, from the seed's data (API_SEED,
 * default 42). Run: node api/scripts/build-destinations.ts
 */
import { writeFileSync } from 'node:fs';
import process from 'node:process';
import { destinationSnapshot } from '../src/seed/snapshot.ts';

const seed = Number(process.env['API_SEED'] ?? 42);
const { destinations, hotelSlugs } = destinationSnapshot(seed);
const write = (file: string, data: unknown) =>
  writeFileSync(new URL(`../../src/data/${file}`, import.meta.url), `${JSON.stringify(data)}\n`);
write('destinations.json', destinations);
write('hotel-slugs.json', hotelSlugs);
console.log(
  `wrote ${destinations.countries.length} countries, ${destinations.cities.length} cities, ${Object.keys(destinations.hotels).length} listed hotels`,
);
