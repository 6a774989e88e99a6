import type { Transaction } from '../../../contract/bookings';

export {
  transactionSchema as TransactionSchema,
  type Transaction,
} from '../../../contract/bookings';

/** What the outcome page offers next. */
export type NextStep = 'reservations' | 'manage' | 'retry' | 'otherRoom';

/**
 * The next steps after a payment: a success leads to the reservations and their management;
 * a failure to another try while the booking still waits for payment, and to another room.
 */
export function nextSteps(transaction: Pick<Transaction, 'status' | 'booking'>): NextStep[] {
  if (transaction.status === 'succeeded') return ['reservations', 'manage'];
  const payable = transaction.booking.status === 'pending_payment';
  return payable ? ['retry', 'otherRoom'] : ['otherRoom'];
}
