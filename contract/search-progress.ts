import { z } from 'zod/mini';
import { described } from './described.ts';
import { dateSchema } from './stay-schemas.ts';

/**
 * How far a search session is: the fields every `GET /v3/hotels/search/{session}` answer starts
 * with (search.ts adds the page of hotels). Apart, so that a page following a session's count
 * and progress (the site's src/scripts/results-follow.ts) builds these few schemas and not the
 * hotel cards' and facets'.
 */

/** The state of a search session: hotels still arriving, or all in. */
export const searchStatusSchema = z.enum(['pending', 'complete']);

/** The stay a session searches, as its answers repeat it. */
export const searchedStaySchema = z.object({
  check_in: dateSchema,
  check_out: dateSchema,
  guests: z.string(),
  currency: z.string(),
  country: z.nullable(z.string()),
  nights: z.int(),
});

/** The session, its state and its count so far. */
export const searchProgressFields = {
  session: z.string(),
  status: searchStatusSchema,
  progress: described(z.int(), '0-100'),
  total: described(z.int(), 'Matching hotels visible so far'),
};

/** A results answer read for its progress only: the hotels and facets are left unread. */
export const searchProgressSchema = z.object({
  ...searchProgressFields,
  search: searchedStaySchema,
});
export type SearchProgress = z.infer<typeof searchProgressSchema>;
