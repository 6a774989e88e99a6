import { expect } from 'vitest';
import { daysFromNow, json, type Client } from '../test-support.ts';

/** A rate as the rates call answers it (the fields tests use). */
export interface RateJson {
  rate_id: string;
  room_code: string;
  board: string;
  refundable: boolean;
  rooms_left: number;
  cancellation: { free_until: string | null; penalty: { amount: number; currency: string } };
  price: Record<string, { amount: number; currency: string }>;
}

/** Gets the rates of a hotel for a stay. */
export async function rates(
  client: Client,
  hotelId: number,
  checkIn: string,
  checkOut: string,
  guests = '2',
  currency = 'EUR',
): Promise<RateJson[]> {
  const response = await client.get(
    `/v3/hotels/${hotelId}/rates?check_in=${checkIn}&check_out=${checkOut}&guests=${encodeURIComponent(guests)}&currency=${currency}`,
  );
  expect(response.status).toBe(200);
  return (await json<{ data: { rates: RateJson[] } }>(response)).data.rates;
}

/** A Berlin hotel id (by slug look-up of the destination's top hotel). */
export async function berlinHotelId(client: Client): Promise<number> {
  const response = await client.get('/v3/destinations/germany/berlin');
  expect(response.status).toBe(200);
  const body = await json<{ data: { top_hotels: { id: number }[] } }>(response);
  return body.data.top_hotels[0]!.id;
}

/** Books a rate; returns the raw response. */
export function book(
  client: Client,
  rate: RateJson,
  stay: { checkIn: string; checkOut: string; guests: string; currency?: string },
  extra: Record<string, unknown> = {},
): Promise<Response> {
  return client.post('/v3/bookings', {
    json: {
      rate_id: rate.rate_id,
      check_in: stay.checkIn,
      check_out: stay.checkOut,
      guests: stay.guests,
      currency: stay.currency ?? 'EUR',
      holder: {
        first_name: 'Test',
        last_name: 'Guest',
        email: 'guest@example.test',
        phone: '+972 50 765 4321',
      },
      ...extra,
    },
  });
}

/** A stay window far enough ahead that refundable rates exist. */
export function futureStay(offsetDays = 40, nights = 3): { checkIn: string; checkOut: string } {
  return { checkIn: daysFromNow(offsetDays), checkOut: daysFromNow(offsetDays + nights) };
}

/** Polls a search session until it is complete. */
export async function pollSearch(
  client: Client,
  session: string,
  query = '',
): Promise<Record<string, unknown>> {
  for (let i = 0; i < 50; i++) {
    const response = await client.get(`/v3/hotels/search/${session}${query}`);
    expect(response.status).toBe(200);
    const body = await json<{ data: Record<string, unknown> }>(response);
    if (body.data['status'] === 'complete') return body.data;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('search did not complete');
}
