import { expect } from 'vitest';
import { daysFromNow, json, send, type Client } from '../test-support.ts';

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

/** The body of a booking of a rate for a stay, with a test holder unless `extra` gives one. */
export function bookingBody(
  rate: Pick<RateJson, 'rate_id'>,
  stay: { checkIn: string; checkOut: string; guests: string; currency?: string },
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
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
  };
}

/** Books a rate; returns the raw response. */
export function book(
  client: Client,
  rate: RateJson,
  stay: { checkIn: string; checkOut: string; guests: string; currency?: string },
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<Response> {
  return client.post('/v3/bookings', { json: bookingBody(rate, stay, extra), headers });
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

/** A Berlin rate with at least `min` rooms left for the stay (trying the top hotels in turn). */
export async function rateWithRooms(
  client: Client,
  min: number,
  stay: { checkIn: string; checkOut: string },
  guests = '1',
): Promise<{ hotelId: number; rate: RateJson }> {
  const destination = await json<{ data: { top_hotels: { id: number }[] } }>(
    await client.get('/v3/destinations/germany/berlin'),
  );
  for (const { id } of destination.data.top_hotels) {
    const rate = (await rates(client, id, stay.checkIn, stay.checkOut, guests)).find(
      (r) => r.rooms_left >= min,
    );
    if (rate) return { hotelId: id, rate };
  }
  throw new Error('no rate with enough rooms');
}

/** What booking answers (201). */
export interface Booked {
  uuid: string;
  reference: string;
  status: string;
  hold_expires_at: string;
  price: Record<string, { amount: number; currency: string }>;
  price_changed: boolean;
  previous_price?: { amount: number; currency: string };
}

/** Books a one-guest Berlin stay `offsetDays` ahead for the client; fails the test otherwise. */
export async function bookStay(
  client: Client,
  offsetDays: number,
  extra: Record<string, unknown> = {},
): Promise<Booked> {
  const stay = futureStay(offsetDays, 2);
  const { rate } = await rateWithRooms(client, 1, stay);
  const response = await book(client, rate, { ...stay, guests: '1' }, extra);
  expect(response.status).toBe(201);
  return (await json<{ data: Booked }>(response)).data;
}

/** The provider's answer to a card: the status and, after a redirect, the transaction. */
export interface CardAnswer {
  status: number;
  location: string | null;
  body: string;
}

/** Submits a card on a payment page (as the browser does, without cookies). */
export async function submitCard(paymentUrl: string, card: string): Promise<CardAnswer> {
  const response = await send(paymentUrl, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      card_name: 'Test Guest',
      card_number: card,
      expiry: '12/39',
      cvc: '123',
    }).toString(),
  });
  return {
    status: response.status,
    location: response.headers.get('location'),
    body: await response.text(),
  };
}

/** Starts a payment of a booking; returns the provider page and the transaction's uuid. */
export async function startPayment(
  client: Client,
  uuid: string,
  headers: Record<string, string> = {},
): Promise<{ payment_url: string; transaction: string }> {
  const response = await client.post(`/v3/bookings/${uuid}/pay`, { headers });
  expect(response.status).toBe(200);
  return (await json<{ data: { payment_url: string; transaction: string } }>(response)).data;
}
