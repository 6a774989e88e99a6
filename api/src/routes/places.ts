import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { landingSchema } from '../../../contract/hotels.ts';
import { autocompleteRequestSchema, suggestionSchema } from '../../../contract/suggestions.ts';
import { fold, type Catalog } from '../domain/catalog.ts';
import type { City, Hotel } from '../domain/types.ts';
import { cityPlaceId, hotelLocation, landing, placeView } from '../domain/views.ts';
import type { AppEnv } from '../lib/context.ts';
import { ApiError, validate } from '../lib/errors.ts';
import { baseUrl, currencyParam } from '../lib/http.ts';
import { t } from '../lib/i18n.ts';
import { ANSWERS, dataOf, describeRoute } from '../lib/openapi.ts';
import { withCountry, withinCity } from '../lib/place-labels.ts';

/** Hotels within this distance of a named place belong to its results. */
export const PLACE_RADIUS_KM = 10;

/** Autocomplete, destination landing data (countries and cities) and named places. */
export const placeRoutes = new Hono<AppEnv>();

/** Answers kept per (locale, limit, folded query): the catalogue is fixed while the API runs. */
const ANSWERS_KEPT = 2000;
const answers = new WeakMap<Catalog, Map<string, string>>();

const autocompleteDoc = describeRoute({
  tag: 'Places',
  summary: 'Destination autocomplete',
  description:
    'Accent- and case-insensitive prefix match on any word of the name (countries also by Hebrew name). Best first: whole-name prefixes, then popularity.',
  params: [
    { name: 'q', in: 'query', schema: z.string().max(100) },
    { name: 'limit', in: 'query', schema: z.int().min(1).max(50).default(10) },
  ],
  responses: {
    '200': { description: 'Suggestions', schema: dataOf(z.array(suggestionSchema)) },
    '401': ANSWERS.e401,
    '422': ANSWERS.e422,
  },
});

placeRoutes.get('/v3/places/autocomplete', autocompleteDoc, (c) => {
  const { catalog } = c.get('services');
  const locale = c.get('locale');
  const query = validate(autocompleteRequestSchema, c.req.query(), locale);
  let kept = answers.get(catalog);
  if (!kept) answers.set(catalog, (kept = new Map<string, string>()));
  const key = `${locale}:${query.limit}:${fold(query.q)}`;
  const known = kept.get(key);
  if (known !== undefined) return c.body(known, 200, { 'Content-Type': 'application/json' });
  const data = catalog.suggest(query.q, query.limit, locale).map(({ type, ref }) => {
    if (type === 'country') {
      const country = catalog.country(String(ref))!;
      return {
        type,
        id: `country-${country.code.toLowerCase()}`,
        name: country.title,
        label: catalog.countryName(country.code, locale),
        country_code: country.code,
        country_slug: country.slug,
        lat: country._geoloc.lat,
        lng: country._geoloc.lng,
      };
    }
    if (type === 'city') {
      const city = catalog.city(Number(ref))!;
      const name = catalog.cityName(city, locale);
      return {
        type,
        id: cityPlaceId(city),
        name,
        label: withCountry(locale, name, catalog.countryName(city.country_code, locale)),
        country_code: city.country_code,
        country_slug: catalog.country(city.country_code)?.slug ?? '',
        destination_slug: city.slug,
        place_id: cityPlaceId(city),
        lat: city.lat,
        lng: city.lng,
      };
    }
    if (type === 'hotel') {
      const hotel = catalog.hotel(Number(ref))!;
      const where = hotelLocation(catalog, hotel, locale);
      return {
        type,
        id: `hotel-${hotel.id}`,
        name: hotel.name,
        label: withinCity(
          locale,
          hotel.name,
          where.city_name,
          catalog.countryName(where.country_code, locale),
        ),
        country_code: where.country_code,
        country_slug: where.country_slug,
        destination_slug: where.destination_slug,
        hotel_id: hotel.id,
        hotel_slug: hotel.slug,
        lat: hotel.lat,
        lng: hotel.lng,
      };
    }
    const view = placeView(catalog, catalog.place(String(ref))!, locale);
    return {
      type,
      id: view.id,
      name: view.name,
      label: view.label,
      country_code: view.country_code,
      country_slug: view.country_slug,
      destination_slug: view.destination_slug,
      place_id: view.id,
      lat: view.lat,
      lng: view.lng,
    };
  });
  const body = JSON.stringify({ data });
  if (kept.size >= ANSWERS_KEPT) kept.delete(kept.keys().next().value ?? '');
  kept.set(key, body);
  return c.body(body, 200, { 'Content-Type': 'application/json' });
});

const countryDoc = describeRoute({
  tag: 'Places',
  summary: 'Country landing data',
  params: [{ name: 'currency', in: 'query', schema: z.string().default('EUR') }],
  responses: {
    '200': { description: 'Country', schema: dataOf(landingSchema) },
    '401': ANSWERS.e401,
    '404': ANSWERS.e404,
    '422': 'Unknown currency',
  },
});

placeRoutes.get('/v3/destinations/:countrySlug', countryDoc, (c) => {
  const { catalog, config } = c.get('services');
  const locale = c.get('locale');
  const currency = currencyParam(c.req.query('currency'), locale);
  const country = catalog.countryBySlug(c.req.param('countrySlug'));
  if (!country) throw new ApiError(404, t(locale, 'destination.not_found'));
  const cities = [...catalog.citiesOf(country.code)].sort((a, b) => b.population - a.population);
  const hotels: Hotel[] = cities.flatMap((city) => catalog.hotelsIn(city.id));
  return c.json({
    data: {
      type: 'country',
      name: catalog.countryName(country.code, locale),
      country: country,
      country_code: country.code,
      country_slug: country.slug,
      lat: country._geoloc.lat,
      lng: country._geoloc.lng,
      cities: cities.map((city) => ({
        id: cityPlaceId(city),
        name: catalog.cityName(city, locale),
        destination_slug: city.slug,
        hotel_count: catalog.hotelsIn(city.id).length,
        lat: city.lat,
        lng: city.lng,
      })),
      ...landing(catalog, hotels, baseUrl(c), currency, config.vatAggregator, locale),
    },
  });
});

function cityAnswer(c: Context<AppEnv>, city: City) {
  const { catalog, config } = c.get('services');
  const locale = c.get('locale');
  const currency = currencyParam(c.req.query('currency'), locale);
  const country = catalog.country(city.country_code)!;
  const name = catalog.cityName(city, locale);
  return {
    data: {
      type: 'city',
      id: cityPlaceId(city),
      place_id: cityPlaceId(city),
      name,
      label: withCountry(locale, name, catalog.countryName(city.country_code, locale)),
      country: {
        code: country.code,
        title: catalog.countryName(country.code, locale),
        slug: country.slug,
      },
      country_code: country.code,
      country_slug: country.slug,
      destination_slug: city.slug,
      population: city.population,
      lat: city.lat,
      lng: city.lng,
      places: catalog.places
        .filter((p) => p.city_id === city.id)
        .map((p) => placeView(catalog, p, locale)),
      ...landing(
        catalog,
        catalog.hotelsIn(city.id),
        baseUrl(c),
        currency,
        config.vatAggregator,
        locale,
      ),
    },
  };
}

const cityDoc = describeRoute({
  tag: 'Places',
  summary: 'City landing data',
  params: [{ name: 'currency', in: 'query', schema: z.string() }],
  responses: {
    '200': { description: 'City', schema: dataOf(landingSchema) },
    '401': ANSWERS.e401,
    '404': ANSWERS.e404,
    '422': 'Unknown currency',
  },
});

placeRoutes.get('/v3/destinations/:countrySlug/:destinationSlug', cityDoc, (c) => {
  const { catalog } = c.get('services');
  const country = catalog.countryBySlug(c.req.param('countrySlug'));
  const city = country
    ? catalog.cityBySlug(country.code, c.req.param('destinationSlug'))
    : undefined;
  if (!city) throw new ApiError(404, t(c.get('locale'), 'destination.not_found'));
  return c.json(cityAnswer(c, city));
});

const placeDoc = describeRoute({
  tag: 'Places',
  summary: 'A city (city-<id>) or named place (place-<slug>)',
  params: [{ name: 'currency', in: 'query', schema: z.string() }],
  responses: {
    '200': { description: 'Place', schema: dataOf(landingSchema) },
    '401': ANSWERS.e401,
    '404': ANSWERS.e404,
    '422': 'Unknown currency',
  },
});

placeRoutes.get('/v3/places/:placeId', placeDoc, (c) => {
  const { catalog, config } = c.get('services');
  const locale = c.get('locale');
  const id = c.req.param('placeId');
  const cityMatch = /^city-(\d{1,9})$/.exec(id);
  if (cityMatch) {
    const city = catalog.city(Number(cityMatch[1]));
    if (!city) throw new ApiError(404, t(locale, 'place.not_found'));
    return c.json(cityAnswer(c, city));
  }
  const place = catalog.place(id);
  if (!place) throw new ApiError(404, t(locale, 'place.not_found'));
  const currency = currencyParam(c.req.query('currency'), locale);
  const hotels = catalog.hotelsNear(place.lat, place.lng, PLACE_RADIUS_KM);
  return c.json({
    data: {
      ...placeView(catalog, place, locale),
      place_id: place.id,
      radius_km: PLACE_RADIUS_KM,
      ...landing(catalog, hotels, baseUrl(c), currency, config.vatAggregator, locale),
    },
  });
});
