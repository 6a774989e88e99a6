import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import {
  Client,
  json,
  queryDatabase,
  rateLimits,
  startTestServer,
  TOKEN,
  type TestServer,
} from '../test-support.ts';
import { berlinHotelId, book, futureStay, rates } from './helpers.ts';

interface ErrorBody {
  message: string;
  errors: Record<string, string[]>;
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

/** A browser behind the site's proxy at `address` (believed only from a trusted proxy). */
async function browserAt(base: string, address: string): Promise<Client> {
  const client = new Client(base, address);
  await client.csrf();
  return client;
}

/** Sends a raw body with the browser's cookies and anti-forgery header. */
function raw(client: Client, path: string, body: BodyInit, headers: Record<string, string> = {}) {
  return fetch(`${server.url}${path}`, {
    method: 'POST',
    body,
    headers: {
      authorization: `Bearer ${TOKEN}`,
      cookie: [...client.jar].map(([k, v]) => `${k}=${v}`).join('; '),
      'x-xsrf-token': decodeURIComponent(client.jar.get('XSRF-TOKEN') ?? ''),
      'content-type': 'application/json',
      ...headers,
    },
    // A streamed body goes out chunked, without Content-Length.
    ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
  });
}

describe('request bodies', () => {
  it('refuses an oversized body with a localised 413 before reading it, per route', async () => {
    const client = new Client(server.url);
    await client.csrf();
    const huge = JSON.stringify({ name: 'x'.repeat(9 * 1024 * 1024) });
    const started = Date.now();
    const lead = await raw(client, '/v3/services/proxy?locale=he', huge);
    expect(lead.status).toBe(413);
    expect((await json<ErrorBody>(lead)).message).toBe('הבקשה גדולה מדי.');
    const streamed = await raw(
      client,
      '/v3/hotels/search',
      new ReadableStream({
        start(controller) {
          for (let i = 0; i < 8; i++)
            controller.enqueue(new TextEncoder().encode('x'.repeat(1024)));
          controller.close();
        },
      }),
    );
    expect(streamed.status).toBe(413);
    expect((await json<ErrorBody>(streamed)).message).toBe('The request is too large.');
    // Each route has its own limit: 6 KB is too much for a login, not for a booking.
    const login = await raw(client, '/login', JSON.stringify({ email: 'a'.repeat(6000) }));
    expect(login.status).toBe(413);
    const booking = await raw(
      client,
      '/v3/bookings',
      JSON.stringify({ rate_id: 'a'.repeat(6000) }),
    );
    expect(booking.status).toBe(422);
    console.log(
      `limits: a 9 MB lead body answered 413 in ${Date.now() - started} ms (8 KB limit); a chunked 8 KB search body 413 (4 KB limit)`,
    );
  });

  it('answers every over-limit body on a kept-alive connection with a whole 413, never a cut connection', async () => {
    const client = new Client(server.url);
    await client.csrf();
    const cookie = [...client.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const request = (path: string, size: number, connection = 'keep-alive') =>
      [
        `POST ${path} HTTP/1.1`,
        `Host: ${new URL(server.url).host}`,
        `Connection: ${connection}`,
        `Authorization: Bearer ${TOKEN}`,
        `Cookie: ${cookie}`,
        `X-XSRF-TOKEN: ${decodeURIComponent(client.jar.get('XSRF-TOKEN') ?? '')}`,
        'Content-Type: application/json',
        `Content-Length: ${size}`,
        '',
        'x'.repeat(size),
      ].join('\r\n');
    /** Sends raw bytes on one new connection; what came back and how the connection ended. */
    const exchange = (bytes: string) =>
      new Promise<{ text: string; ending: string }>((resolve) => {
        const socket = connect(Number(new URL(server.url).port), '127.0.0.1');
        let text = '';
        socket.setEncoding('latin1');
        socket.on('data', (chunk: string) => (text += chunk));
        socket.on('end', () => resolve({ text, ending: 'end' }));
        socket.on('error', (error) => resolve({ text, ending: error.message }));
        socket.write(bytes);
      });
    // A 1 MB booking, then a 1 MB search on the same connection, as a kept-alive client sends.
    const both = await exchange(
      request('/v3/bookings', 1024 * 1024) + request('/v3/hotels/search', 1024 * 1024),
    );
    expect(both.ending).toBe('end');
    const [head = '', body = ''] = both.text.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 413 /);
    expect(head).toMatch(/^connection: close$/im);
    expect(JSON.parse(body)).toEqual({ message: 'The request is too large.' });
    // The second request was never read: its client sends it again on a new connection.
    const again = await exchange(request('/v3/hotels/search', 1024 * 1024));
    expect(again.ending).toBe('end');
    expect(again.text).toMatch(/^HTTP\/1\.1 413 /);
    // Bodies within their limit keep the connection alive.
    const fine = await exchange(
      request('/v3/hotels/search', 2) + request('/v3/hotels/search', 2, 'close'),
    );
    expect(fine.text.match(/HTTP\/1\.1 400 /g)).toHaveLength(2);
  });

  it('answers malformed JSON with 400 on every JSON route, never 500', async () => {
    const client = new Client(server.url);
    await client.csrf();
    const uuid = '00000000-0000-4000-8000-000000000000';
    for (const path of [
      '/login',
      '/api/register',
      '/v3/services/proxy',
      '/v3/hotels/search',
      '/v3/bookings',
      `/v3/bookings/${uuid}/pay`,
      `/v3/reservations/${uuid}/cancel`,
    ]) {
      for (const body of ['{"a": ', '[1, 2]', 'null', '"text"']) {
        const response = await raw(client, path, body);
        // Payment and cancellation look the booking up first: a missing one is a 404.
        const expected = path.includes(uuid) ? [400, 404] : [400];
        expect(expected, `${path} ${body}`).toContain(response.status);
        expect((await json<ErrorBody>(response)).message).toBeTruthy();
      }
    }
  });

  it('rejects unknown fields, at any depth, naming them', async () => {
    const client = new Client(server.url);
    await client.csrf();
    const stay = futureStay(40, 2);
    const [rate] = await rates(client, await berlinHotelId(client), stay.checkIn, stay.checkOut);
    const extra = await book(client, rate!, { ...stay, guests: '2' }, { admin: true });
    expect(extra.status).toBe(422);
    expect((await json<ErrorBody>(extra)).errors['admin']).toEqual([
      'The admin field is not allowed.',
    ]);
    const nested = await book(
      client,
      rate!,
      { ...stay, guests: '2' },
      {
        holder: {
          first_name: 'A',
          last_name: 'B',
          email: 'a@example.test',
          phone: '+972 50 765 4321',
          user_id: 1,
        },
      },
    );
    expect((await json<ErrorBody>(nested)).errors['holder.user_id']).toBeTruthy();
    for (const [path, body] of [
      [
        '/api/register?locale=he',
        {
          name: 'Ann Lee',
          email: 'ann@example.test',
          password: 'x',
          password_confirmation: 'x',
          role: 'staff',
        },
      ],
      [
        '/v3/services/proxy',
        { name: 'Ann', email: 'ann@example.test', phone: '+44 20 7946 0958', raw: 'x' },
      ],
      [
        '/v3/hotels/search',
        {
          destination: { country_slug: 'germany', zip: '1' },
          check_in: stay.checkIn,
          check_out: stay.checkOut,
        },
      ],
    ] as const) {
      const response = await client.post(path, { json: body });
      expect(response.status, path).toBe(422);
      const errors = (await json<ErrorBody>(response)).errors;
      expect(
        Object.keys(errors).some((k) => /role|raw|zip/.test(k)),
        path,
      ).toBe(true);
    }
    const login = await client.post('/login', {
      bearer: false,
      form: { email: 'user@demo.test', password: 'x', is_admin: '1' },
    });
    expect((await json<ErrorBody>(login)).errors['is_admin']).toBeTruthy();
  });

  it('bounds names and emails and keeps phones in E.164', async () => {
    const client = new Client(server.url);
    await client.csrf();
    const stay = futureStay(44, 2);
    const id = await berlinHotelId(client);
    const [rate] = await rates(client, id, stay.checkIn, stay.checkOut);
    const holder = {
      first_name: 'Dana',
      last_name: 'Levi',
      email: 'dana@example.test',
      phone: '+44 20 7946 0958',
    };
    const long = await book(
      client,
      rate!,
      { ...stay, guests: '2' },
      {
        holder: { ...holder, first_name: 'a'.repeat(101), email: `${'e'.repeat(250)}@x.io` },
      },
    );
    expect(Object.keys((await json<ErrorBody>(long)).errors).sort()).toEqual([
      'holder.email',
      'holder.first_name',
    ]);
    const fake = await book(
      client,
      rate!,
      { ...stay, guests: '2' },
      {
        holder: { ...holder, phone: '+1 555 0100' },
      },
    );
    expect((await json<ErrorBody>(fake)).errors['holder.phone']).toEqual([
      'The phone is not a valid phone number: enter its digits with the country code (spaces and dashes allowed).',
    ]);
    const ok = await book(client, rate!, { ...stay, guests: '2' }, { holder });
    expect(ok.status).toBe(201);
    const uuid = (await json<{ data: { uuid: string } }>(ok)).data.uuid;
    const stored = await json<{ data: { holder: { phone: string } } }>(
      await client.get(`/v3/bookings/${uuid}`),
    );
    expect(stored.data.holder.phone).toBe('+442079460958');
    // A lead's number is read with its dial code.
    const lead = await client.post('/v3/services/proxy', {
      json: { name: 'Ann', email: 'ann@example.test', calling_code: '+972', phone: '050-123-4567' },
    });
    expect(lead.status).toBe(201);
    const leadId = (await json<{ data: { id: number } }>(lead)).data.id;
    const [row] = await queryDatabase<{ phone_e164: string }>(
      server.dataDir,
      'SELECT phone_e164 FROM leads WHERE id = ?',
      leadId,
    );
    expect(row?.phone_e164).toBe('+972501234567');
  });
});

describe('sign-in limits', () => {
  const attempt = (client: Client, email: string, password = 'wrong-password') =>
    client.post('/login', { bearer: false, form: { email, password } });

  it('are at most 100 failed sign-ins an hour per account (ASVS 2.2.1) and 10 a minute per client', () => {
    const { login, loginAccount } = loadConfig({}).rateLimits;
    expect(loginAccount).toEqual({ limit: 100, windowMs: 60 * 60 * 1000 });
    expect(login).toEqual({ limit: 10, windowMs: 60 * 1000 });
  });

  it('locks an account after its failed sign-ins from any address, not the others', async () => {
    const own = await startTestServer({
      trustedProxies: ['loopback'],
      rateLimits: rateLimits({ loginAccount: { limit: 4, windowMs: 60 * 60 * 1000 } }),
    });
    for (let i = 1; i <= 4; i++) {
      const client = await browserAt(own.url, `198.51.100.${i}`);
      expect((await attempt(client, 'user@demo.test')).status).toBe(422);
    }
    const fresh = await browserAt(own.url, '198.51.100.99');
    const locked = await attempt(fresh, 'USER@demo.test', 'demo-pass-123');
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(55 * 60);
    expect((await json<ErrorBody>(locked)).message).toBe(
      'Too many failed sign-ins for this account. Please try again in 60 minutes.',
    );
    expect((await attempt(fresh, 'agent@demo.test', 'demo-pass-123')).status).toBe(200);

    // The lock is in the database: a restarted API keeps it.
    await own.close();
    const again = await startTestServer({
      dataDir: own.dataDir,
      trustedProxies: ['loopback'],
      rateLimits: rateLimits({ loginAccount: { limit: 4, windowMs: 60 * 60 * 1000 } }),
    });
    const after = await attempt(
      await browserAt(again.url, '198.51.100.100'),
      'user@demo.test',
      'demo-pass-123',
    );
    expect(after.status).toBe(429);
    await again.stop();
    console.log(
      'limits: an account locked after its failed sign-ins from 4 addresses (429 for the right password too), other accounts unaffected; the lock survived a restart',
    );
  });

  it("never locks a known device out: an attacker's failures from 105 addresses lock unknown browsers only", async () => {
    const own = await startTestServer({ trustedProxies: ['loopback'] });
    // The victim signed in from this browser before, and signed out.
    const victim = await browserAt(own.url, '192.0.2.10');
    expect((await attempt(victim, 'user@demo.test', 'demo-pass-123')).status).toBe(200);
    expect([...victim.jar.keys()]).toContain('storefront_device');
    expect((await victim.post('/logout')).status).toBe(204);
    // An attacker who signed in to an account of their own holds a device cookie too.
    const attacker = await browserAt(own.url, '192.0.2.66');
    expect((await attempt(attacker, 'agent@demo.test', 'demo-pass-123')).status).toBe(200);

    const statuses = new Map<number, number>();
    for (let i = 0; i < 105; i++) {
      const bot = await browserAt(own.url, `198.51.${100 + Math.floor(i / 200)}.${(i % 200) + 1}`);
      const status = (await attempt(bot, 'user@demo.test')).status;
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
    expect(Object.fromEntries(statuses)).toEqual({ 422: 100, 429: 5 });

    await victim.csrf();
    const known = await attempt(victim, 'user@demo.test', 'demo-pass-123');
    expect(known.status).toBe(200);
    const unknown = await attempt(
      await browserAt(own.url, '192.0.2.11'),
      'user@demo.test',
      'demo-pass-123',
    );
    expect(unknown.status).toBe(429);
    const retryAfter = Number(unknown.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(55 * 60);
    // A device cookie vouches for its own account only.
    await attacker.csrf();
    expect((await attempt(attacker, 'user@demo.test', 'demo-pass-123')).status).toBe(429);

    // A known device that keeps failing is limited on its own (10 an hour), then 429.
    await victim.csrf();
    const failures: number[] = [];
    for (let i = 0; i < 11; i++) failures.push((await attempt(victim, 'user@demo.test')).status);
    expect(failures).toEqual([...Array<number>(10).fill(422), 429]);
    await own.stop();
    console.log(
      `limits: 105 wrong passwords from 105 addresses (100 answered 422, then 429); the right password from the known device 200, from an unknown one 429 with Retry-After ${retryAfter} s`,
    );
  });

  it('counts sign-ins per client address, from X-Forwarded-For only behind a trusted proxy', async () => {
    const limits = rateLimits({ login: { limit: 3, windowMs: 60_000 } });
    const proxied = await startTestServer({ trustedProxies: ['loopback'], rateLimits: limits });
    const one = await browserAt(proxied.url, '203.0.113.1');
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await attempt(one, 'nobody@example.test')).status);
    expect(statuses).toEqual([422, 422, 422, 429]);
    // Another visitor behind the same proxy has its own count.
    const two = await browserAt(proxied.url, '203.0.113.2');
    expect((await attempt(two, 'nobody@example.test')).status).toBe(422);
    // A restart keeps the count.
    await proxied.close();
    const restarted = await startTestServer({
      dataDir: proxied.dataDir,
      trustedProxies: ['loopback'],
      rateLimits: limits,
    });
    expect(
      (await attempt(await browserAt(restarted.url, '203.0.113.1'), 'nobody@example.test')).status,
    ).toBe(429);
    await restarted.stop();

    // Without a trusted proxy the header is the client's own claim and is ignored.
    const direct = await startTestServer({ rateLimits: limits });
    const spoofed: number[] = [];
    for (let i = 0; i < 4; i++) {
      const client = await browserAt(direct.url, `192.0.2.${i}`);
      spoofed.push((await attempt(client, 'nobody@example.test')).status);
    }
    expect(spoofed).toEqual([422, 422, 422, 429]);
    await direct.stop();
    console.log(
      'limits: per-client sign-in limit hit at attempt 4 of 3 allowed; a second client behind the trusted proxy unaffected; a spoofed X-Forwarded-For from an untrusted peer did not help; the count survived a restart',
    );
  });
});
