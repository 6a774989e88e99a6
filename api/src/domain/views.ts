import type { HotelSummary, Place as PlaceView } from '../../../contract/hotels.ts';
import { hotelImagePath } from '../../../contract/places/snapshot.ts';
import { fromEur, type Money } from '../lib/money.ts';
import type { Locale } from '../lib/i18n.ts';
import { withinCity } from '../lib/place-labels.ts';
import { distanceKm, type Catalog } from './catalog.ts';
import { priceFromEur } from './pricing.ts';
import type { City, Hotel, LocalText, Place } from './types.ts';

/** Absolute URL of a shipped hotel image (1-20). */
export function imageUrl(base: string, index: number): string {
  return `${base}${hotelImagePath(index)}`;
}

/** Text in the locale where it has one, else English. */
export function local(text: LocalText, locale: Locale): string {
  return text[locale] ?? text.en;
}

/** Round to one decimal (distances, ratings). */
export function round1(value: number): number {
  return Math.round(value * 10) / 10;
}

/** A hotel's aggregator name (the configured VAT aggregator where flagged). */
export function aggregatorOf(hotel: Hotel, vatAggregator: string): string {
  return hotel.vat_aggregator ? vatAggregator : hotel.aggregator;
}

/** Slugs and names locating a hotel in the site's routes (the city named in the locale). */
export function hotelLocation(catalog: Catalog, hotel: Hotel, locale: Locale) {
  const city = catalog.city(hotel.city_id) as City;
  const country = catalog.country(city.country_code);
  return {
    city_name: catalog.cityName(city, locale),
    country_code: city.country_code,
    country_slug: country?.slug ?? city.country_code.toLowerCase(),
    destination_slug: city.slug,
  };
}

/** The fields every hotel summary shares (search cards and landing lists); distance in km. */
export function hotelBasics(
  catalog: Catalog,
  hotel: Hotel,
  base: string,
  distance: number,
  locale: Locale,
) {
  return {
    id: hotel.id,
    slug: hotel.slug,
    name: hotel.name,
    stars: hotel.stars,
    rating: hotel.rating,
    reviews: hotel.reviews,
    ...hotelLocation(catalog, hotel, locale),
    address: catalog.hotelAddress(hotel, locale),
    lat: hotel.lat,
    lng: hotel.lng,
    distance_km: round1(distance),
    image: hotel.images[0] ? imageUrl(base, hotel.images[0]) : null,
  };
}

/** A short hotel entry for landing pages. */
export function hotelSummary(
  catalog: Catalog,
  hotel: Hotel,
  base: string,
  currency: string,
  vatAggregator: string,
  locale: Locale,
): HotelSummary {
  const city = catalog.city(hotel.city_id) as City;
  return {
    ...hotelBasics(
      catalog,
      hotel,
      base,
      distanceKm(city.lat, city.lng, hotel.lat, hotel.lng),
      locale,
    ),
    price_from: { amount: fromEur(priceFromEur(hotel), currency), currency } satisfies Money,
    aggregator: aggregatorOf(hotel, vatAggregator),
  };
}

/** Hotels best first: rating weighted by how many reviews back it. */
export function bestRated(hotels: Hotel[]): Hotel[] {
  return [...hotels].sort(
    (a, b) =>
      b.rating * Math.log10(b.reviews + 10) - a.rating * Math.log10(a.reviews + 10) || a.id - b.id,
  );
}

/** The landing-page view of a set of hotels: count, cheapest "from" price and the top ones. */
export function landing(
  catalog: Catalog,
  hotels: Hotel[],
  base: string,
  currency: string,
  vatAggregator: string,
  locale: Locale,
) {
  const cheapest = hotels.reduce((min, h) => Math.min(min, priceFromEur(h)), Infinity);
  const top = bestRated(hotels).slice(0, 8);
  return {
    hotel_count: hotels.length,
    price_from: Number.isFinite(cheapest)
      ? { amount: fromEur(cheapest, currency), currency }
      : null,
    top_hotels: top.map((h) => hotelSummary(catalog, h, base, currency, vatAggregator, locale)),
  };
}

/** The view of a named place. */
export function placeView(catalog: Catalog, place: Place, locale: Locale): PlaceView {
  const city = catalog.city(place.city_id) as City;
  const country = catalog.country(city.country_code);
  const name = catalog.placeName(place, locale);
  const cityName = catalog.cityName(city, locale);
  return {
    id: place.id,
    type: place.type,
    name,
    label: withinCity(locale, name, cityName, catalog.countryName(city.country_code, locale)),
    country_code: city.country_code,
    country_slug: country?.slug ?? '',
    destination_slug: city.slug,
    city_name: cityName,
    lat: place.lat,
    lng: place.lng,
  };
}

/** The place id of a city (`city-<geonameId>`). */
export function cityPlaceId(city: City): string {
  return `city-${city.id}`;
}
