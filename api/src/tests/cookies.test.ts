import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config.ts';
import {
  Client,
  json,
  openTestDatabase,
  startTestServer,
  type TestServer,
} from '../test-support.ts';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

let server: TestServer;
beforeAll(async () => {
  // The tests play the site's front server (or a TLS-terminating balancer) on loopback.
  server = await startTestServer({ trustedProxies: ['loopback'] });
});
afterAll(() => server.stop());

/** Set-Cookie headers by cookie name. */
function cookiesOf(response: Response): Map<string, string> {
  return new Map(response.headers.getSetCookie().map((line) => [line.split('=')[0]!, line]));
}

function valueOf(line: string | undefined): string {
  return (line ?? '').split(';')[0]!.split('=').slice(1).join('=');
}

describe('cookies over https', () => {
  it('are __Host- cookies (Secure, path /, no domain) when a trusted proxy says https', async () => {
    const https = { 'x-forwarded-proto': 'https' };
    const start = await fetch(`${server.url}/sanctum/csrf-cookie`, { headers: https });
    const started = cookiesOf(start);
    expect([...started.keys()].sort()).toEqual(['__Host-XSRF-TOKEN', '__Host-storefront_session']);
    for (const line of started.values()) {
      expect(line).toMatch(/; Secure/);
      expect(line).toMatch(/; Path=\//);
      expect(line).not.toMatch(/Domain=/i);
    }
    // The anti-forgery cookie stays readable by the site's scripts.
    expect(started.get('__Host-XSRF-TOKEN')).not.toMatch(/HttpOnly/);
    expect(started.get('__Host-storefront_session')).toMatch(/HttpOnly/);

    const xsrf = decodeURIComponent(valueOf(started.get('__Host-XSRF-TOKEN')));
    const session = valueOf(started.get('__Host-storefront_session'));
    const cookie = `__Host-storefront_session=${session}; __Host-XSRF-TOKEN=${encodeURIComponent(xsrf)}`;
    const login = await fetch(`${server.url}/login`, {
      method: 'POST',
      headers: {
        ...https,
        cookie,
        'x-xsrf-token': xsrf,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: new URLSearchParams({ email: 'user@demo.test', password: 'demo-pass-123' }),
    });
    expect(login.status).toBe(200);
    const signedIn = cookiesOf(login);
    expect([...signedIn.keys()].sort()).toEqual([
      '__Host-XSRF-TOKEN',
      '__Host-storefront_device',
      '__Host-storefront_session',
    ]);
    expect(signedIn.get('__Host-storefront_device')).toMatch(/HttpOnly/);
    const newSession = valueOf(signedIn.get('__Host-storefront_session'));
    const me = await fetch(`${server.url}/v3/auth`, {
      headers: { ...https, cookie: `__Host-storefront_session=${newSession}` },
    });
    expect(me.status).toBe(200);
    // Over https a cookie without the prefix (which any sibling host could have set) is not read.
    const planted = await fetch(`${server.url}/v3/auth`, {
      headers: { ...https, cookie: `storefront_session=${newSession}` },
    });
    expect(planted.status).toBe(401);
  });
});

describe('sessions', () => {
  it('rotate the anti-forgery token at sign-in', async () => {
    const client = new Client(server.url);
    await client.csrf();
    const before = client.jar.get('XSRF-TOKEN');
    const login = await client.post('/login', {
      bearer: false,
      form: { email: 'user@demo.test', password: 'demo-pass-123' },
    });
    expect(login.status).toBe(200);
    const after = client.jar.get('XSRF-TOKEN');
    expect(after).toBeTruthy();
    expect(after).not.toBe(before);
    // The token from before sign-in no longer works; the new one does.
    const stale = await client.post('/logout', {
      xsrf: false,
      headers: { 'x-xsrf-token': decodeURIComponent(before ?? '') },
    });
    expect(stale.status).toBe(419);
    expect((await client.post('/logout')).status).toBe(204);
  });

  it('end at their absolute lifetime: 12 hours, or 30 days with "remember me"', async () => {
    expect(loadConfig({}).sessionLifetimeMs).toEqual({
      remember: 30 * 24 * 3600 * 1000,
      short: 12 * 3600 * 1000,
    });
    const age = async (client: Client, ms: number) => {
      const db = openTestDatabase(server.dataDir);
      try {
        // Started `ms` ago, yet used a moment ago: only the absolute lifetime can end it.
        await db.run('UPDATE sessions SET created_at = created_at - ? WHERE user_id IS NOT NULL', [
          ms,
        ]);
      } finally {
        await db.close();
      }
      return (await client.get('/v3/auth')).status;
    };
    const hour = 3600 * 1000;

    const short = new Client(server.url);
    await short.csrf();
    const signIn = await short.post('/login', {
      bearer: false,
      form: { email: 'agent@demo.test', password: 'demo-pass-123' },
    });
    expect((await json<{ data: { email: string } }>(signIn)).data.email).toBe('agent@demo.test');
    expect(await age(short, 11 * hour)).toBe(200);
    expect(await age(short, 1 * hour + 60_000)).toBe(401);

    const remembered = new Client(server.url);
    expect((await remembered.login('power@demo.test')).status).toBe(200);
    expect(await age(remembered, 29 * 24 * hour)).toBe(200);
    expect(await age(remembered, 24 * hour + 60_000)).toBe(401);
  });
});
