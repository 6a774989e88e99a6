import process from 'node:process';
import { API_URL } from '../config';
import { createApi, type Api } from './client';
import { API_SESSION_COOKIE } from './cookies';

/**
 * The API client of on-demand pages: signed out (public bearer token), at `API_URL` when
 * the server reaches the API by another address than browsers do, else the public one.
 * `session` is the visitor's API session cookie, for pages that show the visitor's own data.
 */
export function serverApi(locale: string, unreachableMessage: string, session?: string): Api {
  return createApi({
    locale,
    unreachableMessage,
    signedIn: () => false,
    baseURL: (process.env.API_URL ?? API_URL).replace(/\/+$/, ''),
    ...(session ? { cookie: `${API_SESSION_COOKIE}=${session}` } : {}),
  });
}
