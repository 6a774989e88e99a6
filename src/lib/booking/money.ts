import { z } from 'zod/mini';

/** An amount in integer minor units and its currency, as the API writes money. */
export const MoneySchema = z.object({
  amount: z.number().check(z.int()),
  currency: z.string().check(z.regex(/^[A-Z]{3}$/)),
});

export type Money = z.infer<typeof MoneySchema>;

/** The price parts of a rate or booking; agents also get net, gross and commission. */
export const PriceSchema = z.object({
  total: MoneySchema,
  taxes_and_fees: MoneySchema,
  pay_now: MoneySchema,
  pay_at_property: MoneySchema,
  /** Israeli VAT included in `pay_now`, when it applies. */
  vat_in_price: z.optional(MoneySchema),
  /** Israeli VAT to pay at the property, part of `pay_at_property`, when it applies. */
  vat_at_property: z.optional(MoneySchema),
  net: z.optional(MoneySchema),
  gross: z.optional(MoneySchema),
  commission: z.optional(MoneySchema),
});

export type Price = z.infer<typeof PriceSchema>;
