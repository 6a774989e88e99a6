import { sellerPrice, type SellerTerms } from './price-view.ts';
import type { SearchEntry, SearchParams } from './search.ts';
import { parseGuests } from './stay.ts';

/**
 * A search result as an agent sees it: every offer at the agent's client price (the rule of
 * `sellerPrice`, as on the hotel's rates and the booking), cheapest first.
 */
export function agentEntry(
  entry: SearchEntry,
  params: Pick<SearchParams, 'guests' | 'currency'>,
  seller: SellerTerms,
): SearchEntry {
  const rooms = parseGuests(params.guests)?.length ?? 1;
  const offers = entry.offers
    .map((offer) => ({
      ...offer,
      total: sellerPrice(offer, params.currency, seller, rooms).client,
    }))
    .sort((a, b) => a.total - b.total);
  return { ...entry, offers };
}
