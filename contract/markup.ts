import { z } from 'zod/mini';
import { MARKUP_KINDS } from './agent-price.ts';
import { described } from './described.ts';
import { moneySchema } from './money.ts';

/**
 * A markup as stored and answered (`MarkupRule` of `agent-price.ts`): `percent` in hundredths
 * of a percent of net; `fixed` in minor units of `currency` per room-night.
 */
export const markupRuleSchema = z
  .object({
    kind: z.enum(MARKUP_KINDS),
    value: described(
      z.int().check(z.minimum(0)),
      'percent: hundredths of a percent of net (1250 = 12.5%); fixed: minor units of currency per room-night',
    ),
    currency: z.optional(
      described(z.string().check(z.regex(/^[A-Z]{3}$/)), 'ISO 4217; fixed markups only'),
    ),
  })
  .check(
    z.refine((rule) => rule.kind === 'percent' || rule.currency !== undefined, {
      message: 'validation.markup_currency',
      path: ['currency'],
    }),
  );
export type MarkupRuleJson = z.infer<typeof markupRuleSchema>;

/** The bounds a markup must keep (API configuration). */
export const markupBoundsSchema = z.object({
  max_percent: described(z.int(), 'Hundredths of a percent'),
  max_fixed: described(moneySchema, 'Per room-night; other currencies at the API’s rates'),
});

/** `GET /v3/agent/markup`: the signed-in agent's markup, their agency's default and which applies. */
export const markupSettingsSchema = z.object({
  own: z.nullable(markupRuleSchema),
  agency: z.nullable(markupRuleSchema),
  /** The one that prices this agent's sales: their own, else the agency's, else none. */
  effective: z.nullable(markupRuleSchema),
  source: z.enum(['own', 'agency', 'none']),
  agency_fid: z.nullable(z.int()),
  /** True for the agency's owner (who alone sets the agency default). */
  can_edit_agency: z.boolean(),
  bounds: markupBoundsSchema,
});
export type MarkupSettings = z.infer<typeof markupSettingsSchema>;
