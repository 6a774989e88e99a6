import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { dayInZone, hotelTimeParts } from '../../../contract/hotel-time.ts';
import { Client, json, startTestServer, type TestServer } from '../test-support.ts';
import { book, futureStay, rates, startPayment, submitCard, type Booked } from './helpers.ts';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const SUCCESS = '4242424242424242';
const MINUTE = 60_000;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());
afterEach(() => {
  vi.useRealTimers();
});

async function guest(): Promise<Client> {
  const client = new Client(server.url);
  await client.csrf();
  return client;
}

interface ReservationJson {
  uuid: string;
  reference: string;
  hotel: { time_zone: string; check_in_time: string; check_out_time: string };
  cancellation: { free_until: string; penalty: { amount: number } };
  paid: { amount: number };
  refund_if_cancelled: { amount: number } | null;
}

/**
 * A hotel in Cancún (America/Cancun: UTC-5 all year, so a UTC deadline would be 5 hours off)
 * whose free cancellation ends at least two days before check-in (after a one-day policy's
 * deadline the check-in day has begun at the hotel and cancelling is refused).
 */
async function cancunHotel(client: Client, stay: { checkIn: string; checkOut: string }) {
  const response = await client.get('/v3/destinations/mexico/cancun');
  expect(response.status).toBe(200);
  const hotels = (await json<{ data: { top_hotels: { id: number }[] } }>(response)).data;
  for (const { id } of hotels.top_hotels) {
    const rate = (await rates(client, id, stay.checkIn, stay.checkOut)).find((r) => r.refundable);
    const deadline = rate?.cancellation.free_until;
    if (deadline && dayInZone(Date.parse(deadline) + MINUTE, 'America/Cancun') < stay.checkIn)
      return { id, deadline };
  }
  throw new Error('no Cancún hotel with a deadline two days before check-in');
}

/** Books and pays a refundable two-night stay; the booking as its owner reads it. */
async function paidBooking(
  client: Client,
  hotelId: number,
  stay: { checkIn: string; checkOut: string },
): Promise<ReservationJson> {
  const rate = (await rates(client, hotelId, stay.checkIn, stay.checkOut)).find(
    (r) => r.refundable,
  )!;
  const created = await book(client, rate, { ...stay, guests: '2' });
  expect(created.status).toBe(201);
  const booked = (await json<{ data: Booked }>(created)).data;
  const { payment_url } = await startPayment(client, booked.uuid);
  expect((await submitCard(payment_url, SUCCESS)).status).toBe(303);
  const view = await client.get(`/v3/bookings/${booked.uuid}`);
  expect(view.status).toBe(200);
  return (await json<{ data: ReservationJson }>(view)).data;
}

/** Cancels as the guest, from a new browser (the clock may have moved past the first session). */
async function cancelAsGuest(booking: ReservationJson): Promise<number> {
  const browser = await guest();
  const response = await browser.post(`/v3/reservations/${booking.uuid}/cancel`, {
    json: { reference: booking.reference, email: 'guest@example.test' },
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await json<{ data: { refund: { amount: number } } }>(response)).data.refund.amount;
}

describe('deadlines in the hotel’s time', () => {
  it('gives hotels, rates and bookings the hotel’s zone and a deadline at 23:59 on its clock', async () => {
    const client = await guest();
    const stay = futureStay(60, 2);
    const { id, deadline } = await cancunHotel(client, stay);
    const hotel = await json<{ data: { time_zone: string; check_in_time: string } }>(
      await client.get(`/v3/hotels/${id}`),
    );
    expect(hotel.data.time_zone).toBe('America/Cancun');
    expect(hotelTimeParts(deadline, 'America/Cancun', 'en-GB')?.hotel.time).toBe('23:59');
    expect(deadline).toMatch(/T04:59:59Z$/);
    const booking = await paidBooking(client, id, stay);
    expect(booking.hotel).toMatchObject({
      time_zone: 'America/Cancun',
      check_in_time: hotel.data.check_in_time,
    });
    expect(booking.cancellation.free_until).toBe(deadline);
  });

  it('refunds in full one minute before the deadline and keeps the penalty one minute after', async () => {
    const client = await guest();
    const stay = futureStay(70, 2);
    const { id, deadline } = await cancunHotel(client, stay);
    const early = await paidBooking(client, id, stay);
    const late = await paidBooking(client, id, stay);
    expect(early.paid.amount).toBeGreaterThan(0);
    expect(early.cancellation.free_until).toBe(deadline);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.parse(deadline) - MINUTE);
    expect(await cancelAsGuest(early)).toBe(early.paid.amount);

    vi.setSystemTime(Date.parse(deadline) + MINUTE);
    const penalty = late.cancellation.penalty.amount;
    expect(penalty).toBeGreaterThan(0);
    expect(await cancelAsGuest(late)).toBe(late.paid.amount - penalty);
  });

  it('lets a guest cancel, with the penalty, until the check-in day begins at the hotel', async () => {
    const client = await guest();
    const stay = futureStay(80, 2);
    const { id } = await cancunHotel(client, stay);
    const booking = await paidBooking(client, id, stay);
    // 23:30 on the eve of check-in in Cancún is already the check-in day in UTC.
    const eve = Date.parse(`${stay.checkIn}T04:30:00Z`);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(eve);
    expect(await cancelAsGuest(booking)).toBe(
      booking.paid.amount - booking.cancellation.penalty.amount,
    );
  });
});
