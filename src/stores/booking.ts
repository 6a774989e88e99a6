import { atom } from 'nanostores';
import { createBooking } from '../lib/api/booking-calls';
import type { Api } from '../lib/api/client';
import { keyFor, type KeyedBody } from '../lib/api/idempotency';
import {
  bookedResult,
  loadBookingPage,
  refusedResult,
  type BookingLoad,
  type BookingOutcome,
  type FieldErrors,
  type SubmitResult,
} from '../lib/booking/book-page';
import { bookingRequest, type GuestField, type GuestForm } from '../lib/booking/guest-form';

/** The booking page's chosen rate, as loaded from its URL. */
export const $bookingLoad = atom<BookingLoad>({ status: 'loading' });

/** The booking form's attempt: whether one is under way, its outcome and its field messages. */
export const $bookingAttempt = atom<{
  submitting: boolean;
  outcome: BookingOutcome;
  errors: FieldErrors;
}>({ submitting: false, outcome: { kind: 'none' }, errors: {} });

// Only the newest load may set the page: an older one answering late is dropped.
let loadCount = 0;
// A resent form (double click, retry after a lost answer) books once: same body, same key.
let bookingKey: KeyedBody | null = null;

/** Loads the booking page for its URL query (again, for a retry) into `$bookingLoad`. */
export async function loadBooking(
  api: Api,
  search: URLSearchParams,
  context: { locale: string; currency: string; errorMessage: string },
): Promise<void> {
  const count = ++loadCount;
  $bookingLoad.set({ status: 'loading' });
  const load = await loadBookingPage(api, search, context);
  if (count === loadCount) $bookingLoad.set(load);
}

/** Shows client-side field messages (and clears the last outcome). */
export function showFieldErrors(errors: FieldErrors): void {
  $bookingAttempt.set({ ...$bookingAttempt.get(), outcome: { kind: 'none' }, errors });
}

/** Clears a field's message once the guest edits it. */
export function clearFieldError(field: GuestField): void {
  const attempt = $bookingAttempt.get();
  if (attempt.errors[field]) {
    $bookingAttempt.set({ ...attempt, errors: { ...attempt.errors, [field]: undefined } });
  }
}

/**
 * Books the loaded rate for the guest's details (`POST /v3/bookings`, with an idempotency key
 * kept while the body stays the same). Undefined when nothing is loaded or a booking is under
 * way; `pay` leaves the form busy while the page moves on to the payment.
 */
export async function submitBooking(
  api: Api,
  form: GuestForm,
  context: { locale: string; fid: number | null; errorMessage: string },
): Promise<SubmitResult | undefined> {
  const load = $bookingLoad.get();
  if (load.status !== 'ready' || $bookingAttempt.get().submitting) return undefined;
  $bookingAttempt.set({ ...$bookingAttempt.get(), submitting: true });
  const { selection, rate } = load;
  const body = {
    ...bookingRequest(
      selection.query,
      { rate_id: rate.rate_id, currency: rate.price.total.currency },
      form,
      context.locale,
      context.fid,
    ),
    // A rate of an agent's proposal is booked as the agent's sale.
    ...(selection.proposal ? { proposal: selection.proposal } : {}),
  };
  bookingKey = keyFor(bookingKey, body);
  let result: SubmitResult;
  try {
    result = bookedResult(await createBooking(api, body, bookingKey.key), context.errorMessage);
  } catch (error) {
    result = refusedResult(error, context.errorMessage);
  }
  $bookingAttempt.set(
    result.kind === 'pay'
      ? { ...$bookingAttempt.get(), submitting: true }
      : { submitting: false, outcome: result.outcome, errors: result.errors },
  );
  return result;
}
