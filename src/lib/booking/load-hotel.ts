import type { Api } from '../api/client';
import { ApiError } from '../api/errors';
import { hotelPageSchema } from '../../../contract/hotels';
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

interface Suggestion {
  type?: unknown;
  hotel_id?: unknown;
  hotel_slug?: unknown;
  destination_slug?: unknown;
}

// `/hotels/destination/{destination}/{hotel}` has no country: the autocomplete finds the
// hotel by its name (the slug's words) and the slugs must then match exactly.
async function idFromSlugs(api: Api, destination: string, slug: string): Promise<string | null> {
  const answer = await api.get<{ data?: unknown }>('/v3/places/autocomplete', {
    q: slug.replace(/-/g, ' ').slice(0, 100),
    limit: 50,
  });
  const list = Array.isArray(answer.data) ? (answer.data as Suggestion[]) : [];
  const match = list.find(
    (s) =>
      s.type === 'hotel' &&
      s.hotel_slug === slug &&
      s.destination_slug === destination &&
      typeof s.hotel_id === 'number',
  );
  return match ? String(match.hotel_id) : null;
}

/**
 * Loads a hotel for its page: `found` with the validated content, `missing` when the API
 * does not know it (the page answers 404), `unavailable` when the API cannot be reached or
 * answers something unusable (the page answers 503 with a clear message).
 */
export async function loadHotel(api: Api, ref: HotelRef): Promise<HotelLoad> {
  try {
    let path: string;
    if (ref.kind === 'id') {
      if (!/^\d{1,12}$/.test(ref.id)) return { status: 'missing' };
      path = `/v3/hotels/${ref.id}`;
    } else if (ref.countrySlug) {
      const parts = [ref.countrySlug, ref.destination, ref.hotel].map(encodeURIComponent);
      path = `/v3/hotels/by-slug/${parts.join('/')}`;
    } else {
      const id = await idFromSlugs(api, ref.destination, ref.hotel);
      if (id === null) return { status: 'missing' };
      path = `/v3/hotels/${id}`;
    }
    const answer = await api.get<{ data?: unknown }>(path);
    const hotel = hotelPageSchema.safeParse(answer.data);
    if (!hotel.success) return { status: 'unavailable', reason: 'error' };
    if (ref.kind === 'slug' && hotel.data.slug !== ref.hotel) return { status: 'missing' };
    return { status: 'found', hotel: hotel.data };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { status: 'missing' };
    const unreachable = error instanceof ApiError && error.unreachable;
    return { status: 'unavailable', reason: unreachable ? 'unreachable' : 'error' };
  }
}
