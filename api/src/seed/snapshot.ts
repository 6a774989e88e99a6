import {
  SNAPSHOT_CURRENCIES,
  type DestinationSnapshot,
  type HotelSlugs,
  type SnapshotHotel,
} from '../../../contract/places/snapshot.ts';
import { Catalog, loadCountries } from '../domain/catalog.ts';
import { priceFromEur } from '../domain/pricing.ts';
import type { Hotel } from '../domain/types.ts';
import { bestRated } from '../domain/views.ts';
import { fromEur } from '../lib/money.ts';
import { generateInventory } from './index.ts';

/** Hotels a landing page lists. */
export const TOP_HOTELS = 6;

const prices = (eur: number) =>
  Object.fromEntries(SNAPSHOT_CURRENCIES.map((c) => [c, fromEur(eur, c)])) as Record<
    (typeof SNAPSHOT_CURRENCIES)[number],
    number
  >;

function starMix(hotels: Hotel[]): number[] {
  const mix = [0, 0, 0, 0, 0];
  for (const h of hotels) if (h.stars >= 1 && h.stars <= 5) mix[h.stars - 1]! += 1;
  return mix;
}

const cheapest = (hotels: Hotel[]) =>
  hotels.reduce((min, h) => Math.min(min, priceFromEur(h)), Infinity);

/**
 * The destinations of a seed as the site's landing pages and sitemaps need them: every country
 * and city with hotels (count, cheapest "from" price, star mix, areas, top hotels) and every
 * hotel's slug. Same seed, same snapshot.
 */
export function destinationSnapshot(seed: number): {
  destinations: DestinationSnapshot;
  hotelSlugs: HotelSlugs;
} {
  const { cities, places, hotels } = generateInventory(seed);
  const catalog = new Catalog(loadCountries(), cities, places, hotels);
  const listed = new Map<number, SnapshotHotel>();
  const top = (list: Hotel[]) =>
    bestRated(list)
      .slice(0, TOP_HOTELS)
      .map((h) => {
        listed.set(h.id, {
          id: h.id,
          slug: h.slug,
          name: h.name,
          stars: h.stars,
          rating: h.rating,
          reviews: h.reviews,
          image: h.images[0] ?? null,
          from: prices(priceFromEur(h)),
          city: h.city_id,
        });
        return h.id;
      });

  const snapshotCities = catalog.cities
    .filter((city) => catalog.hotelsIn(city.id).length > 0)
    .map((city) => {
      const inCity = catalog.hotelsIn(city.id);
      return {
        id: city.id,
        slug: city.slug,
        country: city.country_code,
        hotels: inCity.length,
        from: prices(cheapest(inCity)),
        stars: starMix(inCity),
        areas: catalog.places
          .filter((p) => p.city_id === city.id)
          .map((p) => p.id.replace(/^place-/, '')),
        top: top(inCity),
      };
    });
  const countries = catalog.countries
    .map((country) => {
      const own = catalog
        .citiesOf(country.code)
        .filter((c) => catalog.hotelsIn(c.id).length > 0)
        .sort(
          (a, b) =>
            catalog.hotelsIn(b.id).length - catalog.hotelsIn(a.id).length ||
            b.population - a.population,
        );
      const inCountry = own.flatMap((c) => catalog.hotelsIn(c.id));
      return { country, own, inCountry };
    })
    .filter(({ inCountry }) => inCountry.length > 0)
    .map(({ country, own, inCountry }) => ({
      code: country.code,
      hotels: inCountry.length,
      from: prices(cheapest(inCountry)),
      stars: starMix(inCountry),
      cities: own.map((c) => c.id),
      top: top(inCountry),
    }));

  const hotelSlugs: HotelSlugs = {};
  for (const city of snapshotCities)
    hotelSlugs[String(city.id)] = catalog.hotelsIn(city.id).map((h) => h.slug);
  return {
    destinations: {
      seed,
      countries,
      cities: snapshotCities,
      hotels: Object.fromEntries(
        [...listed].sort((a, b) => a[0] - b[0]).map(([id, h]) => [String(id), h]),
      ),
    },
    hotelSlugs,
  };
}
