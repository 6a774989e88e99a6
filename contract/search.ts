import { z } from 'zod/mini';
import { described } from './described.ts';
import { moneySchema } from './money.ts';
import { dateSchema, guestsSchema } from './stay-schemas.ts';
import { boardSchema, hotelBasicsFields } from './hotel-fields.ts';

/** A search: how it starts, its session and its pages of hotel cards. */

/** `POST /v3/hotels/search`: a destination (or a place id), the stay, the guests and the currency. */
export const searchRequestSchema = z.strictObject({
  destination: z.optional(
    z.strictObject({
      country_slug: z.string().check(z.minLength(1), z.maxLength(100)),
      destination_slug: z.optional(
        described(
          z.string().check(z.minLength(1), z.maxLength(100)),
          'Omit to search the whole country',
        ),
      ),
    }),
  ),
  place_id: z.optional(
    described(
      z.union([z.string().check(z.minLength(1), z.maxLength(100)), z.int()]),
      'city-<id> or place-<slug>; instead of destination',
    ),
  ),
  check_in: described(z.string().check(z.maxLength(20)), 'Date YYYY-MM-DD'),
  check_out: described(z.string().check(z.maxLength(20)), 'Date YYYY-MM-DD'),
  guests: z._default(guestsSchema.check(z.maxLength(100)), '2'),
  currency: z._default(described(z.string().check(z.maxLength(10)), 'Supported ISO code'), 'EUR'),
  country: z._default(
    described(
      z.string().check(z.maxLength(2), z.regex(/^[A-Za-z]{0,2}$/)),
      'Visitor country code (IL visitors pay Israeli VAT outside Eilat)',
    ),
    '',
  ),
});
/** What a client sends to start a search (fields with defaults may be left out). */
export type SearchRequestInput = z.input<typeof searchRequestSchema>;
export type SearchRequest = z.infer<typeof searchRequestSchema>;

/** The state of a search session: hotels still arriving, or all in. */
export const searchStatusSchema = z.enum(['pending', 'complete']);

/** `POST /v3/hotels/search` answer (its `data`): the new session. */
export const searchSessionSchema = z.object({ session: z.string(), status: searchStatusSchema });
export type SearchSession = z.infer<typeof searchSessionSchema>;

/** One hotel card of a search answer: the cheapest offer matching the filters. */
export const hotelCardSchema = z.object({
  ...hotelBasicsFields,
  distance_km: described(
    z.number(),
    'From the destination centre (city centre or the named place)',
  ),
  board: boardSchema,
  free_cancellation: z.boolean(),
  price: described(moneySchema, 'Total of the stay, all rooms'),
  price_per_night: moneySchema,
  aggregator: z.string(),
});
export type HotelCard = z.infer<typeof hotelCardSchema>;

/** The ways a results page can be sorted. */
export const RESULT_SORTS = ['price', '-price', 'rating', 'stars', 'distance'] as const;

/** `GET /v3/hotels/search/{session}` (its `data`): a page of results while (or after) the session fills. */
export const searchResultsSchema = z.object({
  session: z.string(),
  status: searchStatusSchema,
  progress: described(z.int(), '0-100'),
  total: described(z.int(), 'Matching hotels visible so far'),
  page: z.int(),
  per_page: z.int(),
  search: z.object({
    check_in: dateSchema,
    check_out: dateSchema,
    guests: z.string(),
    currency: z.string(),
    country: z.nullable(z.string()),
    nights: z.int(),
  }),
  hotels: z.array(hotelCardSchema),
  facets: z.object({
    price: z.object({ min: z.nullable(z.int()), max: z.nullable(z.int()) }),
    stars: described(z.record(z.string(), z.int()), 'Stars 1-5 -> hotel count'),
    board: described(z.record(z.string(), z.int()), 'Board code -> hotels offering it'),
    free_cancellation: z.int(),
  }),
});
export type SearchResults = z.infer<typeof searchResultsSchema>;
