import { z } from 'zod/mini';
import { described } from './described.ts';
import { moneySchema } from './money.ts';
import { dateSchema } from './stay-schemas.ts';
import { boardSchema, hotelBasicsFields } from './hotel-fields.ts';

/** A search's session and its pages of hotel cards (how it starts: search-request.ts). */

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
