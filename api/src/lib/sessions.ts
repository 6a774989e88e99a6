import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { AppEnv, SessionInfo, UserRow } from './context.ts';
import { isHttps } from './http.ts';

/** Name of the HttpOnly session cookie. */
export const SESSION_COOKIE = 'storefront_session';
/** Name of the script-readable anti-forgery cookie (echoed in the X-XSRF-TOKEN header). */
export const XSRF_COOKIE = 'XSRF-TOKEN';

const SHORT_MS = 2 * 60 * 60 * 1000;
const REMEMBER_MS = 30 * 24 * 60 * 60 * 1000;

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
  last_seen_at: number;
  expires_at: number;
}

/** Loads the request's session and user (if any) into the context; slides short sessions. */
export async function loadSession(c: Context<AppEnv>): Promise<void> {
  const { db } = c.get('services');
  c.set('session', null);
  c.set('user', null);
  const id = getCookie(c, SESSION_COOKIE);
  if (!id || id.length > 100) return;
  const now = Date.now();
  const row = await db.get<SessionRow>(
    'SELECT id_hash, user_id, csrf_token, remember, last_seen_at, expires_at FROM sessions WHERE id_hash = ?',
    [hashId(id)],
  );
  if (!row || row.expires_at <= now) return;
  if (now - row.last_seen_at > 60_000) {
    const expires = row.remember ? row.expires_at : now + SHORT_MS;
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
  remember: boolean,
): void {
  const secure = isHttps(c);
  const maxAge = remember ? REMEMBER_MS / 1000 : undefined;
  const lifetime = maxAge === undefined ? {} : { maxAge };
  if (id) {
    setCookie(c, SESSION_COOKIE, id, {
      path: '/',
      httpOnly: true,
      sameSite: 'Lax',
      secure,
      ...lifetime,
    });
  }
  setCookie(c, XSRF_COOKIE, csrf, {
    path: '/',
    httpOnly: false,
    sameSite: 'Lax',
    secure,
    ...lifetime,
  });
}

/**
 * Starts a new session (optionally for a user), replacing the request's current one, and sets
 * both cookies. The anti-forgery token carries over so the page's XSRF cookie stays valid.
 */
export async function startSession(
  c: Context<AppEnv>,
  userId: number | null,
  remember: boolean,
): Promise<SessionInfo> {
  const { db } = c.get('services');
  const previous = c.get('session');
  const id = randomBytes(32).toString('base64url');
  const csrf = previous?.csrfToken ?? randomBytes(32).toString('base64url');
  const now = Date.now();
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
      now + (remember ? REMEMBER_MS : SHORT_MS),
    ],
  );
  // Expired sessions are swept now and then rather than by a timer.
  if (Math.random() < 0.05) await db.run('DELETE FROM sessions WHERE expires_at <= ?', [now]);
  writeCookies(c, id, csrf, remember);
  c.set('session', info);
  return info;
}

/** Re-sends the XSRF cookie of the current session (the session cookie is unchanged). */
export function refreshXsrfCookie(c: Context<AppEnv>): void {
  const session = c.get('session');
  if (session) writeCookies(c, null, session.csrfToken, session.remember);
}

/** Ends the current session and clears both cookies. */
export async function endSession(c: Context<AppEnv>): Promise<void> {
  const { db } = c.get('services');
  const session = c.get('session');
  if (session) await db.run('DELETE FROM sessions WHERE id_hash = ?', [session.idHash]);
  const secure = isHttps(c);
  deleteCookie(c, SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'Lax', secure });
  deleteCookie(c, XSRF_COOKIE, { path: '/', sameSite: 'Lax', secure });
  c.set('session', null);
  c.set('user', null);
}
