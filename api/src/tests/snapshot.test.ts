import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { destinationSnapshotSchema, hotelSlugsSchema } from '../../../contract/places/snapshot.ts';
import { loadConfig } from '../config.ts';
import { destinationSnapshot } from '../seed/snapshot.ts';

const committed = (file: string): unknown =>
  JSON.parse(readFileSync(new URL(`../../../src/data/${file}`, import.meta.url), 'utf8'));

describe('the site’s destination snapshot', () => {
  const fresh = destinationSnapshot(loadConfig({}).seed);

  it('is what the default seed generates (run node api/scripts/build-destinations.ts)', () => {
    expect(committed('destinations.json')).toEqual(fresh.destinations);
    expect(committed('hotel-slugs.json')).toEqual(fresh.hotelSlugs);
  });

  it('holds every country and city with hotels, with facts that add up', () => {
    const snapshot = destinationSnapshotSchema.parse(fresh.destinations);
    expect(snapshot.cities).toHaveLength(473);
    expect(snapshot.countries).toHaveLength(246);
    const barcelona = snapshot.cities.find((c) => c.slug === 'barcelona')!;
    expect(barcelona.hotels).toBe(barcelona.stars.reduce((a, b) => a + b, 0));
    expect(barcelona.areas).toContain('sagrada-familia');
    expect(barcelona.top).toHaveLength(6);
    const spain = snapshot.countries.find((c) => c.code === 'ES')!;
    const cities = snapshot.cities.filter((c) => c.country === 'ES');
    expect(spain.hotels).toBe(cities.reduce((sum, c) => sum + c.hotels, 0));
    expect(spain.from.EUR).toBe(Math.min(...cities.map((c) => c.from.EUR)));
    const slugs = hotelSlugsSchema.parse(fresh.hotelSlugs);
    expect(Object.values(slugs).flat()).toHaveLength(
      snapshot.cities.reduce((sum, c) => sum + c.hotels, 0),
    );
  });
});
