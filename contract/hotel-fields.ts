import { z } from 'zod/mini';
import { described } from './described.ts';
import { BOARDS } from './boards.ts';
import { TIME_ZONE_PATTERN } from './hotel-time.ts';

/**
 * The fields hotel answers share (search cards, landing lists, hotel pages, bookings), apart
 * from the schemas that use them: a page that reads search answers builds only these and the
 * search schemas (contract/search.ts), not the hotel page's or the rates'.
 */

/** A hotel's IANA time zone: its deadlines and check-in and check-out times are on its clock. */
export const timeZoneSchema = described(
  z.string().check(z.regex(TIME_ZONE_PATTERN)),
  'IANA time zone of the hotel, e.g. Pacific/Honolulu',
);

/** A meal plan code. */
export const boardSchema = z.enum(BOARDS);

/** Where a hotel is, in the slugs and names of the site's routes (the city named in the locale). */
export const hotelLocationFields = {
  city_name: z.string(),
  country_code: z.string(),
  country_slug: z.string(),
  destination_slug: z.string(),
};

/** The fields every hotel summary shares (search cards, landing lists); distance in km. */
export const hotelBasicsFields = {
  id: z.int(),
  slug: z.string(),
  name: z.string(),
  stars: z.int().check(z.minimum(1), z.maximum(5)),
  rating: described(z.number(), '0-10, one decimal'),
  reviews: z.int(),
  ...hotelLocationFields,
  address: z.string(),
  lat: z.number(),
  lng: z.number(),
  distance_km: z.number(),
  image: z.nullable(described(z.string(), 'URL')),
};
