import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Client,
  daysFromNow,
  json,
  removeDataDir,
  seededDataDir,
  spawnApi,
  TEST_ENGINE,
  type ApiProcess,
} from '../test-support.ts';
import {
  bookingBody,
  futureStay,
  rates,
  rateWithRooms,
  submitCard,
  type Booked,
} from './helpers.ts';

let dataDir: string;
let copies: ApiProcess[] = [];
beforeAll(async () => {
  dataDir = await seededDataDir();
  // One after the other, as a deployment rolls them out; both then serve the same database.
  // A signed-out seller takes all but one room of a room type in one booking below.
  const env = { API_HOLD_ROOMS_SIGNED_OUT: '8' };
  copies.push(await spawnApi(dataDir, env));
  copies.push(await spawnApi(dataDir, env));
});
afterAll(async () => {
  await Promise.all(copies.map((copy) => copy.stop()));
  copies = [];
  await removeDataDir(dataDir);
});

/**
 * One browser behind a load balancer that sends each request to the next copy in turn: the
 * cookies the last answer set go with the next request, whichever copy it reaches.
 */
class Visitor {
  readonly #clients: Client[];
  #sent = 0;
  /** Requests each copy served. */
  readonly served: number[];

  constructor(address: string) {
    this.#clients = copies.map((copy) => new Client(copy.url, address));
    this.served = copies.map(() => 0);
  }

  /** The client of the next request (the next copy), holding the browser's cookies. */
  next(): Client {
    const count = this.#clients.length;
    const previous = this.#clients[(this.#sent + count - 1) % count]!;
    const index = this.#sent % count;
    const client = this.#clients[index]!;
    if (client !== previous) {
      client.jar.clear();
      for (const [name, value] of previous.jar) client.jar.set(name, value);
    }
    this.#sent += 1;
    this.served[index] = (this.served[index] ?? 0) + 1;
    return client;
  }
}

describe(`two copies of the API on one ${TEST_ENGINE} database`, () => {
  it('serve one visitor alternately through a whole journey without losing anything', async () => {
    const visitor = new Visitor('203.0.113.10');
    await visitor.next().csrf();
    const login = await visitor.next().post('/login', {
      form: { email: 'user@demo.test', password: 'demo-pass-123' },
      bearer: false,
    });
    expect(login.status).toBe(200);
    expect((await visitor.next().get('/v3/auth', { bearer: false })).status).toBe(200);

    // A search made on one copy fills and is read on both.
    const checkIn = daysFromNow(70);
    const checkOut = daysFromNow(72);
    const created = await visitor.next().post('/v3/hotels/search', {
      json: {
        destination: { country_slug: 'germany', destination_slug: 'berlin' },
        check_in: checkIn,
        check_out: checkOut,
        guests: '2',
        currency: 'EUR',
      },
    });
    expect(created.status).toBe(201);
    const session = (await json<{ data: { session: string } }>(created)).data.session;
    let results: { status: string; hotels: { id: number }[] } | undefined;
    for (let poll = 0; poll < 60 && results?.status !== 'complete'; poll++) {
      if (poll > 0) await new Promise((resolve) => setTimeout(resolve, 100));
      const answer = await visitor.next().get(`/v3/hotels/search/${session}`);
      expect(answer.status).toBe(200);
      results = (await json<{ data: { status: string; hotels: { id: number }[] } }>(answer)).data;
    }
    expect(results?.status).toBe('complete');
    const hotelId = results!.hotels[0]!.id;

    // Rates from one copy, the booking on the other, and so on to the payment.
    const [rate] = await rates(visitor.next(), hotelId, checkIn, checkOut, '2');
    const booked = await visitor.next().post('/v3/bookings', {
      json: bookingBody(rate!, { checkIn, checkOut, guests: '2' }),
    });
    expect(booked.status).toBe(201);
    const booking = (await json<{ data: Booked }>(booked)).data;
    expect((await visitor.next().get(`/v3/bookings/${booking.uuid}`)).status).toBe(200);
    const pay = await visitor.next().post(`/v3/bookings/${booking.uuid}/pay`);
    expect(pay.status).toBe(200);
    const payment = (await json<{ data: { payment_url: string; transaction: string } }>(pay)).data;
    // The card goes to the copy that did not make the payment page.
    const page = new URL(payment.payment_url);
    const other = copies.find((copy) => !payment.payment_url.startsWith(copy.url))!;
    const card = await submitCard(`${other.url}${page.pathname}${page.search}`, '4242424242424242');
    expect(card.status).toBe(303);
    const status = await visitor.next().get(`/v3/transactions/${payment.transaction}`);
    expect((await json<{ data: { status: string } }>(status)).data.status).toBe('succeeded');
    const mine = await visitor.next().get('/v3/reservations');
    const listed = (await json<{ data: { uuid: string; status: string }[] }>(mine)).data;
    expect(listed.find((r) => r.uuid === booking.uuid)?.status).toBe('confirmed');

    // Signing out on one copy signs out on both.
    expect((await visitor.next().post('/logout', { bearer: false })).status).toBe(204);
    expect((await visitor.next().get('/v3/auth', { bearer: false })).status).toBe(401);
    // Every other request went to each copy.
    expect(visitor.served[0]).toBeGreaterThanOrEqual(7);
    expect(Math.abs(visitor.served[0]! - visitor.served[1]!)).toBeLessThanOrEqual(1);
    console.log(
      `copies (${TEST_ENGINE}): one visitor's journey served ${visitor.served.join(' + ')} requests by two copies in turn: session, search, booking, payment, sign-out all seen by both`,
    );
  });

  it('count one rate limit together: the 11th sign-in of a minute is refused wherever it lands', async () => {
    const visitor = new Visitor('203.0.113.11');
    await visitor.next().csrf();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      const response = await visitor.next().post('/login', {
        form: { email: 'user@demo.test', password: `wrong-${attempt}` },
        bearer: false,
      });
      statuses.push(response.status);
    }
    // 10 sign-ins a minute per address (config.rateLimits.login), 5 on each copy.
    expect(statuses.slice(0, 10)).toEqual(Array.from({ length: 10 }, () => 422));
    expect(statuses[10]).toBe(429);
  });

  it('sell the last room once when both take orders for it at the same moment', async () => {
    const seller = new Client(copies[0]!.url, '203.0.113.12');
    await seller.csrf();
    const stay = futureStay(150, 2);
    const { hotelId, rate } = await rateWithRooms(seller, 2, stay);
    const same = (r: { room_code: string; board: string; refundable: boolean }) =>
      r.room_code === rate.room_code && r.board === rate.board && r.refundable === rate.refundable;
    // Take all but one of the rooms with one multi-room booking.
    const bigGuests = Array.from({ length: rate.rooms_left - 1 }, () => '1').join('|');
    const big = (await rates(seller, hotelId, stay.checkIn, stay.checkOut, bigGuests)).find(same)!;
    const first = await seller.post('/v3/bookings', {
      json: bookingBody(big, { ...stay, guests: bigGuests }),
    });
    expect(first.status).toBe(201);
    const last = (await rates(seller, hotelId, stay.checkIn, stay.checkOut, '1')).find(same)!;
    expect(last.rooms_left).toBe(1);

    const buyers = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        const buyer = new Client(copies[i % 2]!.url, `198.51.100.${100 + i}`);
        await buyer.csrf();
        return buyer;
      }),
    );
    const answers = await Promise.all(
      buyers.map((buyer) =>
        buyer.post('/v3/bookings', { json: bookingBody(last, { ...stay, guests: '1' }) }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
  });

  it('do the work of one Idempotency-Key once when it reaches both', async () => {
    const buyer = new Client(copies[0]!.url, '203.0.113.13');
    await buyer.csrf();
    const twin = new Client(copies[1]!.url, '203.0.113.13');
    for (const [name, value] of buyer.jar) twin.jar.set(name, value);
    const stay = futureStay(160, 2);
    const { rate } = await rateWithRooms(buyer, 1, stay);
    const body = bookingBody(rate, { ...stay, guests: '1' });
    const headers = { 'idempotency-key': 'copies-one-key' };
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        (i % 2 ? twin : buyer).post('/v3/bookings', { json: body, headers }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array.from({ length: 8 }, () => 201));
    const uuids = await Promise.all(
      answers.map(async (a) => (await json<{ data: Booked }>(a)).data.uuid),
    );
    expect(new Set(uuids).size).toBe(1);
    expect(answers.filter((a) => a.headers.get('idempotency-replayed') === 'true')).toHaveLength(7);
  });
});
