import { describe, expect, it } from 'vitest';
import { transactionFixture } from '../../../contract/fixtures';
import { nextSteps, TransactionSchema } from './transaction';

const data = transactionFixture();

describe('transactions', () => {
  it('reads the answer', () => {
    const tx = TransactionSchema.parse(data);
    expect(tx.booking.reference).toBe('HS-7K4Q-29XM');
    expect(TransactionSchema.safeParse({ ...data, status: 'maybe' }).success).toBe(false);
  });

  it('offers the next steps of each outcome', () => {
    const tx = TransactionSchema.parse(data);
    expect(nextSteps(tx)).toEqual(['retry', 'otherRoom']);
    expect(nextSteps({ ...tx, booking: { ...tx.booking, status: 'expired' } })).toEqual([
      'otherRoom',
    ]);
    expect(nextSteps({ ...tx, status: 'succeeded' })).toEqual(['reservations', 'manage']);
  });
});
