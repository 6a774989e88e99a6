import { z } from 'zod/mini';
import type { bookingRequestSchema, cancelRequestSchema } from '../../../contract/bookings';
import {
  bookingCreatedSchema,
  leadStoredSchema,
  paymentStartSchema,
  reservationSchema,
  transactionSchema,
  voucherSchema,
  type BookingCreated,
  type LeadRequest,
  type PaymentStart,
  type Reservation,
  type ReservationLookup,
  type Transaction,
  type Voucher,
} from '../../../contract/bookings';
import { healthSchema } from '../../../contract/health';
import { dataOf, listOf } from './answers';
import type { Api } from './client';

/** Calls of a booking and after: book, pay, read, find and cancel reservations, vouchers, leads. */

/** What a guest sends to cancel a reservation found without an account. */
export type CancelRequest = z.input<typeof cancelRequestSchema>;

/** What a client sends to book a rate. */
export type BookingRequest = z.input<typeof bookingRequestSchema>;

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
