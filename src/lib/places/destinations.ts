/**
 * The destinations the site pre-renders landing pages for: the build-time snapshot of the
 * booking API's seed (`src/data/destinations.json`, contract/places/snapshot.ts) with place
 * names in every locale (contract/places/names.ts) and country names from `Intl.DisplayNames`.
 */
import { areaNames, cityNames, localName } from '../../../contract/places/names.ts';
import {
  destinationSnapshotSchema,
  SNAPSHOT_CURRENCIES,
  type SnapshotCity,
  type SnapshotCountry,
  type SnapshotHotel,
} from '../../../contract/places/snapshot.ts';
import data from '../../data/destinations.json';
import { findCountry, type Country } from '../geo';

export type { SnapshotCity, SnapshotCountry, SnapshotHotel };

const snapshot = destinationSnapshotSchema.parse(data);

/** A country with hotels: the bundled country and its snapshot facts. */
export interface LandingCountry {
  country: Country;
  facts: SnapshotCountry;
}

/** A city with hotels, with its country. */
export interface LandingCity {
  country: Country;
  city: SnapshotCity;
}

const countries: LandingCountry[] = snapshot.countries.flatMap((facts) => {
  const country = findCountry(facts.code);
  return country ? [{ country, facts }] : [];
});
const countryByCode = new Map(countries.map((c) => [c.country.code, c]));
const cityById = new Map(snapshot.cities.map((c) => [c.id, c]));
const cities: LandingCity[] = snapshot.cities.flatMap((city) => {
  const country = countryByCode.get(city.country)?.country;
  return country ? [{ country, city }] : [];
});

/** Every country with hotels, in the snapshot's order. */
export function landingCountries(): readonly LandingCountry[] {
  return countries;
}

/** Every city with hotels. */
export function landingCities(): readonly LandingCity[] {
  return cities;
}

/** A country's landing facts by code, if it has hotels. */
export function landingCountry(code: string): LandingCountry | undefined {
  return countryByCode.get(code.toUpperCase());
}

/** A city of the snapshot by GeoNames id. */
export function snapshotCity(id: number): SnapshotCity | undefined {
  return cityById.get(id);
}

/** A hotel of the snapshot's top lists by id. */
export function snapshotHotel(id: number): SnapshotHotel | undefined {
  return snapshot.hotels[String(id)];
}

/** A city's name in a locale (its slug read as words when the data has no name for it). */
export function cityName(city: SnapshotCity, locale: string): string {
  const names = cityNames(city.id);
  return names ? localName(names, locale) : city.slug.replace(/-/g, ' ');
}

/** A named place's name in a locale. */
export function areaName(slug: string, locale: string): string {
  const names = areaNames(slug);
  return names ? localName(names, locale) : slug.replace(/-/g, ' ');
}

/** A snapshot price in a currency it holds, else in euros. */
export function snapshotPrice(
  from: Partial<Record<(typeof SNAPSHOT_CURRENCIES)[number], number>>,
  currency: string,
): { amount: number; currency: string } | undefined {
  const held = (SNAPSHOT_CURRENCIES as readonly string[]).includes(currency)
    ? (currency as (typeof SNAPSHOT_CURRENCIES)[number])
    : 'EUR';
  const amount = from[held];
  return amount === undefined ? undefined : { amount, currency: held };
}
