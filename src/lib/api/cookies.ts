/** Reads a cookie of the current document, decoded; undefined when absent. */
export function readCookie(
  name: string,
  source: string = typeof document === 'undefined' ? '' : document.cookie,
): string | undefined {
  for (const part of source.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(rest.join('='));
      } catch {
        return rest.join('=');
      }
    }
  }
  return undefined;
}

/**
 * The booking API's anti-forgery token (api/README.md), echoed in the X-XSRF-TOKEN header:
 * the `__Host-XSRF-TOKEN` cookie when the API is reached over https, `XSRF-TOKEN` over http.
 */
export function readXsrfToken(source?: string): string | undefined {
  return readCookie('__Host-XSRF-TOKEN', source) ?? readCookie('XSRF-TOKEN', source);
}

/**
 * The booking API's HttpOnly session cookie (api/README.md), `__Host-storefront_session`
 * over https. The browser sends it to the site too when both share a host (or the site
 * proxies the API); on-demand pages pass it on.
 */
export const API_SESSION_COOKIE = 'storefront_session';

/** The visitor's API session from the site's own cookies (`read` gets one by name), if any. */
export function apiSession(read: (name: string) => string | undefined): string | undefined {
  return read(`__Host-${API_SESSION_COOKIE}`) ?? read(API_SESSION_COOKIE);
}

/**
 * The session cookie as the API at `apiUrl` reads it: the API names its cookies `__Host-…`
 * when it is reached over https.
 */
export function apiSessionCookie(apiUrl: string, session: string): string {
  const name = apiUrl.startsWith('https:') ? `__Host-${API_SESSION_COOKIE}` : API_SESSION_COOKIE;
  return `${name}=${session}`;
}

/** Cookie prefix of the auth state the browser keeps (SPEC section 7). */
export const AUTH_COOKIE_PREFIX = 'auth.';

/** The script cookie telling server pages and other scripts that someone is signed in. */
export const LOGGED_IN_COOKIE = `${AUTH_COOKIE_PREFIX}loggedIn`;

/** Sets or (with `value` null) removes a script cookie with path `/` and SameSite=Lax. */
export function writeCookie(name: string, value: string | null, maxAgeSeconds?: number): void {
  if (typeof document === 'undefined') return;
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  if (value === null) {
    document.cookie = `${name}=; Max-Age=0; Path=/; SameSite=Lax${secure}`;
    return;
  }
  const age = maxAgeSeconds === undefined ? '' : `; Max-Age=${maxAgeSeconds}`;
  document.cookie = `${name}=${encodeURIComponent(value)}${age}; Path=/; SameSite=Lax${secure}`;
}
