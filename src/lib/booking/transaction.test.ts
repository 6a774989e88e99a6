import { describe, expect, it } from 'vitest';
import { nextSteps, TransactionSchema } from './transaction';

const data = {
  uuid: '0b4f0c2e-1111-4222-8333-444455556666',
  status: 'declined',
  amount: { amount: 12345, currency: 'EUR' },
  card_last4: '0002',
  created_at: '2030-01-01T00:00:00Z',
  booking: {
    uuid: '1b4f0c2e-1111-4222-8333-444455556666',
    reference: 'HS-7K4Q-29XM',
    status: 'pending_payment',
    hotel_name: 'Sonne Berlin',
    check_in: '2030-03-01',
    check_out: '2030-03-04',
    guests: '2',
    holder_name: 'Dana Levi',
  },
};

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
