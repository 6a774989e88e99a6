import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, json, send, startTestApp, type TestServer } from '../test-support.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestApp();
});
afterAll(() => server.stop());

interface WhiteLabel {
  id: number;
  fid: number;
  white_label: boolean;
  name: string | null;
  colors: Record<string, { light: string; dark: string } | null>;
  logo: { light: string | null; dark: string | null };
  socials: Record<string, string | null>;
  translations: Record<string, { name: string | null }>;
}

const HEX = /^#[0-9a-f]{6}$/;

describe('white label', () => {
  it('answers the house for fid 1 (no colours, not white-labelled)', async () => {
    const body = await json<{ data: WhiteLabel }>(await new Client(server.url).get('/v3/agent/1'));
    expect(body.data.fid).toBe(1);
    expect(body.data.white_label).toBe(false);
    expect(body.data.colors['brand']).toBeNull();
    expect(Object.keys(body.data.socials).sort()).toEqual([
      'facebook',
      'instagram',
      'linkedin',
      'messenger',
      'twitter',
      'whatsapp',
      'youtube',
    ]);
  });

  it('answers the demo agent 1001 with its brand, colours, absolute logo URLs that load', async () => {
    const client = new Client(server.url);
    const body = await json<{ data: WhiteLabel }>(await client.get('/v3/agent/1001'));
    expect(body.data).toMatchObject({ fid: 1001, white_label: true, name: 'Blue Lagoon Travel' });
    for (const key of ['brand', 'bgBrand', 'bgBrandAlt', 'textBrand', 'textBrandAlt']) {
      expect(body.data.colors[key]!.light).toMatch(HEX);
      expect(body.data.colors[key]!.dark).toMatch(HEX);
    }
    expect(body.data.logo.light).toMatch(/\/assets\/brands\/.+\.svg$/);
    expect(body.data.logo.light?.startsWith(`${server.url}/`)).toBe(true);
    expect(body.data.translations['he']!.name).toBeTruthy();
    const logo = await send(body.data.logo.light!);
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toBe('image/svg+xml');
  });

  it('answers agencies on the white-label TLD and custom hosts; unknown -> 404', async () => {
    const client = new Client(server.url);
    const agency = await json<{ data: WhiteLabel }>(await client.get('/v3/agency/sunny.travel'));
    expect(agency.data.name).toBe('Sunny Travel');
    const custom = await json<{ data: WhiteLabel }>(
      await client.get('/v3/white-label/book.partner.test'),
    );
    expect(custom.data.name).toBe('Partner Bookings');
    expect((await client.get('/v3/agency/book.partner.test')).status).toBe(404);
    expect((await client.get('/v3/agency/nobody.travel')).status).toBe(404);
    expect((await client.get('/v3/white-label/unknown.example')).status).toBe(404);
    const missing = await client.get('/v3/agent/999999?locale=he');
    expect(missing.status).toBe(404);
    expect((await json<{ message: string }>(missing)).message).toBe('הסוכן לא נמצא.');
    expect((await client.get('/v3/agent/null')).status).toBe(404);
  });
});

const lead = {
  to: 'https://leads.example/subscribe',
  bot: 0,
  token: 'abc',
  name: 'Lead Person',
  fullname: 'Lead Person',
  email: 'lead@example.test',
  addToGroups: 243420,
  lang: 'en',
  title: 'Home',
  url: 'http://localhost:4321/',
  calling_code: '+44',
  phone: '20 7946 0958',
  ref: 3,
  userid: 3,
};

describe('leads', () => {
  it("stores the payload with the server's destination, token and group, and answers 201 with an id", async () => {
    const client = new Client(server.url);
    await client.csrf();
    const response = await client.post('/v3/services/proxy', { json: lead });
    expect(response.status).toBe(201);
    const id = (await json<{ data: { id: number } }>(response)).data.id;
    expect(id).toBeGreaterThan(0);
    const stored = await json<{ data: { id: number; payload: unknown; created_at: string }[] }>(
      await client.get('/__test/leads'),
    );
    expect(stored.data[0]!.id).toBe(id);
    const own = {
      to: 'https://leads.stayway.example/api/subscribe',
      token: 'demo-lead-token',
      addToGroups: 243420,
    };
    expect(stored.data[0]!.payload).toEqual({ ...lead, ...own });
    expect(stored.data[0]!.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    // A visitor's own destination, token or group is never stored (nor ever relayed).
    const relay = await client.post('/v3/services/proxy', {
      json: { ...lead, lang: 'he', to: 'https://evil.example/', token: 'stolen', addToGroups: 1 },
    });
    expect(relay.status).toBe(201);
    const [latest] = (
      await json<{ data: { payload: Record<string, unknown> }[] }>(
        await client.get('/__test/leads'),
      )
    ).data;
    expect(latest!.payload).toMatchObject({ ...own, addToGroups: 217379, lang: 'he' });
  });

  it('requires name, a valid email and a 6-20 digit phone (422 per field, localised)', async () => {
    const client = new Client(server.url);
    await client.csrf();
    const response = await client.post('/v3/services/proxy?locale=he', {
      json: { ...lead, name: '', email: 'nope', phone: '12ab' },
    });
    expect(response.status).toBe(422);
    const body = await json<{ message: string; errors: Record<string, string[]> }>(response);
    expect(Object.keys(body.errors).sort()).toEqual(['email', 'name', 'phone']);
    expect(body.errors['name']![0]).toBe('השדה שם הוא חובה.');
    const short = await client.post('/v3/services/proxy', { json: { ...lead, phone: '123-45' } });
    expect((await json<{ errors: Record<string, string[]> }>(short)).errors['phone']).toBeTruthy();
  });

  it('rate-limits leads per IP with 429', async () => {
    const own = await startTestApp();
    const client = new Client(own.url);
    await client.csrf();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++)
      statuses.push((await client.post('/v3/services/proxy', { json: lead })).status);
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
    await own.stop();
  });

  it('exposes the test endpoints only in test mode', async () => {
    const own = await startTestApp({ testMode: false });
    const client = new Client(own.url);
    expect((await client.get('/__test/leads')).status).toBe(404);
    await own.stop();
  });
});
