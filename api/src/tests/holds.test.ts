import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  Client,
  json,
  queryDatabase,
  rateLimits,
  startTestServer,
  type TestServer,
} from '../test-support.ts';
import {
  book,
  bookingBody,
  futureStay,
  rates,
  rateWithRooms,
  startPayment,
  submitCard,
  type Booked,
  type RateJson,
} from './helpers.ts';

const HOLD_MS = 15 * 60 * 1000;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    trustedProxies: ['loopback'],
    maxHoldsPerSession: 2,
    maxHoldsPerClient: 3,
    rateLimits: rateLimits({ booking: { limit: 1000, windowMs: 60_000 } }),
  });
});
afterAll(() => server.stop());
afterEach(() => {
  vi.useRealTimers();
});

/** A signed-out browser whose requests come through the site's proxy from `address`. */
async function browserAt(address: string): Promise<Client> {
  const client = new Client(server.url, address);
  await client.csrf();
  return client;
}

/** Moves the API's clock (the test server runs in this process) forward. */
function advance(ms: number): void {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + ms);
}

function sameRate(list: RateJson[], rate: RateJson): RateJson | undefined {
  return list.find(
    (r) =>
      r.room_code === rate.room_code && r.board === rate.board && r.refundable === rate.refundable,
  );
}

describe('holds', () => {
  it('an unpaid booking holds its rooms for the hold window, then they are for sale again by themselves', async () => {
    const client = await browserAt('198.51.100.10');
    const stay = futureStay(150, 2);
    const { hotelId, rate } = await rateWithRooms(client, 1, stay);
    const all = rate.rooms_left;
    const guests = Array.from({ length: all }, () => '1').join('|');
    const whole = sameRate(
      await rates(client, hotelId, stay.checkIn, stay.checkOut, guests),
      rate,
    )!;
    const held = await book(client, whole, { ...stay, guests });
    expect(held.status).toBe(201);
    const booking = (await json<{ data: Booked }>(held)).data;
    expect(Date.parse(booking.hold_expires_at) - Date.now()).toBeGreaterThan(HOLD_MS - 60_000);
    expect(
      sameRate(await rates(client, hotelId, stay.checkIn, stay.checkOut, '1'), rate),
    ).toBeUndefined();

    advance(HOLD_MS + 1000);
    // Nobody booked or cleaned up in between: the expired hold is simply not counted.
    const again = sameRate(await rates(client, hotelId, stay.checkIn, stay.checkOut, '1'), rate);
    expect(again?.rooms_left).toBe(all);
    const detail = await json<{ data: { status: string; cancellable: boolean } }>(
      await client.get(`/v3/bookings/${booking.uuid}`),
    );
    expect(detail.data).toMatchObject({ status: 'expired', cancellable: false });
    const pay = await client.post(`/v3/bookings/${booking.uuid}/pay?locale=he`);
    expect(pay.status).toBe(409);
    expect((await json<{ message: string }>(pay)).message).toBe(
      'תוקף ההזמנה פג: החדרים נשמרו 15 דקות ללא תשלום. אנא הזמינו מחדש.',
    );
    const other = await browserAt('198.51.100.11');
    expect((await book(other, again!, { ...stay, guests: '1' })).status).toBe(201);
  });

  it('a paid booking keeps its rooms after the hold window', async () => {
    const client = await browserAt('198.51.100.12');
    const stay = futureStay(160, 2);
    const { hotelId, rate } = await rateWithRooms(client, 2, stay);
    const booking = (
      await json<{ data: Booked }>(await book(client, rate, { ...stay, guests: '1' }))
    ).data;
    const { payment_url } = await startPayment(client, booking.uuid);
    expect((await submitCard(payment_url, '4242424242424242')).status).toBe(303);
    advance(HOLD_MS * 4);
    const after = sameRate(await rates(client, hotelId, stay.checkIn, stay.checkOut, '1'), rate);
    expect(after?.rooms_left).toBe(rate.rooms_left - 1);
  });

  it('a client holds at most a few unpaid bookings: per session and per address, 429 with Retry-After', async () => {
    const stay = (n: number) => futureStay(170 + n * 3, 2);
    const bookOne = async (client: Client, n: number, locale = 'en') => {
      const { rate } = await rateWithRooms(client, 1, stay(n));
      return client.post(`/v3/bookings?locale=${locale}`, {
        json: bookingBody(rate, { ...stay(n), guests: '1' }),
      });
    };
    const first = await browserAt('203.0.113.7');
    const held: Booked[] = [];
    for (const n of [1, 2]) {
      const response = await bookOne(first, n);
      expect(response.status).toBe(201);
      held.push((await json<{ data: Booked }>(response)).data);
    }
    const third = await bookOne(first, 3, 'he');
    expect(third.status).toBe(429);
    const wait = Number(third.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(14 * 60);
    expect(wait).toBeLessThanOrEqual(15 * 60);
    expect((await json<{ message: string }>(third)).message).toContain('שלמו או בטלו');

    // Another session from the same address: the address may hold three.
    const sameAddress = await browserAt('203.0.113.7');
    expect((await bookOne(sameAddress, 4)).status).toBe(201);
    expect((await bookOne(sameAddress, 5)).status).toBe(429);
    // Another address is not affected.
    const elsewhere = await browserAt('203.0.113.8');
    expect((await bookOne(elsewhere, 6)).status).toBe(201);

    // Paying (or cancelling) frees a place; so does the end of the hold.
    const { payment_url } = await startPayment(first, held[0]!.uuid);
    expect((await submitCard(payment_url, '4242424242424242')).status).toBe(303);
    expect((await bookOne(first, 7)).status).toBe(201);
    expect((await bookOne(first, 8)).status).toBe(429);
    advance(HOLD_MS + 1000);
    expect((await bookOne(first, 9)).status).toBe(201);
    console.log(
      'holds: 2 unpaid bookings per session and 3 per address held; the next answered 429 with Retry-After until the oldest hold ends',
    );
  });
});

describe('Idempotency-Key on bookings and payments', () => {
  const bookingCount = async () =>
    (await queryDatabase<{ n: number }>(server.dataDir, 'SELECT COUNT(*) AS n FROM bookings'))[0]!
      .n;
  const attempts = async (uuid: string) =>
    (
      await queryDatabase<{ n: number }>(
        server.dataDir,
        'SELECT COUNT(*) AS n FROM transactions WHERE booking_uuid = ?',
        uuid,
      )
    )[0]!.n;

  it('same key and body: the same answer and one hold; same key, other body: 422', async () => {
    const client = await browserAt('198.51.100.20');
    const stay = futureStay(200, 2);
    const { hotelId, rate } = await rateWithRooms(client, 2, stay);
    const before = await bookingCount();
    const headers = { 'idempotency-key': 'order-7f3a' };
    const body = bookingBody(rate, { ...stay, guests: '1' });
    const send = (extra: Record<string, unknown> = {}) =>
      client.post('/v3/bookings', { headers, json: { ...body, ...extra } });
    // Ten parallel submissions of the same form (a double click, a retry after a timeout).
    const responses = await Promise.all(Array.from({ length: 10 }, () => send()));
    const bodies = await Promise.all(responses.map((r) => json<{ data: Booked }>(r)));
    expect(responses.map((r) => r.status)).toEqual(Array(10).fill(201));
    expect(new Set(bodies.map((b) => b.data.uuid)).size).toBe(1);
    expect(responses.filter((r) => r.headers.get('idempotency-replayed') === 'true')).toHaveLength(
      9,
    );
    expect(await bookingCount()).toBe(before + 1);
    expect(
      sameRate(await rates(client, hotelId, stay.checkIn, stay.checkOut, '1'), rate)?.rooms_left,
    ).toBe(rate.rooms_left - 1);

    const other = await send({ special_requests: 'A quiet room' });
    expect(other.status).toBe(422);
    expect(
      (await json<{ errors: Record<string, string[]> }>(other)).errors['idempotency_key'],
    ).toEqual(['This Idempotency-Key was already used for a different request.']);
    // Keys belong to their caller: another browser's same key is another booking.
    const stranger = await browserAt('198.51.100.21');
    const theirs = await stranger.post('/v3/bookings', { headers, json: body });
    expect(theirs.status).toBe(201);
    expect((await json<{ data: Booked }>(theirs)).data.uuid).not.toBe(bodies[0]!.data.uuid);
    const bad = await client.post('/v3/bookings', {
      headers: { 'idempotency-key': 'x'.repeat(256) },
      json: {},
    });
    expect(bad.status).toBe(422);

    // Payment: the same key gives the same attempt, never a second one.
    const uuid = bodies[0]!.data.uuid;
    const payKey = { 'idempotency-key': 'pay-7f3a' };
    const pays = await Promise.all(
      Array.from({ length: 5 }, () => client.post(`/v3/bookings/${uuid}/pay`, { headers: payKey })),
    );
    const payBodies = await Promise.all(
      pays.map((r) => json<{ data: { payment_url: string; transaction: string } }>(r)),
    );
    expect(new Set(payBodies.map((b) => b.data.payment_url)).size).toBe(1);
    expect(await attempts(uuid)).toBe(1);
    expect((await submitCard(payBodies[0]!.data.payment_url, '4242424242424242')).status).toBe(303);
    const replay = await client.post(`/v3/bookings/${uuid}/pay`, { headers: payKey });
    expect(replay.status).toBe(200);
    expect((await json<{ data: { transaction: string } }>(replay)).data.transaction).toBe(
      payBodies[0]!.data.transaction,
    );
    expect(await attempts(uuid)).toBe(1);
    console.log(
      'idempotency: 10 parallel bookings with one key -> 1 booking, 1 hold, 9 replays; 5 payment starts with one key -> 1 attempt; same key, other body -> 422',
    );
  });
});
