import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Client,
  json,
  manyBookings,
  rateLimits,
  send,
  startTestApp,
  startTestServer,
  type TestServer,
} from '../test-support.ts';
import { berlinHotelId, book, futureStay, rates, rateWithRooms, type Booked } from './helpers.ts';

let server: TestServer;
beforeAll(async () => {
  // These tests take every room of a room type but one or two, however many the demo
  // inventory has on the day they run: the hold budgets, tested in holds.test.ts, out of the way.
  const settings = manyBookings();
  server = await startTestApp({
    ...settings,
    holdBudget: { ...settings.holdBudget!, roomsSignedOut: 1_000 },
  });
});
afterAll(() => server.stop());

async function guest(): Promise<Client> {
  const client = new Client(server.url);
  await client.csrf();
  return client;
}

describe('bookings', () => {
  it('never sells the last room twice under 20 parallel requests', async () => {
    const client = await guest();
    const stay = futureStay(90, 2);
    const { hotelId, rate } = await rateWithRooms(client, 2, stay);
    // Take all but one of the rooms with one multi-room booking.
    const fill = rate.rooms_left - 1;
    const bigGuests = Array.from({ length: fill }, () => '1').join('|');
    const big = (await rates(client, hotelId, stay.checkIn, stay.checkOut, bigGuests)).find(
      (r) =>
        r.room_code === rate.room_code &&
        r.board === rate.board &&
        r.refundable === rate.refundable,
    )!;
    expect((await book(client, big, { ...stay, guests: bigGuests })).status).toBe(201);
    const last = (await rates(client, hotelId, stay.checkIn, stay.checkOut, '1')).find(
      (r) =>
        r.room_code === rate.room_code &&
        r.board === rate.board &&
        r.refundable === rate.refundable,
    )!;
    expect(last.rooms_left).toBe(1);

    const clients = await Promise.all(Array.from({ length: 20 }, () => guest()));
    const responses = await Promise.all(
      clients.map((c) => book(c, last, { ...stay, guests: '1' }, { locale: 'he' })),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const failed = responses.find((r) => r.status === 409)!;
    expect((await json<{ message: string }>(failed)).message).toMatch(
      /^מצטערים, החדר כבר אינו זמין/,
    );
    const en = await book(clients[0]!, last, { ...stay, guests: '1' });
    expect(en.status).toBe(409);
    expect((await json<{ message: string }>(en)).message).toMatch(
      /^Sorry, this room is no longer available/,
    );
    const after = (await rates(client, hotelId, stay.checkIn, stay.checkOut, '1')).find(
      (r) => r.room_code === rate.room_code,
    );
    expect(after).toBeUndefined();
  });

  it('re-checks the price: a booking after availability dropped reports the change', async () => {
    const client = await guest();
    const stay = futureStay(120, 2);
    const { hotelId, rate } = await rateWithRooms(client, 4, stay);
    const others = Array.from({ length: rate.rooms_left - 2 }, () => '1').join('|');
    const bulk = (await rates(client, hotelId, stay.checkIn, stay.checkOut, others)).find(
      (r) =>
        r.room_code === rate.room_code &&
        r.board === rate.board &&
        r.refundable === rate.refundable,
    )!;
    const first = await json<{ data: Booked }>(
      await book(client, bulk, { ...stay, guests: others }),
    );
    expect(first.data.price_changed).toBe(false);
    // Two rooms are left now: the last-rooms surcharge applies to the old quote.
    const second = await json<{ data: Booked }>(await book(client, rate, { ...stay, guests: '1' }));
    expect(second.data.price_changed).toBe(true);
    expect(second.data.previous_price!.amount).toBe(rate.price['total']!.amount);
    expect(second.data.price['total']!.amount).toBeGreaterThan(rate.price['total']!.amount);
  });

  it('validates bookings: rate id, stay matching the rate, holder fields', async () => {
    const client = await guest();
    const stay = futureStay(40, 2);
    const id = await berlinHotelId(client);
    const [rate] = await rates(client, id, stay.checkIn, stay.checkOut);
    const forged = await book(
      client,
      { ...rate!, rate_id: `${rate!.rate_id.slice(0, -2)}xx` },
      { ...stay, guests: '2' },
    );
    expect(forged.status).toBe(422);
    expect(
      (await json<{ errors: Record<string, string[]> }>(forged)).errors['rate_id'],
    ).toBeTruthy();
    const otherGuests = await book(client, rate!, { ...stay, guests: '3' });
    expect(
      (await json<{ errors: Record<string, string[]> }>(otherGuests)).errors['guests'],
    ).toBeTruthy();
    const otherCurrency = await book(client, rate!, { ...stay, guests: '2', currency: 'USD' });
    expect(
      (await json<{ errors: Record<string, string[]> }>(otherCurrency)).errors['currency'],
    ).toBeTruthy();
    const badHolder = await book(
      client,
      rate!,
      { ...stay, guests: '2' },
      { holder: { first_name: '', last_name: 'X', email: 'bad', phone: '12' } },
    );
    const errors = (await json<{ errors: Record<string, string[]> }>(badHolder)).errors;
    expect(Object.keys(errors).sort()).toEqual([
      'holder.email',
      'holder.first_name',
      'holder.phone',
    ]);
    expect(errors['holder.email']![0]).toBe('The email field must be a valid email address.');
    const noBearer = await client.post('/v3/bookings', { bearer: false, json: {} });
    expect(noBearer.status).toBe(401);
  });

  it('keeps bookings across a restart of the server', async () => {
    const own = await startTestApp();
    const client = new Client(own.url);
    await client.login('user@demo.test');
    const stay = futureStay(33, 2);
    const id = await berlinHotelId(client);
    const [rate] = await rates(client, id, stay.checkIn, stay.checkOut);
    const booked = await json<{ data: Booked }>(
      await book(client, rate!, { ...stay, guests: '2' }),
    );
    await own.close();
    const again = await startTestApp({ dataDir: own.dataDir });
    const after = new Client(again.url);
    await after.login('user@demo.test');
    const detail = await after.get(`/v3/reservations/${booked.data.uuid}`);
    expect(detail.status).toBe(200);
    expect((await json<{ data: { reference: string } }>(detail)).data.reference).toBe(
      booked.data.reference,
    );
    // The rate id signed before the restart is still valid.
    expect((await book(after, rate!, { ...stay, guests: '2' })).status).toBe(201);
    await again.stop();
  });

  it('lets a guest look up and cancel a booking by reference and email; others get 404', async () => {
    const client = await guest();
    const stay = futureStay(45, 2);
    const id = await berlinHotelId(client);
    const rate = (await rates(client, id, stay.checkIn, stay.checkOut)).find((r) => !r.refundable)!;
    const booked = await json<{ data: Booked }>(await book(client, rate, { ...stay, guests: '2' }));
    // Another browser: only the reference and the holder's email open the booking.
    const other = await guest();
    expect((await other.get(`/v3/bookings/${booked.data.uuid}`)).status).toBe(404);
    const found = await other.get(
      `/v3/reservations/lookup?reference=${booked.data.reference.toLowerCase()}&email=GUEST@example.test`,
    );
    expect(found.status).toBe(200);
    expect((await json<{ data: { uuid: string } }>(found)).data.uuid).toBe(booked.data.uuid);
    expect(
      (
        await other.get(
          `/v3/reservations/lookup?reference=${booked.data.reference}&email=other@example.test`,
        )
      ).status,
    ).toBe(404);
    expect((await other.get('/v3/reservations/lookup?reference=&email=x')).status).toBe(422);
    const proof = { reference: booked.data.reference, email: 'guest@example.test' };
    const wrong = await other.post(`/v3/reservations/${booked.data.uuid}/cancel`, {
      json: { ...proof, email: 'other@example.test' },
    });
    expect(wrong.status).toBe(404);
    // The holder's email alone, as before, is no proof.
    const emailOnly = await other.post(`/v3/reservations/${booked.data.uuid}/cancel`, {
      json: { email: 'guest@example.test' },
    });
    expect(emailOnly.status).toBe(404);
    const cancel = await other.post(`/v3/reservations/${booked.data.uuid}/cancel`, { json: proof });
    expect(cancel.status).toBe(200);
    const body = await json<{ data: { status: string; refund: { amount: number } } }>(cancel);
    expect(body.data.status).toBe('cancelled');
    expect(body.data.refund.amount).toBe(0);
    const twice = await other.post(`/v3/reservations/${booked.data.uuid}/cancel`, { json: proof });
    expect(twice.status).toBe(409);
    const pay = await client.post(`/v3/bookings/${booked.data.uuid}/pay`);
    expect(pay.status).toBe(409);
  });

  it('throttles guest look-ups and failed proofs per client, so nobody locks a reference’s owner out', async () => {
    const own = await startTestServer({
      trustedProxies: ['loopback'],
      rateLimits: rateLimits({
        lookup: { limit: 5, windowMs: 60_000 },
        lookupFailures: { limit: 3, windowMs: 60_000 },
      }),
    });
    const client = new Client(own.url, '198.51.100.40');
    await client.csrf();
    const stay = futureStay(46, 2);
    const { rate } = await rateWithRooms(client, 1, stay);
    const booked = await json<{ data: Booked }>(await book(client, rate, { ...stay, guests: '1' }));
    const look = (c: Client, email: string) =>
      c.get(`/v3/reservations/lookup?reference=${booked.data.reference}&email=${email}`);
    const attacker = new Client(own.url, '2001:db8:7:7::1');
    const guesses: number[] = [];
    for (let i = 0; i < 3; i++)
      guesses.push((await look(attacker, `guess${i}@example.test`)).status);
    expect(guesses).toEqual([404, 404, 404]);
    // The attacker is stopped, from any address of its /64 and for any reference...
    const locked = await look(new Client(own.url, '2001:db8:7:7:ffff::9'), 'guest@example.test');
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    // ...while the reference's owner, elsewhere, still gets in.
    expect((await look(new Client(own.url, '198.51.100.41'), 'guest@example.test')).status).toBe(
      200,
    );
    // Per client: five look-ups in all, whatever the reference and the answer.
    const unrelated = '/v3/reservations/lookup?reference=HS-AAAA-AAAA&email=a@b.co';
    const counted = new Client(own.url, '198.51.100.42');
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await look(counted, 'guest@example.test')).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    const over = await counted.get(unrelated);
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    await own.stop();
    console.log(
      'limits: 3 failed proofs lock the client (its /64), not the reference: the owner elsewhere still looks the booking up; 5 look-ups per client',
    );
  });

  it('404s unknown bookings, transactions and payment links', async () => {
    const client = await guest();
    const uuid = '00000000-0000-4000-8000-000000000000';
    expect((await client.get(`/v3/bookings/${uuid}`)).status).toBe(404);
    expect((await client.post(`/v3/bookings/${uuid}/pay`)).status).toBe(404);
    expect((await client.get(`/v3/transactions/${uuid}`)).status).toBe(404);
    expect((await client.get('/v3/transactions/nope')).status).toBe(404);
    const page = await send(`${server.url}/pay/${'x'.repeat(43)}`);
    expect(page.status).toBe(404);
    expect(await page.text()).toContain('This payment link is invalid or has expired.');
  });

  it('re-renders the payment form with escaped values and field errors', async () => {
    const client = await guest();
    const stay = futureStay(41, 2);
    const id = await berlinHotelId(client);
    const [rate] = await rates(client, id, stay.checkIn, stay.checkOut);
    const booked = await json<{ data: Booked }>(
      await book(client, rate!, { ...stay, guests: '2' }),
    );
    const pay = await json<{ data: { payment_url: string } }>(
      await client.post(`/v3/bookings/${booked.data.uuid}/pay`),
    );
    const response = await send(pay.data.payment_url, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        card_name: '<script>alert(1)</script>',
        card_number: '1234 5678',
        expiry: '01/20',
        cvc: '1',
      }).toString(),
    });
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('The card number is not valid.');
    expect(html).toContain('The expiry date must be in the future (MM/YY).');
    expect(html).toContain('The security code must have 3 or 4 digits.');
    const other = await send(pay.data.payment_url, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        card_name: 'X',
        card_number: '5555 5555 5555 4444',
        expiry: '01/40',
        cvc: '123',
      }).toString(),
    });
    expect(other.status).toBe(422);
    expect(await other.text()).toContain('Only the test cards are accepted');
  });
});

describe('reservations, agents and vouchers', () => {
  it('lists the signed-in user’s reservations newest first with seeded past and upcoming stays', async () => {
    const client = new Client(server.url);
    await client.login('user@demo.test');
    const list = await json<{
      data: {
        uuid: string;
        status: string;
        stay_status: string;
        created_at: string;
        hotel: { name: string };
      }[];
    }>(await client.get('/v3/reservations'));
    expect(list.data.length).toBeGreaterThanOrEqual(2);
    const stays = list.data.map((r) => r.stay_status);
    expect(stays).toContain('past');
    expect(stays).toContain('upcoming');
    const created = list.data.map((r) => r.created_at);
    expect([...created].sort().reverse()).toEqual(created);
    expect((await new Client(server.url).get('/v3/reservations')).status).toBe(401);
    // Another user cannot read it.
    const other = new Client(server.url);
    await other.login('agent@demo.test');
    expect((await other.get(`/v3/reservations/${list.data[0]!.uuid}`)).status).toBe(404);
    expect((await other.post(`/v3/reservations/${list.data[0]!.uuid}/cancel`)).status).toBe(404);
  });

  it('refuses to cancel a past stay', async () => {
    const client = new Client(server.url);
    await client.login('user@demo.test');
    const list = await json<{
      data: { uuid: string; stay_status: string; cancellable: boolean }[];
    }>(await client.get('/v3/reservations'));
    const past = list.data.find((r) => r.stay_status === 'past')!;
    expect(past.cancellable).toBe(false);
    expect((await client.post(`/v3/reservations/${past.uuid}/cancel`)).status).toBe(409);
  });

  it('gives agents their bookings with agent pricing; all=true needs the reservations action', async () => {
    const agent = new Client(server.url);
    await agent.login('agent@demo.test');
    const own = await json<{
      data: { uuid: string; price: Record<string, unknown>; agency_fid: number }[];
      meta: { total: number };
    }>(await agent.get('/v3/agent/bookings'));
    expect(own.meta.total).toBeGreaterThanOrEqual(3);
    expect(own.data[0]!.price['commission']).toBeTruthy();
    expect(own.data.every((b) => b.agency_fid === 1001)).toBe(true);
    const all = await agent.get('/v3/agent/bookings?all=true&status=confirmed');
    expect(all.status).toBe(200);
    const detail = await agent.get(`/v3/agent/bookings/${own.data[0]!.uuid}`);
    expect(detail.status).toBe(200);
    const filtered = await json<{ meta: { total: number } }>(
      await agent.get('/v3/agent/bookings?from=2000-01-01&to=2000-01-02'),
    );
    expect(filtered.meta.total).toBe(0);
    expect((await agent.get('/v3/agent/bookings?from=yesterday')).status).toBe(422);

    const plain = new Client(server.url);
    await plain.login('user@demo.test');
    const forbidden = await plain.get('/v3/agent/bookings?all=true&locale=he');
    expect(forbidden.status).toBe(403);
    expect((await json<{ message: string }>(forbidden)).message).toBe(
      'אין לכם הרשאה לראות את כל ההזמנות של הסוכנות.',
    );
    expect((await plain.get(`/v3/agent/bookings/${own.data[0]!.uuid}`)).status).toBe(404);

    const power = new Client(server.url);
    await power.login('power@demo.test');
    const house = await json<{ data: { agency_fid: number }[] }>(
      await power.get('/v3/agent/bookings?all=true'),
    );
    expect(house.data.length).toBeGreaterThan(0);
    expect(house.data.every((b) => b.agency_fid === 1)).toBe(true);
  });

  it('lists vouchers for users with options.vouchers, else 403', async () => {
    const power = new Client(server.url);
    await power.login('power@demo.test');
    const vouchers = await json<{ data: { code: string; status: string }[] }>(
      await power.get('/v3/vouchers'),
    );
    expect(vouchers.data.length).toBeGreaterThan(0);
    expect(vouchers.data.map((v) => v.status)).toContain('void');
    const plain = new Client(server.url);
    await plain.login('user@demo.test');
    expect((await plain.get('/v3/vouchers')).status).toBe(403);
    expect((await new Client(server.url).get('/v3/vouchers')).status).toBe(401);
  });
});
