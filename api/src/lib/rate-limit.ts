import type { Limit } from '../config.ts';
import type { Database } from '../db/database.ts';

// One statement: a fresh window starts when the stored one has passed.
const HIT = `INSERT INTO rate_limits (bucket, subject, hits, reset_at) VALUES (?, ?, 1, ?)
  ON CONFLICT (bucket, subject) DO UPDATE SET
    hits = CASE WHEN rate_limits.reset_at <= ? THEN 1 ELSE rate_limits.hits + 1 END,
    reset_at = CASE WHEN rate_limits.reset_at <= ? THEN excluded.reset_at ELSE rate_limits.reset_at END
  RETURNING hits, reset_at`;

/**
 * Fixed-window attempt counters kept in the database (table `rate_limits`), so every copy of
 * the API sees the same counts and they survive a restart. A counter is named by a bucket
 * (`login:client`) and a subject (an address, a hashed email, a reference).
 */
export class RateLimiter {
  readonly #db: Database;

  constructor(db: Database) {
    this.#db = db;
  }

  /** Counts one attempt; resolves to 0 when it is allowed, else the seconds until the window ends. */
  async hit(bucket: string, subject: string, limit: Limit, now = Date.now()): Promise<number> {
    if (Math.random() < 0.01)
      await this.#db.run('DELETE FROM rate_limits WHERE reset_at <= ?', [now]);
    const row = await this.#db.get<{ hits: number; reset_at: number }>(HIT, [
      bucket,
      subject,
      now + limit.windowMs,
      now,
      now,
    ]);
    if (!row) throw new Error(`rate limit ${bucket} was not counted`);
    return row.hits > limit.limit ? secondsUntil(row.reset_at, now) : 0;
  }

  /** Counts nothing; resolves to the seconds to wait when the limit is already used up, else 0. */
  async check(bucket: string, subject: string, limit: Limit, now = Date.now()): Promise<number> {
    const row = await this.#db.get<{ hits: number; reset_at: number }>(
      'SELECT hits, reset_at FROM rate_limits WHERE bucket = ? AND subject = ?',
      [bucket, subject],
    );
    if (!row || row.reset_at <= now || row.hits < limit.limit) return 0;
    return secondsUntil(row.reset_at, now);
  }

  /** Forgets one counter (after a success that should not count against the subject). */
  async clear(bucket: string, subject: string): Promise<void> {
    await this.#db.run('DELETE FROM rate_limits WHERE bucket = ? AND subject = ?', [
      bucket,
      subject,
    ]);
  }

  /** Forgets every counter (test mode). */
  async reset(): Promise<void> {
    await this.#db.run('DELETE FROM rate_limits');
  }
}

function secondsUntil(resetAt: number, now: number): number {
  return Math.max(1, Math.ceil((resetAt - now) / 1000));
}
