import { vatAggregatorName } from '../../../contract/vat';

/**
 * Booking configuration read when the site is built. `PUBLIC_VAT_AGGREGATOR` names the one
 * aggregator the VAT rule of SPEC section 5 singles out (the API's `VAT_AGGREGATOR`).
 */
const env = import.meta.env as Record<string, unknown>;

/** The designated aggregator of the VAT rule (`vatAggregatorName`: the default when unset). */
export const VAT_AGGREGATOR = vatAggregatorName(env['PUBLIC_VAT_AGGREGATOR']);
