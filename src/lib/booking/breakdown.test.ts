import { describe, expect, it } from 'vitest';
import { priceBreakdown } from './breakdown';
import type { Price } from '../../../contract/money';

const eur = (amount: number) => ({ amount, currency: 'EUR' });
const price: Price = {
  total: eur(126195),
  taxes_and_fees: eur(14309),
  pay_now: eur(123075),
  pay_at_property: eur(3120),
};
const agentPrice: Price = {
  ...price,
  net: eur(126195 - 14769),
  gross: eur(126195),
  commission: eur(14769),
};
// The same rate with a 10% markup on net (11143), paid now with the rest.
const markedUp: Price = {
  ...price,
  total: eur(126195 + 11143),
  pay_now: eur(123075 + 11143),
  net: eur(126195 - 14769),
  gross: eur(126195 + 11143),
  commission: eur(14769),
  markup: eur(11143),
};

describe('priceBreakdown', () => {
  it('splits a price into lines that add up exactly', () => {
    const b = priceBreakdown(price, { agent: false, display: 'net' });
    expect(b).toEqual({
      currency: 'EUR',
      roomRate: 111886,
      taxesAndFees: 14309,
      total: 126195,
      payNow: 123075,
      payAtProperty: 3120,
      vatInPrice: 0,
      vatAtProperty: 0,
      agent: null,
      shown: 126195,
    });
    expect(b!.roomRate + b!.taxesAndFees).toBe(b!.total);
    expect(b!.payNow + b!.payAtProperty).toBe(b!.total);
  });

  it('carries Israeli VAT where it is paid, and refuses VAT larger than its part', () => {
    const ils = (amount: number) => ({ amount, currency: 'ILS' });
    const atProperty: Price = {
      total: ils(120_000),
      taxes_and_fees: ils(29_000),
      pay_now: ils(100_000),
      pay_at_property: ils(20_000),
      vat_at_property: ils(18_000),
    };
    expect(priceBreakdown(atProperty, { agent: false, display: 'net' })).toMatchObject({
      vatInPrice: 0,
      vatAtProperty: 18_000,
      payAtProperty: 20_000,
    });
    expect(
      priceBreakdown(
        { ...atProperty, vat_at_property: ils(21_000) },
        { agent: false, display: 'net' },
      ),
    ).toBeNull();
    expect(
      priceBreakdown(
        { ...atProperty, vat_at_property: eur(18_000) },
        { agent: false, display: 'net' },
      ),
    ).toBeNull();
  });

  it('adds up for many generated prices, with no rounding drift', () => {
    for (let i = 1; i < 500; i++) {
      const payNow = i * 9973;
      const atProperty = (i * 31) % 700;
      const taxes = Math.round(payNow * 0.0909) + atProperty;
      const b = priceBreakdown(
        {
          total: eur(payNow + atProperty),
          taxes_and_fees: eur(taxes),
          pay_now: eur(payNow),
          pay_at_property: eur(atProperty),
        },
        { agent: false, display: 'gross' },
      )!;
      expect(b.roomRate + b.taxesAndFees).toBe(b.total);
      expect(b.payNow + b.payAtProperty).toBe(b.total);
    }
  });

  it('gives agents gross, commission and net, showing net or gross as chosen', () => {
    const net = priceBreakdown(agentPrice, { agent: true, display: 'net' })!;
    expect(net.agent).toEqual({ gross: 126195, commission: 14769, markup: 0, net: 111426 });
    expect(net.agent!.net + net.agent!.commission).toBe(net.agent!.gross);
    expect(net.shown).toBe(111426);
    expect(priceBreakdown(agentPrice, { agent: true, display: 'gross' })!.shown).toBe(126195);
  });

  it('adds the markup to the client price, and hides every agent part in the client view', () => {
    const net = priceBreakdown(markedUp, { agent: true, display: 'net' })!;
    expect(net.agent).toEqual({ gross: 137338, commission: 14769, markup: 11143, net: 111426 });
    expect(net.total).toBe(137338);
    expect(net.shown).toBe(111426);
    const client = priceBreakdown(markedUp, { agent: true, display: 'gross' })!;
    expect(client.agent).toBeNull();
    expect(client.shown).toBe(137338);
    expect(client.payNow + client.payAtProperty).toBe(137338);
    // Parts that do not add up to the client price are refused.
    expect(
      priceBreakdown({ ...markedUp, markup: eur(11144) }, { agent: true, display: 'net' }),
    ).toBeNull();
  });

  it('ignores agent parts for visitors and missing parts for agents', () => {
    expect(priceBreakdown(agentPrice, { agent: false, display: 'net' })!.agent).toBeNull();
    const b = priceBreakdown(price, { agent: true, display: 'net' })!;
    expect(b.agent).toBeNull();
    expect(b.shown).toBe(126195);
  });

  it('refuses prices that do not add up or mix currencies', () => {
    expect(
      priceBreakdown({ ...price, pay_now: eur(123074) }, { agent: false, display: 'net' }),
    ).toBeNull();
    expect(
      priceBreakdown(
        { ...price, pay_at_property: { amount: 3120, currency: 'USD' } },
        { agent: false, display: 'net' },
      ),
    ).toBeNull();
    expect(
      priceBreakdown({ ...price, taxes_and_fees: eur(200000) }, { agent: false, display: 'net' }),
    ).toBeNull();
    expect(
      priceBreakdown({ ...agentPrice, net: eur(1) }, { agent: true, display: 'net' }),
    ).toBeNull();
  });
});
