import { randomUUID } from 'node:crypto';
import type { Database } from '../db/database.ts';
import type { BookingRow } from '../domain/bookings.ts';

/** What a message tells of: a booking state change. */
export type MailKind = 'awaiting_payment' | 'confirmed' | 'cancelled' | 'hold_expired';

/** Who reads a message: the guest (holder), or the agent who booked (with the agent's figures). */
export type MailAudience = 'guest' | 'agent';

/** Where an outbox message stands. `skipped`: no longer true when its turn came (see sender). */
export type OutboxStatus = 'pending' | 'sent' | 'failed' | 'skipped';

/** One message to write to the outbox; it is rendered from its booking when sent. */
export interface OutboxMessage {
  bookingUuid: string;
  kind: MailKind;
  audience: MailAudience;
  recipient: string;
  locale: string;
}

/** A stored outbox row. */
export interface OutboxRow {
  id: string;
  booking_uuid: string;
  kind: MailKind;
  audience: MailAudience;
  recipient: string;
  locale: string;
  status: OutboxStatus;
  attempts: number;
  next_attempt_at: number;
  claimed_by: string | null;
  claimed_until: number | null;
  last_error: string | null;
  /** `smtp` or `capture` once delivered. */
  transport: string | null;
  /** The delivered message as JSON (CapturedMail), for the demo viewer; capture only. */
  captured: string | null;
  created_at: number;
  sent_at: number | null;
}

/**
 * Writes a message to the outbox. Call it with the transaction handle of the booking change
 * it tells of, so the message exists exactly when the change does. A second call for the
 * same booking, kind and audience writes nothing (one message per event).
 */
export async function enqueueMail(
  tx: Database,
  message: OutboxMessage,
  now = Date.now(),
): Promise<void> {
  await tx.run(
    `INSERT INTO outbox (id, booking_uuid, kind, audience, recipient, locale, next_attempt_at, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (booking_uuid, kind, audience) DO NOTHING`,
    [
      randomUUID(),
      message.bookingUuid,
      message.kind,
      message.audience,
      message.recipient,
      message.locale,
      now,
      now,
    ],
  );
}

/** True when a booking was priced for an agent (its price holds net and commission). */
export function isAgentBooking(booking: Pick<BookingRow, 'price'>): boolean {
  return (JSON.parse(booking.price) as { net?: unknown }).net !== undefined;
}

/**
 * Writes a booking's messages about a change: the guest's copy to the holder and, for a
 * booking an agent made, the agent's copy to the agent's account email.
 */
export async function enqueueBookingMail(
  tx: Database,
  booking: Pick<BookingRow, 'uuid' | 'holder_email' | 'locale' | 'user_id' | 'price'>,
  kind: MailKind,
  now = Date.now(),
): Promise<void> {
  const base = { bookingUuid: booking.uuid, kind, locale: booking.locale };
  await enqueueMail(tx, { ...base, audience: 'guest', recipient: booking.holder_email }, now);
  if (booking.user_id === null || !isAgentBooking(booking)) return;
  const agent = await tx.get<{ email: string }>(
    'SELECT email FROM users WHERE id = ? AND plan_id IS NOT NULL',
    [booking.user_id],
  );
  if (agent) await enqueueMail(tx, { ...base, audience: 'agent', recipient: agent.email }, now);
}

/**
 * Claims up to `limit` due messages for `worker` until `leaseUntil`, atomically: a message is
 * claimed by one worker at a time (PostgreSQL: `FOR UPDATE SKIP LOCKED`, so copies of the API
 * take different rows without waiting; SQLite: one UPDATE, one writer). A claim whose lease
 * ended (its worker died) is due again. Each claim counts as an attempt.
 */
export function claimDue(
  db: Database,
  worker: string,
  now: number,
  leaseUntil: number,
  limit: number,
): Promise<OutboxRow[]> {
  const lock = db.engine === 'postgres' ? ' FOR UPDATE SKIP LOCKED' : '';
  return db.all<OutboxRow>(
    `UPDATE outbox SET claimed_by = ?, claimed_until = ?, attempts = attempts + 1
     WHERE id IN (SELECT id FROM outbox WHERE status = 'pending' AND next_attempt_at <= ?
       AND (claimed_until IS NULL OR claimed_until <= ?) ORDER BY next_attempt_at LIMIT ?${lock})
     RETURNING *`,
    [worker, leaseUntil, now, now, limit],
  );
}

/**
 * Extends `worker`'s claim on a message to `leaseUntil` just before sending it, so the lease
 * covers that one message's attempt however long the batch before it took; false when the
 * claim was lost (the lease ended and another worker took the message, or it is settled):
 * then the message is not this worker's to send.
 */
export async function renewClaim(
  db: Database,
  row: Pick<OutboxRow, 'id'>,
  worker: string,
  leaseUntil: number,
): Promise<boolean> {
  const result = await db.run(
    "UPDATE outbox SET claimed_until = ? WHERE id = ? AND claimed_by = ? AND status = 'pending'",
    [leaseUntil, row.id, worker],
  );
  return result.changes === 1;
}

/** Records a delivery (only while `worker` still holds the claim); true when recorded. */
export async function recordSent(
  db: Database,
  row: Pick<OutboxRow, 'id'>,
  worker: string,
  outcome: { status: 'sent' | 'skipped'; transport: string | null; captured: string | null },
  now: number,
): Promise<boolean> {
  const result = await db.run(
    `UPDATE outbox SET status = ?, transport = ?, captured = ?, sent_at = ?, claimed_until = NULL, last_error = NULL
     WHERE id = ? AND claimed_by = ? AND status = 'pending'`,
    [outcome.status, outcome.transport, outcome.captured, now, row.id, worker],
  );
  return result.changes === 1;
}

/**
 * Records a failed attempt: `retryAt` null makes it `failed` for good, else it is due again
 * then.
 */
export async function recordFailure(
  db: Database,
  row: Pick<OutboxRow, 'id'>,
  worker: string,
  error: string,
  retryAt: number | null,
): Promise<void> {
  await db.run(
    `UPDATE outbox SET status = ?, next_attempt_at = COALESCE(?, next_attempt_at), claimed_until = NULL, last_error = ?
     WHERE id = ? AND claimed_by = ? AND status = 'pending'`,
    [retryAt === null ? 'failed' : 'pending', retryAt, error.slice(0, 1000), row.id, worker],
  );
}

/** The captured messages, newest first (the demo viewer). */
export function capturedMail(db: Database, limit = 200): Promise<OutboxRow[]> {
  return db.all<OutboxRow>(
    "SELECT * FROM outbox WHERE transport = 'capture' ORDER BY sent_at DESC, id LIMIT ?",
    [limit],
  );
}

/** One captured message, or undefined. */
export function capturedMessage(db: Database, id: string): Promise<OutboxRow | undefined> {
  return db.get<OutboxRow>("SELECT * FROM outbox WHERE id = ? AND transport = 'capture'", [id]);
}
