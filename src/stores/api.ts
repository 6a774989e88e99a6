import { createApi, type Api } from '../lib/api/client';
import { LOGGED_IN_COOKIE, writeCookie } from '../lib/api/cookies';
import { routeUrl } from '../lib/routes';
import { $authUser, signedOut } from './auth';

const clients = new Map<string, Api>();

/**
 * The API client of islands in a locale. A 401 while signed in logs the user out and sends
 * them to the localised login page, coming back here afterwards (SPEC section 8).
 */
export function browserApi(locale: string, unreachableMessage: string): Api {
  // One client per locale and message: islands bring their own translated message.
  const key = `${locale}\u0000${unreachableMessage}`;
  let api = clients.get(key);
  if (!api) {
    api = createApi({
      locale,
      unreachableMessage,
      signedIn: () => $authUser.get() !== null,
      onUnauthorized: () => {
        signedOut();
        writeCookie(LOGGED_IN_COOKIE, null);
        const back = `${location.pathname}${location.search}`;
        location.assign(routeUrl('login', {}, locale, { redirect: back }));
      },
    });
    clients.set(key, api);
  }
  return api;
}
