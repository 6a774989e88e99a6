import { cleanTestStorage, useTestStorageEngine } from '@nanostores/persistent';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { userFixture } from '../../contract/fixtures';
import { createApi } from '../lib/api/client';
import { ApiError } from '../lib/api/errors';
import { CACHE_NAMES } from '../lib/offline/rules';
import type { User } from '../lib/types';
import { $authUser, signedIn } from './auth';
import { $priceDisplay } from './price-display';
import { checkSessionOnce, logIn, logOut, register, resetSessionCheck } from './session';

const dana: User = userFixture({
  id: 9,
  name: 'Dana Levi',
  email: 'dana@x.test',
  avatar: null,
  plan_id: null,
  options: { flights: false, packages: false, crm: false, vouchers: false },
  actions: [],
  fid: null,
});

interface Call {
  method: string;
  path: string;
  body: unknown;
}

/** A browser-like world: a cookie jar for document.cookie and a scripted API. */
function world(answer: (call: Call) => Response) {
  const jar = new Map<string, string>();
  vi.stubGlobal('location', { protocol: 'http:' });
  vi.stubGlobal('document', {
    get cookie() {
      return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    },
    set cookie(text: string) {
      const [pair = '', ...attributes] = text.split(';').map((s) => s.trim());
      const [key = '', value = ''] = pair.split('=');
      if (attributes.includes('Max-Age=0')) jar.delete(key);
      else jar.set(key, value);
    },
  });
  const calls: Call[] = [];
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) => {
    const url = new URL(input);
    const call = { method: init?.method ?? 'GET', path: url.pathname, body: init?.body };
    calls.push(call);
    if (call.path === '/sanctum/csrf-cookie') {
      jar.set('XSRF-TOKEN', 't');
      return Promise.resolve(new Response(null, { status: 204 }));
    }
    return Promise.resolve(answer(call));
  });
  const api = createApi({
    locale: 'he',
    baseURL: 'http://api.test',
    unreachableMessage: 'Unreachable',
    signedIn: () => $authUser.get() !== null,
    onUnauthorized: () => $authUser.set(null),
  });
  return { api, calls, jar };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeAll(() => useTestStorageEngine());
beforeEach(() => resetSessionCheck());
afterEach(() => {
  cleanTestStorage();
  $authUser.set(null);
  $priceDisplay.set('net');
  vi.unstubAllGlobals();
});

describe('logIn', () => {
  it('gets the anti-forgery cookie, posts the form, reads the user and remembers the sign-in', async () => {
    const { api, calls, jar } = world((call) =>
      call.path === '/login' ? json(200, { data: dana }) : json(200, { data: dana }),
    );
    $priceDisplay.set('gross');
    const user = await logIn(
      api,
      { email: ' dana@x.test ', password: 'pw', remember: true },
      'Bad',
    );
    expect(user.name).toBe('Dana Levi');
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET /sanctum/csrf-cookie',
      'POST /login',
      'GET /v3/auth',
    ]);
    const form = calls[1]?.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(Object.fromEntries(form)).toEqual({
      email: 'dana@x.test',
      password: 'pw',
      remember: '1',
    });
    expect($authUser.get()?.id).toBe(9);
    expect($priceDisplay.get()).toBe('net');
    expect(jar.get('auth.loggedIn')).toBe('1');
  });

  it('leaves the visitor signed out and passes the field errors on when the password is wrong', async () => {
    const { api, jar } = world(() =>
      json(422, {
        message: 'פרטי ההתחברות אינם תואמים את הרשומות שלנו.',
        errors: { email: ['פרטי ההתחברות אינם תואמים את הרשומות שלנו.'] },
      }),
    );
    const error = (await logIn(
      api,
      { email: 'a@x.test', password: 'no', remember: true },
      'Bad',
    ).catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(422);
    expect(error.fieldMessages.email).toBe('פרטי ההתחברות אינם תואמים את הרשומות שלנו.');
    expect($authUser.get()).toBeNull();
    expect(jar.has('auth.loggedIn')).toBe(false);
  });

  it('refuses a user answer it cannot read', async () => {
    const { api } = world((call) =>
      call.path === '/login' ? json(200, {}) : json(200, { data: {} }),
    );
    await expect(
      logIn(api, { email: 'a@x.test', password: 'pw', remember: false }, 'Bad answer'),
    ).rejects.toMatchObject({ message: 'Bad answer' });
    expect($authUser.get()).toBeNull();
  });
});

describe('register', () => {
  it('fetches the anti-forgery cookie, registers, then logs in', async () => {
    const { api, calls } = world((call) =>
      call.path === '/api/register' ? json(201, { data: dana }) : json(200, { data: dana }),
    );
    await register(
      api,
      {
        name: ' Dana Levi ',
        email: 'dana@x.test',
        password: 'secret-123',
        password_confirmation: 'secret-123',
        remember: true,
      },
      'Bad',
    );
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET /sanctum/csrf-cookie',
      'POST /api/register',
      'GET /sanctum/csrf-cookie',
      'POST /login',
      'GET /v3/auth',
    ]);
    expect(JSON.parse(String(calls[1]?.body))).toEqual({
      name: 'Dana Levi',
      email: 'dana@x.test',
      password: 'secret-123',
      password_confirmation: 'secret-123',
      remember: true,
    });
    expect($authUser.get()?.email).toBe('dana@x.test');
  });

  it('sends the referral code the visitor came with', async () => {
    const { api, calls } = world((call) =>
      call.path === '/api/register' ? json(201, { data: dana }) : json(200, { data: dana }),
    );
    const form = {
      name: 'Dana Levi',
      email: 'dana@x.test',
      password: 'secret-123',
      password_confirmation: 'secret-123',
      remember: true,
    };
    await register(api, form, 'Bad', 'abc123');
    const body = JSON.parse(String(calls.find((c) => c.path === '/api/register')?.body)) as object;
    expect(body).toMatchObject({ email: 'dana@x.test', referral: 'abc123' });
  });

  it('does not log in when the registration is refused', async () => {
    const { api, calls } = world(() =>
      json(422, { message: 'Taken', errors: { email: ['The email has already been taken.'] } }),
    );
    await expect(
      register(
        api,
        { name: 'D', email: 'd@x.test', password: 'p', password_confirmation: 'p', remember: true },
        'Bad',
      ),
    ).rejects.toBeInstanceOf(ApiError);
    expect(calls.some((c) => c.path === '/login')).toBe(false);
  });
});

describe('logOut', () => {
  it('posts the logout, forgets the user and removes the cookie', async () => {
    const { api, calls, jar } = world(() => new Response(null, { status: 204 }));
    signedIn(dana);
    jar.set('auth.loggedIn', '1');
    $priceDisplay.set('gross');
    await logOut(api);
    expect(calls.at(-1)).toMatchObject({ method: 'POST', path: '/logout' });
    expect($authUser.get()).toBeNull();
    expect($priceDisplay.get()).toBe('net');
    expect(jar.has('auth.loggedIn')).toBe(false);
  });

  it('keeps the user signed in when the API cannot be reached', async () => {
    const { api } = world(() => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('offline')));
    signedIn(dana);
    await expect(logOut(api)).rejects.toMatchObject({ unreachable: true });
    expect($authUser.get()?.id).toBe(9);
  });

  /** The Cache API of a browser that saved pages for offline use. */
  function savedCaches() {
    const names = new Set<string>([CACHE_NAMES.personal, CACHE_NAMES.pages, CACHE_NAMES.assets]);
    vi.stubGlobal('caches', {
      delete: (name: string) => Promise.resolve(names.delete(name)),
    });
    return names;
  }

  it('removes the personal pages and files saved for offline use, and only those', async () => {
    const { api } = world(() => new Response(null, { status: 204 }));
    const names = savedCaches();
    signedIn(dana);
    await logOut(api);
    expect([...names]).toEqual([CACHE_NAMES.pages, CACHE_NAMES.assets]);
  });

  it('keeps them when the logout did not reach the API', async () => {
    const { api } = world(() => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('offline')));
    const names = savedCaches();
    signedIn(dana);
    await expect(logOut(api)).rejects.toMatchObject({ unreachable: true });
    expect(names.has(CACHE_NAMES.personal)).toBe(true);
  });
});

describe('checkSessionOnce', () => {
  it('checks a stored user once per page and refreshes their data', async () => {
    const { api, calls } = world(() => json(200, { data: { ...dana, name: 'Dana L.' } }));
    signedIn(dana);
    await checkSessionOnce(api, 'Bad');
    await checkSessionOnce(api, 'Bad');
    expect(calls.filter((c) => c.path === '/v3/auth')).toHaveLength(1);
    expect($authUser.get()?.name).toBe('Dana L.');
  });

  it('does nothing for a visitor', async () => {
    const { api, calls } = world(() => json(200, { data: dana }));
    await checkSessionOnce(api, 'Bad');
    expect(calls).toHaveLength(0);
  });

  it('logs out on a 401 but not when the API is unreachable', async () => {
    const { api } = world(() => json(401, { message: 'Unauthenticated.' }));
    signedIn(dana);
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('offline')));
    await checkSessionOnce(api, 'Bad');
    expect($authUser.get()?.id).toBe(9);
    resetSessionCheck();
    const second = world(() => json(401, { message: 'Unauthenticated.' }));
    await checkSessionOnce(second.api, 'Bad');
    expect($authUser.get()).toBeNull();
  });
});
