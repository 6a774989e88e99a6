import { earnedShare } from '../../../contract/agent-price.ts';
import type { EarningsTotal } from '../../../contract/bookings.ts';
import type { Price } from '../../../contract/money.ts';
import type { Database } from '../db/database.ts';
import type { BookingRow, BookingStatus } from './bookings.ts';
import { effectiveStatus } from './holds.ts';
import { paidFor } from './payments.ts';

/** What one booking earned its agent, in minor units of its currency. */
export interface BookingEarnings {
  currency: string;
  status: BookingStatus;
  /** Money went back to the client (a cancelled booking with a refund above zero). */
  refunded: boolean;
  /** The client price kept: all of it when confirmed, paid less refund when cancelled. */
  sales: number;
  commission: number;
  markup: number;
}

/**
 * The earnings of a booking: its commission and markup as priced (`contract/agent-price.ts`),
 * all of them when confirmed, the share the seller kept when cancelled (`earnedShare`), none
 * while unpaid or expired.
 */
export async function bookingEarnings(
  db: Database,
  row: BookingRow,
  now: number,
): Promise<BookingEarnings> {
  const price = JSON.parse(row.price) as Price;
  const status = effectiveStatus(row, now);
  const refund = row.refund ? (JSON.parse(row.refund) as { amount: number }).amount : 0;
  const paid = status === 'cancelled' ? await paidFor(db, row.uuid) : 0;
  const kept = Math.max(0, paid - refund);
  const payNow = price.pay_now.amount;
  const share = (amount: number) => earnedShare(status, amount, payNow, kept);
  return {
    currency: row.currency,
    status,
    refunded: status === 'cancelled' && refund > 0,
    sales:
      status === 'confirmed'
        ? price.total.amount
        : status === 'cancelled'
          ? Math.min(kept, payNow)
          : 0,
    commission: share(price.commission?.amount ?? 0),
    markup: share(price.markup?.amount ?? 0),
  };
}

/** Sums earnings per currency (amounts of different currencies are never added), by code. */
export function earningsTotals(lines: readonly BookingEarnings[]): EarningsTotal[] {
  const totals = new Map<string, EarningsTotal>();
  for (const line of lines) {
    const total = totals.get(line.currency) ?? {
      currency: line.currency,
      bookings: 0,
      confirmed: 0,
      cancelled: 0,
      refunded: 0,
      sales: 0,
      commission: 0,
      markup: 0,
    };
    total.bookings += 1;
    if (line.status === 'confirmed') total.confirmed += 1;
    if (line.status === 'cancelled') total.cancelled += 1;
    if (line.refunded) total.refunded += 1;
    total.sales += line.sales;
    total.commission += line.commission;
    total.markup += line.markup;
    totals.set(line.currency, total);
  }
  return [...totals.values()].sort((a, b) => a.currency.localeCompare(b.currency));
}
