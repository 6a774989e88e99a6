import type { Database } from './database.ts';
import { migrate } from './migrations.ts';
import { PostgresDatabase } from './postgres.ts';
import { SqliteDatabase } from './sqlite.ts';

export type { Database } from './database.ts';

/** Where the data lives: a PostgreSQL URL (DATABASE_URL), else `api.sqlite` in the data dir. */
export interface DatabaseLocation {
  dataDir: string;
  /** `postgres://…` or `postgresql://…`; empty for SQLite. */
  databaseUrl?: string;
}

/** True when a DATABASE_URL names a PostgreSQL database. */
export function isPostgresUrl(url: string | undefined): url is string {
  return /^postgres(?:ql)?:\/\//.test(url ?? '');
}

/** Opens the database without migrating it. */
export function connect(location: DatabaseLocation): Database {
  return isPostgresUrl(location.databaseUrl)
    ? new PostgresDatabase(location.databaseUrl)
    : SqliteDatabase.open(location.dataDir);
}

// The advisory lock copies of the API take while they migrate and seed a shared database.
const STARTUP_LOCK = 20_260_020;

/**
 * Runs fn with the database to itself among copies of the API starting together (PostgreSQL:
 * an advisory lock; SQLite: fn's own transactions are enough for one file).
 */
export function duringStartup<T>(db: Database, fn: () => Promise<T>): Promise<T> {
  return db instanceof PostgresDatabase ? db.exclusive(STARTUP_LOCK, fn) : fn();
}

/** Opens (creating if missing) the database and migrates it. */
export async function openDatabase(location: DatabaseLocation): Promise<Database> {
  const db = connect(location);
  try {
    await duringStartup(db, () => migrate(db));
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}
