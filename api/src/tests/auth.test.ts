import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Client,
  json,
  queryDatabase,
  rateLimits,
  send,
  startTestApp,
  TOKEN,
  type TestServer,
} from '../test-support.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestApp();
});
afterAll(() => server.stop());

interface ErrorBody {
  message: string;
  errors: Record<string, string[]>;
}

describe('csrf cookie and sessions', () => {
  it('sets a script-readable XSRF cookie and an HttpOnly session cookie', async () => {
    const response = await send(`${server.url}/sanctum/csrf-cookie`);
    expect(response.status).toBe(204);
    const cookies = response.headers.getSetCookie();
    const xsrf = cookies.find((c) => c.startsWith('XSRF-TOKEN='))!;
    const session = cookies.find((c) => c.startsWith('storefront_session='))!;
    expect(xsrf).toMatch(/Path=\//);
    expect(xsrf).toMatch(/SameSite=Lax/);
    expect(xsrf).not.toMatch(/HttpOnly/);
    expect(xsrf).not.toMatch(/Secure/);
    expect(session).toMatch(/HttpOnly/);
    expect(session).toMatch(/SameSite=Lax/);
    expect(session).not.toMatch(/Secure/);
  });

  it('believes X-Forwarded-Proto only from a trusted proxy (cookies.test.ts has the https side)', async () => {
    const response = await send(`${server.url}/sanctum/csrf-cookie`, {
      headers: { 'x-forwarded-proto': 'https' },
    });
    const cookies = response.headers.getSetCookie();
    expect(cookies.map((cookie) => cookie.split('=')[0]).sort()).toEqual([
      'XSRF-TOKEN',
      'storefront_session',
    ]);
    for (const cookie of cookies) expect(cookie).not.toMatch(/Secure/);
  });

  it('answers 419 to a state-changing call without a matching X-XSRF-TOKEN', async () => {
    const client = new Client(server.url);
    await client.csrf();
    const without = await client.post('/login', {
      form: { email: 'user@demo.test', password: 'demo-pass-123' },
      bearer: false,
      xsrf: false,
    });
    expect(without.status).toBe(419);
    expect((await json<ErrorBody>(without)).message).toBe('CSRF token mismatch.');
    const wrong = await client.post('/login', {
      form: { email: 'user@demo.test', password: 'x' },
      bearer: false,
      xsrf: false,
      headers: { 'x-xsrf-token': 'forged' },
    });
    expect(wrong.status).toBe(419);
    const none = await new Client(server.url).post('/v3/services/proxy', { json: {} });
    expect(none.status).toBe(419);
    const he = await new Client(server.url).post('/v3/hotels/search?locale=he', { json: {} });
    expect((await json<ErrorBody>(he)).message).toBe('אסימון האבטחה (CSRF) אינו תואם.');
  });

  it('requires the bearer token on signed-out calls other than login, user fetch and csrf', async () => {
    const bare = await send(`${server.url}/v3/places/autocomplete?q=ber`);
    expect(bare.status).toBe(401);
    const wrong = await send(`${server.url}/v3/places/autocomplete?q=ber`, {
      headers: { authorization: 'Bearer nope' },
    });
    expect(wrong.status).toBe(401);
    const ok = await send(`${server.url}/v3/places/autocomplete?q=ber`, {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(ok.status).toBe(200);
    const auth = await send(`${server.url}/v3/auth?locale=he`);
    expect(auth.status).toBe(401);
    expect((await json<ErrorBody>(auth)).message).toBe('נדרשת התחברות.');
  });
});

describe('login, user and logout', () => {
  it('signs in with form data and answers the user', async () => {
    const client = new Client(server.url);
    const response = await client.login('power@demo.test');
    expect(response.status).toBe(200);
    const user = (await json<{ data: Record<string, unknown> }>(response)).data;
    expect(user).toMatchObject({
      name: 'Paula Power',
      email: 'power@demo.test',
      avatar: null,
      plan_id: null,
      options: { flights: true, packages: true, crm: true, vouchers: true },
      actions: ['reservations'],
      fid: null,
    });
    const session = response.headers
      .getSetCookie()
      .find((c) => c.startsWith('storefront_session='))!;
    expect(session).toMatch(/Max-Age=\d+/);
    // Signed in, no bearer is needed.
    const list = await client.get('/v3/reservations', { bearer: false });
    expect(list.status).toBe(200);
    const me = await client.get('/v3/auth', { bearer: false });
    expect((await json<{ data: { email: string } }>(me)).data.email).toBe('power@demo.test');
  });

  it('accepts multipart form data and gives a browser-session cookie without remember', async () => {
    const client = new Client(server.url);
    await client.csrf();
    const form = new FormData();
    form.set('email', 'agent@demo.test');
    form.set('password', 'demo-pass-123');
    form.set('remember', 'false');
    const response = await send(`${server.url}/login`, {
      method: 'POST',
      body: form,
      headers: {
        cookie: [...client.jar].map(([k, v]) => `${k}=${v}`).join('; '),
        'x-xsrf-token': client.jar.get('XSRF-TOKEN')!,
      },
    });
    expect(response.status).toBe(200);
    const user = (await json<{ data: { plan_id: number; fid: number } }>(response)).data;
    expect(user.plan_id).toBe(2);
    expect(user.fid).toBe(1001);
    const session = response.headers
      .getSetCookie()
      .find((c) => c.startsWith('storefront_session='))!;
    expect(session).not.toMatch(/Max-Age/);
  });

  it('rejects wrong credentials with 422 on email, localised', async () => {
    const client = new Client(server.url);
    await client.csrf();
    const response = await client.post('/login?locale=he', {
      form: { email: 'user@demo.test', password: 'wrong-password' },
      bearer: false,
    });
    expect(response.status).toBe(422);
    const body = await json<ErrorBody>(response);
    expect(body.errors['email']).toEqual(['פרטי ההתחברות אינם תואמים את הרשומות שלנו.']);
    expect(body.message).toBe(body.errors['email']![0]);
    const missing = await client.post('/login', {
      form: { email: '', password: '' },
      bearer: false,
    });
    const missingBody = await json<ErrorBody>(missing);
    expect(missing.status).toBe(422);
    expect(missingBody.errors['email']![0]).toBe('The email field is required.');
    expect(missingBody.errors['password']![0]).toBe('The password field is required.');
  });

  it('logs out: 204, the session no longer works', async () => {
    const client = new Client(server.url);
    await client.login('user@demo.test');
    const logout = await client.post('/logout', { bearer: false });
    expect(logout.status).toBe(204);
    const me = await client.get('/v3/auth', { bearer: false });
    expect(me.status).toBe(401);
  });

  it('keeps sessions across a server restart', async () => {
    const first = await startTestApp();
    const client = new Client(first.url);
    await client.login('user@demo.test');
    await first.close();
    const second = await startTestApp({ dataDir: first.dataDir });
    const again = new Client(second.url);
    for (const [k, v] of client.jar) again.jar.set(k, v);
    const me = await again.get('/v3/auth', { bearer: false });
    expect(me.status).toBe(200);
    await second.stop();
  });

  it('rate-limits login attempts per IP with 429 and Retry-After', async () => {
    const own = await startTestApp({
      rateLimits: rateLimits({ login: { limit: 3, windowMs: 60_000 } }),
    });
    const client = new Client(own.url);
    await client.csrf();
    let last: Response | undefined;
    for (let i = 0; i < 4; i++) {
      last = await client.post('/login', {
        form: { email: 'nobody@example.test', password: 'x' },
        bearer: false,
      });
    }
    expect(last!.status).toBe(429);
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
    const reset = await client.post('/__test/reset-rate-limits', { bearer: false });
    expect(reset.status).toBe(204);
    const after = await client.post('/login', {
      form: { email: 'nobody@example.test', password: 'x' },
      bearer: false,
    });
    expect(after.status).toBe(422);
    await own.stop();
  });
});

describe('register', () => {
  it('creates a user (201) that can then sign in', async () => {
    const client = new Client(server.url);
    await client.csrf();
    const response = await client.post('/api/register', {
      form: {
        name: 'Jane Doe',
        email: 'jane@example.test',
        password: 'secret-pass-1',
        password_confirmation: 'secret-pass-1',
        remember: 'true',
      },
    });
    expect(response.status).toBe(201);
    const user = (await json<{ data: Record<string, unknown> }>(response)).data;
    expect(user).toMatchObject({
      name: 'Jane Doe',
      email: 'jane@example.test',
      plan_id: null,
      actions: [],
    });
    const login = await client.post('/login', {
      form: { email: 'jane@example.test', password: 'secret-pass-1' },
      bearer: false,
    });
    expect(login.status).toBe(200);
  });

  it('keeps the referral code the visitor came with, and refuses a malformed one', async () => {
    const client = new Client(server.url);
    await client.csrf();
    const body = {
      name: 'Rafi Ref',
      email: 'rafi@example.test',
      password: 'secret-pass-1',
      password_confirmation: 'secret-pass-1',
    };
    const bad = await client.post('/api/register', { json: { ...body, referral: 'a b<c>' } });
    expect(bad.status).toBe(422);
    expect(Object.keys((await json<{ errors: object }>(bad)).errors)).toEqual(['referral']);
    const response = await client.post('/api/register', { json: { ...body, referral: 'abc123' } });
    expect(response.status).toBe(201);
    expect(
      await queryDatabase(
        server.dataDir,
        'SELECT referral FROM users WHERE email = ?',
        'rafi@example.test',
      ),
    ).toEqual([{ referral: 'abc123' }]);
  });

  it('validates name (English letters), email, password length and confirmation', async () => {
    const client = new Client(server.url);
    await client.csrf();
    const response = await client.post('/api/register', {
      json: {
        name: 'ישראל ישראלי',
        email: 'not-an-email',
        password: 'short',
        password_confirmation: 'other',
      },
    });
    expect(response.status).toBe(422);
    const body = await json<ErrorBody>(response);
    expect(body.errors['name']![0]).toBe('The name may only contain English letters.');
    expect(body.errors['email']![0]).toBe('The email field must be a valid email address.');
    expect(body.errors['password']![0]).toBe('The password field must be at least 8 characters.');
    expect(body.message).toBe(body.errors['name']![0]);
    const mismatch = await client.post('/api/register', {
      json: {
        name: 'Ok Name',
        email: 'ok@example.test',
        password: 'long-enough-1',
        password_confirmation: 'long-enough-2',
      },
    });
    expect((await json<ErrorBody>(mismatch)).errors['password']![0]).toBe(
      'The password field confirmation does not match.',
    );
  });

  it('rejects a taken email', async () => {
    const client = new Client(server.url);
    await client.csrf();
    const response = await client.post('/api/register?locale=he', {
      json: {
        name: 'Dana Demo',
        email: 'USER@demo.test',
        password: 'demo-pass-123',
        password_confirmation: 'demo-pass-123',
      },
    });
    expect(response.status).toBe(422);
    expect((await json<ErrorBody>(response)).errors['email']![0]).toBe(
      'הערך בשדה אימייל כבר תפוס.',
    );
  });

  it('answers 400 to malformed JSON, never 500', async () => {
    const client = new Client(server.url);
    await client.csrf();
    const response = await client.post('/api/register', {
      body: '{"name": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(400);
    expect((await json<ErrorBody>(response)).message).toBeTruthy();
  });
});
