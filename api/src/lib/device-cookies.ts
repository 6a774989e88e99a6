import { createHmac, randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import type { AppEnv } from './context.ts';
import { readCookie, safeEqual, writeCookie } from './sessions.ts';

/**
 * Name of the HttpOnly device cookie (`__Host-storefront_device` over https): OWASP's "device
 * cookies". A browser that signed in to an account carries one, signed with the API's key, and
 * the lock that failed sign-ins put on the account never applies to it.
 */
export const DEVICE_COOKIE = 'storefront_device';

function signature(secret: string, subject: string, issuedAt: string, nonce: string): string {
  return createHmac('sha256', secret)
    .update(`device-cookie\n${subject}\n${issuedAt}\n${nonce}`)
    .digest('base64url');
}

/**
 * Gives the browser a new device cookie for the account `subject` (the hashed email), valid
 * for Config.deviceCookieMs: `issued.nonce.signature`.
 */
export function issueDeviceCookie(c: Context<AppEnv>, subject: string, now = Date.now()): void {
  const { secret, config } = c.get('services');
  const issuedAt = String(now);
  const nonce = randomBytes(16).toString('base64url');
  writeCookie(
    c,
    DEVICE_COOKIE,
    `${issuedAt}.${nonce}.${signature(secret, subject, issuedAt, nonce)}`,
    {
      httpOnly: true,
      maxAgeSeconds: Math.floor(config.deviceCookieMs / 1000),
    },
  );
}

/**
 * The device id (its nonce) when the request carries a device cookie this API signed for the
 * account `subject` and it has not expired; else null.
 */
export function knownDevice(c: Context<AppEnv>, subject: string, now = Date.now()): string | null {
  const value = readCookie(c, DEVICE_COOKIE);
  if (!value || value.length > 200) return null;
  const [issuedAt = '', nonce = '', mac = '', ...rest] = value.split('.');
  if (rest.length > 0 || !/^\d{1,15}$/.test(issuedAt) || !nonce || !mac) return null;
  const { secret, config } = c.get('services');
  if (Number(issuedAt) + config.deviceCookieMs <= now || Number(issuedAt) > now + 60_000)
    return null;
  return safeEqual(mac, signature(secret, subject, issuedAt, nonce)) ? nonce : null;
}
