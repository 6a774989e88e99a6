import type { DatabaseSync } from 'node:sqlite';

/** Schema migrations in order; `PRAGMA user_version` records the last one applied. */
const MIGRATIONS: string[] = [
  `
  CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
  CREATE TABLE users (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    email TEXT NOT NULL UNIQUE COLLATE NOCASE,
    password_hash TEXT NOT NULL,
    avatar TEXT,
    plan_id INTEGER,
    fid INTEGER,
    options TEXT NOT NULL,
    actions TEXT NOT NULL,
    created_at TEXT NOT NULL
  );
  CREATE TABLE sessions (
    id_hash TEXT PRIMARY KEY,
    user_id INTEGER REFERENCES users(id) ON DELETE CASCADE,
    csrf_token TEXT NOT NULL,
    remember INTEGER NOT NULL DEFAULT 0,
    created_at INTEGER NOT NULL,
    last_seen_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL
  );
  CREATE INDEX sessions_expires ON sessions(expires_at);
  CREATE TABLE agencies (
    fid INTEGER PRIMARY KEY,
    host TEXT UNIQUE,
    data TEXT NOT NULL
  );
  CREATE TABLE leads (
    id INTEGER PRIMARY KEY,
    payload TEXT NOT NULL,
    ip TEXT,
    created_at TEXT NOT NULL
  );
  CREATE TABLE cities (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    slug TEXT NOT NULL,
    country_code TEXT NOT NULL,
    lat REAL NOT NULL,
    lng REAL NOT NULL,
    population INTEGER NOT NULL,
    UNIQUE (country_code, slug)
  );
  CREATE TABLE places (
    id TEXT PRIMARY KEY,
    type TEXT NOT NULL,
    name TEXT NOT NULL,
    city_id INTEGER NOT NULL REFERENCES cities(id),
    lat REAL NOT NULL,
    lng REAL NOT NULL,
    data TEXT NOT NULL
  );
  CREATE TABLE hotels (
    id INTEGER PRIMARY KEY,
    city_id INTEGER NOT NULL REFERENCES cities(id),
    slug TEXT NOT NULL,
    name TEXT NOT NULL,
    data TEXT NOT NULL,
    UNIQUE (city_id, slug)
  );
  CREATE TABLE search_sessions (
    id TEXT PRIMARY KEY,
    params TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL
  );
  CREATE TABLE bookings (
    uuid TEXT PRIMARY KEY,
    reference TEXT NOT NULL UNIQUE,
    user_id INTEGER REFERENCES users(id),
    agency_fid INTEGER NOT NULL,
    hotel_id INTEGER NOT NULL REFERENCES hotels(id),
    room_code TEXT NOT NULL,
    board TEXT NOT NULL,
    refundable INTEGER NOT NULL,
    check_in TEXT NOT NULL,
    check_out TEXT NOT NULL,
    guests TEXT NOT NULL,
    rooms INTEGER NOT NULL,
    currency TEXT NOT NULL,
    price TEXT NOT NULL,
    cancellation TEXT NOT NULL,
    holder TEXT NOT NULL,
    holder_email TEXT NOT NULL COLLATE NOCASE,
    guests_names TEXT,
    special_requests TEXT,
    locale TEXT NOT NULL,
    status TEXT NOT NULL,
    refund TEXT,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  );
  CREATE INDEX bookings_user ON bookings(user_id, created_at);
  CREATE INDEX bookings_agency ON bookings(agency_fid, created_at);
  CREATE TABLE inventory (
    hotel_id INTEGER NOT NULL,
    room_code TEXT NOT NULL,
    night TEXT NOT NULL,
    booked INTEGER NOT NULL,
    PRIMARY KEY (hotel_id, room_code, night)
  ) WITHOUT ROWID;
  CREATE TABLE transactions (
    uuid TEXT PRIMARY KEY,
    token_hash TEXT NOT NULL UNIQUE,
    booking_uuid TEXT NOT NULL REFERENCES bookings(uuid),
    amount INTEGER NOT NULL,
    currency TEXT NOT NULL,
    status TEXT NOT NULL,
    locale TEXT NOT NULL,
    card_last4 TEXT,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  );
  CREATE INDEX transactions_booking ON transactions(booking_uuid);
  `,
  // The referral code a visitor registered with (the site's `ref` query parameter).
  `ALTER TABLE users ADD COLUMN referral TEXT;`,
];

/** Applies the migrations not yet applied, each in its own transaction. Idempotent. */
export function migrate(db: DatabaseSync): void {
  const row = db.prepare('PRAGMA user_version').get() as { user_version: number } | undefined;
  const current = row?.user_version ?? 0;
  for (let version = current; version < MIGRATIONS.length; version++) {
    db.exec('BEGIN IMMEDIATE');
    try {
      db.exec(MIGRATIONS[version] ?? '');
      db.exec(`PRAGMA user_version = ${version + 1}`);
      db.exec('COMMIT');
    } catch (error) {
      db.exec('ROLLBACK');
      throw error;
    }
  }
}
