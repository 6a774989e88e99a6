import { z } from 'zod/mini';
import { boardSchema } from './boards.ts';
import { moneySchema, priceSchema } from './money.ts';
import { dateSchema, guestsSchema } from './stay.ts';
import { cancellationSchema } from './hotels.ts';

const described = <T extends z.ZodMiniType>(schema: T, description: string): T =>
  schema.check(z.describe(description));

/** Longest first or last name, and longest guest name, of a booking. */
export const NAME_MAX_LENGTH = 100;

/** `POST /v3/bookings`: book a rate for its stay, guests and currency, with the holder's details. */
export const bookingRequestSchema = z.strictObject({
  rate_id: z.string().check(z.minLength(1), z.maxLength(1000)),
  check_in: dateSchema,
  check_out: dateSchema,
  guests: described(guestsSchema, 'Must equal the rate’s guests'),
  currency: described(z.string(), 'Must equal the rate’s currency'),
  holder: z.strictObject({
    first_name: z.string().check(z.maxLength(NAME_MAX_LENGTH)),
    last_name: z.string().check(z.maxLength(NAME_MAX_LENGTH)),
    email: z.string().check(z.maxLength(254)),
    phone: described(
      z.string().check(z.maxLength(30)),
      'A valid number (libphonenumber-js), stored in E.164; without + it is read as a number of the rate’s visitor country',
    ),
  }),
  guests_names: z.optional(z.array(z.string().check(z.maxLength(NAME_MAX_LENGTH)))),
  special_requests: z.optional(z.string().check(z.maxLength(1000))),
  locale: z.optional(
    described(z.string(), 'Locale of the booking (messages and payment return page)'),
  ),
  fid: z.optional(
    described(z.int(), 'Agency attribution for signed-out / non-agent bookings (default 1)'),
  ),
});
export type BookingRequest = z.infer<typeof bookingRequestSchema>;

/** The states of a booking; an unpaid booking whose hold has ended is expired. */
export const BOOKING_STATUSES = ['pending_payment', 'confirmed', 'cancelled', 'expired'] as const;
export const bookingStatusSchema = z.enum(BOOKING_STATUSES);
export type BookingStatus = z.infer<typeof bookingStatusSchema>;

/** `POST /v3/bookings` answer (its `data`): the new booking, re-priced. */
export const bookingCreatedSchema = z.object({
  uuid: z.string().check(z.uuid()),
  reference: described(z.string(), 'Confirmation number, e.g. HS-7K4Q-29XM'),
  status: z.literal('pending_payment'),
  hold_expires_at: described(
    z.string(),
    'Until when the rooms are held for payment (API_HOLD_MINUTES)',
  ),
  price: priceSchema,
  price_changed: described(
    z.boolean(),
    'True when the live price differs from the quote in rate_id',
  ),
  previous_price: z.optional(moneySchema),
});
export type BookingCreated = z.infer<typeof bookingCreatedSchema>;

/** The hotel of a booking. */
export const bookingHotelSchema = z.object({
  id: z.int(),
  slug: z.string(),
  name: z.string(),
  stars: z.int(),
  address: z.string(),
  image: z.nullable(z.string()),
  city_name: z.string(),
  country_code: z.string(),
  country_slug: z.string(),
  destination_slug: z.string(),
});

/** A booking as its owner sees it: `GET /v3/bookings/{uuid}`, the reservations and agent lists. */
export const reservationSchema = z.object({
  uuid: z.string(),
  reference: z.string(),
  status: bookingStatusSchema,
  hold_expires_at: z.nullable(
    described(z.string(), 'While pending_payment: until when the rooms are held'),
  ),
  stay_status: z.enum(['upcoming', 'in_progress', 'past']),
  hotel: z.nullable(bookingHotelSchema),
  room: z.object({ code: z.string(), name: z.string() }),
  board: boardSchema,
  refundable: z.boolean(),
  check_in: dateSchema,
  check_out: dateSchema,
  nights: z.int(),
  guests: z.string(),
  rooms: z.int(),
  holder: z.object({
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    phone: z.string(),
  }),
  guests_names: z.nullable(z.array(z.string())),
  special_requests: z.nullable(z.string()),
  price: priceSchema,
  paid: moneySchema,
  cancellation: cancellationSchema,
  cancellable: z.boolean(),
  refund_if_cancelled: z.nullable(moneySchema),
  refund: z.nullable(moneySchema),
  agency_fid: z.int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Reservation = z.infer<typeof reservationSchema>;

/** `GET /v3/agent/bookings`: a page of the bookings a user may see. */
export const agentBookingsSchema = z.object({
  data: z.array(reservationSchema),
  meta: z.object({ total: z.int(), page: z.int(), per_page: z.int(), all: z.boolean() }),
});

/** `POST /v3/reservations/{uuid}/cancel`: a guest proves the booking with reference and email. */
export const cancelRequestSchema = z.strictObject({
  reference: z.optional(described(z.string(), 'Confirmation number')),
  email: z.optional(described(z.string(), 'Holder email')),
});

/** `POST /v3/bookings/{uuid}/pay` answer (its `data`): the payment page to send the payer to. */
export const paymentStartSchema = z.object({
  payment_url: z.string(),
  transaction: z.string(),
  amount: moneySchema,
});

/** The booking a transaction pays, in short. */
export const bookingSummarySchema = z.object({
  uuid: z.string(),
  reference: z.string(),
  status: z.string(),
  hotel_name: z.nullable(z.string()),
  check_in: dateSchema,
  check_out: dateSchema,
  guests: z.string(),
  holder_name: z.string(),
});
export type BookingSummary = z.infer<typeof bookingSummarySchema>;

/** `GET /v3/transactions/{uuid}` (its `data`): a payment attempt and the booking it pays. */
export const transactionSchema = z.object({
  uuid: z.string(),
  status: z.enum(['pending', 'succeeded', 'declined']),
  amount: moneySchema,
  card_last4: z.nullable(z.string()),
  failure: z.nullable(
    described(
      z.enum(['card_declined', 'already_paid', 'cancelled', 'expired']),
      'Why a declined attempt was declined; nothing was charged',
    ),
  ),
  message: z.nullable(described(z.string(), 'The localised reason of a declined attempt')),
  created_at: z.string(),
  updated_at: z.string(),
  booking: bookingSummarySchema,
  reservation: z.nullable(bookingSummarySchema),
});
export type Transaction = z.infer<typeof transactionSchema>;

/** A hotel voucher of a paid reservation (`GET /v3/vouchers`). */
export const voucherSchema = z.object({
  id: z.string(),
  code: z.string(),
  reservation_uuid: z.string(),
  status: z.enum(['valid', 'used', 'void']),
  hotel: z.nullable(
    z.object({
      id: z.int(),
      name: z.string(),
      address: z.string(),
      city_name: z.string(),
      country_code: z.string(),
      country_slug: z.string(),
      destination_slug: z.string(),
    }),
  ),
  check_in: dateSchema,
  check_out: dateSchema,
  guests: z.string(),
  board: z.string(),
  holder_name: z.string(),
  issued_at: z.string(),
});
export type Voucher = z.infer<typeof voucherSchema>;

/** `POST /v3/services/proxy`: a lead of the lead pop-up (stored, never forwarded). */
export const leadSchema = z.strictObject({
  to: z.optional(described(z.string(), 'Lead endpoint of the provider (stored, never called)')),
  bot: z.optional(described(z.union([z.literal(0), z.literal(1)]), '1 for he, else 0')),
  token: z.optional(z.string()),
  name: z.string(),
  fullname: z.optional(z.string()),
  email: z.string(),
  addToGroups: z.optional(described(z.int(), '217379 for he, else 243420')),
  lang: z.optional(z.string()),
  title: z.optional(z.string()),
  url: z.optional(z.string()),
  calling_code: z.optional(
    described(z.string(), 'Dial code, e.g. +972; the phone is read with it'),
  ),
  phone: described(
    z.string().check(z.maxLength(30)),
    'Digits, spaces, dashes, dots and brackets; a valid number (libphonenumber-js), stored also in E.164',
  ),
  ref: z.optional(z.union([z.string(), z.int()])),
  userid: z.optional(z.union([z.string(), z.int()])),
});
export type Lead = z.infer<typeof leadSchema>;

/** `POST /v3/services/proxy` answer (its `data`). */
export const leadStoredSchema = z.object({ id: z.int(), message: z.string() });

/** `POST /v3/bookings/{uuid}/pay` takes an empty JSON body. */
export const emptyBodySchema = z.strictObject({});

/** The card form of the simulated payment page (`POST /pay/{token}`, form data). */
export const cardFormSchema = z.object({
  card_name: z.string(),
  card_number: z.string(),
  expiry: z.string().check(z.describe('MM/YY')),
  cvc: z.string(),
});
