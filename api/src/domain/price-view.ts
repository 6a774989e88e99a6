import type { Money } from '../lib/money.ts';
import type { Quote } from './pricing.ts';

/** Agent pricing: the public (gross) price, the agent's net and the commission between them. */
export const AGENT_COMMISSION = 0.12;

/** The price JSON of a quote; agents also get net, gross and commission. */
export function priceView(quote: Quote, currency: string, agent: boolean) {
  const money = (amount: number): Money => ({ amount, currency });
  const commission = Math.round(quote.payNow * AGENT_COMMISSION);
  return {
    total: money(quote.total),
    taxes_and_fees: money(quote.taxesAndFees),
    pay_now: money(quote.payNow),
    pay_at_property: money(quote.payAtProperty),
    // Israeli VAT, where it applies, and where it is paid (SPEC section 5's VAT note).
    ...(quote.vatInPrice > 0 ? { vat_in_price: money(quote.vatInPrice) } : {}),
    ...(quote.vatAtProperty > 0 ? { vat_at_property: money(quote.vatAtProperty) } : {}),
    ...(agent
      ? {
          net: money(quote.total - commission),
          gross: money(quote.total),
          commission: money(commission),
        }
      : {}),
  };
}
