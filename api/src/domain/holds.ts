import type { Database } from '../db/database.ts';
import { tooMany } from '../lib/errors.ts';
import type { Locale } from '../lib/i18n.ts';
import type { BookingRow, BookingStatus } from './bookings.ts';
import { enqueueBookingMail } from '../mail/outbox.ts';

/** How long unpaid bookings hold rooms and how many one client may hold at once. */
export interface HoldPolicy {
  holdMs: number;
  perSession: number;
  perClient: number;
}

/** The status at `now`: an unpaid booking whose hold has ended is expired, swept or not. */
export function effectiveStatus(
  booking: Pick<BookingRow, 'status' | 'hold_expires_at'>,
  now = Date.now(),
): BookingStatus {
  return booking.status === 'pending_payment' && (booking.hold_expires_at ?? 0) <= now
    ? 'expired'
    : booking.status;
}

/**
 * Records as expired the unpaid bookings whose hold has ended (their rooms are free already),
 * writing each one's hold-expired mail in the same transaction.
 */
export async function expireHolds(db: Database, now = Date.now()): Promise<void> {
  await db.transaction(async (tx) => {
    const expired = await tx.all<BookingRow>(
      "UPDATE bookings SET status = 'expired', updated_at = ? WHERE status = 'pending_payment' AND hold_expires_at <= ? RETURNING *",
      [new Date(now).toISOString(), now],
    );
    for (const booking of expired) await enqueueBookingMail(tx, booking, 'hold_expired', now);
  }, 'row-locks');
}

/** Who would hold rooms: the signed-in user (else the guest session) and the client's address. */
export interface HoldOwner {
  userId: number | null;
  sessionHash: string | null;
  clientIp: string | null;
}

async function activeHolds(
  db: Database,
  column: 'user_id' | 'session_hash' | 'client_ip',
  value: string | number,
  now: number,
): Promise<{ count: number; first: number | null }> {
  const row = await db.get<{ count: number; first: number | null }>(
    `SELECT COUNT(*) AS count, MIN(hold_expires_at) AS first FROM bookings WHERE ${column} = ? AND status = 'pending_payment' AND hold_expires_at > ?`,
    [value, now],
  );
  return row ?? { count: 0, first: null };
}

/**
 * Refuses (429, with the seconds until the first of its holds ends) a client that already holds
 * as many unpaid bookings as the policy allows: per user (or guest session) and per address, so
 * no script keeps a hotel sold out without paying.
 */
export async function checkHoldLimits(
  db: Database,
  input: HoldOwner & { locale: Locale },
  policy: HoldPolicy,
  now: number,
): Promise<void> {
  const checks: { count: number; first: number | null; max: number }[] = [];
  if (input.userId !== null)
    checks.push({
      ...(await activeHolds(db, 'user_id', input.userId, now)),
      max: policy.perSession,
    });
  else if (input.sessionHash)
    checks.push({
      ...(await activeHolds(db, 'session_hash', input.sessionHash, now)),
      max: policy.perSession,
    });
  if (input.clientIp)
    checks.push({
      ...(await activeHolds(db, 'client_ip', input.clientIp, now)),
      max: policy.perClient,
    });
  const full = checks.filter((check) => check.count >= check.max);
  if (full.length === 0) return;
  const until = Math.max(...full.map((check) => check.first ?? now));
  throw tooMany(
    input.locale,
    Math.max(1, Math.ceil((until - now) / 1000)),
    'booking.too_many_holds',
  );
}
