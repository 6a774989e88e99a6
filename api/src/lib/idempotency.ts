import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import type { Database } from '../db/database.ts';
import type { AppEnv } from './context.ts';
import { fieldError } from './errors.ts';

/** How long an answer is kept for its Idempotency-Key. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

/** An answer as stored for a key and replayed for the same request. */
export interface StoredAnswer {
  status: 200 | 201;
  body: unknown;
}

/** The request an idempotent call is for: who asks (and where), the key, the body's hash. */
export interface IdempotentRequest {
  /** The caller and the call, e.g. `user:12 POST /v3/bookings`. */
  scope: string;
  /** The Idempotency-Key, or null when the caller sent none. */
  key: string | null;
  fingerprint: string;
}

/** The request's Idempotency-Key header: null when absent, 422 when not 1-255 visible characters. */
export function idempotencyKey(c: Context<AppEnv>): string | null {
  const value = c.req.header('idempotency-key');
  if (value === undefined) return null;
  if (!/^[\x21-\x7e]{1,255}$/.test(value))
    throw fieldError(c.get('locale'), 'idempotency_key', 'idempotency.invalid');
  return value;
}

/** Who is calling, for scoping keys: the signed-in user, else the session. */
export function callerScope(c: Context<AppEnv>, call: string): string {
  const user = c.get('user');
  const session = c.get('session');
  return `${user ? `user:${user.id}` : `session:${session?.idHash ?? 'none'}`} ${call}`;
}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
    );
  return value;
}

/** A stable hash of a request body (key order does not matter). */
export function fingerprint(value: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(canonical(value)))
    .digest('hex');
}

/**
 * Runs `run` at most once per key: inside one transaction, a stored answer for the same
 * scope, key and body is replayed; the same key with another body is a 422 on
 * `idempotency_key`; otherwise `run`'s answer is stored with the work it did (run gets the
 * transaction), so a crash leaves both or neither, and of two copies of the API racing with
 * one key, one does the work and the other replays it. Errors are not stored: the same key
 * may try again.
 */
export async function runOnce(
  db: Database,
  request: IdempotentRequest,
  locale: Parameters<typeof fieldError>[0],
  run: (tx: Database) => Promise<StoredAnswer>,
  now = Date.now(),
): Promise<StoredAnswer & { replayed: boolean }> {
  const { key } = request;
  if (key === null) return { ...(await run(db)), replayed: false };
  return db.transaction(async (tx) => {
    const stored = await tx.get<{
      request_hash: string;
      status: number;
      response: string;
      expires_at: number;
    }>(
      'SELECT request_hash, status, response, expires_at FROM idempotency_keys WHERE scope = ? AND idempotency_key = ?',
      [request.scope, key],
    );
    if (stored && stored.expires_at > now) {
      if (stored.request_hash !== request.fingerprint)
        throw fieldError(locale, 'idempotency_key', 'idempotency.mismatch');
      return {
        status: stored.status as StoredAnswer['status'],
        body: JSON.parse(stored.response) as unknown,
        replayed: true,
      };
    }
    if (Math.random() < 0.01)
      await tx.run('DELETE FROM idempotency_keys WHERE expires_at <= ?', [now]);
    const answer = await run(tx);
    await tx.run(
      `INSERT INTO idempotency_keys (scope, idempotency_key, request_hash, status, response, created_at, expires_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (scope, idempotency_key) DO UPDATE SET request_hash = excluded.request_hash,
         status = excluded.status, response = excluded.response, created_at = excluded.created_at,
         expires_at = excluded.expires_at`,
      [
        request.scope,
        key,
        request.fingerprint,
        answer.status,
        JSON.stringify(answer.body),
        now,
        now + IDEMPOTENCY_TTL_MS,
      ],
    );
    return { ...answer, replayed: false };
  });
}
