import { z } from 'zod/mini';
import { described } from './described.ts';
import { guestsSchema } from './stay-schemas.ts';

// Apart from search.ts: the API reads requests with it and the site only needs their type,
// while a results page builds every schema of the modules it loads.

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
