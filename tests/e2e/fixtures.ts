import { test as base, type APIRequestContext, type BrowserContextOptions } from '@playwright/test';
import { API } from './helpers';

export { expect } from '@playwright/test';

/** The demo accounts of the README (password `demo-pass-123`). */
export const DEMO_ACCOUNTS = {
  user: 'user@demo.test',
  power: 'power@demo.test',
  agent: 'agent@demo.test',
  /** An agent too, and Blue Lagoon Travel's owner: specs that change an agent's markup use
   * this account, so they never race the specs of `agent` over its prices. */
  owner: 'owner@demo.test',
} as const;
export const DEMO_PASSWORD = 'demo-pass-123';

type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

/**
 * Signs in through the booking API (as the login form does: anti-forgery cookie, form
 * post, user fetch) and returns `state` with the session cookie and the signed-in user
 * stored the way the site stores them.
 */
async function signedInState(
  request: APIRequestContext,
  siteURL: string,
  email: string,
  state: StorageState,
): Promise<StorageState> {
  // Sign-ins are rate-limited per address; the suite signs in often (test-mode reset).
  await request.post(`${API}/__test/reset-rate-limits`);
  await request.get(`${API}/sanctum/csrf-cookie`);
  const cookie = (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN');
  const login = await request.post(`${API}/login`, {
    headers: {
      'X-XSRF-TOKEN': decodeURIComponent(cookie?.value ?? ''),
      Accept: 'application/json',
    },
    form: { email, password: DEMO_PASSWORD, remember: '1' },
  });
  if (!login.ok()) throw new Error(`Sign-in of ${email} failed: ${login.status()}`);
  const me = await request.get(`${API}/v3/auth`, { headers: { Accept: 'application/json' } });
  const { data: user } = (await me.json()) as { data: unknown };
  const site = new URL(siteURL);
  const origins = state.origins.filter((o) => o.origin !== site.origin);
  const own = state.origins.find((o) => o.origin === site.origin)?.localStorage ?? [];
  return {
    cookies: [
      ...state.cookies,
      ...(await request.storageState()).cookies,
      {
        name: 'auth.loggedIn',
        value: '1',
        domain: site.hostname,
        path: '/',
        expires: Math.floor(Date.now() / 1000) + 86_400,
        httpOnly: false,
        secure: false,
        sameSite: 'Lax',
      },
    ],
    origins: [
      ...origins,
      {
        origin: site.origin,
        localStorage: [
          ...own.filter((item) => item.name !== 'authUser'),
          { name: 'authUser', value: JSON.stringify(user) },
          { name: 'authCheck', value: 'true' },
        ],
      },
    ],
  };
}

/**
 * The suite's `test`: `test.use({ signedInAs: 'agent' })` starts each test of a file or
 * group already signed in as that demo account, through the API, where signing in is not
 * what the test is about (the login form has tests of its own).
 */
export const test = base.extend<{ signedInAs: keyof typeof DEMO_ACCOUNTS | undefined }>({
  signedInAs: [undefined, { option: true }],
  storageState: async ({ signedInAs, storageState, baseURL, playwright }, use) => {
    if (!signedInAs) {
      await use(storageState);
      return;
    }
    const request = await playwright.request.newContext();
    const initial: StorageState =
      typeof storageState === 'object' ? storageState : { cookies: [], origins: [] };
    try {
      await use(await signedInState(request, baseURL ?? '', DEMO_ACCOUNTS[signedInAs], initial));
    } finally {
      await request.dispose();
    }
  },
});
