import { z } from 'zod/mini';
import type { bookingRequestSchema, cancelRequestSchema } from '../../../contract/bookings';
import {
  bookingCreatedSchema,
  reservationSchema,
  transactionSchema,
  type BookingCreated,
  type Reservation,
  type Transaction,
} from '../../../contract/bookings';
import {
  agentBookingSchema,
  agentBookingsSchema,
  earningsTotalSchema,
  type EarningsTotal,
  leadStoredSchema,
  type LeadRequest,
  paymentStartSchema,
  type PaymentStart,
  type ReservationLookup,
  voucherSchema,
  type Voucher,
} from '../../../contract/bookings';
import { healthSchema } from '../../../contract/health';
import type { searchRequestSchema } from '../../../contract/hotels';
import {
  type AutocompleteRequest,
  type HotelPage,
  type RatesRequest,
  type SearchResults,
  type SearchSession,
  type Suggestion,
  hotelCardSchema,
  hotelPageSchema,
  searchResultsSchema,
  searchSessionSchema,
  suggestionSchema,
} from '../../../contract/hotels';
import { parseRates, type RatesResult } from '../booking/rates';
import type { Api } from './client';
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

/**
 * Typed calls of the booking API: each takes its request as the contract declares it and
 * reads its answer (`{ data }`) with the contract's schema. An answer off the contract is
 * `undefined`, for the caller to report as a bad answer; HTTP failures are `ApiError`s.
 */

function dataOf<S extends z.ZodMiniType>(schema: S, answer: unknown): z.output<S> | undefined {
  const data = (answer as { data?: unknown } | null | undefined)?.data;
  const parsed = z.safeParse(schema, data);
  return parsed.success ? parsed.data : undefined;
}

/** The items of a `{ data: [...] }` answer the schema reads (others are left out), or undefined when it is no list. */
function listOf<S extends z.ZodMiniType>(schema: S, answer: unknown): z.output<S>[] | undefined {
  const data = (answer as { data?: unknown } | null | undefined)?.data;
  if (!Array.isArray(data)) return undefined;
  return data.flatMap((item) => {
    const parsed = z.safeParse(schema, item);
    return parsed.success ? [parsed.data] : [];
  });
}

/** How a call may be cut short: aborted by its signal, or a time limit below the client's. */
export interface CallOptions {
  signal?: AbortSignal;
  timeout?: number;
}

/** What a client sends to start a search (defaults may be left out). */
export type SearchRequest = z.input<typeof searchRequestSchema>;

/** What a guest sends to cancel a reservation found without an account. */
export type CancelRequest = z.input<typeof cancelRequestSchema>;

/** What a client sends to book a rate. */
export type BookingRequest = z.input<typeof bookingRequestSchema>;

/** `POST /v3/hotels/search`: starts a search session. */
export async function startSearch(
  api: Api,
  request: SearchRequest,
): Promise<SearchSession | undefined> {
  return dataOf(searchSessionSchema, await api.post<unknown>('/v3/hotels/search', request));
}

/**
 * The query of `GET /v3/hotels/search/{session}`: sort, page and filters (prices in minor units
 * of the search currency), as `filtersQuery` (src/lib/search/filters.ts) builds it.
 */
export type SearchResultsQuery = Record<string, string | number>;

/** A results answer whose cards are read one by one (see `fetchSearchResults`). */
const searchResultsPageSchema = z.extend(searchResultsSchema, { hotels: z.array(z.unknown()) });

/**
 * `GET /v3/hotels/search/{session}`: a page of results while (or after) the session fills. The
 * cards are read one by one, so one card off the contract is left out instead of failing the
 * whole list.
 */
export async function fetchSearchResults(
  api: Api,
  session: string,
  query: SearchResultsQuery,
): Promise<SearchResults | undefined> {
  const page = dataOf(
    searchResultsPageSchema,
    await api.get<unknown>(`/v3/hotels/search/${encodeURIComponent(session)}`, query),
  );
  if (!page) return undefined;
  return {
    ...page,
    hotels: page.hotels.flatMap((h) => {
      const card = z.safeParse(hotelCardSchema, h);
      return card.success ? [card.data] : [];
    }),
  };
}

/**
 * `POST /v3/bookings`: books a rate; the same idempotency key with the same body answers the
 * first booking again instead of booking twice.
 */
export async function createBooking(
  api: Api,
  request: BookingRequest,
  idempotencyKey: string,
): Promise<BookingCreated | undefined> {
  return dataOf(
    bookingCreatedSchema,
    await api.post<unknown>('/v3/bookings', request, { 'Idempotency-Key': idempotencyKey }),
  );
}

/** `GET /v3/bookings/{uuid}`: a booking the caller may see. */
export async function fetchBooking(api: Api, uuid: string): Promise<Reservation | undefined> {
  return dataOf(
    reservationSchema,
    await api.get<unknown>(`/v3/bookings/${encodeURIComponent(uuid)}`),
  );
}

/**
 * `POST /v3/bookings/{uuid}/pay`: starts (or, with the same idempotency key, answers again) a
 * payment attempt and gives the payment page to send the payer to.
 */
export async function startPayment(
  api: Api,
  uuid: string,
  idempotencyKey: string,
): Promise<PaymentStart | undefined> {
  return dataOf(
    paymentStartSchema,
    await api.post<unknown>(
      `/v3/bookings/${encodeURIComponent(uuid)}/pay`,
      {},
      { 'Idempotency-Key': idempotencyKey },
    ),
  );
}

/** `GET /v3/transactions/{uuid}`: a payment attempt and the booking it pays. */
export async function fetchTransaction(api: Api, uuid: string): Promise<Transaction | undefined> {
  return dataOf(
    transactionSchema,
    await api.get<unknown>(`/v3/transactions/${encodeURIComponent(uuid)}`),
  );
}

/** How a page names a hotel: by its id, or by its country, destination and hotel slugs. */
export type HotelKey =
  { id: number } | { countrySlug: string; destinationSlug: string; hotelSlug: string };

/**
 * `GET /v3/hotels/{id}` or `GET /v3/hotels/by-slug/{country}/{destination}/{hotel}`: a hotel
 * page's content, read leniently (`hotelPageSchema`).
 */
export async function fetchHotel(api: Api, key: HotelKey): Promise<HotelPage | undefined> {
  const path =
    'id' in key
      ? `/v3/hotels/${key.id}`
      : `/v3/hotels/by-slug/${[key.countrySlug, key.destinationSlug, key.hotelSlug].map(encodeURIComponent).join('/')}`;
  return dataOf(hotelPageSchema, await api.get<unknown>(path));
}

/** `GET /v3/hotels/{id}/rates`: the rates of a stay; a malformed rate is left out, not fatal. */
export async function fetchRates(
  api: Api,
  hotelId: number,
  request: RatesRequest,
  options: CallOptions = {},
): Promise<RatesResult | undefined> {
  const answer = await api.request<unknown>(`/v3/hotels/${hotelId}/rates`, {
    query: { ...request },
    ...options,
  });
  return parseRates(answer) ?? undefined;
}

/** `GET /v3/places/autocomplete`: places and hotels matching typed text; malformed items left out. */
export async function suggestPlaces(
  api: Api,
  request: AutocompleteRequest,
  options: CallOptions = {},
): Promise<Suggestion[] | undefined> {
  const answer = await api.request<unknown>('/v3/places/autocomplete', {
    query: { ...request },
    ...options,
  });
  return listOf(suggestionSchema, answer);
}

/** `GET /v3/reservations`: the signed-in user's reservations (unreadable entries left out). */
export async function fetchReservations(api: Api): Promise<Reservation[] | undefined> {
  return listOf(reservationSchema, await api.get<unknown>('/v3/reservations'));
}

/**
 * `GET /v3/reservations/{uuid}` (the user's own) or `GET /v3/agent/bookings/{uuid}` (a booking
 * of the agent's or house's dashboard).
 */
export async function fetchReservation(
  api: Api,
  uuid: string,
  source: 'account' | 'dashboard',
): Promise<Reservation | undefined> {
  const base = source === 'account' ? '/v3/reservations' : '/v3/agent/bookings';
  return dataOf(reservationSchema, await api.get<unknown>(`${base}/${encodeURIComponent(uuid)}`));
}

/** `GET /v3/reservations/lookup`: a reservation found by its confirmation number and email. */
export async function lookUpReservation(
  api: Api,
  request: ReservationLookup,
): Promise<Reservation | undefined> {
  return dataOf(
    reservationSchema,
    await api.get<unknown>('/v3/reservations/lookup', { ...request }),
  );
}

/** `POST /v3/reservations/{uuid}/cancel`: the cancelled reservation; a guest proves it with reference and email. */
export async function cancelReservation(
  api: Api,
  uuid: string,
  request?: CancelRequest,
): Promise<Reservation | undefined> {
  const path = `/v3/reservations/${encodeURIComponent(uuid)}/cancel`;
  const answer = request
    ? await api.post<unknown>(path, { ...request })
    : await api.post<unknown>(path);
  return dataOf(reservationSchema, answer);
}

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

/** `GET /v3/vouchers`: the user's hotel vouchers (unreadable entries left out). */
export async function fetchVouchers(api: Api): Promise<Voucher[] | undefined> {
  return listOf(voucherSchema, await api.get<unknown>('/v3/vouchers'));
}

/** `POST /v3/services/proxy`: stores a lead (SPEC section 7); the stored lead's id and message. */
export async function sendLead(
  api: Api,
  lead: LeadRequest,
): Promise<z.output<typeof leadStoredSchema> | undefined> {
  return dataOf(leadStoredSchema, await api.post<unknown>('/v3/services/proxy', { ...lead }));
}

/**
 * `GET /health`: whether the API mails its confirmations (false when its mail is `off`), or
 * undefined when the answer cannot be read.
 */
export async function fetchSendsMail(api: Api): Promise<boolean | undefined> {
  const parsed = z.safeParse(healthSchema, await api.get<unknown>('/health'));
  return parsed.success ? parsed.data.mail !== 'off' : undefined;
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
