import { z } from 'zod/mini';
import { described } from './described.ts';
import { moneySchema } from './money.ts';
import { boardSchema, hotelBasicsFields } from './hotel-fields.ts';
import { searchedStaySchema, searchProgressFields, searchStatusSchema } from './search-progress.ts';

/** A search's session and its pages of hotel cards (how it starts: search-request.ts). */

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

/** `GET /v3/hotels/search/{session}` (its `data`): a page of results while (or after) the session fills. */
export const searchResultsSchema = z.object({
  ...searchProgressFields,
  page: z.int(),
  per_page: z.int(),
  search: searchedStaySchema,
  hotels: z.array(hotelCardSchema),
  facets: z.object({
    price: z.object({ min: z.nullable(z.int()), max: z.nullable(z.int()) }),
    stars: described(z.record(z.string(), z.int()), 'Stars 1-5 -> hotel count'),
    board: described(z.record(z.string(), z.int()), 'Board code -> hotels offering it'),
    free_cancellation: z.int(),
  }),
});
export type SearchResults = z.infer<typeof searchResultsSchema>;
