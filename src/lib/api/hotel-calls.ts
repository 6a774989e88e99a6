import { type HotelPage, type RatesRequest, hotelPageSchema } from '../../../contract/hotels';
import { parseRates, type RatesResult } from '../booking/rates';
import { type CallOptions, dataOf } from './answers';
import type { Api } from './client';

/** Calls of a hotel page: its content and the rates of a stay. */

/** How a page names a hotel: by its id, or by its country, destination and hotel slugs. */
export type HotelKey =
  { id: number } | { countrySlug: string; destinationSlug: string; hotelSlug: string };

/**
 * `GET /v3/hotels/{id}` or `GET /v3/hotels/by-slug/{country}/{destination}/{hotel}`: a hotel
 * page's content, read leniently (`hotelPageSchema`).
 */
export async function fetchHotel(api: Api, key: HotelKey): Promise<HotelPage | undefined> {
  const path =
    'id' in key
      ? `/v3/hotels/${key.id}`
      : `/v3/hotels/by-slug/${[key.countrySlug, key.destinationSlug, key.hotelSlug].map(encodeURIComponent).join('/')}`;
  return dataOf(hotelPageSchema, await api.get<unknown>(path));
}

/** `GET /v3/hotels/{id}/rates`: the rates of a stay; a malformed rate is left out, not fatal. */
export async function fetchRates(
  api: Api,
  hotelId: number,
  request: RatesRequest,
  options: CallOptions = {},
): Promise<RatesResult | undefined> {
  const answer = await api.request<unknown>(`/v3/hotels/${hotelId}/rates`, {
    query: { ...request },
    ...options,
  });
  return parseRates(answer) ?? undefined;
}
