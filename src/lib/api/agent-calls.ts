import { z } from 'zod/mini';
import {
  agentBookingSchema,
  agentBookingsSchema,
  earningsTotalSchema,
  reservationSchema,
  type EarningsTotal,
  type Reservation,
} from '../../../contract/bookings';
import {
  markupSettingsSchema,
  type MarkupRuleJson,
  type MarkupSettings,
} from '../../../contract/markup';
import {
  agentProposalSchema,
  clientProposalSchema,
  type AgentProposal,
  type ClientProposal,
  type ProposalRequest,
} from '../../../contract/proposals';
import { API_URL } from '../config';
import { dataOf, listOf } from './answers';
import type { Api } from './client';

/** Calls of an agent's tools: the bookings dashboard, markup and proposals. */

/** A page of the bookings dashboard. */
export interface BookingsPage {
  bookings: Reservation[];
  /** What each booking (by uuid) earned, where the API tells it. */
  earnings: Record<string, { commission: number; markup: number; currency: string }>;
  /** Who booked each booking (by uuid), where the API tells it. */
  bookedBy: Record<string, string>;
  /** Earnings of the whole filtered list per currency (empty when the API gives none). */
  totals: EarningsTotal[];
  /** The same per agent (an agency's list). */
  byAgent: { agent: string | null; totals: EarningsTotal[] }[];
  total: number;
  page: number;
  pages: number;
}

const pageMetaSchema = z.object({
  total: z.int(),
  page: z.int(),
  per_page: z.int(),
});
const earningsMetaSchema = z.object({
  totals: z.array(earningsTotalSchema),
  by_agent: agentBookingsSchema.shape.meta.shape.by_agent,
});

/**
 * `GET /v3/agent/bookings`: a page of the bookings the user may see, with the page count and,
 * when the API gives them, each booking's earnings and the filtered list's totals.
 */
export async function fetchAgentBookings(
  api: Api,
  query: Record<string, string>,
): Promise<BookingsPage | undefined> {
  const answer = await api.get<unknown>('/v3/agent/bookings', query);
  const bookings = listOf(reservationSchema, answer);
  const rawMeta = (answer as { meta?: unknown } | null | undefined)?.meta;
  const meta = z.safeParse(pageMetaSchema, rawMeta);
  if (!bookings || !meta.success) return undefined;
  const earnings: BookingsPage['earnings'] = {};
  const bookedBy: BookingsPage['bookedBy'] = {};
  for (const item of listOf(agentBookingSchema, answer) ?? []) {
    earnings[item.uuid] = {
      commission: item.earnings.commission.amount,
      markup: item.earnings.markup.amount,
      currency: item.earnings.commission.currency,
    };
    if (item.booked_by) bookedBy[item.uuid] = item.booked_by.name;
  }
  const sums = z.safeParse(earningsMetaSchema, rawMeta);
  const { total, page, per_page } = meta.data;
  return {
    bookings,
    earnings,
    bookedBy,
    totals: sums.success ? sums.data.totals : [],
    byAgent: sums.success
      ? sums.data.by_agent.map((group) => ({
          agent: group.agent?.name ?? null,
          totals: group.totals,
        }))
      : [],
    total,
    page,
    pages: Math.max(1, Math.ceil(total / Math.max(1, per_page))),
  };
}

/**
 * The address of the CSV export of a bookings list with these filters (every page), headers
 * in `locale`: a plain link, the session cookie signs it.
 */
export function agentBookingsCsvUrl(query: Record<string, string>, locale: string): string {
  const params = new URLSearchParams({ ...query, locale });
  params.delete('page');
  return `${API_URL}/v3/agent/bookings.csv?${params.toString()}`;
}

/** `GET /v3/agent/markup`: the agent's own markup, their agency's default and the one that applies. */
export async function fetchMarkup(api: Api): Promise<MarkupSettings | undefined> {
  return dataOf(markupSettingsSchema, await api.get<unknown>('/v3/agent/markup'));
}

/**
 * Sets (a rule) or removes (null) the agent's own markup, or with `agencyFid` the agency's
 * default (its owner only); answers the settings as they now stand.
 */
export async function saveMarkup(
  api: Api,
  rule: MarkupRuleJson | null,
  agencyFid?: number,
): Promise<MarkupSettings | undefined> {
  const path = agencyFid === undefined ? '/v3/agent/markup' : `/v3/agencies/${agencyFid}/markup`;
  const answer = await api.request<unknown>(
    path,
    rule ? { method: 'PUT', body: { ...rule } } : { method: 'DELETE' },
  );
  return dataOf(markupSettingsSchema, answer);
}

/** `POST /v3/agent/proposals`: an agent's proposal of chosen rates, with its signed link. */
export async function createProposal(
  api: Api,
  request: ProposalRequest,
): Promise<AgentProposal | undefined> {
  return dataOf(agentProposalSchema, await api.post<unknown>('/v3/agent/proposals', request));
}

/** `GET /v3/agent/proposals`: the agent's proposals, newest first, opened and booked or not. */
export async function fetchAgentProposals(api: Api): Promise<AgentProposal[] | undefined> {
  return listOf(agentProposalSchema, await api.get<unknown>('/v3/agent/proposals'));
}

/** `GET /v3/proposals/{id}`: a proposal as its client sees it, opened by its link's `sig`. */
export async function fetchProposal(
  api: Api,
  id: string,
  sig: string,
): Promise<ClientProposal | undefined> {
  return dataOf(
    clientProposalSchema,
    await api.request<unknown>(`/v3/proposals/${encodeURIComponent(id)}`, { query: { sig } }),
  );
}
