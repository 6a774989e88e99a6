import { ofetch, type FetchOptions } from 'ofetch';
import { API_URL, PUBLIC_CLIENT_TOKEN } from '../config';
import { ApiError, toApiError } from './errors';
import { readXsrfToken } from './cookies';

/** What the client needs to know about the page it runs in. */
export interface ApiContext {
  /** The site locale, sent as `?locale=` on every request (SPEC section 7). */
  locale: string;
  /** Whether the visitor is signed in: signed-out requests carry the public bearer token. */
  signedIn: () => boolean;
  /** Called on a 401 while signed in (SPEC section 8: log out, go to the login page). */
  onUnauthorized?: () => void;
  /** The API base address; the configured one by default. */
  baseURL?: string;
  /** Message when the API cannot be reached (already translated). */
  unreachableMessage: string;
  /**
   * A `Cookie` header to send (server side only): the visitor's API session, for on-demand
   * pages that show what only the visitor may see.
   */
  cookie?: string;
  /**
   * Headers naming the visitor a server-side call is made for (`forwardedHeaders`): the API
   * then counts the call against the visitor's limits rather than the site server's.
   */
  forwarded?: Record<string, string>;
}

/** Calls that never carry the bearer token (SPEC section 7). */
const NO_BEARER = new Set(['/login', '/v3/auth']);
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/**
 * No answer from the API: the network failed (0), or the site's front server (or a gateway
 * in front of the API) could not reach it (502) or got no answer in time (504).
 */
const GATEWAY_FAILURES = new Set([0, 502, 504]);

/**
 * The one HTTP client of the site (DESIGN.md "HTTP"): locale query parameter, credentials
 * for same-site calls, the public bearer token when signed out (not for login and the user
 * fetch), the X-XSRF-TOKEN header on state-changing calls (fetching the anti-forgery
 * cookie first when there is none, and once more after a 419), and errors read into
 * `ApiError`.
 */
export function createApi(context: ApiContext) {
  const baseURL = context.baseURL ?? API_URL;

  async function request<T>(
    path: string,
    options: FetchOptions<'json'> = {},
    retried = false,
  ): Promise<T> {
    const method = (options.method ?? 'GET').toUpperCase();
    // On the server the anti-forgery cookie is the one the call sends; in a browser, the page's.
    const xsrf = () => readXsrfToken(context.cookie);
    if (STATE_CHANGING.has(method) && xsrf() === undefined && path !== '/sanctum/csrf-cookie') {
      await csrf();
    }
    const headers = new Headers(options.headers);
    headers.set('Accept', 'application/json');
    if (context.cookie) headers.set('Cookie', context.cookie);
    for (const [name, value] of Object.entries(context.forwarded ?? {})) headers.set(name, value);
    if (!context.signedIn() && !NO_BEARER.has(path)) {
      headers.set('Authorization', `Bearer ${PUBLIC_CLIENT_TOKEN}`);
    }
    const token = xsrf();
    if (token !== undefined && STATE_CHANGING.has(method)) headers.set('X-XSRF-TOKEN', token);
    try {
      // Joined here, not by ofetch's baseURL, which leaves out a base the path already starts
      // with: the API's own `/api/register` is `/api/api/register` through the front server.
      return await ofetch<T, 'json'>(`${baseURL}${path}`, {
        ...options,
        method,
        headers,
        credentials: 'include',
        query: { ...options.query, locale: context.locale },
        retry: 0,
        timeout: options.timeout ?? 15_000,
      });
    } catch (error) {
      const fetchError = error as { response?: Response; data?: unknown; status?: number };
      const status = fetchError.response?.status ?? 0;
      if (GATEWAY_FAILURES.has(status)) throw new ApiError(0, context.unreachableMessage);
      // 419: the anti-forgery token belongs to a session that ended (expired, logged out
      // elsewhere); a fresh cookie pair makes the same call valid once more.
      if (status === 419 && !retried && STATE_CHANGING.has(method)) {
        await csrf();
        return request<T>(path, options, true);
      }
      if (status === 401 && context.signedIn()) context.onUnauthorized?.();
      throw toApiError(status, fetchError.data, context.unreachableMessage);
    }
  }

  /** Sets the anti-forgery and session cookies (before login, register and any POST). */
  function csrf(): Promise<void> {
    return request<void>('/sanctum/csrf-cookie');
  }

  return {
    request,
    csrf,
    get: <T>(path: string, query?: Record<string, unknown>) =>
      request<T>(path, { query: query ?? {} }),
    post: <T>(
      path: string,
      body?: Record<string, unknown> | FormData,
      headers?: Record<string, string>,
    ) => request<T>(path, { method: 'POST', body: body ?? {}, headers: headers ?? {} }),
  };
}

export type Api = ReturnType<typeof createApi>;
