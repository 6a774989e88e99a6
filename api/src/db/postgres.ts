import pg from 'pg';
import type { Database, RunResult, SqlValue, TransactionMode } from './database.ts';

// Counts, sums and millisecond timestamps are BIGINT (or NUMERIC for sums) in PostgreSQL; the
// API reads them as numbers, as SQLite gives them (every value stays far below 2^53).
const INT8 = 20;
const NUMERIC = 1700;
const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary'): (value: string) => unknown {
    if (oid === INT8 || oid === NUMERIC) return Number;
    return pg.types.getTypeParser(oid, format ?? 'text') as (value: string) => unknown;
  },
};

/** SQLSTATEs after which a whole transaction may simply be run again. */
const RETRYABLE = new Set(['40001', '40P01']);
const MAX_ATTEMPTS = 30;

/** Rewrites `?` placeholders as `$1, $2, ...`, leaving quoted text and identifiers alone. */
export function numberPlaceholders(sql: string): string {
  let out = '';
  let n = 0;
  let quote: string | null = null;
  for (const char of sql) {
    if (quote) {
      if (char === quote) quote = null;
    } else if (char === "'" || char === '"') quote = char;
    else if (char === '?') {
      out += `$${++n}`;
      continue;
    }
    out += char;
  }
  return out;
}

const converted = new Map<string, string>();
function toPg(sql: string): string {
  let text = converted.get(sql);
  if (text === undefined) {
    text = numberPlaceholders(sql);
    if (converted.size > 1000) converted.clear();
    converted.set(sql, text);
  }
  return text;
}

type Runner = pg.Pool | pg.PoolClient;

async function query<T>(runner: Runner, sql: string, params: readonly SqlValue[] = []) {
  return runner.query<T & pg.QueryResultRow>({ text: toPg(sql), values: [...params], types });
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

const BEGIN: Record<TransactionMode, string> = {
  serializable: 'BEGIN ISOLATION LEVEL SERIALIZABLE',
  'row-locks': 'BEGIN ISOLATION LEVEL READ COMMITTED',
};

/**
 * The PostgreSQL engine: a pool of `pg` connections. A transaction takes one connection and
 * runs `SERIALIZABLE` (or READ COMMITTED for one that takes row locks); when PostgreSQL
 * refuses it because a concurrent transaction made the two unserializable (or deadlocked), it
 * is run again from the start after a short random pause, so two copies of the API selling
 * the last room agree that only one sold it.
 */
export class PostgresDatabase implements Database {
  readonly engine = 'postgres' as const;
  readonly #pool: pg.Pool;

  constructor(url: string, max = 10) {
    this.#pool = new pg.Pool({ connectionString: url, max });
    // An idle connection that the server drops must not crash the process.
    this.#pool.on('error', () => {});
  }

  async all<T>(sql: string, params?: readonly SqlValue[]): Promise<T[]> {
    return (await query<T>(this.#pool, sql, params)).rows;
  }

  async get<T>(sql: string, params?: readonly SqlValue[]): Promise<T | undefined> {
    return (await query<T>(this.#pool, sql, params)).rows[0];
  }

  async run(sql: string, params?: readonly SqlValue[]): Promise<RunResult> {
    return { changes: (await query(this.#pool, sql, params)).rowCount ?? 0 };
  }

  async exec(sql: string): Promise<void> {
    await this.#pool.query(sql);
  }

  async transaction<T>(
    fn: (tx: Database) => Promise<T>,
    mode: TransactionMode = 'serializable',
  ): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      const client = await this.#pool.connect();
      let broken = false;
      try {
        await client.query(BEGIN[mode]);
        try {
          const result = await fn(new PostgresTransaction(client));
          await client.query('COMMIT');
          return result;
        } catch (error) {
          await client.query('ROLLBACK').catch(() => (broken = true));
          throw error;
        }
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (attempt >= MAX_ATTEMPTS || !code || !RETRYABLE.has(code)) throw error;
      } finally {
        client.release(broken);
      }
      // Randomised, growing pauses, so the transactions that collided do not collide again.
      await sleep(Math.random() * Math.min(100, 2 ** attempt));
    }
  }

  /**
   * Runs fn while holding a cluster-wide lock named by `key` (one connection, a session
   * advisory lock), so copies starting together migrate and seed one after the other.
   */
  async exclusive<T>(key: number, fn: () => Promise<T>): Promise<T> {
    const client = await this.#pool.connect();
    try {
      await client.query('SELECT pg_advisory_lock($1)', [key]);
      try {
        return await fn();
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [key]);
      }
    } finally {
      client.release();
    }
  }

  close(): Promise<void> {
    return this.#pool.end();
  }
}

/** The handle of an open PostgreSQL transaction: its own connection. */
class PostgresTransaction implements Database {
  readonly engine = 'postgres' as const;
  readonly #client: pg.PoolClient;

  constructor(client: pg.PoolClient) {
    this.#client = client;
  }

  async all<T>(sql: string, params?: readonly SqlValue[]): Promise<T[]> {
    return (await query<T>(this.#client, sql, params)).rows;
  }

  async get<T>(sql: string, params?: readonly SqlValue[]): Promise<T | undefined> {
    return (await query<T>(this.#client, sql, params)).rows[0];
  }

  async run(sql: string, params?: readonly SqlValue[]): Promise<RunResult> {
    return { changes: (await query(this.#client, sql, params)).rowCount ?? 0 };
  }

  async exec(sql: string): Promise<void> {
    await this.#client.query(sql);
  }

  transaction<T>(fn: (tx: Database) => Promise<T>, _mode?: TransactionMode): Promise<T> {
    return fn(this);
  }

  close(): Promise<void> {
    return Promise.resolve();
  }
}
