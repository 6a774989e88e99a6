import { z } from 'zod/mini';

/** An amount in integer minor units of an ISO 4217 currency: `{ amount: 12345, currency: 'EUR' }`. */
export const moneySchema = z.object({
  amount: z
    .int()
    .check(z.describe('Integer minor units of the currency (cents; yen; fils for KWD)')),
  currency: z.string().check(z.regex(/^[A-Z]{3}$/), z.describe('ISO 4217 code, e.g. EUR')),
});
export type Money = z.infer<typeof moneySchema>;

/**
 * The price parts of a rate or booking, the client's price (`contract/agent-price.ts`: net +
 * commission + markup); agents also get net, gross, commission and markup.
 */
export const priceSchema = z.object({
  total: moneySchema,
  /** Included taxes plus the local tax paid at the property. */
  taxes_and_fees: moneySchema,
  pay_now: moneySchema,
  /** Local / city tax, plus Israeli VAT when it is paid at the property; pay_now + pay_at_property == total. */
  pay_at_property: moneySchema,
  /** Israeli VAT (18%, residents, hotels in Israel outside Eilat) included in pay_now; absent when none. */
  vat_in_price: z.optional(moneySchema),
  /** Israeli VAT a resident pays at the property, part of pay_at_property; absent when none. */
  vat_at_property: z.optional(moneySchema),
  /** Agents only: what the agent owes (the public price less the commission). */
  net: z.optional(moneySchema),
  /** Agents only: the client price, net + commission + markup (equal to total). */
  gross: z.optional(moneySchema),
  /** Agents only: 12% of the public price paid now. */
  commission: z.optional(moneySchema),
  /** Agents only: the agent's markup (part of pay_now); absent on older bookings. */
  markup: z.optional(moneySchema),
});
export type Price = z.infer<typeof priceSchema>;
