import type { Api } from '../api/client';
import { ApiError } from '../api/errors';
import { fetchHotel, type HotelKey } from '../api/hotel-calls';
import { suggestPlaces } from '../api/suggestion-calls';
import type { Hotel } from './hotel';

/** How a hotel page names its hotel: by slugs (country optional) or by id. */
export type HotelRef =
  | { kind: 'slug'; countrySlug: string | undefined; destination: string; hotel: string }
  | { kind: 'id'; id: string };

/** The outcome of loading a hotel for a page. */
export type HotelLoad =
  | { status: 'found'; hotel: Hotel }
  | { status: 'missing' }
  | { status: 'unavailable'; reason: 'unreachable' | 'error' };

// `/hotels/destination/{destination}/{hotel}` has no country: the autocomplete finds the
// hotel by its name (the slug's words) and the slugs must then match exactly.
async function idFromSlugs(api: Api, destination: string, slug: string): Promise<number | null> {
  const list = await suggestPlaces(api, { q: slug.replace(/-/g, ' ').slice(0, 100), limit: 50 });
  const match = list?.find(
    (s) =>
      s.type === 'hotel' &&
      s.hotel_slug === slug &&
      s.destination_slug === destination &&
      s.hotel_id !== undefined,
  );
  return match?.hotel_id ?? null;
}

/**
 * Loads a hotel for its page: `found` with the validated content, `missing` when the API
 * does not know it (the page answers 404), `unavailable` when the API cannot be reached or
 * answers something unusable (the page answers 503 with a clear message).
 */
export async function loadHotel(api: Api, ref: HotelRef): Promise<HotelLoad> {
  try {
    let key: HotelKey;
    if (ref.kind === 'id') {
      if (!/^\d{1,12}$/.test(ref.id)) return { status: 'missing' };
      key = { id: Number(ref.id) };
    } else if (ref.countrySlug) {
      key = {
        countrySlug: ref.countrySlug,
        destinationSlug: ref.destination,
        hotelSlug: ref.hotel,
      };
    } else {
      const id = await idFromSlugs(api, ref.destination, ref.hotel);
      if (id === null) return { status: 'missing' };
      key = { id };
    }
    const hotel = await fetchHotel(api, key);
    if (!hotel) return { status: 'unavailable', reason: 'error' };
    if (ref.kind === 'slug' && hotel.slug !== ref.hotel) return { status: 'missing' };
    return { status: 'found', hotel };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { status: 'missing' };
    const unreachable = error instanceof ApiError && error.unreachable;
    return { status: 'unavailable', reason: unreachable ? 'unreachable' : 'error' };
  }
}
