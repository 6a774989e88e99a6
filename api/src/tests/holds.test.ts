import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config.ts';
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
    // These tests hold every room of a room type from one browser; the room budget has its own.
    holdBudget: { ...loadConfig({}).holdBudget, roomsSignedOut: 8 },
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

describe('what holds may take (the default budget)', () => {
  let budgeted: TestServer;
  beforeAll(async () => {
    budgeted = await startTestServer({
      trustedProxies: ['loopback'],
      rateLimits: rateLimits({ booking: { limit: 1000, windowMs: 60_000 } }),
    });
  });
  afterAll(() => budgeted.stop());

  const at = async (address: string) => {
    const client = new Client(budgeted.url, address);
    await client.csrf();
    return client;
  };
  const ones = (rooms: number) => Array.from({ length: rooms }, () => '1').join('|');

  it('one address cannot keep a room type sold out: its unpaid holds run out of room-nights', async () => {
    const budget = budgeted.config.holdBudget;
    const stay = { ...futureStay(230, 1) };
    const probe = await at('198.51.100.60');
    const { hotelId, rate } = await rateWithRooms(probe, 1, stay);
    const left = async () =>
      sameRate(await rates(probe, hotelId, stay.checkIn, stay.checkOut, '1'), rate)?.rooms_left ??
      0;
    // The attacker: a new browser for each hold, each at another address of one IPv6 /64.
    let browsers = 0;
    let rounds = 0;
    let held = 0;
    let refused: Response | undefined;
    while (!refused && rounds < 100) {
      for (let free = await left(); free > 0 && !refused; free = await left()) {
        const rooms = Math.min(free, budget.roomsSignedOut);
        browsers += 1;
        const browser = await at(`2001:db8:bad:1:${browsers.toString(16)}::1`);
        const [offer] = (
          await rates(browser, hotelId, stay.checkIn, stay.checkOut, ones(rooms))
        ).filter((r) => sameRate([r], rate));
        const response = await book(browser, offer!, { ...stay, guests: ones(rooms) });
        if (response.status === 429) refused = response;
        else {
          expect(response.status).toBe(201);
          held += rooms;
        }
      }
      if (refused) break;
      expect(await left()).toBe(0);
      rounds += 1;
      // The holds end unpaid; the attacker comes back for the same rooms.
      advance(HOLD_MS + 1000);
    }
    expect(refused?.status).toBe(429);
    expect(held).toBeGreaterThanOrEqual(budget.roomNightsPerHotel);
    expect(held).toBeLessThan(budget.roomNightsPerHotel + budget.roomsSignedOut);
    const wait = Number(refused!.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(budget.windowMs / 1000 - (rounds + 1) * (HOLD_MS / 1000) - 60);
    // While the attacker waits, the rooms are for sale, and anyone else books them.
    expect(await left()).toBeGreaterThan(0);
    const guest = await at('198.51.100.61');
    const [offer] = (await rates(guest, hotelId, stay.checkIn, stay.checkOut, '1')).filter((r) =>
      sameRate([r], rate),
    );
    expect((await book(guest, offer!, { ...stay, guests: '1' })).status).toBe(201);
    console.log(
      `holds: one address (${browsers} browsers over one IPv6 /64) held a room type for ${rounds} hold windows (${held} room-nights in the hotel), then 429 with Retry-After ${Math.round(wait / 3600)} h while others book it; before, 10 bookings x 8 rooms x 30 nights = 2400 room-nights, renewed for good`,
    );
  });

  it('room-nights per address across hotels, and fewer rooms per hold signed out than signed in', async () => {
    const budget = budgeted.config.holdBudget;
    const destination = await json<{ data: { top_hotels: { id: number }[] } }>(
      await (await at('198.51.100.70')).get('/v3/destinations/germany/berlin'),
    );
    const stay = futureStay(250, 30);
    const answers: number[] = [];
    // 30-night stays in one hotel after another, each from a new browser of one address.
    for (const { id } of destination.data.top_hotels.slice(0, 4)) {
      const browser = await at('198.51.100.71');
      const offer = (await rates(browser, id, stay.checkIn, stay.checkOut, '1')).find(
        (r) => r.rooms_left > 0,
      );
      if (!offer) continue;
      const response = await book(browser, offer, { ...stay, guests: '1' });
      answers.push(response.status);
      if (response.status === 429) break;
    }
    // 0 and 30 room-nights are under the address's 60; at 60 it must wait.
    expect(budget.roomNightsPerClient).toBe(60);
    expect(answers).toEqual([201, 201, 429]);

    const short = futureStay(280, 1);
    const signedOut = await at('198.51.100.72');
    const { hotelId, rate } = await rateWithRooms(signedOut, budget.roomsSignedOut + 1, short);
    const many = ones(budget.roomsSignedOut + 1);
    const [offer] = (await rates(signedOut, hotelId, short.checkIn, short.checkOut, many)).filter(
      (r) => sameRate([r], rate),
    );
    const refused = await book(signedOut, offer!, { ...short, guests: many });
    expect(refused.status).toBe(422);
    expect((await json<{ errors: Record<string, string[]> }>(refused)).errors['guests']).toEqual([
      'Please sign in to hold this many rooms in one booking.',
    ]);
    const signedIn = new Client(budgeted.url, '198.51.100.73');
    expect((await signedIn.login('user@demo.test')).status).toBe(200);
    expect((await book(signedIn, offer!, { ...short, guests: many })).status).toBe(201);
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
