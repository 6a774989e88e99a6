import type { ClientProposal, ClientProposedRate, ProposalBrand } from '../../contract/proposals';
import type { Money } from '../../contract/money';
import { bookQuery } from './booking/rates';
import { routeUrl } from './routes';
import { parseSearchQuery } from './search-query';

// A proposal's id and its link's signature: base64url, as the API writes them.
const LINK_PART = /^[\w-]{1,64}$/;

/** The id and signature of a proposal page's URL, or undefined when either is malformed. */
export function proposalLink(
  id: string | undefined,
  sig: string | null,
): { id: string; sig: string } | undefined {
  return id && sig && LINK_PART.test(id) && LINK_PART.test(sig) ? { id, sig } : undefined;
}

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
const HOUSE = { background: '#1d4ed8', onBackground: '#ffffff', accent: '#1d4ed8' };

/**
 * A proposal brand's colours as CSS custom properties for a `style` attribute
 * (`--proposal-bg`, `--proposal-on-bg`, `--proposal-accent`): only `#rgb`/`#rrggbb` colours
 * reach it, the house's stand in for anything else.
 */
export function brandStyle(brand: Pick<ProposalBrand, 'background' | 'on_background' | 'accent'>) {
  const pick = (value: string, fallback: string) => (HEX.test(value) ? value : fallback);
  return [
    `--proposal-bg: ${pick(brand.background, HOUSE.background)}`,
    `--proposal-on-bg: ${pick(brand.on_background, HOUSE.onBackground)}`,
    `--proposal-accent: ${pick(brand.accent, HOUSE.accent)}`,
  ].join('; ');
}

/** What a proposed rate's price shows: the same price, a changed one (old and new), or none. */
export type ProposedPrice =
  | { kind: 'same'; price: Money }
  | { kind: 'changed'; proposed: Money; now: Money }
  | { kind: 'unavailable'; proposed: Money };

/** How a proposed rate's price is shown: a change is always shown as one, never silently. */
export function proposedPrice(rate: ClientProposedRate): ProposedPrice {
  if (!rate.rate) return { kind: 'unavailable', proposed: rate.proposed };
  const now = rate.rate.price.total;
  if (now.amount !== rate.proposed.amount || now.currency !== rate.proposed.currency)
    return { kind: 'changed', proposed: rate.proposed, now };
  return { kind: 'same', price: now };
}

/**
 * The `/book` link of a proposal's live rate, in the page's locale: the stay of the proposal,
 * the rate, and the proposal's link (`proposal`, `psig`) so that the booking is the agent's sale.
 */
export function proposalBookHref(
  proposal: Pick<
    ClientProposal,
    'id' | 'hotel' | 'check_in' | 'check_out' | 'guests' | 'currency' | 'country'
  >,
  rate: NonNullable<ClientProposedRate['rate']>,
  sig: string,
  locale: string,
): string {
  const params = new URLSearchParams({
    check_in: proposal.check_in,
    check_out: proposal.check_out,
    guests: proposal.guests,
    currency: proposal.currency,
  });
  if (proposal.country) params.set('country', proposal.country);
  const { query } = parseSearchQuery(params, { currency: proposal.currency });
  return routeUrl(
    'book',
    {},
    locale,
    bookQuery({
      hotelId: proposal.hotel.id,
      rateId: rate.rate_id,
      room: rate.room_code,
      board: rate.board,
      refundable: rate.refundable,
      query: { ...query, country: proposal.country || null, session: null },
      proposal: { id: proposal.id, sig },
    }),
  );
}
