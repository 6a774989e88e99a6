import { z } from 'zod/mini';
import type { Api } from '../api/client';
import { ApiError } from '../api/errors';
import { suggestPlaces } from '../api/suggestion-calls';
import {
  hotelSummarySchema,
  landingSchema,
  type HotelSummary,
  type Landing as ContractLanding,
} from '../../../contract/hotels';

/** A hotel of a landing page's top list. */
export type TopHotel = HotelSummary;

/** `GET /v3/destinations/{country}[/{city}]` and `GET /v3/places/{id}`, its top hotels read one by one. */
const landingAnswerSchema = z.object({
  data: z.extend(landingSchema, { top_hotels: z.array(z.unknown()) }),
});

export type Landing = ContractLanding;

/** A landing answer: the data, "no such destination" (404), or the API could not tell. */
export type LandingResult =
  { status: 'ok'; data: Landing } | { status: 'missing' } | { status: 'unavailable' };

/** Reads a landing answer (`{ data }`); invalid top hotels are dropped, not fatal. */
export function readLanding(answer: unknown): Landing | undefined {
  const parsed = landingAnswerSchema.safeParse(answer);
  if (!parsed.success) return undefined;
  const data = parsed.data.data;
  return {
    ...data,
    top_hotels: data.top_hotels.flatMap((h) => {
      const hotel = hotelSummarySchema.safeParse(h);
      return hotel.success ? [hotel.data] : [];
    }),
  };
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Loads a landing answer from `path` (`/v3/destinations/germany/berlin`) with prices in
 * `currency`; never throws.
 */
export async function loadLanding(
  api: Api,
  path: string,
  currency: string,
): Promise<LandingResult> {
  try {
    const data = readLanding(
      await api.request<unknown>(path, { query: { currency }, timeout: 5000 }),
    );
    return data ? { status: 'ok', data } : { status: 'unavailable' };
  } catch (error) {
    return error instanceof ApiError && error.status === 404
      ? { status: 'missing' }
      : { status: 'unavailable' };
  }
}

/**
 * The country of a destination given without one (`/hotels/destination/berlin`): the
 * first city of the autocomplete whose slug is the destination's. Undefined when none is.
 */
export async function findDestinationCountry(
  api: Api,
  destinationSlug: string,
  name: string,
): Promise<string | undefined> {
  try {
    const list = await suggestPlaces(api, { q: name, limit: 20 }, { timeout: 5000 });
    const city = list?.find(
      (item) => item.type === 'city' && item.destination_slug === destinationSlug,
    );
    return city?.country_slug && SLUG.test(city.country_slug) ? city.country_slug : undefined;
  } catch {
    return undefined;
  }
}
