import type { DatabaseSync } from 'node:sqlite';
import { nightsOf } from '../domain/stay.ts';

/** One schema step: SQL, or a function for a step that must move data. */
type Migration = string | ((db: DatabaseSync) => void);

// Before version 2 the inventory counted unpaid bookings too; they held rooms for 30 minutes,
// so any still unpaid are long expired: they become expired and give their rooms back.
function releaseUnpaidFromInventory(db: DatabaseSync): void {
  const unpaid = db
    .prepare(
      "SELECT uuid, hotel_id, room_code, check_in, check_out, rooms FROM bookings WHERE status = 'pending_payment'",
    )
    .all() as {
    uuid: string;
    hotel_id: number;
    room_code: string;
    check_in: string;
    check_out: string;
    rooms: number;
  }[];
  const release = db.prepare(
    'UPDATE inventory SET booked = CASE WHEN booked > ? THEN booked - ? ELSE 0 END WHERE hotel_id = ? AND room_code = ? AND night = ?',
  );
  const expire = db.prepare(
    "UPDATE bookings SET status = 'expired', hold_expires_at = 0, updated_at = ? WHERE uuid = ?",
  );
  const stamp = new Date().toISOString();
  for (const booking of unpaid) {
    for (const night of nightsOf(booking.check_in, booking.check_out))
      release.run(booking.rooms, booking.rooms, booking.hotel_id, booking.room_code, night);
    expire.run(stamp, booking.uuid);
  }
}

/** Schema migrations in order; `PRAGMA user_version` records the last one applied. */
const MIGRATIONS: Migration[] = [
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
  // Roles, holds that expire, booking ownership by session, one successful payment per
  // booking, idempotency keys and rate-limit counters (so every copy of the API sees them).
  `
  ALTER TABLE users ADD COLUMN role TEXT NOT NULL DEFAULT 'user' CHECK (role IN ('user', 'staff'));
  ALTER TABLE bookings ADD COLUMN session_hash TEXT;
  ALTER TABLE bookings ADD COLUMN client_ip TEXT;
  ALTER TABLE bookings ADD COLUMN hold_expires_at INTEGER;
  CREATE INDEX bookings_hold_room ON bookings(hotel_id, room_code, status, hold_expires_at);
  CREATE INDEX bookings_hold_session ON bookings(session_hash, status, hold_expires_at);
  CREATE INDEX bookings_hold_client ON bookings(client_ip, status, hold_expires_at);
  CREATE INDEX bookings_reference ON bookings(reference, holder_email);
  ALTER TABLE transactions ADD COLUMN failure TEXT;
  CREATE UNIQUE INDEX transactions_one_success ON transactions(booking_uuid) WHERE status = 'succeeded';
  ALTER TABLE leads ADD COLUMN phone_e164 TEXT;
  CREATE TABLE idempotency_keys (
    scope TEXT NOT NULL,
    idempotency_key TEXT NOT NULL,
    request_hash TEXT NOT NULL,
    status INTEGER NOT NULL,
    response TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    PRIMARY KEY (scope, idempotency_key)
  );
  CREATE INDEX idempotency_keys_expires ON idempotency_keys(expires_at);
  CREATE TABLE rate_limits (
    bucket TEXT NOT NULL,
    subject TEXT NOT NULL,
    hits INTEGER NOT NULL,
    reset_at INTEGER NOT NULL,
    PRIMARY KEY (bucket, subject)
  );
  CREATE INDEX rate_limits_reset ON rate_limits(reset_at);
  `,
  releaseUnpaidFromInventory,
];

/** Applies the migrations not yet applied, each in its own transaction. Idempotent. */
export function migrate(db: DatabaseSync): void {
  const row = db.prepare('PRAGMA user_version').get() as { user_version: number } | undefined;
  const current = row?.user_version ?? 0;
  for (let version = current; version < MIGRATIONS.length; version++) {
    db.exec('BEGIN IMMEDIATE');
    try {
      const step = MIGRATIONS[version];
      if (typeof step === 'function') step(db);
      else db.exec(step ?? '');
      db.exec(`PRAGMA user_version = ${version + 1}`);
      db.exec('COMMIT');
    } catch (error) {
      db.exec('ROLLBACK');
      throw error;
    }
  }
}
