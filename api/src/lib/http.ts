import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { clientAddress, forwardedProtocol } from '../../../contract/forwarded.ts';
import { ApiError, fieldError } from './errors.ts';
import { t, type Locale } from './i18n.ts';
import { isCurrency } from './money.ts';
import type { AppEnv } from './context.ts';

/**
 * The request body as a plain object: JSON (`application/json`), urlencoded or multipart form
 * data. Malformed JSON or a JSON value that is not an object answers 400.
 */
export async function readBody(c: Context<AppEnv>): Promise<Record<string, unknown>> {
  const type = (c.req.header('content-type') ?? '').toLowerCase();
  const locale = c.get('locale');
  if (type.includes('application/x-www-form-urlencoded') || type.includes('multipart/form-data')) {
    try {
      const form = await c.req.parseBody();
      return Object.fromEntries(Object.entries(form).filter(([, v]) => typeof v === 'string'));
    } catch {
      throw new ApiError(400, t(locale, 'http.malformed_json'));
    }
  }
  const text = await c.req.text();
  if (!text.trim()) return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ApiError(400, t(locale, 'http.malformed_json'));
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new ApiError(400, t(locale, 'http.malformed_json'));
  }
  return value as Record<string, unknown>;
}

/**
 * True when the visitor reached us over https: directly, or per X-Forwarded-Proto from a
 * trusted proxy (TRUSTED_PROXIES); the header from anyone else is ignored.
 */
export function isHttps(c: Context<AppEnv>): boolean {
  return (
    forwardedProtocol(
      peerAddress(c),
      c.req.header('x-forwarded-proto'),
      new URL(c.req.url).protocol === 'https:',
      c.get('services').trustedProxies,
    ) === 'https'
  );
}

/**
 * The base of the API's own URLs: API_PUBLIC_URL (`/` makes them paths on the browser's
 * host), else the request's origin.
 */
export function baseUrl(c: Context<AppEnv>): string {
  const configured = c.get('services').config.publicUrl;
  if (configured === '/') return '';
  if (configured) return configured;
  const url = new URL(c.req.url);
  return `${isHttps(c) ? 'https:' : url.protocol}//${url.host}`;
}

/**
 * The client's address: the socket's peer, or what X-Forwarded-For says when that peer is a
 * trusted proxy (TRUSTED_PROXIES).
 */
export function resolveClientIp(c: Context<AppEnv>): string {
  return clientAddress(
    peerAddress(c),
    c.req.header('x-forwarded-for'),
    c.get('services').trustedProxies,
  );
}

function peerAddress(c: Context<AppEnv>): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // Requests made in-process (app.request) have no socket.
    return 'unknown';
  }
}

/** Parses a positive integer path parameter, or null. */
export function intParam(value: string | undefined): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  return Number(value);
}

/** The `currency` query parameter or body field (default EUR), upper-cased, or a 422. */
export function currencyParam(value: string | undefined, locale: Locale): string {
  const code = (value ?? 'EUR').trim().toUpperCase();
  if (!isCurrency(code)) throw fieldError(locale, 'currency', 'validation.currency');
  return code;
}
