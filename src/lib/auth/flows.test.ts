import { describe, expect, it } from 'vitest';
import { loginFormSchema, registrationSchema } from '../../../contract/user';
import { userFixture } from '../../../contract/fixtures';
import type { Api } from '../api/client';
import { logIn, register } from './flows';

/** An API client that records the calls a flow makes and answers the user fetch. */
function scripted() {
  const calls: { method: string; path: string; body?: unknown }[] = [];
  const api = {
    csrf: () => {
      calls.push({ method: 'GET', path: '/sanctum/csrf-cookie' });
      return Promise.resolve();
    },
    post: (path: string, body?: unknown) => {
      calls.push({ method: 'POST', path, body });
      return Promise.resolve({});
    },
    get: (path: string) => {
      calls.push({ method: 'GET', path });
      return Promise.resolve({ data: userFixture() });
    },
  } as unknown as Api;
  return { api, calls };
}

describe('sign-in flows', () => {
  it('logs in with the form the contract reads, after the anti-forgery cookie', async () => {
    const { api, calls } = scripted();
    const user = await logIn(
      api,
      { email: ' guest@demo.test ', password: 'secret', remember: true },
      'bad answer',
    );
    expect(user).toEqual(userFixture());
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET /sanctum/csrf-cookie',
      'POST /login',
      'GET /v3/auth',
    ]);
    const form = calls[1]?.body as FormData;
    const sent = Object.fromEntries(form.entries());
    expect(sent).toEqual({ email: 'guest@demo.test', password: 'secret', remember: '1' });
    expect(loginFormSchema.safeParse(sent).success).toBe(true);
  });

  it('registers with a body the API validates, the referral code included', async () => {
    const { api, calls } = scripted();
    await register(
      api,
      {
        name: 'Dana Cohen',
        email: 'dana@demo.test',
        password: 'password1',
        password_confirmation: 'password1',
        remember: false,
      },
      'bad answer',
      'agent-42',
    );
    const body = calls.find((c) => c.path === '/api/register')?.body;
    expect(body).toMatchObject({ name: 'Dana Cohen', referral: 'agent-42', remember: false });
    expect(registrationSchema.safeParse(body).success).toBe(true);
  });
});
