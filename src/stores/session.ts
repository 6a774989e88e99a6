import type { Api } from '../lib/api/client';
import * as flows from '../lib/auth/flows';
import { clearPersonalCaches } from '../lib/offline/personal';
import type { User } from '../lib/types';
import { $authUser, signedIn, signedOut } from './auth';

/**
 * The sign-in actions of islands: the API calls of `src/lib/auth/flows.ts`, their result
 * applied to `$authUser` (which resets the price display to net, SPEC section 4).
 */

/** Logs in and keeps the user; failures are the `ApiError`s of `flows.logIn`. */
export async function logIn(
  api: Api,
  credentials: flows.Credentials,
  invalidMessage: string,
): Promise<User> {
  const user = await flows.logIn(api, credentials, invalidMessage);
  signedIn(user);
  return user;
}

/** Registers, logs in and keeps the user. */
export async function register(
  api: Api,
  form: flows.Registration,
  invalidMessage: string,
  referral: string | null = null,
): Promise<User> {
  const user = await flows.register(api, form, invalidMessage, referral);
  signedIn(user);
  return user;
}

/**
 * Logs out and forgets the user, resolving once the personal pages saved for offline use are
 * gone (the caller then leaves the page); when the API cannot be reached the user stays
 * signed in.
 */
export async function logOut(api: Api): Promise<void> {
  await flows.logOut(api);
  signedOut();
  await clearPersonalCaches();
}

let sessionCheck: Promise<void> | undefined;

/**
 * Checks once per page load, in the background, that a stored user still has a session
 * (`GET /v3/auth`) and refreshes the stored user's data. A 401 is handled by the client
 * (logout, localised login page); an unreachable API logs nobody out.
 */
export function checkSessionOnce(api: Api, invalidMessage: string): Promise<void> {
  if ($authUser.get() === null) return Promise.resolve();
  sessionCheck ??= flows.fetchUser(api, invalidMessage).then(
    (user) => {
      if ($authUser.get() !== null) $authUser.set(user);
    },
    () => undefined,
  );
  return sessionCheck;
}

/** Forgets that the session was checked (tests). */
export function resetSessionCheck(): void {
  sessionCheck = undefined;
}
