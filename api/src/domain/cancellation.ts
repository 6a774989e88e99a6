import { dayInZone } from '../../../contract/hotel-time.ts';
import type { Database } from '../db/database.ts';
import { ApiError } from '../lib/errors.ts';
import { t, type Locale } from '../lib/i18n.ts';
import type { Money } from '../lib/money.ts';
import { bookingByUuid, type BookingRow } from './bookings.ts';
import { effectiveStatus } from './holds.ts';
import { changeInventory } from './inventory.ts';
import { paidFor } from './payments.ts';
import { enqueueBookingMail } from '../mail/outbox.ts';

/** The refund a cancellation now would give for a booking. */
export function refundFor(booking: BookingRow, paid: number, now = Date.now()): number {
  const policy = JSON.parse(booking.cancellation) as { free_until: string | null; penalty: Money };
  if (booking.refundable && policy.free_until && Date.parse(policy.free_until) > now) return paid;
  if (!booking.refundable) return 0;
  return Math.max(0, paid - policy.penalty.amount);
}

/**
 * True when a booking can still be cancelled at `now`: paid or held, and the check-in day not
 * yet begun at the hotel (on the clock of its time zone `zone`).
 */
export function isCancellable(booking: BookingRow, now = Date.now(), zone = 'UTC'): boolean {
  const status = effectiveStatus(booking, now);
  return (
    (status === 'confirmed' || status === 'pending_payment') &&
    booking.check_in > dayInZone(now, zone)
  );
}

/**
 * Cancels a booking in one transaction, honouring its cancellation policy: a refund of what
 * was paid (in full before the free-cancellation deadline, less the penalty after it, none for
 * non-refundable rates). Stays that have begun, and cancelled or expired bookings, answer 409.
 * A paid booking gives its rooms back; an unpaid one only drops its hold.
 */
export function cancelBooking(
  db: Database,
  uuid: string,
  locale: Locale,
  now = Date.now(),
  zone = 'UTC',
): Promise<BookingRow> {
  return db.transaction(async (tx): Promise<BookingRow> => {
    const booking = await bookingByUuid(tx, uuid);
    if (!booking) throw new ApiError(404, t(locale, 'reservation.not_found'));
    if (!isCancellable(booking, now, zone))
      throw new ApiError(409, t(locale, 'reservation.not_cancellable'));
    const paid = await paidFor(tx, uuid);
    const refund = { amount: refundFor(booking, paid, now), currency: booking.currency };
    const stamp = new Date(now).toISOString();
    await tx.run(
      "UPDATE bookings SET status = 'cancelled', refund = ?, updated_at = ? WHERE uuid = ?",
      [JSON.stringify(refund), stamp, uuid],
    );
    if (booking.status === 'confirmed') await changeInventory(tx, booking, -1);
    await enqueueBookingMail(tx, booking, 'cancelled', now);
    return { ...booking, status: 'cancelled', refund: JSON.stringify(refund), updated_at: stamp };
  });
}
