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
import { book, futureStay, rateWithRooms, rates, type Booked, type RateJson } from './helpers.ts';

// Password hashing (scrypt, N=2^17) makes sign-ins slow on small machines.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

let server: TestServer;
let agent: Client;
beforeAll(async () => {
  server = await startTestServer(manyBookings());
  // Agents of Blue Lagoon without the reservations action: they see only their own sales.
  for (const [name, email] of [
    ['Juno Junior', 'junior-proposals@example.test'],
    ['Kai Colleague', 'colleague-proposals@example.test'],
  ])
    await addUser(server.dataDir, { name: name!, email: email!, plan_id: 2, fid: 1001 });
  agent = new Client(server.url);
  expect((await agent.login('agent@demo.test')).status).toBe(200);
  // A 12% markup of the agent's own: the client price is above the public one.
  expect(
    (await agent.request('PUT', '/v3/agent/markup', { json: { kind: 'percent', value: 1200 } }))
      .status,
  ).toBe(200);
});
afterAll(() => server.stop());

interface AgentProposal {
  id: string;
  link: string;
  status: 'sent' | 'opened' | 'booked';
  open_count: number;
  opened_at: string | null;
  locale: string;
  expired: boolean;
  rates: { room_code: string; proposed: { amount: number; currency: string } }[];
  booking: { uuid: string; reference: string; status: string } | null;
}

interface ClientRate {
  room_code: string;
  board: string;
  refundable: boolean;
  proposed: { amount: number; currency: string };
  available: boolean;
  price_changed: boolean;
  rate: RateJson | null;
}

interface ClientProposal {
  locale: string;
  brand: { name: string; partner: boolean; background: string };
  hotel: { id: number; name: string };
  rates: ClientRate[];
}

const AGENT_ONLY = ['net', 'gross', 'commission', 'markup'];

/** The link's id and signature (`/he/proposal/{id}?sig=…`). */
function linkParts(link: string): { id: string; sig: string } {
  const url = new URL(link);
  return { id: url.pathname.split('/').at(-1)!, sig: url.searchParams.get('sig')! };
}

/** An agent's proposal of one or two rates of a Berlin stay, in `locale`. */
async function propose(offsetDays: number, locale = 'he') {
  const stay = futureStay(offsetDays, 2);
  const { hotelId } = await rateWithRooms(agent, 2, stay);
  const agentRates = await rates(agent, hotelId, stay.checkIn, stay.checkOut, '1');
  const chosen = agentRates.slice(0, 2);
  const response = await agent.post('/v3/agent/proposals', {
    json: { rate_ids: chosen.map((r) => r.rate_id), locale },
  });
  expect(response.status).toBe(201);
  const proposal = (await json<{ data: AgentProposal }>(response)).data;
  return { proposal, chosen, stay, hotelId };
}

async function open(client: Client, id: string, sig: string, locale = 'en') {
  return client.get(`/v3/proposals/${id}?sig=${encodeURIComponent(sig)}&locale=${locale}`);
}

async function agentList(): Promise<AgentProposal[]> {
  const response = await agent.get('/v3/agent/proposals');
  expect(response.status).toBe(200);
  return (await json<{ data: AgentProposal[] }>(response)).data;
}

describe('an agent’s proposal for a client', () => {
  it('is created by an agent at their client price, with a signed link in the client’s language', async () => {
    const { proposal, chosen } = await propose(50);
    expect(proposal.locale).toBe('he');
    expect(proposal.link).toMatch(/\/he\/proposal\/[A-Za-z0-9_-]{16,}\?sig=[A-Za-z0-9_-]+$/);
    expect(proposal.status).toBe('sent');
    expect(proposal.expired).toBe(false);
    expect(proposal.rates.map((r) => r.proposed.amount)).toEqual(
      chosen.map((r) => r.price['total']!.amount),
    );
    // The client price carries the agent's markup.
    for (const rate of chosen) expect(rate.price['markup']!.amount).toBeGreaterThan(0);
  });

  it('is refused to anyone but an agent, and for rates of different stays', async () => {
    const stay = futureStay(52, 2);
    const visitor = new Client(server.url);
    await visitor.csrf();
    const { hotelId } = await rateWithRooms(visitor, 1, stay);
    const [rate] = await rates(visitor, hotelId, stay.checkIn, stay.checkOut, '1');
    const body = { json: { rate_ids: [rate!.rate_id], locale: 'fr' } };
    expect((await visitor.post('/v3/agent/proposals', body)).status).toBe(401);
    const user = new Client(server.url);
    expect((await user.login('user@demo.test')).status).toBe(200);
    const refused = await user.post('/v3/agent/proposals', body);
    expect(refused.status).toBe(403);
    expect((await user.get('/v3/agent/proposals')).status).toBe(403);

    const other = futureStay(53, 3);
    const [otherRate] = await rates(agent, hotelId, other.checkIn, other.checkOut, '1');
    const mixed = await agent.post('/v3/agent/proposals', {
      json: { rate_ids: [rate!.rate_id, otherRate!.rate_id], locale: 'fr' },
    });
    expect(mixed.status).toBe(422);
    expect(Object.keys((await json<{ errors: object }>(mixed)).errors)).toEqual(['rate_ids']);
    const forged = await agent.post('/v3/agent/proposals', {
      json: { rate_ids: [`${rate!.rate_id}x`], locale: 'fr' },
    });
    expect(forged.status).toBe(422);
    const language = await agent.post('/v3/agent/proposals', {
      json: { rate_ids: [rate!.rate_id], locale: 'xx' },
    });
    expect(language.status).toBe(422);
  });

  it('opens without an account, in its language and brand, with no agent figures', async () => {
    const { proposal, chosen } = await propose(55, 'he');
    const { id, sig } = linkParts(proposal.link);
    const client = new Client(server.url);
    const response = await open(client, id, sig, 'en');
    expect(response.status).toBe(200);
    const text = await response.text();
    const data = (JSON.parse(text) as { data: ClientProposal }).data;
    expect(data.locale).toBe('he');
    // The agency's brand, its name in the proposal's language.
    expect(data.brand).toMatchObject({ name: 'בלו לגון טרוול', partner: true });
    expect(data.rates).toHaveLength(chosen.length);
    for (const [index, rate] of data.rates.entries()) {
      expect(rate.available).toBe(true);
      expect(rate.price_changed).toBe(false);
      expect(rate.rate!.price['total']!.amount).toBe(chosen[index]!.price['total']!.amount);
      for (const field of AGENT_ONLY) expect(rate.rate!.price).not.toHaveProperty(field);
    }
    for (const field of AGENT_ONLY) expect(text).not.toContain(`"${field}"`);
  });

  it('refuses a forged link (403), an unknown one (404) and an expired one (403), localised', async () => {
    const { proposal } = await propose(57, 'de');
    const { id, sig } = linkParts(proposal.link);
    const client = new Client(server.url);
    const forged = await open(client, id, `${sig.slice(0, -2)}AA`, 'fr');
    expect(forged.status).toBe(403);
    expect(await json(forged)).toEqual({
      message:
        'Le lien de cette proposition n’est pas valide. Demandez-en un nouveau à votre agent de voyages.',
      reason: 'invalid',
    });
    const unknown = await open(client, 'A'.repeat(22), sig);
    expect(unknown.status).toBe(404);
    expect((await json<{ reason: string }>(unknown)).reason).toBe('not_found');
    await queryDatabase(
      server.dataDir,
      'UPDATE proposals SET expires_at = ? WHERE id = ?',
      Date.now() - 1000,
      id,
    );
    const expired = await open(
      client,
      id,
      linkParts((await agentList()).find((p) => p.id === id)!.link).sig,
      'he',
    );
    expect(expired.status).toBe(403);
    expect(await json(expired)).toEqual({
      message: 'תוקף ההצעה פג. בקשו הצעה חדשה מסוכן הנסיעות שלכם.',
      reason: 'expired',
    });
    expect((await agentList()).find((p) => p.id === id)!.expired).toBe(true);
  });

  it('shows a price that changed since it was proposed as changed, old and new', async () => {
    const { proposal, chosen } = await propose(60, 'en');
    const { id, sig } = linkParts(proposal.link);
    // The agent raises the markup after sending: the client price is no longer the proposed one.
    expect(
      (await agent.request('PUT', '/v3/agent/markup', { json: { kind: 'percent', value: 2000 } }))
        .status,
    ).toBe(200);
    try {
      const data = (
        await json<{ data: ClientProposal }>(await open(new Client(server.url), id, sig))
      ).data;
      const [first] = data.rates;
      expect(first!.price_changed).toBe(true);
      expect(first!.proposed.amount).toBe(chosen[0]!.price['total']!.amount);
      expect(first!.rate!.price['total']!.amount).toBeGreaterThan(first!.proposed.amount);
    } finally {
      await agent.request('PUT', '/v3/agent/markup', { json: { kind: 'percent', value: 1200 } });
    }
  });

  it('is booked by its client: the booking is the agent’s sale, and the agent sees opened and booked', async () => {
    const { proposal, stay, hotelId } = await propose(65, 'he');
    const { id, sig } = linkParts(proposal.link);
    // The agent's own look does not count as the client's opening.
    expect((await open(agent, id, sig)).status).toBe(200);
    expect((await agentList()).find((p) => p.id === id)).toMatchObject({
      status: 'sent',
      open_count: 0,
    });

    const client = new Client(server.url);
    await client.csrf();
    const opened = (await json<{ data: ClientProposal }>(await open(client, id, sig))).data;
    expect((await agentList()).find((p) => p.id === id)).toMatchObject({
      status: 'opened',
      open_count: 1,
    });

    // The booking page's rates, asked for with the proposal: its rates only, client price only.
    const ratesResponse = await client.get(
      `/v3/hotels/${hotelId}/rates?check_in=${stay.checkIn}&check_out=${stay.checkOut}&guests=1&currency=EUR&proposal=${id}&proposal_sig=${sig}`,
    );
    expect(ratesResponse.status).toBe(200);
    const pageRates = (await json<{ data: { rates: RateJson[] } }>(ratesResponse)).data.rates;
    expect(pageRates.map((r) => r.rate_id)).toEqual(opened.rates.map((r) => r.rate!.rate_id));
    for (const field of AGENT_ONLY) expect(pageRates[0]!.price).not.toHaveProperty(field);
    const wrongStay = await client.get(
      `/v3/hotels/${hotelId}/rates?check_in=${stay.checkIn}&check_out=${stay.checkOut}&guests=2&currency=EUR&proposal=${id}&proposal_sig=${sig}`,
    );
    expect(wrongStay.status).toBe(422);

    // A rate the proposal does not offer is refused with it.
    const publicRates = await rates(client, hotelId, stay.checkIn, stay.checkOut, '1');
    const offered = new Set(opened.rates.map((r) => `${r.room_code}|${r.board}|${r.refundable}`));
    const notOffered = publicRates.find(
      (r) => !offered.has(`${r.room_code}|${r.board}|${r.refundable}`),
    )!;
    const refused = await book(
      client,
      notOffered,
      { ...stay, guests: '1' },
      { proposal: { id, sig } },
    );
    expect(refused.status).toBe(422);
    const forged = await book(
      client,
      opened.rates[0]!.rate!,
      { ...stay, guests: '1' },
      { proposal: { id, sig: 'forged' } },
    );
    expect(forged.status).toBe(403);

    const response = await book(
      client,
      opened.rates[0]!.rate!,
      { ...stay, guests: '1' },
      { proposal: { id, sig } },
    );
    expect(response.status).toBe(201);
    const text = await response.text();
    const booked = (JSON.parse(text) as { data: Booked }).data;
    expect(booked.price_changed).toBe(false);
    expect(booked.price['total']!.amount).toBe(opened.rates[0]!.proposed.amount);
    for (const field of AGENT_ONLY) expect(text).not.toContain(`"${field}"`);

    // Attributed to the agent's agency, priced with their markup.
    const [row] = await queryDatabase<{ agency_fid: number; price: string; proposal_id: string }>(
      server.dataDir,
      'SELECT agency_fid, price, proposal_id FROM bookings WHERE uuid = ?',
      booked.uuid,
    );
    expect(Number(row!.agency_fid)).toBe(1001);
    expect(row!.proposal_id).toBe(id);
    const stored = JSON.parse(row!.price) as Record<string, { amount: number }>;
    expect(stored['markup']!.amount).toBeGreaterThan(0);
    expect(stored['total']!.amount).toBe(booked.price['total']!.amount);

    // The client's own view of the booking has no agent figures either.
    const view = await (await client.get(`/v3/bookings/${booked.uuid}`)).text();
    for (const field of AGENT_ONLY) expect(view).not.toContain(`"${field}"`);

    const listed = (await agentList()).find((p) => p.id === id)!;
    expect(listed.status).toBe('booked');
    expect(listed.booking).toMatchObject({
      uuid: booked.uuid,
      reference: booked.reference,
      status: 'pending_payment',
    });
    // The agent's own bookings list has the sale, with its markup.
    const mine = await agent.get('/v3/agent/bookings?per_page=100');
    expect(mine.status).toBe(200);
    expect(await mine.text()).toContain(booked.reference);
  });

  it('lets the agent who proposed it, and no other agent without the agency’s view, see the booking', async () => {
    const junior = new Client(server.url);
    expect((await junior.login('junior-proposals@example.test')).status).toBe(200);
    const colleague = new Client(server.url);
    expect((await colleague.login('colleague-proposals@example.test')).status).toBe(200);
    const stay = futureStay(70, 2);
    const { hotelId } = await rateWithRooms(junior, 1, stay);
    const [rate] = await rates(junior, hotelId, stay.checkIn, stay.checkOut, '1');
    const created = await junior.post('/v3/agent/proposals', {
      json: { rate_ids: [rate!.rate_id], locale: 'en' },
    });
    expect(created.status).toBe(201);
    const { id, sig } = linkParts((await json<{ data: AgentProposal }>(created)).data.link);
    const client = new Client(server.url);
    await client.csrf();
    const opened = (await json<{ data: ClientProposal }>(await open(client, id, sig))).data;
    const booked = await book(
      client,
      opened.rates[0]!.rate!,
      { ...stay, guests: '1' },
      {
        proposal: { id, sig },
      },
    );
    expect(booked.status).toBe(201);
    const { uuid } = (await json<{ data: Booked }>(booked)).data;
    const own = await junior.get(`/v3/agent/bookings/${uuid}`);
    expect(own.status).toBe(200);
    expect(await own.text()).toContain('"markup"');
    expect((await colleague.get(`/v3/agent/bookings/${uuid}`)).status).toBe(404);
    expect((await colleague.get('/v3/agent/proposals')).status).toBe(200);
    expect(
      (await json<{ data: AgentProposal[] }>(await colleague.get('/v3/agent/proposals'))).data,
    ).toEqual([]);
  });
});
