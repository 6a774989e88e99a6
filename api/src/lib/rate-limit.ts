/** A fixed-window counter per key: `hit` says whether one more attempt is allowed. */
export class RateLimiter {
  readonly #limit: number;
  readonly #windowMs: number;
  readonly #hits = new Map<string, { count: number; resetAt: number }>();

  constructor(limit: number, windowMs: number) {
    this.#limit = limit;
    this.#windowMs = windowMs;
  }

  /** Counts one attempt; returns 0 when allowed, else the seconds until the window resets. */
  hit(key: string, now = Date.now()): number {
    const entry = this.#hits.get(key);
    if (!entry || entry.resetAt <= now) {
      if (this.#hits.size > 10_000) this.#sweep(now);
      this.#hits.set(key, { count: 1, resetAt: now + this.#windowMs });
      return 0;
    }
    entry.count += 1;
    return entry.count > this.#limit ? Math.max(1, Math.ceil((entry.resetAt - now) / 1000)) : 0;
  }

  /** Forgets every counter. */
  reset(): void {
    this.#hits.clear();
  }

  #sweep(now: number): void {
    for (const [key, entry] of this.#hits) if (entry.resetAt <= now) this.#hits.delete(key);
  }
}
