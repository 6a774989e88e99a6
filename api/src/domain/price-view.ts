import { agentPrice, type AgentPrice, type MarkupRule } from '../../../contract/agent-price.ts';
import type { Money } from '../lib/money.ts';
import { fixedRateOf } from './markups.ts';
import type { Quote } from './pricing.ts';

export { AGENT_COMMISSION } from '../../../contract/agent-price.ts';

/** What an agent's prices are made with (`sellerTerms`): the markup that applies, if any. */
export interface SellerTerms {
  markup: MarkupRule | null;
}

/**
 * The client price of a public price (`total` and `payNow` of a stay of `nights` nights and
 * `rooms` rooms) under seller terms (none: the public price): the one rule of
 * `contract/agent-price.ts`, for rates, search results and bookings alike.
 */
export function sellerPrice(
  amounts: { total: number; payNow: number; nights: number },
  currency: string,
  seller: SellerTerms | null,
  rooms: number,
): AgentPrice {
  const markup = seller?.markup ?? null;
  return agentPrice({
    total: amounts.total,
    payNow: amounts.payNow,
    roomNights: amounts.nights * rooms,
    markup,
    fixedRate: fixedRateOf(markup, currency),
  });
}

/**
 * The price JSON of a quote for `rooms` rooms. Without seller terms: the public price. With
 * them: the client price of `contract/agent-price.ts` (the markup is paid now), and the
 * agent's net, gross (the client price), commission and markup.
 */
export function priceView(
  quote: Quote,
  currency: string,
  seller: SellerTerms | null,
  rooms: number,
) {
  const money = (amount: number): Money => ({ amount, currency });
  const parts = sellerPrice(quote, currency, seller, rooms);
  return {
    total: money(parts.client),
    taxes_and_fees: money(quote.taxesAndFees),
    pay_now: money(parts.clientPayNow),
    pay_at_property: money(quote.payAtProperty),
    // Israeli VAT, where it applies, and where it is paid (SPEC section 5's VAT note).
    ...(quote.vatInPrice > 0 ? { vat_in_price: money(quote.vatInPrice) } : {}),
    ...(quote.vatAtProperty > 0 ? { vat_at_property: money(quote.vatAtProperty) } : {}),
    ...(seller
      ? {
          net: money(parts.net),
          gross: money(parts.client),
          commission: money(parts.commission),
          markup: money(parts.markup),
        }
      : {}),
  };
}

/**
 * The cancellation penalty of a priced rate: one night of what is paid now for a refundable
 * rate after its deadline, all of it for a non-refundable one (markup included: it is paid
 * now with the rest).
 */
export function penaltyOf(quote: Quote, payNow: number): number {
  return quote.refundable ? Math.round(payNow / quote.nights) : payNow;
}
