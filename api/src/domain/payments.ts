import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Database } from '../db/database.ts';
import { ApiError } from '../lib/errors.ts';
import { t, type Locale, type MessageKey } from '../lib/i18n.ts';
import type { Money } from '../lib/money.ts';
import { bookingByUuid, type BookingRow } from './bookings.ts';
import { effectiveStatus } from './holds.ts';
import { changeInventory } from './inventory.ts';
import { enqueueBookingMail } from '../mail/outbox.ts';

/** Why a booking cannot be paid at `now`, or null when it can. */
export type Unpayable = 'already_paid' | 'cancelled' | 'expired';

/** Whether a booking can be paid now: only an unpaid booking whose hold is still on. */
export function unpayable(booking: BookingRow, now = Date.now()): Unpayable | null {
  const status = effectiveStatus(booking, now);
  if (status === 'confirmed') return 'already_paid';
  if (status === 'cancelled') return 'cancelled';
  if (status === 'expired') return 'expired';
  return null;
}

const UNPAYABLE_MESSAGE: Record<Unpayable, MessageKey> = {
  already_paid: 'booking.already_paid',
  cancelled: 'booking.cancelled',
  expired: 'booking.expired',
};

/** The localised explanation of why a booking cannot be paid. */
export function unpayableMessage(locale: Locale, reason: Unpayable, holdMs: number): string {
  return t(locale, UNPAYABLE_MESSAGE[reason], { minutes: Math.round(holdMs / 60_000) });
}

/**
 * Starts a payment attempt in one transaction: the booking must still be payable (409 with the
 * reason otherwise); the attempt is a pending transaction whose token only the caller gets.
 */
export function startPayment(
  db: Database,
  uuid: string,
  locale: Locale,
  holdMs: number,
  now = Date.now(),
): Promise<{ transaction: string; token: string; amount: Money }> {
  return db.transaction(async (tx) => {
    const booking = await bookingByUuid(tx, uuid);
    if (!booking) throw new ApiError(404, t(locale, 'booking.not_found'));
    const reason = unpayable(booking, now);
    if (reason) throw new ApiError(409, unpayableMessage(locale, reason, holdMs));
    const price = JSON.parse(booking.price) as { pay_now: Money };
    const token = randomBytes(32).toString('base64url');
    const id = randomUUID();
    const stamp = new Date(now).toISOString();
    await tx.run(
      "INSERT INTO transactions (uuid, token_hash, booking_uuid, amount, currency, status, locale, created_at, updated_at) VALUES (?, ?, ?, ?, ?, 'pending', ?, ?, ?)",
      [
        id,
        tokenHash(token),
        booking.uuid,
        price.pay_now.amount,
        booking.currency,
        locale,
        stamp,
        stamp,
      ],
    );
    return {
      transaction: id,
      token,
      amount: { amount: price.pay_now.amount, currency: booking.currency },
    };
  });
}

/** Hash of a payment token as stored (the token itself is only in the payment URL). */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** What became of a submitted payment attempt. */
export type PaymentOutcome =
  | { kind: 'succeeded' }
  | { kind: 'declined' }
  | { kind: 'refused'; reason: Unpayable }
  | { kind: 'used' };

/**
 * Decides a payment attempt and marks the booking paid in one transaction: only a pending
 * attempt counts (a replayed submission is `used` and changes nothing); a declined card
 * declines it; a booking that is paid, cancelled or expired by now refuses it (recorded as
 * declined with the reason, nothing charged); otherwise the attempt succeeds, the booking is
 * confirmed and its held rooms become sold. A booking has at most one successful attempt (the
 * checks here and the unique index `transactions_one_success`).
 */
export function decidePayment(
  db: Database,
  transactionUuid: string,
  card: { approved: boolean; last4: string },
  now = Date.now(),
): Promise<PaymentOutcome> {
  return db.transaction(async (tx): Promise<PaymentOutcome> => {
    const stamp = new Date(now).toISOString();
    const close = async (status: 'succeeded' | 'declined', failure: string | null) =>
      (
        await tx.run(
          "UPDATE transactions SET status = ?, failure = ?, card_last4 = ?, updated_at = ? WHERE uuid = ? AND status = 'pending'",
          [status, failure, card.last4, stamp, transactionUuid],
        )
      ).changes === 1;
    const attempt = await tx.get<{ booking_uuid: string; status: string }>(
      'SELECT booking_uuid, status FROM transactions WHERE uuid = ?',
      [transactionUuid],
    );
    if (!attempt || attempt.status !== 'pending') return { kind: 'used' };
    const booking = await bookingByUuid(tx, attempt.booking_uuid);
    const reason = booking ? unpayable(booking, now) : 'cancelled';
    if (!card.approved) {
      await close('declined', 'card_declined');
      return { kind: 'declined' };
    }
    if (reason || !booking) {
      await close('declined', reason);
      return { kind: 'refused', reason: reason ?? 'cancelled' };
    }
    const confirmed = await tx.run(
      "UPDATE bookings SET status = 'confirmed', updated_at = ? WHERE uuid = ? AND status = 'pending_payment' AND hold_expires_at > ?",
      [stamp, booking.uuid, now],
    );
    if (confirmed.changes !== 1 || !(await close('succeeded', null)))
      throw new Error(`payment ${transactionUuid} lost its booking while deciding`);
    await changeInventory(tx, booking, 1);
    await enqueueBookingMail(tx, booking, 'confirmed', now);
    return { kind: 'succeeded' };
  });
}

/** Amount paid for a booking (its succeeded transaction). */
export async function paidFor(db: Database, uuid: string): Promise<number> {
  const row = await db.get<{ paid: number }>(
    "SELECT COALESCE(SUM(amount), 0) AS paid FROM transactions WHERE booking_uuid = ? AND status = 'succeeded'",
    [uuid],
  );
  return row?.paid ?? 0;
}
