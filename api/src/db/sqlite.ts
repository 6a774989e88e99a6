import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync, type SQLInputValue, type StatementSync } from 'node:sqlite';
import type { Database, RunResult, SqlValue, TransactionMode } from './database.ts';

/**
 * The SQLite engine: one `node:sqlite` connection in WAL mode. The connection is synchronous,
 * but a transaction's steps are awaited, so a transaction holds a queue: while one is open,
 * every other statement of this process waits for it (statements outside a transaction run at
 * once when none is open). `BEGIN IMMEDIATE` takes the write lock up front, which makes every
 * transaction serializable, also against other processes on the same file.
 */
export class SqliteDatabase implements Database {
  readonly engine = 'sqlite' as const;
  readonly #db: DatabaseSync;
  readonly #statements = new Map<string, StatementSync>();
  /** Settles when the open transaction (if any) ends; null when none is open. */
  #busy: Promise<void> | null = null;

  constructor(db: DatabaseSync) {
    this.#db = db;
  }

  /** Opens (creating if missing) `api.sqlite` in the data dir. */
  static open(dataDir: string): SqliteDatabase {
    mkdirSync(dataDir, { recursive: true });
    const db = new DatabaseSync(join(dataDir, 'api.sqlite'));
    db.exec('PRAGMA journal_mode = WAL');
    db.exec('PRAGMA synchronous = NORMAL');
    db.exec('PRAGMA foreign_keys = ON');
    db.exec('PRAGMA busy_timeout = 5000');
    return new SqliteDatabase(db);
  }

  /** The connection itself (schema version, direct statements). */
  get connection(): DatabaseSync {
    return this.#db;
  }

  #prepare(sql: string): StatementSync {
    let statement = this.#statements.get(sql);
    if (!statement) {
      statement = this.#db.prepare(sql);
      if (this.#statements.size > 500) this.#statements.clear();
      this.#statements.set(sql, statement);
    }
    return statement;
  }

  // Waits until no transaction is open, then runs fn (synchronously, so nothing interleaves).
  async #whenFree<T>(fn: () => T): Promise<T> {
    while (this.#busy) await this.#busy;
    return fn();
  }

  allNow<T>(sql: string, params: readonly SqlValue[] = []): T[] {
    return this.#prepare(sql).all(...(params as SQLInputValue[])) as T[];
  }

  getNow<T>(sql: string, params: readonly SqlValue[] = []): T | undefined {
    return this.#prepare(sql).get(...(params as SQLInputValue[])) as T | undefined;
  }

  runNow(sql: string, params: readonly SqlValue[] = []): RunResult {
    return { changes: Number(this.#prepare(sql).run(...(params as SQLInputValue[])).changes) };
  }

  all<T>(sql: string, params?: readonly SqlValue[]): Promise<T[]> {
    return this.#whenFree(() => this.allNow<T>(sql, params));
  }

  get<T>(sql: string, params?: readonly SqlValue[]): Promise<T | undefined> {
    return this.#whenFree(() => this.getNow<T>(sql, params));
  }

  run(sql: string, params?: readonly SqlValue[]): Promise<RunResult> {
    return this.#whenFree(() => this.runNow(sql, params));
  }

  exec(sql: string): Promise<void> {
    return this.#whenFree(() => this.#db.exec(sql));
  }

  // Both modes are BEGIN IMMEDIATE: one writer at a time is stronger than either.
  async transaction<T>(fn: (tx: Database) => Promise<T>, _mode?: TransactionMode): Promise<T> {
    while (this.#busy) await this.#busy;
    let release = () => {};
    this.#busy = new Promise<void>((resolve) => (release = resolve));
    try {
      this.#db.exec('BEGIN IMMEDIATE');
      try {
        const result = await fn(new SqliteTransaction(this));
        this.#db.exec('COMMIT');
        return result;
      } catch (error) {
        this.#db.exec('ROLLBACK');
        throw error;
      }
    } finally {
      this.#busy = null;
      release();
    }
  }

  close(): Promise<void> {
    this.#statements.clear();
    this.#db.close();
    return Promise.resolve();
  }
}

/** The handle of an open SQLite transaction: runs at once, past the queue it holds. */
class SqliteTransaction implements Database {
  readonly engine = 'sqlite' as const;
  readonly #owner: SqliteDatabase;

  constructor(owner: SqliteDatabase) {
    this.#owner = owner;
  }

  all<T>(sql: string, params?: readonly SqlValue[]): Promise<T[]> {
    return Promise.resolve(this.#owner.allNow<T>(sql, params));
  }

  get<T>(sql: string, params?: readonly SqlValue[]): Promise<T | undefined> {
    return Promise.resolve(this.#owner.getNow<T>(sql, params));
  }

  run(sql: string, params?: readonly SqlValue[]): Promise<RunResult> {
    return Promise.resolve(this.#owner.runNow(sql, params));
  }

  exec(sql: string): Promise<void> {
    this.#owner.connection.exec(sql);
    return Promise.resolve();
  }

  transaction<T>(fn: (tx: Database) => Promise<T>, _mode?: TransactionMode): Promise<T> {
    return fn(this);
  }

  close(): Promise<void> {
    return Promise.resolve();
  }
}
