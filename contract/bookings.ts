import { z } from 'zod/mini';
import { described } from './described.ts';
import { moneySchema, priceSchema } from './money.ts';
import { dateSchema } from './stay-schemas.ts';
import { boardSchema, timeZoneSchema } from './hotel-fields.ts';
import { cancellationSchema } from './hotels.ts';

/** Longest first or last name, and longest guest name, of a booking. */
export const NAME_MAX_LENGTH = 100;

/** Longest phone number text accepted (digits, spaces, dashes, dots, brackets and a leading +). */
export const PHONE_MAX_LENGTH = 30;

/**
 * A phone field: at most 30 characters of digits, spaces, dashes, dots and brackets after an
 * optional `+`, with 6 to 17 digits. Whether it is a real number is the API's call
 * (libphonenumber-js). The refusal's message is the API's message key.
 */
export const phoneSchema = z.string().check(
  z.trim(),
  z.minLength(1),
  z.maxLength(PHONE_MAX_LENGTH),
  z.refine((v) => /^\+?[\d\s().-]+$/.test(v) && /^(?:\D*\d){6,17}\D*$/.test(v), {
    message: 'validation.phone',
  }),
);

const personName = z.string().check(z.trim(), z.minLength(1), z.maxLength(NAME_MAX_LENGTH));

/** A date field of a body; the API checks the date itself (422 on the field) after the shape. */
const bodyDate = described(z.string().check(z.maxLength(20)), 'Date YYYY-MM-DD');

/** `POST /v3/bookings`: book a rate for its stay, guests and currency, with the holder's details. */
export const bookingRequestSchema = z.strictObject({
  rate_id: z.string().check(z.minLength(1), z.maxLength(1000)),
  check_in: bodyDate,
  check_out: bodyDate,
  guests: described(z.string().check(z.maxLength(100)), 'Must equal the rate’s guests'),
  currency: described(z.string().check(z.maxLength(10)), 'Must equal the rate’s currency'),
  holder: z.strictObject({
    first_name: personName,
    last_name: personName,
    email: z.pipe(z.string().check(z.trim(), z.minLength(1), z.maxLength(254)), z.email()),
    phone: described(
      phoneSchema,
      'A valid number (libphonenumber-js), stored in E.164; without + it is read as a number of the rate’s visitor country',
    ),
  }),
  guests_names: z.optional(z.array(personName).check(z.maxLength(64))),
  special_requests: z.optional(z.string().check(z.maxLength(1000))),
  locale: z.optional(
    described(
      z.string().check(z.maxLength(10)),
      'Locale of the booking (messages and payment return page)',
    ),
  ),
  fid: z.optional(
    described(
      z.int().check(z.minimum(1)),
      'Agency attribution for signed-out / non-agent bookings (default 1)',
    ),
  ),
  proposal: z.optional(
    described(
      z.strictObject({
        id: z.string().check(z.maxLength(64)),
        sig: z.string().check(z.maxLength(64)),
      }),
      'The proposal the rate was chosen from (its link’s id and sig): the booking belongs to the proposal’s agency and carries its agent’s markup; the rate must be one the proposal offers',
    ),
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

/** A slug of the site's routes (`bergblick-berlin`): what a client may put in a path. */
export const slugSchema = z.string().check(z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/));

/** The hotel of a booking. */
export const bookingHotelSchema = z.object({
  id: z.int(),
  slug: slugSchema,
  name: z.string(),
  stars: z.int(),
  address: z.string(),
  image: z.nullable(z.string()),
  city_name: z.string(),
  country_code: z.string(),
  country_slug: slugSchema,
  destination_slug: slugSchema,
  time_zone: timeZoneSchema,
  check_in_time: described(z.string(), 'HH:MM on the hotel’s clock (time_zone)'),
  check_out_time: described(z.string(), 'HH:MM on the hotel’s clock (time_zone)'),
});

/**
 * The documents of a confirmed booking: signed links that open its PDF voucher and its `.ics`
 * calendar entry without a session until they expire (a day), as paths under the API's base
 * address (a client prefixes the address it calls the API at).
 */
export const bookingDocumentsSchema = z.object({
  voucher: described(
    z.string(),
    'Path of the PDF voucher: /v3/documents/{uuid}/voucher.pdf?exp=…&sig=…',
  ),
  calendar: described(
    z.string(),
    'Path of the calendar entry: /v3/documents/{uuid}/calendar.ics?exp=…&sig=…',
  ),
});
export type BookingDocuments = z.infer<typeof bookingDocumentsSchema>;

/** Links to a booking's documents while it is confirmed, else null. */
const documentsField = z.nullable(bookingDocumentsSchema);

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
  documents: documentsField,
  created_at: z.string(),
  updated_at: z.string(),
});
export type Reservation = z.infer<typeof reservationSchema>;

/** An agent's earnings in one currency: commission and markup earned, and of how many bookings. */
export const earningsTotalSchema = z.object({
  currency: z.string(),
  bookings: described(z.int(), 'Bookings of the filtered list in this currency'),
  confirmed: z.int(),
  cancelled: z.int(),
  /** Cancelled bookings that gave money back (in full or in part). */
  refunded: z.int(),
  /** Client prices of confirmed bookings plus what cancelled ones kept, minor units. */
  sales: z.int(),
  commission: z.int(),
  markup: z.int(),
});
export type EarningsTotal = z.infer<typeof earningsTotalSchema>;

/** A booking of the agent list with who booked it and what it earned. */
export const agentBookingSchema = z.extend(reservationSchema, {
  booked_by: z.nullable(z.object({ id: z.int(), name: z.string() })),
  /**
   * The commission and markup earned: all of them when confirmed, the kept share when
   * cancelled (none when refunded in full), none while unpaid or expired.
   */
  earnings: z.object({ commission: moneySchema, markup: moneySchema }),
});
export type AgentBooking = z.infer<typeof agentBookingSchema>;

/** `GET /v3/agent/bookings`: a page of the bookings a user may see, with the filtered totals. */
export const agentBookingsSchema = z.object({
  data: z.array(agentBookingSchema),
  meta: z.object({
    total: z.int(),
    page: z.int(),
    per_page: z.int(),
    all: z.boolean(),
    /** Earnings of the whole filtered list (every page), per currency. */
    totals: z.array(earningsTotalSchema),
    /** With all=true: the same per agent who booked (null: bookings made signed out). */
    by_agent: z.array(
      z.object({
        agent: z.nullable(z.object({ id: z.int(), name: z.string() })),
        totals: z.array(earningsTotalSchema),
      }),
    ),
  }),
});

/** A confirmation number as a guest types it. */
const referenceText = z.string().check(z.trim(), z.minLength(1), z.maxLength(40));
/** The booking's holder email as a guest types it. */
const holderEmail = z.pipe(z.string().check(z.trim(), z.minLength(1), z.maxLength(254)), z.email());

/** `GET /v3/reservations/lookup` query: a guest finds a booking by its confirmation number and email. */
export const reservationLookupSchema = z.object({
  reference: described(referenceText, 'Confirmation number'),
  email: described(holderEmail, 'Holder email'),
});
export type ReservationLookup = z.input<typeof reservationLookupSchema>;

/** `POST /v3/reservations/{uuid}/cancel`: a guest proves the booking with reference and email. */
export const cancelRequestSchema = z.strictObject({
  reference: z.optional(described(referenceText, 'Confirmation number')),
  email: z.optional(described(holderEmail, 'Holder email')),
});

/** `POST /v3/bookings/{uuid}/pay` answer (its `data`): the payment page to send the payer to. */
export const paymentStartSchema = z.object({
  payment_url: z.string(),
  transaction: z.string(),
  amount: moneySchema,
});
export type PaymentStart = z.infer<typeof paymentStartSchema>;

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
  confirmation_email: z.nullable(
    described(
      z.string(),
      'Where the confirmation is mailed once the booking is confirmed; null before that, and when the API sends no mail',
    ),
  ),
  documents: documentsField,
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
  documents: documentsField,
});
export type Voucher = z.infer<typeof voucherSchema>;

const leadText = z.string().check(z.maxLength(2000));
const leadId = z.union([z.string().check(z.maxLength(50)), z.int()]);

/** `POST /v3/services/proxy`: the lead payload of SPEC section 7 and nothing else (stored, never forwarded). */
export const leadSchema = z.strictObject({
  to: z.optional(
    described(leadText, "Lead endpoint of the provider (ignored: the server's own is stored)"),
  ),
  bot: z.optional(described(z.union([z.literal(0), z.literal(1)]), '1 for he, else 0')),
  token: z.optional(
    described(z.string().check(z.maxLength(200)), "Ignored: the server's own is stored"),
  ),
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  fullname: z.optional(z.string().check(z.maxLength(100))),
  email: z.pipe(z.string().check(z.trim(), z.minLength(1), z.maxLength(254)), z.email()),
  addToGroups: z.optional(
    described(z.int(), "217379 for he, else 243420 (ignored: the server's own group is stored)"),
  ),
  lang: z.optional(z.string().check(z.maxLength(10))),
  title: z.optional(z.string().check(z.maxLength(300))),
  url: z.optional(leadText),
  calling_code: z.optional(
    described(
      z.string().check(z.maxLength(10), z.regex(/^\+?[\d-]*$/)),
      'Dial code, e.g. +972; the phone is read with it',
    ),
  ),
  phone: described(
    phoneSchema,
    'Digits, spaces, dashes, dots and brackets; a valid number (libphonenumber-js), stored also in E.164',
  ),
  ref: z.optional(leadId),
  userid: z.optional(leadId),
});
export type Lead = z.infer<typeof leadSchema>;
/** What a client sends as a lead. */
export type LeadRequest = z.input<typeof leadSchema>;

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
