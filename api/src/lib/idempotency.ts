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

interface StoredKey {
  request_hash: string;
  status: number;
  response: string;
  expires_at: number;
}

/**
 * Runs `run` at most once per key, in one transaction with its work: the key's row is claimed
 * first (inserted, so locked until the work commits; a concurrent request with the same key,
 * on this copy of the API or another, waits for it and then finds the answer). A stored answer
 * for the same scope, key and body is replayed; the same key with another body is a 422 on
 * `idempotency_key`; otherwise `run`'s answer (run gets the transaction) is stored with the
 * work it did, so a crash leaves both or neither. Errors are not stored: the same key may try
 * again.
 */
export async function runOnce(
  db: Database,
  request: IdempotentRequest,
  locale: Parameters<typeof fieldError>[0],
  run: (tx: Database) => Promise<StoredAnswer>,
  now = Date.now(),
): Promise<StoredAnswer & { replayed: boolean }> {
  const { key, scope, fingerprint } = request;
  if (key === null) return { ...(await run(db)), replayed: false };
  const expires = now + IDEMPOTENCY_TTL_MS;
  // Expired keys are swept now and then, outside the key's own transaction.
  if (Math.random() < 0.01)
    await db.run('DELETE FROM idempotency_keys WHERE expires_at <= ?', [now]);
  return db.transaction(async (tx) => {
    let claimed =
      (
        await tx.run(
          `INSERT INTO idempotency_keys (scope, idempotency_key, request_hash, status, response, created_at, expires_at)
           VALUES (?, ?, ?, 0, '', ?, ?) ON CONFLICT (scope, idempotency_key) DO NOTHING`,
          [scope, key, fingerprint, now, expires],
        )
      ).changes === 1;
    // A key whose answer has expired is taken over (by one request: the others then see it live).
    if (!claimed)
      claimed =
        (
          await tx.run(
            `UPDATE idempotency_keys SET request_hash = ?, status = 0, response = '', created_at = ?, expires_at = ?
             WHERE scope = ? AND idempotency_key = ? AND expires_at <= ?`,
            [fingerprint, now, expires, scope, key, now],
          )
        ).changes === 1;
    if (!claimed) {
      const stored = await tx.get<StoredKey>(
        'SELECT request_hash, status, response, expires_at FROM idempotency_keys WHERE scope = ? AND idempotency_key = ?',
        [scope, key],
      );
      if (!stored) throw new Error(`idempotency key of ${scope} vanished`);
      if (stored.request_hash !== fingerprint)
        throw fieldError(locale, 'idempotency_key', 'idempotency.mismatch');
      return {
        status: stored.status as StoredAnswer['status'],
        body: JSON.parse(stored.response) as unknown,
        replayed: true,
      };
    }
    const answer = await run(tx);
    await tx.run(
      'UPDATE idempotency_keys SET status = ?, response = ? WHERE scope = ? AND idempotency_key = ?',
      [answer.status, JSON.stringify(answer.body), scope, key],
    );
    return { ...answer, replayed: false };
  }, 'row-locks');
}
