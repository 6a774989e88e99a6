import type { BookingCreated } from '../../../contract/bookings';
import { fetchHotel, fetchRates } from '../api/hotel-calls';
import type { Api } from '../api/client';
import { ApiError } from '../api/errors';
import { buildSearchParams, type Correction } from '../search-query';
import { GUEST_FIELDS, serverFieldErrors, type GuestField } from './guest-form';
import { hotelPath, type Hotel } from './hotel';
import {
  findSelectedRate,
  parseBookQuery,
  ratesRequest,
  type BookSelection,
  type Rate,
  type RatesResult,
} from './rates';

/** What the booking page shows: loading, a refusal, or the chosen rate ready to book. */
export type BookingLoad =
  | { status: 'loading' }
  | { status: 'invalid' }
  | { status: 'error'; message: string }
  | { status: 'gone'; hotelHref: string }
  | {
      status: 'ready';
      selection: BookSelection;
      corrections: Correction[];
      hotel: Hotel;
      rate: Rate;
      nights: number;
      repriced: boolean;
    };

/** What the last booking attempt said, beside the field errors. */
export type BookingOutcome =
  | { kind: 'none' }
  | { kind: 'soldOut'; message: string }
  | { kind: 'error'; messages: string[] }
  | { kind: 'priceChanged'; booking: BookingCreated };

/** Messages of a field, by guest field. */
export type FieldErrors = Partial<Record<GuestField, string>>;

/** The hotel page of a selection, with the search it was priced for (the way back). */
export function selectionHotelHref(hotel: Hotel, locale: string, selection: BookSelection): string {
  const query = Object.fromEntries(buildSearchParams({ ...selection.query, session: null }));
  return hotelPath(hotel, locale, query);
}

/**
 * The page once the hotel and its fresh rates are in: `ready` with the selected rate (or a
 * like one at a new price), `gone` when no such rate is left, `error` when either answer was
 * off the contract.
 */
export function bookingLoadOf(
  parsed: { selection: BookSelection; corrections: Correction[] },
  hotel: Hotel | undefined,
  rates: RatesResult | undefined,
  context: { locale: string; errorMessage: string },
): BookingLoad {
  if (!hotel || !rates) return { status: 'error', message: context.errorMessage };
  const { selection, corrections } = parsed;
  const found = findSelectedRate(rates.rates, selection);
  if (!found) {
    return { status: 'gone', hotelHref: selectionHotelHref(hotel, context.locale, selection) };
  }
  return {
    status: 'ready',
    selection,
    corrections,
    hotel,
    rate: found.rate,
    nights: rates.nights,
    repriced: found.repriced,
  };
}

/**
 * The page when loading failed: the API refusing the hotel or the stay (404, 422) makes the
 * link `invalid`; anything else is an `error` with the API's message (or `errorMessage`).
 */
export function bookingLoadFailure(error: unknown, errorMessage: string): BookingLoad {
  if (error instanceof ApiError && (error.status === 404 || error.status === 422)) {
    return { status: 'invalid' };
  }
  return { status: 'error', message: error instanceof ApiError ? error.message : errorMessage };
}

/**
 * Loads the booking page for its URL query (`?hotel=…&rate=…&check_in=…`): the hotel and
 * the stay's rates, both fresh. A query without a valid hotel and rate is `invalid` without
 * asking the API. Never throws.
 */
export async function loadBookingPage(
  api: Api,
  search: URLSearchParams,
  context: { locale: string; currency: string; errorMessage: string },
): Promise<BookingLoad> {
  const parsed = parseBookQuery(search, { currency: context.currency });
  if (!parsed) return { status: 'invalid' };
  const { selection } = parsed;
  try {
    const [hotel, rates] = await Promise.all([
      fetchHotel(api, { id: selection.hotelId }),
      fetchRates(api, selection.hotelId, {
        ...ratesRequest(selection.query, selection.query.country),
        // A proposal's rates: only those it offers, at its agent's client price.
        ...(selection.proposal
          ? { proposal: selection.proposal.id, proposal_sig: selection.proposal.sig }
          : {}),
      }),
    ]);
    return bookingLoadOf(parsed, hotel, rates, context);
  } catch (error) {
    return bookingLoadFailure(error, context.errorMessage);
  }
}

/** What a booking attempt leads to: the payment page, or what the form shows and focuses. */
export type SubmitResult =
  | { kind: 'pay'; uuid: string }
  | { kind: 'shown'; outcome: BookingOutcome; errors: FieldErrors; focus: GuestField | undefined };

/** The result of the API's answer to a booking (undefined: an answer off the contract). */
export function bookedResult(
  booking: BookingCreated | undefined,
  errorMessage: string,
): SubmitResult {
  if (!booking) {
    return {
      kind: 'shown',
      outcome: { kind: 'error', messages: [errorMessage] },
      errors: {},
      focus: undefined,
    };
  }
  if (booking.price_changed) {
    return {
      kind: 'shown',
      outcome: { kind: 'priceChanged', booking },
      errors: {},
      focus: undefined,
    };
  }
  return { kind: 'pay', uuid: booking.uuid };
}

/**
 * The result of a refused booking: a 422's field messages go under their fields (the first one
 * focused) and the others above the button; a 409 means the rate sold out; anything else is
 * the API's message (or `errorMessage`).
 */
export function refusedResult(error: unknown, errorMessage: string): SubmitResult {
  if (error instanceof ApiError && error.status === 422) {
    const { fields, other } = serverFieldErrors(error.fieldMessages);
    const outcome: BookingOutcome =
      other.length > 0 || Object.keys(fields).length === 0
        ? { kind: 'error', messages: other.length > 0 ? other : [error.message] }
        : { kind: 'none' };
    return { kind: 'shown', outcome, errors: fields, focus: GUEST_FIELDS.find((f) => fields[f]) };
  }
  if (error instanceof ApiError && error.status === 409) {
    return {
      kind: 'shown',
      outcome: { kind: 'soldOut', message: error.message },
      errors: {},
      focus: undefined,
    };
  }
  return {
    kind: 'shown',
    outcome: {
      kind: 'error',
      messages: [error instanceof ApiError ? error.message : errorMessage],
    },
    errors: {},
    focus: undefined,
  };
}
