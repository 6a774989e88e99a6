import type { HoldBudget } from '../config.ts';
import type { Database } from '../db/database.ts';
import { fieldError, tooMany } from '../lib/errors.ts';
import type { Locale } from '../lib/i18n.ts';
import type { BookingRow, BookingStatus } from './bookings.ts';
import { enqueueBookingMail } from '../mail/outbox.ts';
import { daysBetween } from './stay.ts';

/** How long unpaid bookings hold rooms, and how many (and how much) one client may hold. */
export interface HoldPolicy {
  holdMs: number;
  /** Unpaid bookings held at once per signed-in user (else per guest session). */
  perSession: number;
  /** Unpaid bookings held at once per client address group. */
  perClient: number;
  /** Room-nights and rooms per hold (see HoldBudget). */
  budget: HoldBudget;
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

/**
 * Who would hold rooms: the signed-in user (else the guest session) and the client's address
 * group (`clientGroup`: an IPv6 client by its /64).
 */
export interface HoldOwner {
  userId: number | null;
  sessionHash: string | null;
  clientIp: string | null;
}

/** What a new hold would take. */
export interface HoldSize {
  hotelId: number;
  rooms: number;
  checkIn: string;
  checkOut: string;
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
 * The room-nights a client address held without paying within the budget's window, overall
 * and in one hotel, and when the first of those holds leaves the window. Paid bookings (with a
 * successful payment) do not count, whatever became of them since.
 */
async function heldRoomNights(
  db: Database,
  clientIp: string,
  hotelId: number,
  budget: HoldBudget,
  now: number,
): Promise<{ all: number; hotel: number; firstAll: number; firstHotel: number }> {
  const since = new Date(now - budget.windowMs).toISOString();
  const rows = await db.all<{
    hotel_id: number;
    rooms: number;
    check_in: string;
    check_out: string;
    created_at: string;
  }>(
    `SELECT hotel_id, rooms, check_in, check_out, created_at FROM bookings b
     WHERE client_ip = ? AND created_at > ? AND hold_expires_at IS NOT NULL
       AND NOT EXISTS (SELECT 1 FROM transactions t WHERE t.booking_uuid = b.uuid AND t.status = 'succeeded')`,
    [clientIp, since],
  );
  const held = { all: 0, hotel: 0, firstAll: Infinity, firstHotel: Infinity };
  for (const row of rows) {
    const roomNights = row.rooms * daysBetween(row.check_in, row.check_out);
    const leaves = Date.parse(row.created_at) + budget.windowMs;
    held.all += roomNights;
    held.firstAll = Math.min(held.firstAll, leaves);
    if (row.hotel_id === hotelId) {
      held.hotel += roomNights;
      held.firstHotel = Math.min(held.firstHotel, leaves);
    }
  }
  return held;
}

/**
 * Refuses a hold beyond what one client may keep from sale without paying:
 * - more rooms in one booking than a signed-out visitor (422 on `guests`, asking to sign in)
 *   or a signed-in user (422) may hold;
 * - as many unpaid bookings held at once as the policy allows, per user (or guest session)
 *   and per address group (429, with the seconds until the first of its holds ends);
 * - a client address group that held, unpaid, its room-nights within the budget's window,
 *   overall or in this hotel (429, until the first of those holds leaves the window).
 * So no client keeps a room type sold out by holding it again and again.
 */
export async function checkHoldLimits(
  db: Database,
  input: HoldOwner & { locale: Locale; size: HoldSize },
  policy: HoldPolicy,
  now: number,
): Promise<void> {
  const { locale, size, budget } = { ...input, budget: policy.budget };
  if (input.userId === null && size.rooms > budget.roomsSignedOut)
    throw fieldError(locale, 'guests', 'booking.sign_in_for_rooms');
  if (input.userId !== null && size.rooms > budget.roomsSignedIn)
    throw fieldError(locale, 'guests', 'validation.max', { max: budget.roomsSignedIn });
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
  if (input.clientIp) {
    checks.push({
      ...(await activeHolds(db, 'client_ip', input.clientIp, now)),
      max: policy.perClient,
    });
    const held = await heldRoomNights(db, input.clientIp, size.hotelId, budget, now);
    checks.push(
      { count: held.all, first: held.firstAll, max: budget.roomNightsPerClient },
      { count: held.hotel, first: held.firstHotel, max: budget.roomNightsPerHotel },
    );
  }
  const full = checks.filter((check) => check.count >= check.max);
  if (full.length === 0) return;
  const until = Math.max(...full.map((check) => check.first ?? now));
  throw tooMany(locale, Math.max(1, Math.ceil((until - now) / 1000)), 'booking.too_many_holds');
}
