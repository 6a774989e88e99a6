import process from 'node:process';
import { API_URL } from '../config';
import { createApi, type Api } from './client';
import { apiSessionCookie, readXsrfToken } from './cookies';
import { forwardedHeaders, type VisitorOrigin } from './visitor-origin';

/**
 * The API address the site's own server uses (on-demand pages, the build): `API_URL` when set,
 * else the browsers' address when it is absolute, else the reference API on this machine.
 */
export function serverApiUrl(): string {
  const configured = process.env.API_URL?.trim();
  if (configured) return configured.replace(/\/+$/, '');
  return /^https?:\/\//.test(API_URL) ? API_URL : 'http://127.0.0.1:8787';
}

/**
 * The API client of on-demand pages: signed out (public bearer token), at `serverApiUrl()`.
 * `session` is the visitor's API session cookie, for pages that show the visitor's own data.
 */
export function serverApi(locale: string, unreachableMessage: string, session?: string): Api {
  const baseURL = serverApiUrl();
  return createApi({
    locale,
    unreachableMessage,
    signedIn: () => false,
    baseURL,
    ...(session ? { cookie: apiSessionCookie(baseURL, session) } : {}),
  });
}

/**
 * An API client acting for one visitor (their address and protocol forwarded), holding an API
 * session of its own with its anti-forgery cookie, so the page's server can make the calls
 * that need one (starting a search) as the visitor's browser would. Undefined when the API
 * grants no session (an answer without its cookies); throws when the API cannot be reached.
 */
export async function visitorApi(
  locale: string,
  unreachableMessage: string,
  origin: VisitorOrigin,
  signal?: AbortSignal,
): Promise<Api | undefined> {
  const baseURL = serverApiUrl();
  const forwarded = forwardedHeaders(origin);
  const granted = await fetch(
    `${baseURL}/sanctum/csrf-cookie?locale=${encodeURIComponent(locale)}`,
    {
      headers: { Accept: 'application/json', ...forwarded },
      ...(signal ? { signal } : {}),
    },
  );
  await granted.body?.cancel();
  const cookie = granted.headers
    .getSetCookie()
    .map((line) => line.split(';', 1)[0]?.trim() ?? '')
    .filter((pair) => pair.includes('='))
    .join('; ');
  if (!granted.ok || readXsrfToken(cookie) === undefined) return undefined;
  return createApi({
    locale,
    unreachableMessage,
    signedIn: () => false,
    baseURL,
    cookie,
    forwarded,
  });
}
