import process from 'node:process';
import { API_URL } from '../config';
import { createApi, type Api } from './client';
import { apiSessionCookie } from './cookies';

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
