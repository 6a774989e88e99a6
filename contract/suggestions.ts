import { z } from 'zod/mini';
import { described } from './described.ts';

// Apart from hotels.ts: every module's schemas are built when a page loads it, and the search
// form asks for suggestions on pages that need no hotel page or rates schema (issue 30 item 4:
// the results page's one task of module evaluation, at 4x CPU, was 157-272 ms with them).

/** The kinds of place autocomplete and landing pages know. */
export const PLACE_TYPES = ['country', 'city', 'airport', 'district', 'landmark'] as const;

/** `GET /v3/places/autocomplete` query: the typed text and how many suggestions at most. */
export const autocompleteRequestSchema = z.object({
  q: z._default(z.string().check(z.maxLength(100)), ''),
  limit: z._default(
    z.pipe(
      z.pipe(z.union([z.number(), z.string()]), z.transform(Number)),
      z.int().check(z.minimum(1), z.maximum(50)),
    ),
    10,
  ),
});
/** What a client sends to ask for suggestions (`limit` may be left out). */
export type AutocompleteRequest = z.input<typeof autocompleteRequestSchema>;

/** One autocomplete suggestion (`GET /v3/places/autocomplete`). */
export const suggestionSchema = z.object({
  type: z.enum([...PLACE_TYPES, 'hotel']),
  id: described(z.string(), 'country-de, city-2950159, place-burj-khalifa, hotel-123'),
  name: described(z.string(), 'English name'),
  label: described(z.string(), 'Display label in the requested locale where known'),
  country_code: z.string(),
  country_slug: z.string(),
  destination_slug: z.optional(described(z.string(), 'City slug (not for countries)')),
  place_id: z.optional(
    described(
      z.string(),
      'For cities and named places: with /v3/places/{placeId} or as search place_id',
    ),
  ),
  hotel_id: z.optional(described(z.int(), 'For hotels')),
  hotel_slug: z.optional(described(z.string(), 'For hotels')),
  lat: z.number(),
  lng: z.number(),
});
export type Suggestion = z.infer<typeof suggestionSchema>;
