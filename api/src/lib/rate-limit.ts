import type { DatabaseSync, StatementSync } from 'node:sqlite';
import type { Limit } from '../config.ts';

/**
 * Fixed-window attempt counters kept in the database (table `rate_limits`), so every copy of
 * the API sees the same counts and they survive a restart. A counter is named by a bucket
 * (`login:client`) and a subject (an address, a hashed email, a reference).
 */
export class RateLimiter {
  readonly #db: DatabaseSync;
  readonly #hit: StatementSync;
  readonly #read: StatementSync;

  constructor(db: DatabaseSync) {
    this.#db = db;
    // One statement: a fresh window starts when the stored one has passed.
    this.#hit =
      db.prepare(`INSERT INTO rate_limits (bucket, subject, hits, reset_at) VALUES (?, ?, 1, ?)
      ON CONFLICT (bucket, subject) DO UPDATE SET
        hits = CASE WHEN rate_limits.reset_at <= ? THEN 1 ELSE rate_limits.hits + 1 END,
        reset_at = CASE WHEN rate_limits.reset_at <= ? THEN excluded.reset_at ELSE rate_limits.reset_at END
      RETURNING hits, reset_at`);
    this.#read = db.prepare(
      'SELECT hits, reset_at FROM rate_limits WHERE bucket = ? AND subject = ?',
    );
  }

  /** Counts one attempt; returns 0 when it is allowed, else the seconds until the window ends. */
  hit(bucket: string, subject: string, limit: Limit, now = Date.now()): number {
    if (Math.random() < 0.01)
      this.#db.prepare('DELETE FROM rate_limits WHERE reset_at <= ?').run(now);
    const row = this.#hit.get(bucket, subject, now + limit.windowMs, now, now) as {
      hits: number;
      reset_at: number;
    };
    return row.hits > limit.limit ? secondsUntil(row.reset_at, now) : 0;
  }

  /** Counts nothing; returns the seconds to wait when the limit is already used up, else 0. */
  check(bucket: string, subject: string, limit: Limit, now = Date.now()): number {
    const row = this.#read.get(bucket, subject) as { hits: number; reset_at: number } | undefined;
    if (!row || row.reset_at <= now || row.hits < limit.limit) return 0;
    return secondsUntil(row.reset_at, now);
  }

  /** Forgets one counter (after a success that should not count against the subject). */
  clear(bucket: string, subject: string): void {
    this.#db
      .prepare('DELETE FROM rate_limits WHERE bucket = ? AND subject = ?')
      .run(bucket, subject);
  }

  /** Forgets every counter (test mode). */
  reset(): void {
    this.#db.exec('DELETE FROM rate_limits');
  }
}

function secondsUntil(resetAt: number, now: number): number {
  return Math.max(1, Math.ceil((resetAt - now) / 1000));
}
