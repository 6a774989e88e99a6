import { nightsOf } from '../domain/stay.ts';
import type { Database } from './database.ts';
import type { SqliteDatabase } from './sqlite.ts';

/**
 * One schema step: SQL both engines run, SQL per engine (where their DDL differs: row ids,
 * case-insensitive text, integer widths), or a function for a step that must move data.
 */
type Migration = string | { sqlite: string; postgres: string } | ((tx: Database) => Promise<void>);

// Before version 2 the inventory counted unpaid bookings too; they held rooms for 30 minutes,
// so any still unpaid are long expired: they become expired and give their rooms back.
async function releaseUnpaidFromInventory(tx: Database): Promise<void> {
  const unpaid = await tx.all<{
    uuid: string;
    hotel_id: number;
    room_code: string;
    check_in: string;
    check_out: string;
    rooms: number;
  }>(
    "SELECT uuid, hotel_id, room_code, check_in, check_out, rooms FROM bookings WHERE status = 'pending_payment'",
  );
  const stamp = new Date().toISOString();
  for (const booking of unpaid) {
    for (const night of nightsOf(booking.check_in, booking.check_out))
      await tx.run(
        'UPDATE inventory SET booked = CASE WHEN booked > ? THEN booked - ? ELSE 0 END WHERE hotel_id = ? AND room_code = ? AND night = ?',
        [booking.rooms, booking.rooms, booking.hotel_id, booking.room_code, night],
      );
    await tx.run(
      "UPDATE bookings SET status = 'expired', hold_expires_at = 0, updated_at = ? WHERE uuid = ?",
      [stamp, booking.uuid],
    );
  }
}

// The first schema. SQLite's INTEGER is 64-bit and its `INTEGER PRIMARY KEY` numbers rows;
// PostgreSQL needs BIGINT for millisecond timestamps and an identity column for row numbers.
const SQLITE_BASE = `
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
`;

const POSTGRES_BASE = SQLITE_BASE.replace(
  /id INTEGER PRIMARY KEY,\n {4}(name TEXT NOT NULL,\n {4}email|payload)/g,
  'id INTEGER GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,\n    $1',
)
  .replace(/(created_at|last_seen_at|expires_at) INTEGER/g, '$1 BIGINT')
  .replace(/ COLLATE NOCASE/g, '')
  .replace(/ REAL /g, ' DOUBLE PRECISION ')
  .replace(/ WITHOUT ROWID/g, '');

/** Schema migrations in order; SQLite's `PRAGMA user_version`, else `schema_version`, counts them. */
const MIGRATIONS: Migration[] = [
  { sqlite: SQLITE_BASE, postgres: POSTGRES_BASE },
  // The referral code a visitor registered with (the site's `ref` query parameter).
  `ALTER TABLE users ADD COLUMN referral TEXT;`,
  // Roles, holds that expire, booking ownership by session, one successful payment per
  // booking, idempotency keys and rate-limit counters (so every copy of the API sees them).
  `
  ALTER TABLE users ADD COLUMN role TEXT NOT NULL DEFAULT 'user' CHECK (role IN ('user', 'staff'));
  ALTER TABLE bookings ADD COLUMN session_hash TEXT;
  ALTER TABLE bookings ADD COLUMN client_ip TEXT;
  ALTER TABLE bookings ADD COLUMN hold_expires_at BIGINT;
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
    created_at BIGINT NOT NULL,
    expires_at BIGINT NOT NULL,
    PRIMARY KEY (scope, idempotency_key)
  );
  CREATE INDEX idempotency_keys_expires ON idempotency_keys(expires_at);
  CREATE TABLE rate_limits (
    bucket TEXT NOT NULL,
    subject TEXT NOT NULL,
    hits INTEGER NOT NULL,
    reset_at BIGINT NOT NULL,
    PRIMARY KEY (bucket, subject)
  );
  CREATE INDEX rate_limits_reset ON rate_limits(reset_at);
  `,
  releaseUnpaidFromInventory,
  // Emails are matched without regard to case in one way both engines index: lower(email).
  `
  CREATE UNIQUE INDEX users_email_lower ON users(lower(email));
  CREATE INDEX bookings_reference_email ON bookings(reference, lower(holder_email));
  `,
  // The mail outbox: one row per message, written in the transaction of the booking change
  // it tells of, rendered from the booking when sent (api/src/mail/).
  `
  CREATE TABLE outbox (
    id TEXT PRIMARY KEY,
    booking_uuid TEXT NOT NULL REFERENCES bookings(uuid),
    kind TEXT NOT NULL,
    audience TEXT NOT NULL,
    recipient TEXT NOT NULL,
    locale TEXT NOT NULL,
    status TEXT NOT NULL DEFAULT 'pending',
    attempts INTEGER NOT NULL DEFAULT 0,
    next_attempt_at BIGINT NOT NULL,
    claimed_by TEXT,
    claimed_until BIGINT,
    last_error TEXT,
    transport TEXT,
    captured TEXT,
    created_at BIGINT NOT NULL,
    sent_at BIGINT,
    UNIQUE (booking_uuid, kind, audience)
  );
  CREATE INDEX outbox_due ON outbox(status, next_attempt_at);
  `,
  // Agent markups: an agency's default (scope agency, subject its fid) and an agent's own
  // (scope agent, subject the user id); the agency's owner, who alone sets its default.
  `
  CREATE TABLE markups (
    scope TEXT NOT NULL CHECK (scope IN ('agency', 'agent')),
    subject_id BIGINT NOT NULL,
    kind TEXT NOT NULL CHECK (kind IN ('percent', 'fixed')),
    value BIGINT NOT NULL,
    currency TEXT,
    updated_by BIGINT,
    updated_at TEXT NOT NULL,
    PRIMARY KEY (scope, subject_id)
  );
  ALTER TABLE agencies ADD COLUMN owner_user_id BIGINT;
  `,
  // Agents' proposals to their clients: a stay and its chosen rates at the client price, in
  // the client's language, opened through a signed link until expires_at; the last booking
  // made from it (booked_uuid) tells the agent it was booked; bookings name their proposal.
  `
  CREATE TABLE proposals (
    id TEXT PRIMARY KEY,
    agent_user_id INTEGER NOT NULL REFERENCES users(id),
    agency_fid BIGINT NOT NULL,
    hotel_id BIGINT NOT NULL,
    check_in TEXT NOT NULL,
    check_out TEXT NOT NULL,
    guests TEXT NOT NULL,
    currency TEXT NOT NULL,
    country TEXT NOT NULL,
    locale TEXT NOT NULL,
    rates TEXT NOT NULL,
    created_at BIGINT NOT NULL,
    expires_at BIGINT NOT NULL,
    opened_at BIGINT,
    open_count INTEGER NOT NULL DEFAULT 0,
    booked_uuid TEXT,
    booked_at BIGINT
  );
  CREATE INDEX proposals_agent ON proposals(agent_user_id, created_at);
  ALTER TABLE bookings ADD COLUMN proposal_id TEXT;
  CREATE INDEX bookings_proposal ON bookings(proposal_id);
  `,
];

/** The number of migrations (the schema version of an up-to-date database). */
export const SCHEMA_VERSION = MIGRATIONS.length;

async function readVersion(db: Database): Promise<number> {
  if (db.engine === 'sqlite') {
    const row = (db as SqliteDatabase).connection.prepare('PRAGMA user_version').get() as
      { user_version: number } | undefined;
    return row?.user_version ?? 0;
  }
  await db.exec('CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)');
  const row = await db.get<{ version: number }>(
    'SELECT MAX(version) AS version FROM schema_version',
  );
  return row?.version ?? 0;
}

async function writeVersion(tx: Database, version: number): Promise<void> {
  if (tx.engine === 'sqlite') await tx.exec(`PRAGMA user_version = ${version}`);
  else await tx.run('INSERT INTO schema_version (version) VALUES (?)', [version]);
}

/** Applies the migrations not yet applied, each in its own transaction. Idempotent. */
export async function migrate(db: Database): Promise<void> {
  const current = await readVersion(db);
  for (let version = current; version < MIGRATIONS.length; version++) {
    const step = MIGRATIONS[version];
    await db.transaction(async (tx) => {
      if (typeof step === 'function') await step(tx);
      else if (typeof step === 'string') await tx.exec(step);
      else if (step) await tx.exec(step[tx.engine]);
      await writeVersion(tx, version + 1);
    });
  }
}
