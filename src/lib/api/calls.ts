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
import { searchSessionSchema, type SearchSession } from '../../../contract/hotels';
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
