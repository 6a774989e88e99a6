/**
 * The build-time snapshot of the destinations the booking API's seed holds: what the site
 * pre-renders its country and city landing pages and sitemaps from, with no API at build.
 * Written by `node api/scripts/build-destinations.ts` into `src/data/destinations.json`
 * (landing facts) and `src/data/hotel-slugs.json` (every hotel's route, for sitemaps); an API
 * test keeps both equal to what the seed generates.
 */
import { z } from 'zod/mini';

/** The currencies snapshot prices are given in: the site's default currencies per locale. */
export const SNAPSHOT_CURRENCIES = ['EUR', 'USD', 'ILS'] as const;

/** A price "from" per currency, in integer minor units. */
const prices = z.record(z.enum(SNAPSHOT_CURRENCIES), z.number().check(z.int(), z.nonnegative()));
const count = z.number().check(z.int(), z.nonnegative());
const slug = z.string().check(z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/));
/** Hotels by star rating: index 0 is one star, index 4 five stars. */
const starMix = z.array(count).check(z.length(5));

/**
 * The path of shipped illustration `index` (1-20) under the booking API's origin: the API's
 * image URLs and the landing pages' snapshot cards both name it so.
 */
export function hotelImagePath(index: number): string {
  return `/assets/hotels/hotel-${String(index).padStart(2, '0')}.png`;
}

/** A hotel of a landing page's top list. */
export const snapshotHotelSchema = z.object({
  id: count,
  slug,
  name: z.string(),
  stars: count,
  rating: z.number(),
  reviews: count,
  /** Number of the shipped illustration (`hotelImagePath`). */
  image: z.nullable(count),
  from: prices,
  city: count,
});
export type SnapshotHotel = z.infer<typeof snapshotHotelSchema>;

/** A city with hotels. */
export const snapshotCitySchema = z.object({
  /** GeoNames id (contract/places names it). */
  id: count,
  slug,
  country: z.string().check(z.length(2)),
  hotels: count,
  from: prices,
  stars: starMix,
  /** Slugs of the city's named places (airports, districts, landmarks). */
  areas: z.array(slug),
  /** Ids of its best-rated hotels, best first. */
  top: z.array(count),
});
export type SnapshotCity = z.infer<typeof snapshotCitySchema>;

/** A country with hotels. */
export const snapshotCountrySchema = z.object({
  code: z.string().check(z.length(2)),
  hotels: count,
  from: prices,
  stars: starMix,
  /** Ids of its cities with hotels, most hotels first. */
  cities: z.array(count),
  top: z.array(count),
});
export type SnapshotCountry = z.infer<typeof snapshotCountrySchema>;

/** `src/data/destinations.json`. */
export const destinationSnapshotSchema = z.object({
  seed: count,
  countries: z.array(snapshotCountrySchema),
  cities: z.array(snapshotCitySchema),
  hotels: z.record(z.string(), snapshotHotelSchema),
});
export type DestinationSnapshot = z.infer<typeof destinationSnapshotSchema>;

/** `src/data/hotel-slugs.json`: every hotel's slug, by city id. */
export const hotelSlugsSchema = z.record(z.string(), z.array(slug));
export type HotelSlugs = z.infer<typeof hotelSlugsSchema>;
