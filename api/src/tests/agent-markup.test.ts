import { parse } from 'csv-parse/sync';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  addUser,
  Client,
  json,
  manyBookings,
  queryDatabase,
  startTestServer,
  type TestServer,
} from '../test-support.ts';
import {
  book,
  futureStay,
  pollSearch,
  rates,
  startPayment,
  submitCard,
  type RateJson,
} from './helpers.ts';

// Password hashing (scrypt, N=2^17) makes sign-ins slow on small machines.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer(manyBookings());
  await addUser(server.dataDir, {
    name: 'Xena Junior',
    email: 'junior-lagoon@example.test',
    plan_id: 2,
    fid: 1001,
  });
  await addUser(server.dataDir, {
    name: 'Yael Sunny',
    email: 'owner-sunny@example.test',
    plan_id: 2,
    fid: 1002,
    actions: ['reservations'],
  });
  const [sunny] = await queryDatabase<{ id: number }>(
    server.dataDir,
    'SELECT id FROM users WHERE email = ?',
    'owner-sunny@example.test',
  );
  await queryDatabase(
    server.dataDir,
    'UPDATE agencies SET owner_user_id = ? WHERE fid = 1002',
    Number(sunny!.id),
  );
});
afterAll(() => server.stop());

/** Who takes part: signed in (email) or a signed-out visitor (null). */
const ACTORS = {
  agent: 'agent@demo.test',
  sameAgency: 'junior-lagoon@example.test',
  otherAgency: 'owner-sunny@example.test',
  owner: 'owner@demo.test',
  staff: 'power@demo.test',
  user: 'user@demo.test',
  visitor: null,
} as const;
type Actor = keyof typeof ACTORS;

const clients = new Map<Actor, Client>();
async function as(actor: Actor): Promise<Client> {
  let client = clients.get(actor);
  if (!client) {
    client = new Client(server.url);
    const email = ACTORS[actor];
    if (email) expect((await client.login(email)).status).toBe(200);
    else await client.csrf();
    clients.set(actor, client);
  }
  return client;
}

interface Settings {
  own: { kind: string; value: number } | null;
  agency: { kind: string; value: number } | null;
  effective: { kind: string; value: number } | null;
  source: string;
  can_edit_agency: boolean;
}

async function settingsOf(actor: Actor): Promise<Settings> {
  const response = await (await as(actor)).get('/v3/agent/markup');
  expect(response.status).toBe(200);
  return (await json<{ data: Settings }>(response)).data;
}

function setOwn(client: Client, rule: Record<string, unknown>): Promise<Response> {
  return client.request('PUT', '/v3/agent/markup', { json: rule });
}

function setAgency(client: Client, fid: number, rule: Record<string, unknown>) {
  return client.request('PUT', `/v3/agencies/${fid}/markup`, { json: rule });
}

describe('who may change a markup, pair by pair', () => {
  it('lets only the agency’s owner change the agency default', async () => {
    const expected: Record<Actor, number> = {
      agent: 403,
      sameAgency: 403,
      otherAgency: 403,
      owner: 200,
      staff: 403,
      user: 403,
      visitor: 401,
    };
    for (const actor of Object.keys(ACTORS) as Actor[]) {
      const client = await as(actor);
      const value = 500 + Object.keys(ACTORS).indexOf(actor);
      expect(
        (await setAgency(client, 1001, { kind: 'percent', value })).status,
        `${actor} sets Blue Lagoon's default`,
      ).toBe(expected[actor]);
      expect(
        (await client.request('DELETE', '/v3/agencies/1001/markup')).status,
        `${actor} removes Blue Lagoon's default`,
      ).toBe(expected[actor]);
    }
    // Only the owner's last word stands: set again, it is what the agents see.
    expect((await setAgency(await as('owner'), 1001, { kind: 'percent', value: 800 })).status).toBe(
      200,
    );
    for (const actor of ['agent', 'sameAgency', 'owner'] as const) {
      expect((await settingsOf(actor)).agency).toEqual({ kind: 'percent', value: 800 });
    }
    expect((await settingsOf('otherAgency')).agency).toBeNull();
    expect((await settingsOf('owner')).can_edit_agency).toBe(true);
    expect((await settingsOf('agent')).can_edit_agency).toBe(false);
    // The other agency's owner owns their own agency, not this one.
    expect(
      (await setAgency(await as('otherAgency'), 1002, { kind: 'percent', value: 300 })).status,
    ).toBe(200);
    expect((await settingsOf('agent')).agency).toEqual({ kind: 'percent', value: 800 });
  });

  it('lets an agent change only their own markup', async () => {
    const expected: Record<Actor, number> = {
      agent: 200,
      sameAgency: 200,
      otherAgency: 200,
      owner: 200,
      staff: 403,
      user: 403,
      visitor: 401,
    };
    expect((await setOwn(await as('agent'), { kind: 'percent', value: 1200 })).status).toBe(200);
    for (const actor of Object.keys(ACTORS) as Actor[]) {
      if (actor === 'agent') continue;
      const client = await as(actor);
      expect((await setOwn(client, { kind: 'percent', value: 2500 })).status, actor).toBe(
        expected[actor],
      );
      expect((await client.get('/v3/agent/markup')).status, actor).toBe(expected[actor]);
      // Whatever anyone else did, the agent's own markup is still theirs.
      expect((await settingsOf('agent')).own).toEqual({ kind: 'percent', value: 1200 });
    }
    expect((await settingsOf('sameAgency')).own).toEqual({ kind: 'percent', value: 2500 });
    // Removing their own markup gives the agency default back, to them alone.
    const cleared = await (await as('sameAgency')).request('DELETE', '/v3/agent/markup');
    expect(cleared.status).toBe(200);
    expect((await json<{ data: Settings }>(cleared)).data).toMatchObject({
      own: null,
      source: 'agency',
      effective: { kind: 'percent', value: 800 },
    });
    expect((await settingsOf('agent')).source).toBe('own');
  });

  it('keeps markups within the configured bounds', async () => {
    const agent = await as('agent');
    const tooHigh = await setOwn(agent, { kind: 'percent', value: 5001 });
    expect(tooHigh.status).toBe(422);
    expect(JSON.stringify(await json(tooHigh))).toContain('above the highest allowed');
    expect((await setOwn(agent, { kind: 'fixed', value: 20_001, currency: 'EUR' })).status).toBe(
      422,
    );
    expect((await setOwn(agent, { kind: 'fixed', value: 500 })).status).toBe(422);
    expect((await setOwn(agent, { kind: 'fixed', value: 500, currency: 'XXX' })).status).toBe(422);
    expect((await setOwn(agent, { kind: 'percent', value: -1 })).status).toBe(422);
    expect((await settingsOf('agent')).own).toEqual({ kind: 'percent', value: 1200 });
  });
});

interface SearchHotel {
  id: number;
  board: string;
  free_cancellation: boolean;
  price: { amount: number; currency: string };
}

async function searchBerlin(
  client: Client,
  stay: { checkIn: string; checkOut: string },
  currency: string,
) {
  const created = await client.post('/v3/hotels/search', {
    json: {
      destination: { country_slug: 'germany', destination_slug: 'berlin' },
      check_in: stay.checkIn,
      check_out: stay.checkOut,
      guests: '2|1',
      currency,
      country: 'DE',
    },
  });
  expect(created.status).toBe(201);
  const { session } = (await json<{ data: { session: string } }>(created)).data;
  await pollSearch(client, session);
  const page = await client.get(`/v3/hotels/search/${session}?per_page=5`);
  return (await json<{ data: { hotels: SearchHotel[] } }>(page)).data.hotels;
}

function sumsUp(rate: RateJson): void {
  const p = rate.price;
  expect(p['gross']!.amount).toBe(p['total']!.amount);
  expect(p['net']!.amount + p['commission']!.amount + p['markup']!.amount).toBe(p['total']!.amount);
  expect(p['pay_now']!.amount + p['pay_at_property']!.amount).toBe(p['total']!.amount);
  expect(p['total']!.amount).toBeGreaterThanOrEqual(p['net']!.amount);
}

describe('one client price on search, rates, booking and payment', () => {
  it('agrees to the minor unit in currencies of 0, 2 and 3 decimals', async () => {
    const agent = await as('agent');
    const visitor = await as('visitor');
    let offset = 120;
    for (const currency of ['JPY', 'EUR', 'KWD']) {
      offset += 7;
      const stay = futureStay(offset, 3);
      const [card] = await searchBerlin(agent, stay, currency);
      const all = await rates(agent, card!.id, stay.checkIn, stay.checkOut, '2|1', currency);
      const same = all.filter(
        (r) => r.board === card!.board && r.refundable === card!.free_cancellation,
      );
      const cheapest = same.reduce((a, b) =>
        b.price['total']!.amount < a.price['total']!.amount ? b : a,
      );
      expect(cheapest.price['total']!.amount, currency).toBe(card!.price.amount);
      for (const rate of all) sumsUp(rate);
      // 12% of net, rounded once to the currency's minor unit.
      const p = cheapest.price;
      expect(p['markup']!.amount).toBe(Math.round((p['net']!.amount * 1200) / 10_000));
      // The public price is what a visitor sees; the agent's client price adds the markup.
      const publicRates = await rates(
        visitor,
        card!.id,
        stay.checkIn,
        stay.checkOut,
        '2|1',
        currency,
      );
      const twin = publicRates.find(
        (r) =>
          r.room_code === cheapest.room_code &&
          r.board === cheapest.board &&
          r.refundable === cheapest.refundable,
      )!;
      expect(twin.price['net']).toBeUndefined();
      expect(twin.price['markup']).toBeUndefined();
      expect(p['total']!.amount - twin.price['total']!.amount).toBe(p['markup']!.amount);

      const booked = await book(agent, cheapest, { ...stay, guests: '2|1', currency });
      expect(booked.status).toBe(201);
      const booking = (
        await json<{ data: { uuid: string; price_changed: boolean; price: RateJson['price'] } }>(
          booked,
        )
      ).data;
      expect(booking.price_changed).toBe(false);
      expect(booking.price).toEqual(cheapest.price);
      const payment = await startPayment(agent, booking.uuid);
      const [tx] = await queryDatabase<{ amount: number; currency: string }>(
        server.dataDir,
        'SELECT amount, currency FROM transactions WHERE uuid = ?',
        payment.transaction,
      );
      expect(Number(tx!.amount)).toBe(p['pay_now']!.amount);
      expect(tx!.currency).toBe(currency);
    }
  });

  it('prices a fixed markup per room-night in the booking currency', async () => {
    const agent = await as('sameAgency');
    expect((await setOwn(agent, { kind: 'fixed', value: 500, currency: 'EUR' })).status).toBe(200);
    const stay = futureStay(160, 4);
    const [card] = await searchBerlin(agent, stay, 'JPY');
    const all = await rates(agent, card!.id, stay.checkIn, stay.checkOut, '2|1', 'JPY');
    // 5.00 EUR = 815 yen, for 2 rooms x 4 nights.
    for (const rate of all) {
      sumsUp(rate);
      expect(rate.price['markup']!.amount).toBe(815 * 8);
    }
    expect((await agent.request('DELETE', '/v3/agent/markup')).status).toBe(200);
  });

  it('agrees for many random markups (property)', async () => {
    const agent = await as('otherAgency');
    const stay = futureStay(170, 2);
    const [card] = await searchBerlin(agent, stay, 'KWD');
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 5_000 }), async (value) => {
        expect((await setOwn(agent, { kind: 'percent', value })).status).toBe(200);
        const all = await rates(agent, card!.id, stay.checkIn, stay.checkOut, '2|1', 'KWD');
        for (const rate of all) {
          sumsUp(rate);
          expect(rate.price['markup']!.amount).toBe(
            Math.round((rate.price['net']!.amount * value) / 10_000),
          );
        }
      }),
      { numRuns: 25 },
    );
  });
});

interface ListItem {
  uuid: string;
  reference: string;
  holder: { email: string };
  status: string;
  price: Record<string, { amount: number; currency: string } | undefined>;
  booked_by: { id: number; name: string } | null;
  earnings: { commission: { amount: number }; markup: { amount: number } };
}
interface Totals {
  currency: string;
  bookings: number;
  confirmed: number;
  cancelled: number;
  refunded: number;
  sales: number;
  commission: number;
  markup: number;
}
interface List {
  data: ListItem[];
  meta: {
    total: number;
    totals: Totals[];
    by_agent: { agent: { name: string } | null; totals: Totals[] }[];
  };
}

describe('earnings: the agent’s list, its totals and the CSV', () => {
  const made: Record<'paid' | 'refunded' | 'kept' | 'unpaid', string> = {
    paid: '',
    refunded: '',
    kept: '',
    unpaid: '',
  };
  let offset = 200;

  async function bookAs(client: Client, refundable: boolean, pay: boolean): Promise<string> {
    offset += 5;
    const stay = futureStay(offset, 2);
    const { id } = (await searchBerlin(client, stay, 'EUR'))[0]!;
    const rate = (await rates(client, id, stay.checkIn, stay.checkOut, '2|1')).find(
      (r) => r.refundable === refundable,
    )!;
    const response = await book(client, rate, { ...stay, guests: '2|1' });
    expect(response.status).toBe(201);
    const { uuid } = (await json<{ data: { uuid: string } }>(response)).data;
    if (pay) {
      const { payment_url } = await startPayment(client, uuid);
      expect((await submitCard(payment_url, '4242 4242 4242 4242')).status).toBe(303);
    }
    return uuid;
  }

  beforeAll(async () => {
    const owner = await as('owner');
    made.paid = await bookAs(owner, true, true);
    made.refunded = await bookAs(owner, true, true);
    made.kept = await bookAs(owner, false, true);
    made.unpaid = await bookAs(owner, true, false);
    for (const uuid of [made.refunded, made.kept])
      expect((await owner.post(`/v3/reservations/${uuid}/cancel`, { json: {} })).status).toBe(200);
  });

  it('counts confirmed, cancelled and refunded bookings correctly', async () => {
    const owner = await as('owner');
    const list = await json<List>(await owner.get('/v3/agent/bookings?per_page=100'));
    const item = (uuid: string) => list.data.find((b) => b.uuid === uuid)!;
    const priced = (uuid: string) => ({
      commission: item(uuid).price['commission']!.amount,
      markup: item(uuid).price['markup']!.amount,
    });
    expect(priced(made.paid).markup).toBeGreaterThan(0);
    const earned = (uuid: string) => ({
      commission: item(uuid).earnings.commission.amount,
      markup: item(uuid).earnings.markup.amount,
    });
    expect(earned(made.paid)).toEqual(priced(made.paid));
    expect(earned(made.kept)).toEqual(priced(made.kept));
    expect(earned(made.refunded)).toEqual({ commission: 0, markup: 0 });
    expect(earned(made.unpaid)).toEqual({ commission: 0, markup: 0 });
    expect(item(made.paid).booked_by?.name).toBe('Orna Owner');
    const [eur] = list.meta.totals;
    expect(eur).toEqual({
      currency: 'EUR',
      bookings: 4,
      confirmed: 1,
      cancelled: 2,
      refunded: 1,
      sales: item(made.paid).price['total']!.amount + item(made.kept).price['pay_now']!.amount,
      commission: priced(made.paid).commission + priced(made.kept).commission,
      markup: priced(made.paid).markup + priced(made.kept).markup,
    });
    // Totals follow the filters, over every page.
    const cancelled = await json<List>(
      await owner.get('/v3/agent/bookings?status=cancelled&per_page=1'),
    );
    expect(cancelled.data).toHaveLength(1);
    expect(cancelled.meta.totals[0]).toMatchObject({ bookings: 2, cancelled: 2, refunded: 1 });
    expect(cancelled.meta.totals[0]!.commission).toBe(priced(made.kept).commission);
  });

  it('shows the agency’s owner the same per agent', async () => {
    const owner = await as('owner');
    const own = await json<List>(await owner.get('/v3/agent/bookings?per_page=100'));
    const agency = await json<List>(await owner.get('/v3/agent/bookings?all=true&per_page=100'));
    const names = agency.meta.by_agent.map((group) => group.agent?.name);
    expect(names).toEqual(expect.arrayContaining(['Orna Owner', 'Avi Agent']));
    const orna = agency.meta.by_agent.find((group) => group.agent?.name === 'Orna Owner')!;
    expect(orna.totals).toEqual(own.meta.totals);
    const sum = (key: 'commission' | 'markup') =>
      agency.meta.by_agent.reduce(
        (n, group) => n + (group.totals.find((t) => t.currency === 'EUR')?.[key] ?? 0),
        0,
      );
    const eur = agency.meta.totals.find((t) => t.currency === 'EUR')!;
    expect(sum('commission')).toBe(eur.commission);
    expect(sum('markup')).toBe(eur.markup);
  });

  it('exports the filtered list as RFC 4180 CSV with a BOM, headers in the page’s language', async () => {
    const owner = await as('owner');
    const list = await json<List>(await owner.get('/v3/agent/bookings?per_page=100'));
    const response = await owner.get('/v3/agent/bookings.csv?locale=he');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv; charset=utf-8/);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="bookings-/);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    expect(text.split('\r\n').length).toBe(list.data.length + 2);
    const rows: string[][] = parse(text, {
      bom: true,
      relax_quotes: false,
      record_delimiter: '\r\n',
    });
    const [header, ...records] = rows;
    expect(header).toContain('מספר אישור');
    expect(header).toContain('עמלה שהורווחה');
    expect(header).toContain('מטבע');
    expect(records).toHaveLength(list.data.length);
    const column = (name: string) => header!.indexOf(name);
    const paid = list.data.find((b) => b.uuid === made.paid)!;
    const row = records.find((r) => r[0] === paid.reference)!;
    expect(row[column('מטבע')]).toBe('EUR');
    expect(row[column('מחיר ללקוח')]).toBe((paid.price['total']!.amount / 100).toFixed(2));
    expect(row[column('תוספת שהורווחה')]).toBe((paid.earnings.markup.amount / 100).toFixed(2));
    // A plain user's export has no agent columns.
    const user = await (await as('user')).get('/v3/agent/bookings.csv');
    expect(user.status).toBe(200);
    expect(await user.text()).not.toMatch(/Commission|Markup|Net price/);
    // all=true for someone who may not see the agency's list is refused, as for the list.
    expect((await (await as('user')).get('/v3/agent/bookings.csv?all=true')).status).toBe(403);
  });

  it('gives a guest who looks the booking up the client price only', async () => {
    const owner = await as('owner');
    const list = await json<List>(await owner.get('/v3/agent/bookings?per_page=100'));
    const booking = list.data.find((b) => b.uuid === made.paid)!;
    const guest = new Client(server.url);
    const response = await guest.get(
      `/v3/reservations/lookup?reference=${booking.reference}&email=${encodeURIComponent(booking.holder.email)}`,
    );
    expect(response.status).toBe(200);
    const price = (await json<{ data: { price: Record<string, unknown> } }>(response)).data.price;
    expect(Object.keys(price).sort()).toEqual([
      'pay_at_property',
      'pay_now',
      'taxes_and_fees',
      'total',
    ]);
    expect(price['total']).toEqual(booking.price['total']);
  });
});

describe('what the client holds carries the agency’s brand and the client price only', () => {
  it('mails a sub-agent’s client under their agency’s name, with no agent figures', async () => {
    const junior = await as('sameAgency');
    expect((await setOwn(junior, { kind: 'percent', value: 1500 })).status).toBe(200);
    const stay = futureStay(260, 2);
    const { id } = (await searchBerlin(junior, stay, 'EUR'))[0]!;
    const [rate] = await rates(junior, id, stay.checkIn, stay.checkOut, '2|1');
    const response = await book(
      junior,
      rate!,
      { ...stay, guests: '2|1' },
      {
        holder: {
          first_name: 'Client',
          last_name: 'Of Junior',
          email: 'client-of-junior@example.test',
          phone: '+972 50 765 4321',
        },
      },
    );
    expect(response.status).toBe(201);
    const { uuid } = (await json<{ data: { uuid: string } }>(response)).data;
    const { payment_url } = await startPayment(junior, uuid);
    expect((await submitCard(payment_url, '4242 4242 4242 4242')).status).toBe(303);
    let captured: string | null = null;
    for (let i = 0; i < 100 && !captured; i++) {
      const [row] = await queryDatabase<{ captured: string | null }>(
        server.dataDir,
        "SELECT captured FROM outbox WHERE booking_uuid = ? AND audience = 'guest' AND kind = 'confirmed' AND status = 'sent'",
        uuid,
      );
      captured = row?.captured ?? null;
      if (!captured) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    // Demo mode keeps each message as nodemailer's JSON transport writes it.
    const mail = JSON.parse(captured ?? '{}') as {
      from?: { name: string };
      text?: string;
      html?: string;
    };
    expect(mail.from?.name).toBe('Blue Lagoon Travel');
    expect(mail.html).toContain('Blue Lagoon Travel');
    const total = new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' }).format(
      rate!.price['total']!.amount / 100,
    );
    expect(mail.text).toContain(total);
    expect(mail.text).not.toMatch(/commission|markup|net price/i);
    expect(mail.html).not.toMatch(/commission|markup|net price/i);
  });
});
