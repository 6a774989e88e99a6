/** A value a query parameter or a result column can hold in both engines. */
export type SqlValue = string | number | null;

/**
 * How a transaction keeps out the others. `serializable`: as if transactions ran one after
 * another, whatever they read (PostgreSQL may refuse one and run it again). `row-locks`: fn
 * first writes (so locks) the rows that stand for what it depends on, in one order for every
 * transaction of its kind, and each later statement sees everything committed before it
 * (PostgreSQL's READ COMMITTED): transactions that touch other rows never wait for or undo each
 * other. SQLite runs both as `BEGIN IMMEDIATE`, one writer at a time.
 */
export type TransactionMode = 'serializable' | 'row-locks';

/** What a write changed. */
export interface RunResult {
  changes: number;
}

/**
 * The API's one view of its database, whichever engine holds it (SQLite through `node:sqlite`,
 * PostgreSQL through `pg`). SQL is written once, in the dialect both engines share: `?`
 * placeholders, `ON CONFLICT ... DO UPDATE`, `RETURNING`, `CASE` rather than engine functions.
 */
export interface Database {
  readonly engine: 'sqlite' | 'postgres';
  /** Every row of a query. */
  all<T>(sql: string, params?: readonly SqlValue[]): Promise<T[]>;
  /** The first row of a query, or undefined. */
  get<T>(sql: string, params?: readonly SqlValue[]): Promise<T | undefined>;
  /** Runs a write; says how many rows it changed. */
  run(sql: string, params?: readonly SqlValue[]): Promise<RunResult>;
  /** Runs several statements without parameters (schema steps). */
  exec(sql: string): Promise<void>;
  /**
   * Runs fn as one transaction (serializable unless told otherwise) and commits what it did,
   * or rolls it all back when it throws. fn must use the handle it is given (other queries
   * wait for, or run beside, the transaction). PostgreSQL may run fn again when a concurrent
   * transaction made it unserializable or deadlocked, so fn must not act outside the database.
   * Inside a transaction, a nested call simply joins it (and its mode), so domain steps
   * compose into one atomic unit.
   */
  transaction<T>(fn: (tx: Database) => Promise<T>, mode?: TransactionMode): Promise<T>;
  /** Closes the connection(s); a transaction handle does nothing. */
  close(): Promise<void>;
}

/** True for an error a unique index raised (two writers racing for one key), in either engine. */
export function isUniqueViolation(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown; errcode?: unknown }).code;
  const errcode = (error as { errcode?: unknown }).errcode;
  // PostgreSQL: SQLSTATE 23505; SQLite: SQLITE_CONSTRAINT_UNIQUE / _PRIMARYKEY.
  return (
    code === '23505' ||
    errcode === 2067 ||
    errcode === 1555 ||
    /UNIQUE constraint/.test(error.message)
  );
}

/** Inserts rows into a table in batches of multi-row INSERTs (fast on both engines). */
export async function insertMany(
  db: Database,
  table: string,
  columns: readonly string[],
  rows: readonly (readonly SqlValue[])[],
  batch = 200,
): Promise<void> {
  const row = `(${columns.map(() => '?').join(', ')})`;
  for (let start = 0; start < rows.length; start += batch) {
    const part = rows.slice(start, start + batch);
    await db.run(
      `INSERT INTO ${table} (${columns.join(', ')}) VALUES ${part.map(() => row).join(', ')}`,
      part.flat(),
    );
  }
}
