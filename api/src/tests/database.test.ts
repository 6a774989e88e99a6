import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isUniqueViolation, type Database } from '../db/database.ts';
import { openDatabase } from '../db/open.ts';
import { numberPlaceholders } from '../db/postgres.ts';
import { databaseUrlOf, emptyDataDir, removeDataDir, TEST_ENGINE } from '../test-support.ts';

let dataDir: string;
let db: Database;
beforeAll(async () => {
  dataDir = await emptyDataDir();
  db = await openDatabase({ dataDir, databaseUrl: databaseUrlOf(dataDir) });
});
afterAll(async () => {
  await db.close();
  await removeDataDir(dataDir);
});

describe(`the data layer on ${TEST_ENGINE}`, () => {
  it('numbers placeholders for PostgreSQL, leaving quoted question marks alone', () => {
    expect(numberPlaceholders(`SELECT '?', "a?" FROM t WHERE a = ? AND b = ?`)).toBe(
      `SELECT '?', "a?" FROM t WHERE a = $1 AND b = $2`,
    );
  });

  it('answers counts, sums and millisecond times as numbers, as both engines store them', async () => {
    const at = 1_764_000_000_123;
    await db.run(
      'INSERT INTO rate_limits (bucket, subject, hits, reset_at) VALUES (?, ?, ?, ?), (?, ?, ?, ?)',
      ['t', 'a', 2, at, 't', 'b', 3, at + 1],
    );
    const row = await db.get<{ n: number; total: number; last: number }>(
      "SELECT COUNT(*) AS n, SUM(hits) AS total, MAX(reset_at) AS last FROM rate_limits WHERE bucket = 't'",
    );
    expect(row).toEqual({ n: 2, total: 5, last: at + 1 });
  });

  it('commits a transaction whole, rolls it back whole, and nests by joining', async () => {
    await db.transaction(async (tx) => {
      await tx.run("INSERT INTO meta (key, value) VALUES ('x-outer', '1')");
      await tx.transaction((inner) =>
        inner.run("INSERT INTO meta (key, value) VALUES ('x-inner', '1')"),
      );
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.run("INSERT INTO meta (key, value) VALUES ('x-lost', '1')");
        throw new Error('changed my mind');
      }, 'row-locks'),
    ).rejects.toThrow('changed my mind');
    const keys = await db.all<{ key: string }>(
      "SELECT key FROM meta WHERE key LIKE 'x-%' ORDER BY key",
    );
    expect(keys.map((k) => k.key)).toEqual(['x-inner', 'x-outer']);
  });

  it('tells a unique violation from other errors, and keeps statements apart from an open transaction', async () => {
    const duplicate = await db
      .run("INSERT INTO meta (key, value) VALUES ('x-outer', '2')")
      .catch((error: unknown) => error);
    expect(isUniqueViolation(duplicate)).toBe(true);
    const other = await db.run('SELECT nothing FROM nowhere').catch((error: unknown) => error);
    expect(isUniqueViolation(other)).toBe(false);
    // A statement sent while a transaction is open does not see (or join) its work.
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const open = db.transaction(async (tx) => {
      await tx.run("INSERT INTO meta (key, value) VALUES ('x-pending', '1')");
      await gate;
      throw new Error('rolled back');
    });
    const outside = db.get("SELECT value FROM meta WHERE key = 'x-pending'");
    release();
    await expect(open).rejects.toThrow('rolled back');
    expect(await outside).toBeUndefined();
  });
});
