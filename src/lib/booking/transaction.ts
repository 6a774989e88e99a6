import { z } from 'zod/mini';
import { moneySchema as MoneySchema } from '../../../contract/money';

/** `GET /v3/transactions/{uuid}` (its `data`): a payment and the booking it pays. */
export const TransactionSchema = z.object({
  uuid: z.string(),
  status: z.enum(['succeeded', 'declined', 'pending']),
  amount: MoneySchema,
  card_last4: z.catch(z.nullable(z.string().check(z.regex(/^\d{4}$/))), null),
  booking: z.object({
    uuid: z.string(),
    reference: z.string().check(z.maxLength(40)),
    status: z.string().check(z.maxLength(40)),
    hotel_name: z.catch(z.nullable(z.string().check(z.maxLength(300))), null),
    check_in: z.string(),
    check_out: z.string(),
    guests: z.string(),
    holder_name: z.catch(z.string().check(z.maxLength(250)), ''),
  }),
});

export type Transaction = z.infer<typeof TransactionSchema>;

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
