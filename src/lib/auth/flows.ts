import type { LoginForm, Registration as RegistrationRequest } from '../../../contract/user';
import type { Api } from '../api/client';
import { LOGGED_IN_COOKIE, writeCookie } from '../api/cookies';
import { ApiError } from '../api/errors';
import type { User } from '../types';
import { readUser } from './user';

/** How long the logged-in cookie lives with "remember me": the API's 30-day session. */
const REMEMBER_SECONDS = 30 * 24 * 60 * 60;

/** The login form (SPEC section 3, the contract's `POST /login`); remember defaults to true. */
export type Credentials = Pick<LoginForm, 'email' | 'password'> & { remember: boolean };

/** The register form (SPEC section 3, the contract's `POST /api/register`). */
export type Registration = Credentials &
  Pick<RegistrationRequest, 'name' | 'password_confirmation'>;

/** Reads the current user (`GET /v3/auth`, the user is in `data`). */
export async function fetchUser(api: Api, invalidMessage: string): Promise<User> {
  const user = readUser(await api.get<unknown>('/v3/auth'));
  if (!user) throw new ApiError(502, invalidMessage);
  return user;
}

/**
 * Logs in (SPEC section 4 and 7): the anti-forgery cookie, `POST /login` as form data,
 * then the user fetch; sets the `auth.loggedIn` cookie and returns the user (the store layer,
 * `src/stores/session.ts`, keeps it). Failures are `ApiError`s (422 with field errors when
 * the credentials are wrong).
 */
export async function logIn(
  api: Api,
  credentials: Credentials,
  invalidMessage: string,
): Promise<User> {
  await api.csrf();
  const fields: LoginForm = {
    email: credentials.email.trim(),
    password: credentials.password,
    remember: credentials.remember ? '1' : '0',
  };
  // Sent as form data, as the SPEC's sign-in is.
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, String(value));
  await api.post('/login', form);
  const user = await fetchUser(api, invalidMessage);
  writeCookie(LOGGED_IN_COOKIE, '1', credentials.remember ? REMEMBER_SECONDS : undefined);
  return user;
}

/**
 * Registers (SPEC section 4): the anti-forgery cookie, `POST /api/register` (with the
 * visitor's referral code when they came with one), then logs in with the same email and
 * password and returns the user.
 */
export async function register(
  api: Api,
  form: Registration,
  invalidMessage: string,
  referral: string | null = null,
): Promise<User> {
  await api.csrf();
  const request: RegistrationRequest = {
    name: form.name.trim(),
    email: form.email.trim(),
    password: form.password,
    password_confirmation: form.password_confirmation,
    remember: form.remember,
    ...(referral === null ? {} : { referral }),
  };
  await api.post('/api/register', request);
  return logIn(api, form, invalidMessage);
}

/**
 * Logs out: `POST /logout`, then removes the `auth.loggedIn` cookie; the caller forgets the
 * user. When the API cannot be reached the error is thrown and the cookie stays; any other
 * failure means the session is already gone.
 */
export async function logOut(api: Api): Promise<void> {
  try {
    await api.post('/logout');
  } catch (error) {
    if (!(error instanceof ApiError) || error.unreachable) throw error;
  }
  writeCookie(LOGGED_IN_COOKIE, null);
}
