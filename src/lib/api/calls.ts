import { z } from 'zod/mini';
import type { bookingRequestSchema } from '../../../contract/bookings';
import {
  bookingCreatedSchema,
  reservationSchema,
  transactionSchema,
  type BookingCreated,
  type Reservation,
  type Transaction,
} from '../../../contract/bookings';
import type { searchRequestSchema } from '../../../contract/hotels';
import {
  hotelCardSchema,
  searchResultsSchema,
  searchSessionSchema,
  type SearchResults,
  type SearchSession,
} from '../../../contract/hotels';
import type { Api } from './client';

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

/** What a client sends to start a search (defaults may be left out). */
export type SearchRequest = z.input<typeof searchRequestSchema>;

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

/** `GET /v3/transactions/{uuid}`: a payment attempt and the booking it pays. */
export async function fetchTransaction(api: Api, uuid: string): Promise<Transaction | undefined> {
  return dataOf(
    transactionSchema,
    await api.get<unknown>(`/v3/transactions/${encodeURIComponent(uuid)}`),
  );
}
