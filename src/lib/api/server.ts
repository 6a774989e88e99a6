import process from 'node:process';
import { API_URL } from '../config';
import { createApi, type Api } from './client';

/**
 * The API client of on-demand pages: signed out (public bearer token), at `API_URL` when
 * the server reaches the API by another address than browsers do, else the public one.
 */
export function serverApi(locale: string, unreachableMessage: string): Api {
  return createApi({
    locale,
    unreachableMessage,
    signedIn: () => false,
    baseURL: (process.env.API_URL ?? API_URL).replace(/\/+$/, ''),
  });
}
