/**
 * The one price rule of agent sales, shared by the API (rates, search, booking, payment, mails,
 * voucher) and the site (price lines, markup settings): client price = net + commission +
 * markup. Amounts are integers in minor units of the booking currency (JPY yen, EUR cents,
 * KWD fils); the markup is the only part computed from a fraction, and it is rounded once.
 * No zod here: islands of static pages import it.
 */

/** The agent's commission: 12% of the public price paid now. */
export const AGENT_COMMISSION = 0.12;

/** The kinds of markup: a percentage of net, or a fixed amount per room-night. */
export const MARKUP_KINDS = ['percent', 'fixed'] as const;
export type MarkupKind = (typeof MARKUP_KINDS)[number];

/**
 * An agent's or agency's markup. `percent`: `value` in hundredths of a percent of net (1250 is
 * 12.5%); `fixed`: `value` in minor units of `currency` per room-night.
 */
export type MarkupRule =
  { kind: 'percent'; value: number } | { kind: 'fixed'; value: number; currency: string };

/** What an agent price is computed from: the public price of a rate and the stay's size. */
export interface AgentPriceInput {
  /** The public price's total (paid now + at the property), minor units. */
  total: number;
  /** The public price's part paid now, minor units. */
  payNow: number;
  /** Rooms x nights of the stay (a fixed markup is per room-night). */
  roomNights: number;
  /** The markup, or null for none. */
  markup: MarkupRule | null;
  /**
   * Minor units of the booking currency per minor unit of a fixed markup's currency (1 when
   * they are the same); unused for a percentage.
   */
  fixedRate: number;
}

/** The parts of an agent price; `client` = `net` + `commission` + `markup`, exactly. */
export interface AgentPrice {
  /** What the agent owes: the public total less the commission. */
  net: number;
  commission: number;
  /** Never negative. */
  markup: number;
  /** The price the client pays in all (the public total plus the markup). */
  client: number;
  /** The part of the client price paid now (the markup is collected with it). */
  clientPayNow: number;
}

/** The markup of a price, rounded once to the minor unit; 0 for no rule. */
export function markupAmount(
  rule: MarkupRule | null,
  net: number,
  roomNights: number,
  fixedRate: number,
): number {
  if (!rule || rule.value <= 0) return 0;
  const exact =
    rule.kind === 'percent' ? (net * rule.value) / 10_000 : rule.value * fixedRate * roomNights;
  return Math.max(0, Math.round(exact));
}

/** Net, commission, markup and client price of a public price (see `AgentPrice`). */
export function agentPrice(input: AgentPriceInput): AgentPrice {
  const commission = Math.round(input.payNow * AGENT_COMMISSION);
  const net = input.total - commission;
  const markup = markupAmount(input.markup, net, input.roomNights, input.fixedRate);
  return {
    net,
    commission,
    markup,
    client: net + commission + markup,
    clientPayNow: input.payNow + markup,
  };
}

/**
 * The share of a booking's commission and markup an agent has earned: all of it when
 * confirmed; for a cancelled booking the share of the client's payment the seller kept
 * (`kept` of `payNow`: nothing when refunded in full); nothing for unpaid or expired bookings.
 */
export function earnedShare(
  status: 'pending_payment' | 'confirmed' | 'cancelled' | 'expired',
  amount: number,
  payNow: number,
  kept: number,
): number {
  if (status === 'confirmed') return amount;
  if (status !== 'cancelled' || payNow <= 0 || kept <= 0) return 0;
  return Math.round((amount * Math.min(kept, payNow)) / payNow);
}

/** The price fields only an agent may read; a client's answer or document carries none. */
export const AGENT_PRICE_FIELDS = ['net', 'gross', 'commission', 'markup'] as const;

/** A price without the agent-only fields (what a client may receive). */
export function clientPrice<T extends object>(
  price: T,
): Omit<T, (typeof AGENT_PRICE_FIELDS)[number]> {
  const copy = { ...price } as Record<string, unknown>;
  for (const field of AGENT_PRICE_FIELDS) delete copy[field];
  return copy as Omit<T, (typeof AGENT_PRICE_FIELDS)[number]>;
}
