import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  agentPrice,
  clientPrice,
  earnedShare,
  markupAmount,
  type MarkupRule,
} from './agent-price.ts';

// Prices in minor units of currencies with 0, 2 and 3 decimals (JPY, EUR, KWD) look alike
// here: integers; what differs is their size, so the range spans all three.
const publicPrice = fc
  .record({
    payNow: fc.integer({ min: 1, max: 50_000_000 }),
    atProperty: fc.integer({ min: 0, max: 2_000_000 }),
  })
  .map(({ payNow, atProperty }) => ({ payNow, total: payNow + atProperty }));

const rule: fc.Arbitrary<MarkupRule | null> = fc.oneof(
  fc.constant(null),
  fc.integer({ min: 0, max: 5_000 }).map((value) => ({ kind: 'percent' as const, value })),
  fc
    .record({
      value: fc.integer({ min: 0, max: 20_000 }),
      currency: fc.constantFrom('EUR', 'JPY', 'KWD'),
    })
    .map(({ value, currency }) => ({ kind: 'fixed' as const, value, currency })),
);

const input = fc.record({
  price: publicPrice,
  markup: rule,
  roomNights: fc.integer({ min: 1, max: 8 * 30 }),
  fixedRate: fc.oneof(fc.constant(1), fc.double({ min: 0.001, max: 2_000, noNaN: true })),
});

describe('the agent price rule', () => {
  it('never puts the client price below net, and its parts add up exactly', () => {
    fc.assert(
      fc.property(input, ({ price, markup, roomNights, fixedRate }) => {
        const parts = agentPrice({ ...price, markup, roomNights, fixedRate });
        expect(parts.client).toBeGreaterThanOrEqual(parts.net);
        expect(parts.client).toBe(parts.net + parts.commission + parts.markup);
        expect(parts.client - price.total).toBe(parts.markup);
        expect(parts.clientPayNow - price.payNow).toBe(parts.markup);
        for (const amount of Object.values(parts)) expect(Number.isInteger(amount)).toBe(true);
      }),
      { numRuns: 2_000 },
    );
  });

  it('rounds the markup once: a percentage is within half a minor unit of the exact share', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 50_000_000 }),
        fc.integer({ min: 0, max: 5_000 }),
        (net, value) => {
          const markup = markupAmount({ kind: 'percent', value }, net, 1, 1);
          expect(Math.abs(markup - (net * value) / 10_000)).toBeLessThanOrEqual(0.5);
        },
      ),
      { numRuns: 2_000 },
    );
  });

  it('charges a fixed markup per room-night, converted before the one rounding', () => {
    // 5.00 EUR a room-night in KWD fils at 0.332 KWD per EUR, 3 rooms x 4 nights.
    const rate = (0.332 / 1) * 10 ** (3 - 2);
    expect(markupAmount({ kind: 'fixed', value: 500, currency: 'EUR' }, 0, 12, rate)).toBe(
      Math.round(500 * rate * 12),
    );
    expect(markupAmount({ kind: 'fixed', value: 500, currency: 'EUR' }, 0, 12, rate)).toBe(19920);
    // In yen (no decimals): 5.00 EUR = 815 yen a room-night.
    expect(markupAmount({ kind: 'fixed', value: 500, currency: 'EUR' }, 0, 2, 1.63)).toBe(1630);
  });

  it('counts earnings: all when confirmed, the kept share when cancelled, none otherwise', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        (amount, payNow, kept) => {
          expect(earnedShare('confirmed', amount, payNow, kept)).toBe(amount);
          expect(earnedShare('pending_payment', amount, payNow, kept)).toBe(0);
          expect(earnedShare('expired', amount, payNow, kept)).toBe(0);
          const share = earnedShare('cancelled', amount, payNow, kept);
          expect(share).toBeGreaterThanOrEqual(0);
          expect(share).toBeLessThanOrEqual(amount);
          if (kept === 0) expect(share).toBe(0);
          if (kept >= payNow) expect(share).toBe(amount);
        },
      ),
      { numRuns: 1_000 },
    );
  });

  it('gives a client the price without net, gross, commission or markup', () => {
    const eur = (amount: number) => ({ amount, currency: 'EUR' });
    const price = {
      total: eur(110),
      pay_now: eur(110),
      net: eur(88),
      gross: eur(110),
      commission: eur(12),
      markup: eur(10),
    };
    expect(clientPrice(price)).toEqual({ total: eur(110), pay_now: eur(110) });
  });
});
