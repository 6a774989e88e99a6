import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { AppEnv, SessionInfo, UserRow } from './context.ts';
import { isHttps } from './http.ts';

/** Name of the HttpOnly session cookie (`__Host-storefront_session` over https). */
export const SESSION_COOKIE = 'storefront_session';
/**
 * Name of the script-readable anti-forgery cookie, echoed in the X-XSRF-TOKEN header
 * (`__Host-XSRF-TOKEN` over https).
 */
export const XSRF_COOKIE = 'XSRF-TOKEN';

// A session without "remember me" also ends after this long unused.
const IDLE_MS = 2 * 60 * 60 * 1000;

/**
 * A cookie's name on this request: over https `__Host-` + name (the browser then keeps it
 * only when Secure, for path `/` and this host alone, so no sibling host can plant one), else
 * the name itself.
 */
export function cookieName(c: Context<AppEnv>, name: string): string {
  return isHttps(c) ? `__Host-${name}` : name;
}

/** Reads one of the API's cookies under the name it has on this request (`cookieName`). */
export function readCookie(c: Context<AppEnv>, name: string): string | undefined {
  return getCookie(c, cookieName(c, name));
}

/** Sets one of the API's cookies: path `/`, no domain, SameSite=Lax, Secure over https. */
export function writeCookie(
  c: Context<AppEnv>,
  name: string,
  value: string,
  options: { httpOnly: boolean; maxAgeSeconds?: number | undefined },
): void {
  setCookie(c, cookieName(c, name), value, {
    path: '/',
    httpOnly: options.httpOnly,
    sameSite: 'Lax',
    secure: isHttps(c),
    ...(options.maxAgeSeconds === undefined ? {} : { maxAge: options.maxAgeSeconds }),
  });
}

/** Clears one of the API's cookies (as `writeCookie` set it). */
export function clearCookie(c: Context<AppEnv>, name: string): void {
  deleteCookie(c, cookieName(c, name), { path: '/', sameSite: 'Lax', secure: isHttps(c) });
}

function hashId(id: string): string {
  return createHash('sha256').update(id).digest('hex');
}

/** Compares two strings in constant time (false when lengths differ). */
export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

interface SessionRow {
  id_hash: string;
  user_id: number | null;
  csrf_token: string;
  remember: number;
  created_at: number;
  last_seen_at: number;
  expires_at: number;
}

/**
 * Loads the request's session and user (if any) into the context. A session ends at its
 * absolute lifetime from its start (Config.sessionLifetimeMs, "remember me" or not), and one
 * without "remember me" also after two hours unused.
 */
export async function loadSession(c: Context<AppEnv>): Promise<void> {
  const { db, config } = c.get('services');
  c.set('session', null);
  c.set('user', null);
  const id = readCookie(c, SESSION_COOKIE);
  if (!id || id.length > 100) return;
  const now = Date.now();
  const row = await db.get<SessionRow>(
    'SELECT id_hash, user_id, csrf_token, remember, created_at, last_seen_at, expires_at FROM sessions WHERE id_hash = ?',
    [hashId(id)],
  );
  if (!row) return;
  const lifetime = row.remember
    ? config.sessionLifetimeMs.remember
    : config.sessionLifetimeMs.short;
  const end = Number(row.created_at) + lifetime;
  if (Number(row.expires_at) <= now || end <= now) return;
  if (now - row.last_seen_at > 60_000) {
    const expires = Math.min(end, row.remember ? Number(row.expires_at) : now + IDLE_MS);
    await db.run('UPDATE sessions SET last_seen_at = ?, expires_at = ? WHERE id_hash = ?', [
      now,
      expires,
      row.id_hash,
    ]);
  }
  c.set('session', {
    idHash: row.id_hash,
    userId: row.user_id,
    csrfToken: row.csrf_token,
    remember: row.remember === 1,
  });
  if (row.user_id !== null) {
    const user = await db.get<UserRow>('SELECT * FROM users WHERE id = ?', [row.user_id]);
    c.set('user', user ?? null);
  }
}

function writeCookies(
  c: Context<AppEnv>,
  id: string | null,
  csrf: string,
  maxAgeSeconds: number | undefined,
): void {
  if (id) writeCookie(c, SESSION_COOKIE, id, { httpOnly: true, maxAgeSeconds });
  writeCookie(c, XSRF_COOKIE, csrf, { httpOnly: false, maxAgeSeconds });
}

/**
 * Starts a new session (optionally for a user), replacing the request's current one, and sets
 * both cookies, with a new anti-forgery token: a token seen before sign-in is worth nothing
 * after it. "Remember me" cookies last the session's lifetime; others end with the browser.
 */
export async function startSession(
  c: Context<AppEnv>,
  userId: number | null,
  remember: boolean,
): Promise<SessionInfo> {
  const { db, config } = c.get('services');
  const previous = c.get('session');
  const id = randomBytes(32).toString('base64url');
  const csrf = randomBytes(32).toString('base64url');
  const now = Date.now();
  const lifetime = remember ? config.sessionLifetimeMs.remember : config.sessionLifetimeMs.short;
  const info: SessionInfo = { idHash: hashId(id), userId, csrfToken: csrf, remember };
  if (previous)
    await db.transaction(async (tx) => {
      await tx.run('DELETE FROM sessions WHERE id_hash = ?', [previous.idHash]);
      // Guest bookings made in this browser stay its own across the new session id.
      await tx.run(
        'UPDATE bookings SET session_hash = ? WHERE session_hash = ? AND user_id IS NULL',
        [info.idHash, previous.idHash],
      );
    });
  await db.run(
    'INSERT INTO sessions (id_hash, user_id, csrf_token, remember, created_at, last_seen_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    [
      info.idHash,
      userId,
      csrf,
      remember ? 1 : 0,
      now,
      now,
      now + (remember ? lifetime : Math.min(lifetime, IDLE_MS)),
    ],
  );
  // Expired sessions are swept now and then rather than by a timer.
  if (Math.random() < 0.05) await db.run('DELETE FROM sessions WHERE expires_at <= ?', [now]);
  writeCookies(c, id, csrf, remember ? Math.floor(lifetime / 1000) : undefined);
  c.set('session', info);
  return info;
}

/** Re-sends the XSRF cookie of the current session (the session cookie is unchanged). */
export function refreshXsrfCookie(c: Context<AppEnv>): void {
  const session = c.get('session');
  const { remember } = c.get('services').config.sessionLifetimeMs;
  if (session)
    writeCookies(
      c,
      null,
      session.csrfToken,
      session.remember ? Math.floor(remember / 1000) : undefined,
    );
}

/** Ends the current session and clears both cookies. */
export async function endSession(c: Context<AppEnv>): Promise<void> {
  const { db } = c.get('services');
  const session = c.get('session');
  if (session) await db.run('DELETE FROM sessions WHERE id_hash = ?', [session.idHash]);
  clearCookie(c, SESSION_COOKIE);
  clearCookie(c, XSRF_COOKIE);
  c.set('session', null);
  c.set('user', null);
}
