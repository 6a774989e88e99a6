import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApi } from './client';
import { ApiError } from './errors';

interface Seen {
  url: string;
  method: string;
  headers: Headers;
  credentials: RequestCredentials | undefined;
}

function fakeFetch(answer: (url: string) => Response) {
  const seen: Seen[] = [];
  vi.stubGlobal('fetch', (input: string | URL | Request, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input);
    seen.push({
      url,
      method: init?.method ?? 'GET',
      headers: new Headers(init?.headers),
      credentials: init?.credentials,
    });
    return Promise.resolve(answer(url));
  });
  return seen;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('createApi', () => {
  const base = { baseURL: 'http://api.test', unreachableMessage: 'Unreachable' };

  it('sends the locale, credentials and the bearer token when signed out', async () => {
    const seen = fakeFetch(() => json(200, { data: { ok: true } }));
    const api = createApi({ ...base, locale: 'he', signedIn: () => false });
    await expect(api.get('/v3/places/autocomplete', { q: 'ber' })).resolves.toEqual({
      data: { ok: true },
    });
    expect(seen[0]?.url).toBe('http://api.test/v3/places/autocomplete?q=ber&locale=he');
    expect(seen[0]?.credentials).toBe('include');
    expect(seen[0]?.headers.get('authorization')).toMatch(/^Bearer .+/);
  });

  it('puts every path under the base, even one that starts like it', async () => {
    const seen = fakeFetch(() => json(201, {}));
    const api = createApi({ ...base, baseURL: '/api', locale: 'en', signedIn: () => false });
    await api.get('/api/register');
    await api.get('/v3/auth');
    expect(seen.map((s) => s.url)).toEqual([
      '/api/api/register?locale=en',
      '/api/v3/auth?locale=en',
    ]);
  });

  it('leaves the bearer out for login, the user fetch and signed-in calls', async () => {
    const seen = fakeFetch(() => json(200, {}));
    const out = createApi({ ...base, locale: 'en', signedIn: () => false });
    await out.get('/v3/auth');
    const inside = createApi({ ...base, locale: 'en', signedIn: () => true });
    await inside.get('/v3/reservations');
    expect(seen.map((s) => s.headers.get('authorization'))).toEqual([null, null]);
  });

  it('fetches the anti-forgery cookie before a state-changing call and sends X-XSRF-TOKEN', async () => {
    const cookies: string[] = [];
    vi.stubGlobal('document', {
      get cookie() {
        return cookies.join('; ');
      },
    });
    const seen = fakeFetch((url) => {
      if (url.includes('/sanctum/csrf-cookie')) {
        cookies.push('XSRF-TOKEN=abc%3D%3D');
        return new Response(null, { status: 204 });
      }
      return json(201, { data: { id: 1 } });
    });
    const api = createApi({ ...base, locale: 'en', signedIn: () => false });
    await api.post('/v3/services/proxy', { name: 'Dana' });
    expect(seen.map((s) => `${s.method} ${new URL(s.url).pathname}`)).toEqual([
      'GET /sanctum/csrf-cookie',
      'POST /v3/services/proxy',
    ]);
    expect(seen[1]?.headers.get('x-xsrf-token')).toBe('abc==');
  });

  it('renews a stale anti-forgery cookie once after a 419 and repeats the call', async () => {
    let token = 'old';
    vi.stubGlobal('document', {
      get cookie() {
        return `XSRF-TOKEN=${token}`;
      },
    });
    const seen = fakeFetch((url) => {
      if (url.includes('/sanctum/csrf-cookie')) {
        token = 'new';
        return new Response(null, { status: 204 });
      }
      return seen.at(-1)?.headers.get('x-xsrf-token') === 'new'
        ? json(200, { data: { ok: true } })
        : json(419, { message: 'CSRF token mismatch.' });
    });
    const api = createApi({ ...base, locale: 'en', signedIn: () => false });
    await expect(api.post('/logout')).resolves.toEqual({ data: { ok: true } });
    expect(seen.map((s) => `${s.method} ${new URL(s.url).pathname}`)).toEqual([
      'POST /logout',
      'GET /sanctum/csrf-cookie',
      'POST /logout',
    ]);
  });

  it('gives up after one renewed 419', async () => {
    vi.stubGlobal('document', { cookie: 'XSRF-TOKEN=x' });
    const seen = fakeFetch((url) =>
      url.includes('/sanctum/csrf-cookie')
        ? new Response(null, { status: 204 })
        : json(419, { message: 'CSRF token mismatch.' }),
    );
    const api = createApi({ ...base, locale: 'en', signedIn: () => false });
    await expect(api.post('/logout')).rejects.toMatchObject({ status: 419 });
    expect(seen).toHaveLength(3);
  });

  it('reads a 422 into field messages, first message first', async () => {
    fakeFetch(() =>
      json(422, {
        message: 'The email field is required.',
        errors: { email: ['The email field is required.', 'x'], phone: ['Bad phone'] },
      }),
    );
    const api = createApi({ ...base, locale: 'en', signedIn: () => false });
    const error = (await api.post('/login', {}).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(422);
    expect(error.firstMessage).toBe('The email field is required.');
    expect(error.fieldMessages).toEqual({
      email: 'The email field is required.',
      phone: 'Bad phone',
    });
  });

  it('logs out on a 401 only when signed in', async () => {
    fakeFetch(() => json(401, { message: 'Unauthenticated.' }));
    const onUnauthorized = vi.fn();
    const signedOutApi = createApi({
      ...base,
      locale: 'en',
      signedIn: () => false,
      onUnauthorized,
    });
    await expect(signedOutApi.get('/v3/auth')).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).not.toHaveBeenCalled();
    const signedInApi = createApi({ ...base, locale: 'en', signedIn: () => true, onUnauthorized });
    await expect(signedInApi.get('/v3/reservations')).rejects.toMatchObject({
      status: 401,
      message: 'Unauthenticated.',
    });
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('turns an unreachable API into a clear error', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('fetch failed')));
    const api = createApi({ ...base, locale: 'en', signedIn: () => false });
    const error = (await api.get('/v3/auth').catch((e: unknown) => e)) as ApiError;
    expect(error.unreachable).toBe(true);
    expect(error.message).toBe('Unreachable');
  });

  it('passes the visitor’s API session and extra headers on', async () => {
    const seen = fakeFetch(() => json(200, {}));
    const onServer = createApi({
      ...base,
      locale: 'en',
      signedIn: () => false,
      cookie: 'storefront_session=abc',
    });
    await onServer.get('/v3/transactions/x');
    expect(seen[0]?.headers.get('cookie')).toBe('storefront_session=abc');
    const plain = createApi({ ...base, locale: 'en', signedIn: () => false });
    await plain.get('/v3/hotels/1');
    expect(seen[1]?.headers.get('cookie')).toBeNull();
    vi.stubGlobal('document', { cookie: 'XSRF-TOKEN=x' });
    await plain.post('/v3/bookings', { rate_id: 'r' }, { 'Idempotency-Key': 'k-1' });
    expect(seen[2]?.headers.get('idempotency-key')).toBe('k-1');
    expect(seen[2]?.headers.get('x-xsrf-token')).toBe('x');
  });

  it('reads a gateway failure of the front server (502, 504) as an unreachable API', async () => {
    for (const status of [502, 504]) {
      fakeFetch(() => json(status, { message: 'Gateway' }));
      const api = createApi({ ...base, locale: 'en', signedIn: () => false });
      const error = (await api.get('/v3/auth').catch((e: unknown) => e)) as ApiError;
      expect(error.unreachable, String(status)).toBe(true);
      expect(error.message).toBe('Unreachable');
    }
    fakeFetch(() => json(503, { message: 'Down for maintenance' }));
    const api = createApi({ ...base, locale: 'en', signedIn: () => false });
    const error = (await api.get('/v3/auth').catch((e: unknown) => e)) as ApiError;
    expect([error.unreachable, error.message]).toEqual([false, 'Down for maintenance']);
  });
});
