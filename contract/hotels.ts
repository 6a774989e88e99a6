import { z } from 'zod/mini';
import { described } from './described.ts';
import { LOCALES, type Locale } from './locales.ts';
import { moneySchema, priceSchema } from './money.ts';
import { dateSchema } from './stay-schemas.ts';
import { TIME_ZONE_PATTERN } from './hotel-time.ts';
import {
  boardSchema,
  hotelBasicsFields,
  hotelLocationFields,
  timeZoneSchema,
} from './hotel-fields.ts';
import { PLACE_TYPES } from './suggestions.ts';

/** A short hotel entry of the landing pages: its "from" price per night. */
export const hotelSummarySchema = z.object({
  ...hotelBasicsFields,
  price_from: moneySchema,
  aggregator: z.string(),
});
export type HotelSummary = z.infer<typeof hotelSummarySchema>;

/** A named place (airport, district, landmark) as the API shows it, its city named in the locale. */
export const placeSchema = z.object({
  id: z.string(),
  type: z.enum(['airport', 'district', 'landmark']),
  name: z.string(),
  label: described(z.string(), 'Name, city, country in the requested locale'),
  ...hotelLocationFields,
  lat: z.number(),
  lng: z.number(),
});
export type Place = z.infer<typeof placeSchema>;

/**
 * Landing data of a country (with cities), a city (with places) or a named place (hotels
 * within 10 km). price_from is per night, standard double, room only.
 */
export const landingSchema = z.object({
  type: z.enum(PLACE_TYPES),
  /** The place id of a city or named place. */
  id: z.optional(z.string()),
  name: z.string(),
  label: z.optional(z.string()),
  /** The country (a country's page carries the whole SPEC Country entry). */
  country: z.optional(z.looseObject({ code: z.string(), title: z.string(), slug: z.string() })),
  country_code: z.string(),
  city_name: z.optional(z.string()),
  population: z.optional(z.int()),
  radius_km: z.optional(described(z.number(), 'A named place: hotels within this distance')),
  country_slug: z.string(),
  destination_slug: z.optional(z.string()),
  place_id: z.optional(z.string()),
  lat: z.number(),
  lng: z.number(),
  hotel_count: z.int(),
  price_from: z.nullable(moneySchema),
  top_hotels: z.array(hotelSummarySchema),
  cities: z.optional(
    z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        destination_slug: z.string(),
        hotel_count: z.int(),
        lat: z.number(),
        lng: z.number(),
      }),
    ),
  ),
  places: z.optional(z.array(placeSchema)),
});
export type Landing = z.infer<typeof landingSchema>;

/** One string per site locale: the shape of `descriptions`. */
type LocaleTexts = Record<Locale, z.ZodMiniString<string>>;

/** `GET /v3/hotels/{id}` and `/v3/hotels/by-slug/…` (its `data`): a hotel's page. */
export const hotelDetailSchema = z.object({
  id: z.int(),
  slug: z.string(),
  name: z.string(),
  description: described(z.string(), 'In the requested locale'),
  descriptions: described(
    z.object(Object.fromEntries(LOCALES.map((l) => [l, z.string()])) as LocaleTexts),
    'The description in every site locale, by locale code',
  ),
  stars: z.int(),
  rating: z.number(),
  reviews: z.int(),
  ...hotelLocationFields,
  country_name: z.string(),
  address: z.string(),
  lat: z.number(),
  lng: z.number(),
  distance_km: z.number(),
  images: z.array(described(z.string(), 'URL')),
  amenities: z.array(
    described(z.string(), 'Stable code: wifi, pool, spa, gym, parking, restaurant, bar, …'),
  ),
  boards: z.array(boardSchema),
  time_zone: timeZoneSchema,
  check_in_time: described(z.string(), 'HH:MM on the hotel’s clock (time_zone)'),
  check_out_time: described(z.string(), 'HH:MM on the hotel’s clock (time_zone)'),
  policies: z.object({
    children_allowed: z.boolean(),
    pets_allowed: z.boolean(),
    smoking_allowed: z.boolean(),
    min_check_in_age: z.int(),
    accepted_cards: z.array(z.string()),
  }),
  rooms: z.array(
    z.object({
      code: z.string(),
      name: z.string(),
      beds: z.string(),
      size_m2: z.int(),
      max_occupancy: z.int(),
    }),
  ),
  nearby_places: z.array(z.extend(placeSchema, { distance_km: z.number() })),
  city_centre: z.optional(
    described(
      z.object({ lat: z.number(), lng: z.number() }),
      'The city centre distance_km is from',
    ),
  ),
  aggregator: z.string(),
});
export type HotelDetail = z.infer<typeof hotelDetailSchema>;

/** When a rate or booking can be cancelled for free, and what it costs after. */
export const cancellationSchema = z.object({
  free_until: z.nullable(
    described(
      z.string(),
      'Instant (ISO 8601, UTC) until which cancellation is free: 23:59:59 on the hotel’s clock (its time_zone), the policy’s number of days before check-in',
    ),
  ),
  penalty: moneySchema,
});

/** One bookable offer of a hotel. */
export const rateSchema = z.object({
  rate_id: described(
    z.string(),
    'Opaque and signed; encodes hotel, room, board, policy, dates, guests, currency and the quoted total',
  ),
  room_code: z.string(),
  room_name: z.string(),
  board: boardSchema,
  beds: z.string(),
  size_m2: z.int(),
  max_occupancy: described(z.int(), 'Adults + children aged 2+ per room'),
  refundable: z.boolean(),
  cancellation: cancellationSchema,
  price: priceSchema,
  price_per_night: moneySchema,
  rooms_left: described(
    z.int(),
    'Rooms of this type left on the scarcest night; 2 or fewer adds a 6% last-rooms surcharge',
  ),
});
export type Rate = z.infer<typeof rateSchema>;

/** `GET /v3/hotels/{id}/rates` query: the stay, the guests, the currency and the visitor's country. */
export const ratesRequestSchema = z.object({
  check_in: z.string().check(z.maxLength(20)),
  check_out: z.string().check(z.maxLength(20)),
  guests: z._default(z.string().check(z.maxLength(100)), '2'),
  currency: z._default(z.string().check(z.maxLength(10)), 'EUR'),
  country: z._default(z.string().check(z.regex(/^[A-Za-z]{0,2}$/)), ''),
  /** An agent's proposal (its link's id and sig): only its rates, at its client price. */
  proposal: z.optional(z.string().check(z.maxLength(64))),
  proposal_sig: z.optional(z.string().check(z.maxLength(64))),
});
/** What a client sends to ask for rates (fields with defaults may be left out). */
export type RatesRequest = z.input<typeof ratesRequestSchema>;

/** `GET /v3/hotels/{id}/rates` (its `data`): the rates of a stay, cheapest first. */
export const ratesSchema = z.object({
  hotel_id: z.int(),
  check_in: dateSchema,
  check_out: dateSchema,
  guests: z.string(),
  currency: z.string(),
  nights: z.int(),
  rates: z.array(rateSchema),
});
export type Rates = z.infer<typeof ratesSchema>;

/** A string of at most `max` characters. */
const boundedText = (max: number) => z.string().check(z.maxLength(max));

/** A URL slug: lowercase letters and digits in dash-joined words (nothing a path could escape). */
const slugText = z.string().check(z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/));

/**
 * A client's reading of `hotelDetailSchema` (a hotel page's `data`): the identity, name and
 * location slugs must be there and well formed (they build links and the page's routes), while
 * a missing or malformed optional part reads as empty (no stars, no images, unknown policies)
 * so one odd field does not take the page down.
 */
export const hotelPageSchema = z.object({
  id: z.number().check(z.int(), z.positive()),
  slug: slugText,
  name: boundedText(300),
  description: z.catch(boundedText(5000), ''),
  /** The description by site locale code (the API writes all 39); any may be missing. */
  descriptions: z.catch(z.record(z.string(), boundedText(5000)), {}),
  stars: z.catch(z.nullable(z.number()), null),
  rating: z.catch(z.nullable(z.number()), null),
  reviews: z.catch(z.number().check(z.int(), z.nonnegative()), 0),
  city_name: boundedText(200),
  country_code: z.string().check(z.regex(/^[A-Z]{2}$/)),
  country_slug: slugText,
  destination_slug: slugText,
  country_name: z.catch(boundedText(200), ''),
  address: z.catch(boundedText(500), ''),
  lat: z.catch(z.nullable(z.number().check(z.gte(-90), z.lte(90))), null),
  lng: z.catch(z.nullable(z.number().check(z.gte(-180), z.lte(180))), null),
  distance_km: z.catch(z.nullable(z.number()), null),
  images: z.catch(z.array(z.string()), []),
  amenities: z.catch(z.array(boundedText(60)), []),
  /** The hotel's IANA zone; null (read as UTC) when missing or malformed. */
  time_zone: z.catch(z.nullable(z.string().check(z.regex(TIME_ZONE_PATTERN))), null),
  check_in_time: z.catch(z.nullable(z.string().check(z.regex(/^\d{2}:\d{2}$/))), null),
  check_out_time: z.catch(z.nullable(z.string().check(z.regex(/^\d{2}:\d{2}$/))), null),
  policies: z.catch(
    z.object({
      children_allowed: z.catch(z.nullable(z.boolean()), null),
      pets_allowed: z.catch(z.nullable(z.boolean()), null),
      smoking_allowed: z.catch(z.nullable(z.boolean()), null),
      min_check_in_age: z.catch(z.nullable(z.number()), null),
      accepted_cards: z.catch(z.array(boundedText(30)), []),
    }),
    {
      children_allowed: null,
      pets_allowed: null,
      smoking_allowed: null,
      min_check_in_age: null,
      accepted_cards: [],
    },
  ),
  rooms: z.catch(
    z.array(
      z.object({
        code: boundedText(20),
        name: boundedText(200),
        beds: boundedText(200),
        size_m2: z.number(),
        max_occupancy: z.number(),
      }),
    ),
    [],
  ),
  /** The nearest named areas with their distance from the hotel (its map and location box). */
  nearby_places: z.catch(
    z.array(
      z.object({
        name: boundedText(200),
        lat: z.number().check(z.gte(-90), z.lte(90)),
        lng: z.number().check(z.gte(-180), z.lte(180)),
        distance_km: z.number().check(z.nonnegative()),
      }),
    ),
    [],
  ),
  city_centre: z.catch(
    z.nullable(
      z.object({
        lat: z.number().check(z.gte(-90), z.lte(90)),
        lng: z.number().check(z.gte(-180), z.lte(180)),
      }),
    ),
    null,
  ),
  aggregator: z.catch(z.nullable(boundedText(100)), null),
});

export type HotelPage = z.infer<typeof hotelPageSchema>;
