import type { Price } from '../../../contract/money';

/** Whether an agent sees net or gross prices (the `priceDisplay` store). */
export type PriceView = { agent: boolean; display: 'net' | 'gross' };

/** A price split into the lines a booking shows, every amount in minor units of `currency`. */
export interface Breakdown {
  currency: string;
  /** The room rate: the total less taxes and fees. */
  roomRate: number;
  taxesAndFees: number;
  /** roomRate + taxesAndFees = payNow + payAtProperty. */
  total: number;
  payNow: number;
  payAtProperty: number;
  /** Israeli VAT included in payNow (0 when none). */
  vatInPrice: number;
  /** Israeli VAT due at the property, part of payAtProperty (0 when none). */
  vatAtProperty: number;
  /**
   * Agents who chose net only: gross (the client price, = total), their commission, their
   * markup and net (= gross - commission - markup; `contract/agent-price.ts`). Null in the
   * client-price view (gross), which shows what a client sees.
   */
  agent: { gross: number; commission: number; markup: number; net: number } | null;
  /** The headline amount: net for agents who chose net, else the total. */
  shown: number;
}

/**
 * The lines of a price (room rate, taxes and fees, total; paid now and at the property;
 * agents' gross, commission and net). Null when the answer does not add up exactly or mixes
 * currencies: a price we cannot explain is not shown as if it were right.
 */
export function priceBreakdown(price: Price, view: PriceView): Breakdown | null {
  const currency = price.total.currency;
  const parts = [
    price.taxes_and_fees,
    price.pay_now,
    price.pay_at_property,
    ...(price.vat_in_price ? [price.vat_in_price] : []),
    ...(price.vat_at_property ? [price.vat_at_property] : []),
  ];
  if (parts.some((m) => m.currency !== currency)) return null;
  const vatInPrice = price.vat_in_price?.amount ?? 0;
  const vatAtProperty = price.vat_at_property?.amount ?? 0;
  if (vatInPrice < 0 || vatInPrice > price.pay_now.amount) return null;
  if (vatAtProperty < 0 || vatAtProperty > price.pay_at_property.amount) return null;
  const total = price.total.amount;
  const taxesAndFees = price.taxes_and_fees.amount;
  const roomRate = total - taxesAndFees;
  if (roomRate < 0 || taxesAndFees < 0) return null;
  if (price.pay_now.amount + price.pay_at_property.amount !== total) return null;
  let agent: Breakdown['agent'] = null;
  if (view.agent && view.display === 'net' && price.commission && price.net) {
    const gross = price.gross?.amount ?? total;
    const commission = price.commission.amount;
    const markup = price.markup?.amount ?? 0;
    const net = price.net.amount;
    const sameCurrency = [
      price.commission,
      price.net,
      price.gross ?? price.total,
      price.markup ?? price.total,
    ].every((m) => m.currency === currency);
    if (!sameCurrency || markup < 0 || gross !== total || net + commission + markup !== gross)
      return null;
    agent = { gross, commission, markup, net };
  }
  return {
    currency,
    roomRate,
    taxesAndFees,
    total,
    payNow: price.pay_now.amount,
    payAtProperty: price.pay_at_property.amount,
    vatInPrice,
    vatAtProperty,
    agent,
    shown: agent ? agent.net : total,
  };
}
