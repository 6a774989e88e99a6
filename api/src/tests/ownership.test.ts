import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addUser,
  Client,
  json,
  manyBookings,
  startTestApp,
  type TestServer,
} from '../test-support.ts';
import { bookStay, startPayment, type Booked } from './helpers.ts';

const MISSING = '00000000-0000-4000-8000-000000000000';
let server: TestServer;
beforeAll(async () => {
  server = await startTestApp(manyBookings());
  await addUser(server.dataDir, {
    name: 'Yael Agent',
    email: 'agent-sunny@example.test',
    plan_id: 2,
    fid: 1002,
    actions: ['reservations'],
  });
  await addUser(server.dataDir, {
    name: 'Xena Junior',
    email: 'junior-lagoon@example.test',
    plan_id: 2,
    fid: 1001,
  });
  await addUser(server.dataDir, { name: 'Bob Other', email: 'bob@example.test' });
});
afterAll(() => server.stop());

/** Who takes part: signed in (email) or a signed-out browser session. */
const ACTORS = {
  userA: 'user@demo.test',
  userB: 'bob@example.test',
  agentX: 'agent@demo.test',
  juniorX: 'junior-lagoon@example.test',
  agentY: 'agent-sunny@example.test',
  staff: 'power@demo.test',
  guestG: null,
  guestH: null,
  visitor: null,
} as const;
type Actor = keyof typeof ACTORS;

/**
 * The bookings: user A's (the house), agent X's (Blue Lagoon, 1001), guest G's (signed out,
 * the house) and guest H's (signed out on Sunny Travel's site, 1002). Who may see each one.
 */
const BOOKINGS = {
  ofUserA: { owner: 'userA', fid: undefined, allowed: ['userA', 'staff'] },
  ofAgentX: { owner: 'agentX', fid: undefined, allowed: ['agentX'] },
  ofGuestG: { owner: 'guestG', fid: undefined, allowed: ['guestG', 'staff'] },
  ofGuestH: { owner: 'guestH', fid: 1002, allowed: ['guestH', 'agentY'] },
} as const satisfies Record<string, { owner: Actor; fid: number | undefined; allowed: Actor[] }>;
type Kind = keyof typeof BOOKINGS;

const clients = new Map<Actor, Client>();
let offset = 20;

async function bookAs(kind: Kind): Promise<Booked> {
  const { owner, fid } = BOOKINGS[kind];
  offset += 3;
  return bookStay(clients.get(owner)!, offset, fid ? { fid } : {});
}

interface Answer {
  status: number;
  body: string;
}

async function answer(response: Response): Promise<Answer> {
  return { status: response.status, body: await response.text() };
}

describe('who sees and manages a booking, pair by pair', () => {
  it('lets only the owner, the agency, house staff and a guest with proof in; strangers get the answer of a missing booking', async () => {
    for (const [actor, email] of Object.entries(ACTORS) as [Actor, string | null][]) {
      const client = new Client(server.url);
      if (email) expect((await client.login(email)).status).toBe(200);
      else await client.csrf();
      clients.set(actor, client);
    }
    const bookings = {} as Record<Kind, Booked & { transaction: string }>;
    for (const kind of Object.keys(BOOKINGS) as Kind[]) {
      const booked = await bookAs(kind);
      const owner = clients.get(BOOKINGS[kind].owner)!;
      const { transaction } = await startPayment(owner, booked.uuid);
      bookings[kind] = { ...booked, transaction };
    }

    // Each call, for a booking or for a uuid that exists nowhere.
    const calls: Record<
      string,
      (c: Client, b: { uuid: string; transaction: string }) => Promise<Response>
    > = {
      'GET /v3/bookings/{uuid}': (c, b) => c.get(`/v3/bookings/${b.uuid}`),
      'GET /v3/transactions/{uuid}': (c, b) => c.get(`/v3/transactions/${b.transaction}`),
      'GET /v3/reservations/{uuid}': (c, b) => c.get(`/v3/reservations/${b.uuid}`),
      'GET /v3/agent/bookings/{uuid}': (c, b) => c.get(`/v3/agent/bookings/${b.uuid}`),
      'POST /v3/bookings/{uuid}/pay': (c, b) => c.post(`/v3/bookings/${b.uuid}/pay`),
      'POST /v3/reservations/{uuid}/cancel': (c, b) =>
        c.post(`/v3/reservations/${b.uuid}/cancel`, { json: {} }),
    };
    const signedInOnly = new Set(['GET /v3/reservations/{uuid}', 'GET /v3/agent/bookings/{uuid}']);
    let pairs = 0;
    let denied = 0;
    for (const [actor, email] of Object.entries(ACTORS) as [Actor, string | null][]) {
      const client = clients.get(actor)!;
      for (const [name, call] of Object.entries(calls)) {
        const missing = await answer(await call(client, { uuid: MISSING, transaction: MISSING }));
        expect(missing.status, `${actor} ${name} on a missing booking`).toBe(
          email || !signedInOnly.has(name) ? 404 : 401,
        );
        for (const kind of Object.keys(BOOKINGS) as Kind[]) {
          const allowed =
            (BOOKINGS[kind].allowed as readonly Actor[]).includes(actor) &&
            (email !== null || !signedInOnly.has(name));
          // Cancelling is shown below on bookings of its own, so these stay bookable.
          if (allowed && name.includes('/cancel')) continue;
          pairs += 1;
          const got = await answer(await call(client, bookings[kind]));
          if (allowed) {
            expect(got.status, `${actor} ${name} on ${kind}`).toBe(200);
          } else {
            denied += 1;
            expect(got, `${actor} ${name} on ${kind}`).toEqual(missing);
          }
        }
      }
    }

    // Cancelling: every allowed pair cancels a booking of that kind made for it.
    for (const kind of Object.keys(BOOKINGS) as Kind[]) {
      for (const actor of BOOKINGS[kind].allowed) {
        const booked = await bookAs(kind);
        const cancel = await clients
          .get(actor)!
          .post(`/v3/reservations/${booked.uuid}/cancel`, { json: {} });
        pairs += 1;
        expect(cancel.status, `${actor} cancels ${kind}`).toBe(200);
        expect((await json<{ data: { status: string } }>(cancel)).data.status).toBe('cancelled');
      }
    }

    // A guest with the reference and the holder's email, from any browser: look-up and cancel.
    const stranger = clients.get('visitor')!;
    for (const kind of Object.keys(BOOKINGS) as Kind[]) {
      const booked = await bookAs(kind);
      const proof = { reference: booked.reference, email: 'guest@example.test' };
      const wrong = { reference: booked.reference, email: 'someone@example.test' };
      const found = await stranger.get(
        `/v3/reservations/lookup?reference=${proof.reference}&email=${proof.email}`,
      );
      expect(found.status, `look-up of ${kind}`).toBe(200);
      const notFound = await answer(
        await stranger.get(
          `/v3/reservations/lookup?reference=${wrong.reference}&email=${wrong.email}`,
        ),
      );
      expect(notFound.status).toBe(404);
      // The reference of another booking does not open this one.
      const crossed = await answer(
        await stranger.post(`/v3/reservations/${bookings[kind].uuid}/cancel`, { json: proof }),
      );
      const wrongEmail = await answer(
        await stranger.post(`/v3/reservations/${booked.uuid}/cancel`, { json: wrong }),
      );
      const missing = await answer(
        await stranger.post(`/v3/reservations/${MISSING}/cancel`, { json: proof }),
      );
      expect(crossed).toEqual(missing);
      expect(wrongEmail).toEqual(missing);
      // The guest sees the guest's figures: an agent's net and commission stay with the agent.
      const seen = (await json<{ data: { price: Record<string, unknown> } }>(found)).data.price;
      expect(Object.keys(seen).filter((k) => ['net', 'gross', 'commission'].includes(k))).toEqual(
        [],
      );
      // Proof cancels only a guest booking of the house; account and agency bookings are
      // cancelled by their owners.
      const cancel = await stranger.post(`/v3/reservations/${booked.uuid}/cancel`, { json: proof });
      if (kind === 'ofGuestG') {
        expect(cancel.status, `guest proof cancels ${kind}`).toBe(200);
        const cancelled = await json<{ data: { status: string; price: object } }>(cancel);
        expect(cancelled.data.status).toBe('cancelled');
      } else {
        expect(cancel.status, `guest proof cannot cancel ${kind}`).toBe(403);
        expect((await json<{ message: string }>(cancel)).message).toBe(
          'This booking belongs to an account or a travel agency. Sign in to cancel it, or ask your travel agent.',
        );
        const still = await clients.get(BOOKINGS[kind].owner)!.get(`/v3/bookings/${booked.uuid}`);
        expect((await json<{ data: { status: string } }>(still)).data.status).toBe(
          'pending_payment',
        );
        denied += 1;
      }
      pairs += 5;
      denied += 3;
    }

    // The agent who booked, and house staff for the house, see the agent's figures.
    const agentBooking = await clients
      .get('agentX')!
      .get(`/v3/agent/bookings/${bookings.ofAgentX.uuid}`);
    const agentPrice = (await json<{ data: { price: Record<string, unknown> } }>(agentBooking)).data
      .price;
    expect(Object.keys(agentPrice)).toEqual(expect.arrayContaining(['net', 'commission']));

    // Lists: an agency's agents see the agency's bookings, house staff the house's.
    const all = async (actor: Actor) => {
      const response = await clients.get(actor)!.get('/v3/agent/bookings?all=true&per_page=100');
      if (response.status !== 200) return response.status;
      return (await json<{ data: { uuid: string }[] }>(response)).data.map((b) => b.uuid);
    };
    const listed = (uuids: number | string[], kind: Kind) =>
      Array.isArray(uuids) && uuids.includes(bookings[kind].uuid);
    const agentX = await all('agentX');
    const agentY = await all('agentY');
    const staff = await all('staff');
    expect([listed(agentX, 'ofAgentX'), listed(agentX, 'ofGuestH')]).toEqual([true, false]);
    expect([listed(agentY, 'ofGuestH'), listed(agentY, 'ofAgentX')]).toEqual([true, false]);
    expect(
      (['ofUserA', 'ofGuestG', 'ofAgentX', 'ofGuestH'] as Kind[]).map((k) => listed(staff, k)),
    ).toEqual([true, true, false, false]);
    for (const actor of ['userA', 'userB', 'juniorX'] as Actor[])
      expect(await all(actor)).toBe(403);
    pairs += 11;
    denied += 7;

    console.log(
      `ownership: ${pairs} (caller, booking, call) pairs tested over ${Object.keys(ACTORS).length} callers and ${Object.keys(BOOKINGS).length} kinds of booking; ${denied} denied, each with the same answer as a missing booking`,
    );
  });
});
