/**
 * Booking configuration read when the site is built. `PUBLIC_VAT_AGGREGATOR` names the one
 * aggregator the VAT rule of SPEC section 5 singles out (the API's `VAT_AGGREGATOR`).
 */
const env = import.meta.env as Record<string, unknown>;

function text(value: unknown, fallback: string): string {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback;
}

/** The designated aggregator of the VAT rule; `ILDirect` by default. */
export const VAT_AGGREGATOR = text(env['PUBLIC_VAT_AGGREGATOR'], 'ILDirect');
