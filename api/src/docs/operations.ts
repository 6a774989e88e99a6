import { z } from 'zod';
import {
  agentBookingsSchema,
  bookingCreatedSchema,
  bookingRequestSchema,
  bookingStatusSchema,
  cancelRequestSchema,
  cardFormSchema,
  emptyBodySchema,
  leadSchema,
  leadStoredSchema,
  paymentStartSchema,
  reservationSchema,
  transactionSchema,
  voucherSchema,
} from '../../../contract/bookings.ts';
import {
  hotelDetailSchema,
  landingSchema,
  ratesSchema,
  RESULT_SORTS,
  searchRequestSchema,
  searchResultsSchema,
  searchSessionSchema,
  suggestionSchema,
} from '../../../contract/hotels.ts';
import { dateSchema } from '../../../contract/stay-schemas.ts';
import { loginFormSchema, registrationSchema, userSchema } from '../../../contract/user.ts';
import { whiteLabelSchema } from '../../../contract/white-label.ts';
import type { Operation } from './document.ts';

/** `{ data: schema }`, the envelope of the API's answers. */
const data = <T extends z.core.$ZodType>(schema: T) => z.object({ data: schema });

/** Descriptions of the error answers many operations share. */
const R = {
  e401: 'Signed out without the bearer token (or the call needs a signed-in user)',
  e404: 'Not found',
  e419: 'Missing or mismatching X-XSRF-TOKEN',
  e422: 'Validation failed',
  e429: 'Too many attempts (Retry-After header)',
  e404own:
    'Not found: also for a booking that exists but is not the caller’s (the same answer, so nothing tells them apart)',
};

/**
 * Every route of the API: what it does, who may call it, its parameters, and the contract
 * schemas of its body and answers (the OpenAPI document is generated from this table).
 */
export const operations: Record<string, Record<string, Operation>> = {
  '/sanctum/csrf-cookie': {
    get: {
      tag: 'Auth',
      security: 'none',
      summary: 'Anti-forgery cookie',
      description:
        'Starts (or keeps) a server-side session. Sets XSRF-TOKEN (readable by scripts, SameSite=Lax, path /) and storefront_session (HttpOnly, SameSite=Lax, Secure over https). Send the XSRF-TOKEN value back as X-XSRF-TOKEN on every POST/PUT/PATCH/DELETE.',
      responses: { '204': 'Cookies set' },
    },
  },
  '/login': {
    post: {
      tag: 'Auth',
      security: 'none',
      csrf: true,
      summary: 'Sign in',
      description:
        'Form data (urlencoded or multipart): email, password, remember. remember=true gives a 30-day session cookie, otherwise a browser-session cookie (2 h idle on the server). Other fields are refused (422). Rate-limited: 10 attempts a minute per client address and 100 failed sign-ins an hour per account (OWASP ASVS 2.2.1; while locked, even the right password answers 429). Counters live in the database and survive a restart.',
      body: {
        form: true,
        schema: loginFormSchema,
      },
      responses: {
        '200': { description: 'Signed in', schema: data(userSchema) },
        '419': R.e419,
        '422': 'Wrong credentials (errors.email) or missing fields',
        '429': R.e429,
      },
    },
  },
  '/logout': {
    post: {
      tag: 'Auth',
      security: 'either',
      csrf: true,
      summary: 'Sign out',
      responses: { '204': 'Session ended, cookies cleared', '401': R.e401, '419': R.e419 },
    },
  },
  '/v3/auth': {
    get: {
      tag: 'Auth',
      security: 'session',
      summary: 'Current user',
      responses: {
        '200': { description: 'The user', schema: data(userSchema) },
        '401': 'Not signed in',
      },
    },
  },
  '/api/register': {
    post: {
      tag: 'Auth',
      security: 'bearer',
      csrf: true,
      summary: 'Register',
      description:
        "JSON or form: name (English letters, spaces, . ' -), email (unique), password (8+), password_confirmation, remember. Does not sign in: call /login next. Other fields are refused (422). Rate-limited: 10 a minute per client address.",
      body: {
        json: true,
        form: true,
        schema: registrationSchema,
      },
      responses: {
        '201': { description: 'Registered', schema: data(userSchema) },
        '400': 'Malformed JSON',
        '401': R.e401,
        '419': R.e419,
        '422': R.e422,
        '429': R.e429,
      },
    },
  },
  '/v3/agent/{fid}': {
    get: {
      tag: 'White label',
      summary: 'Agent settings by fid',
      description: 'fid 1 is the house (white_label false, no colours).',
      params: [{ name: 'fid', in: 'path', schema: z.int() }],
      responses: {
        '200': { description: 'Settings', schema: data(whiteLabelSchema) },
        '401': R.e401,
        '404': R.e404,
      },
    },
  },
  '/v3/agency/{host}': {
    get: {
      tag: 'White label',
      summary: 'Agency settings by host (hosts ending in WHITE_LABEL_TLD)',
      params: [{ name: 'host', in: 'path', schema: z.string() }],
      responses: {
        '200': { description: 'Settings', schema: data(whiteLabelSchema) },
        '401': R.e401,
        '404': R.e404,
      },
    },
  },
  '/v3/white-label/{host}': {
    get: {
      tag: 'White label',
      summary: 'White-label settings of a custom host',
      params: [{ name: 'host', in: 'path', schema: z.string() }],
      responses: {
        '200': { description: 'Settings', schema: data(whiteLabelSchema) },
        '401': R.e401,
        '404': R.e404,
      },
    },
  },
  '/v3/services/proxy': {
    post: {
      tag: 'Leads',
      csrf: true,
      summary: 'Capture a lead',
      description:
        'Stores the validated payload (only the fields below, each bounded; others are refused with 422) with the time and the phone in E.164. Nothing is forwarded. Rate-limited: 10 a minute per client address.',
      body: { json: true, schema: leadSchema },
      responses: {
        '201': { description: 'Stored', schema: data(leadStoredSchema) },
        '401': R.e401,
        '419': R.e419,
        '422': 'errors.name / errors.email / errors.phone',
        '429': R.e429,
      },
    },
  },
  '/v3/places/autocomplete': {
    get: {
      tag: 'Places',
      summary: 'Destination autocomplete',
      description:
        'Accent- and case-insensitive prefix match on any word of the name (countries also by Hebrew name). Best first: whole-name prefixes, then popularity.',
      params: [
        { name: 'q', in: 'query', schema: z.string().max(100) },
        {
          name: 'limit',
          in: 'query',
          schema: z.int().min(1).max(50).default(10),
        },
      ],
      responses: {
        '200': { description: 'Suggestions', schema: data(z.array(suggestionSchema)) },
        '401': R.e401,
        '422': R.e422,
      },
    },
  },
  '/v3/destinations/{countrySlug}': {
    get: {
      tag: 'Places',
      summary: 'Country landing data',
      params: [
        { name: 'countrySlug', in: 'path', schema: z.string() },
        { name: 'currency', in: 'query', schema: z.string().default('EUR') },
      ],
      responses: {
        '200': { description: 'Country', schema: data(landingSchema) },
        '401': R.e401,
        '404': R.e404,
        '422': 'Unknown currency',
      },
    },
  },
  '/v3/destinations/{countrySlug}/{destinationSlug}': {
    get: {
      tag: 'Places',
      summary: 'City landing data',
      params: [
        { name: 'countrySlug', in: 'path', schema: z.string() },
        { name: 'destinationSlug', in: 'path', schema: z.string() },
        { name: 'currency', in: 'query', schema: z.string() },
      ],
      responses: {
        '200': { description: 'City', schema: data(landingSchema) },
        '401': R.e401,
        '404': R.e404,
        '422': 'Unknown currency',
      },
    },
  },
  '/v3/places/{placeId}': {
    get: {
      tag: 'Places',
      summary: 'A city (city-<id>) or named place (place-<slug>)',
      params: [
        { name: 'placeId', in: 'path', schema: z.string() },
        { name: 'currency', in: 'query', schema: z.string() },
      ],
      responses: {
        '200': { description: 'Place', schema: data(landingSchema) },
        '401': R.e401,
        '404': R.e404,
        '422': 'Unknown currency',
      },
    },
  },
  '/v3/hotels/search': {
    post: {
      tag: 'Search',
      csrf: true,
      summary: 'Create a search session',
      description:
        'The session (kept in the site URL) fills over ~2.5 s of wall time (API_SEARCH_FILL_MS): a first poll already shows results. Sessions live 60 minutes and survive a restart.',
      body: { json: true, schema: searchRequestSchema },
      responses: {
        '201': {
          description: 'Created',
          schema: data(searchSessionSchema),
        },
        '400': 'Malformed JSON',
        '401': R.e401,
        '419': R.e419,
        '422': 'Field errors: destination, place_id, check_in, check_out, guests, currency',
      },
    },
  },
  '/v3/hotels/search/{session}': {
    get: {
      tag: 'Search',
      summary: 'Poll a search session (sort, filter, page)',
      description:
        'Prices are totals for the stay in the session currency. Filters pick each hotel’s cheapest offer matching board and free_cancellation; facets count the visible hotels before filters.',
      params: [
        { name: 'session', in: 'path', schema: z.string() },
        {
          name: 'sort',
          in: 'query',
          schema: z.enum(RESULT_SORTS).default('price'),
        },
        { name: 'price_min', in: 'query', schema: z.int().describe('Minor units') },
        { name: 'price_max', in: 'query', schema: z.int().describe('Minor units') },
        { name: 'stars', in: 'query', schema: z.string().describe('Comma list, e.g. 3,4') },
        { name: 'board', in: 'query', schema: z.string().describe('Comma list of RO,BB,HB,FB,AI') },
        { name: 'free_cancellation', in: 'query', schema: z.enum(['0', '1', 'true', 'false']) },
        { name: 'rating_min', in: 'query', schema: z.number().describe('0-10') },
        { name: 'page', in: 'query', schema: z.int().min(1).default(1) },
        {
          name: 'per_page',
          in: 'query',
          schema: z.int().min(1).max(100).default(20),
        },
      ],
      responses: {
        '200': { description: 'Results so far', schema: data(searchResultsSchema) },
        '401': R.e401,
        '404': 'Unknown or expired session: search again',
        '422': R.e422,
      },
    },
  },
  '/v3/hotels/{id}': {
    get: {
      tag: 'Hotels',
      summary: 'Hotel content',
      params: [{ name: 'id', in: 'path', schema: z.int() }],
      responses: {
        '200': { description: 'Hotel', schema: data(hotelDetailSchema) },
        '401': R.e401,
        '404': R.e404,
      },
    },
  },
  '/v3/hotels/by-slug/{countrySlug}/{destinationSlug}/{hotelSlug}': {
    get: {
      tag: 'Hotels',
      summary: 'Hotel content by slugs',
      params: [
        { name: 'countrySlug', in: 'path', schema: z.string() },
        { name: 'destinationSlug', in: 'path', schema: z.string() },
        { name: 'hotelSlug', in: 'path', schema: z.string() },
      ],
      responses: {
        '200': { description: 'Hotel', schema: data(hotelDetailSchema) },
        '401': R.e401,
        '404': R.e404,
      },
    },
  },
  '/v3/hotels/{id}/rates': {
    get: {
      tag: 'Hotels',
      summary: 'Live rooms and rates for a stay',
      description:
        'Every fitting room type x board, refundable (until free_until) and non-refundable (RO, BB). Inventory-aware. Signed-in agents (plan_id set) also get price.net, price.gross and price.commission.',
      params: [
        { name: 'id', in: 'path', schema: z.int() },
        { name: 'check_in', in: 'query', schema: dateSchema, required: true },
        { name: 'check_out', in: 'query', schema: dateSchema, required: true },
        { name: 'guests', in: 'query', schema: z.string().default('2') },
        { name: 'currency', in: 'query', schema: z.string().default('EUR') },
        { name: 'country', in: 'query', schema: z.string().describe('Visitor country') },
      ],
      responses: {
        '200': {
          description: 'Rates, cheapest first',
          schema: data(ratesSchema),
        },
        '401': R.e401,
        '404': R.e404,
        '422': R.e422,
      },
    },
  },
  '/v3/bookings': {
    post: {
      tag: 'Bookings',
      csrf: true,
      idempotent: true,
      security: 'either',
      summary: 'Book a rate (price re-check)',
      description:
        'Runs in one BEGIN IMMEDIATE transaction: re-prices the rate against live inventory and holds the rooms, so the last room is never sold twice. An unpaid booking holds its rooms until hold_expires_at (API_HOLD_MINUTES, default 15), then it is expired and the rooms are for sale again without any clean-up. A client holds at most API_MAX_HOLDS_PER_SESSION unpaid bookings per session or signed-in user (default 3) and API_MAX_HOLDS_PER_CLIENT per address (default 10): beyond, 429 with Retry-After until the oldest hold ends. At most 30 new bookings per 10 minutes per address. The booking belongs to the signed-in user, else to the session that made it.',
      body: { json: true, schema: bookingRequestSchema },
      responses: {
        '201': { description: 'Booked, awaiting payment', schema: data(bookingCreatedSchema) },
        '401': R.e401,
        '409': 'Sold out for these dates (localised)',
        '419': R.e419,
        '422': 'Validation failed; errors.idempotency_key when the key was used for another body',
        '429': 'Too many unpaid bookings held, or too many bookings from the address (Retry-After)',
      },
    },
  },
  '/v3/bookings/{uuid}': {
    get: {
      tag: 'Bookings',
      security: 'either',
      summary: 'A booking',
      description:
        'Only for the user who booked, the session that made a guest booking, the agents (with the reservations action) of the agency it was booked under, and house staff for house bookings. Guests elsewhere use /v3/reservations/lookup.',
      params: [{ name: 'uuid', in: 'path', schema: z.string() }],
      responses: {
        '200': { description: 'Booking', schema: data(reservationSchema) },
        '401': R.e401,
        '404': R.e404own,
      },
    },
  },
  '/v3/bookings/{uuid}/pay': {
    post: {
      tag: 'Payments',
      security: 'either',
      csrf: true,
      idempotent: true,
      summary: 'Start a payment',
      description:
        'Same access as GET /v3/bookings/{uuid}; empty JSON body. Creates a payment attempt (a pending transaction) for pay_now and answers the simulated provider page URL. Only one attempt of a booking can ever succeed: the card is decided and the booking marked paid in one transaction. Test cards: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined (any future expiry, any CVC).',
      params: [{ name: 'uuid', in: 'path', schema: z.string() }],
      body: { json: true, schema: emptyBodySchema },
      responses: {
        '200': {
          description: 'Payment page',
          schema: data(paymentStartSchema),
        },
        '401': R.e401,
        '404': R.e404own,
        '409': 'Not payable, with the reason: already paid, cancelled, or expired (hold ended)',
        '422': 'Unknown fields, or errors.idempotency_key',
        '419': R.e419,
      },
    },
  },
  '/pay/{token}': {
    get: {
      tag: 'Payments',
      security: 'none',
      summary: 'Provider page (HTML card form)',
      params: [{ name: 'token', in: 'path', schema: z.string() }],
      responses: {
        '200': { description: 'Card form', html: true },
        '404': { description: 'Unknown link', html: true },
        '409': {
          description: 'Already completed, or the booking is paid, cancelled or expired (message)',
          html: true,
        },
      },
    },
    post: {
      tag: 'Payments',
      security: 'none',
      summary: 'Submit the card form',
      description:
        'Form fields card_name, card_number, expiry (MM/YY), cvc. Redirects 303 to ${SITE_URL}/{lang/}transaction/{uuid}/success or /error (no prefix for en). Only SITE_URL is ever a redirect target. Deciding the card and confirming the booking happen in one transaction; a replayed submission changes nothing (409).',
      params: [{ name: 'token', in: 'path', schema: z.string() }],
      body: {
        form: true,
        schema: cardFormSchema,
      },
      responses: {
        '303': {
          description: 'Back to the site',
          headers: { Location: { schema: { type: 'string' } } },
        },
        '404': { description: 'Unknown link', html: true },
        '409': {
          description:
            'Already completed (replay), or refused because the booking was paid by another attempt, cancelled or expired: nothing charged, the attempt is declined with that failure',
          html: true,
        },
        '422': { description: 'Form with field errors', html: true },
      },
    },
  },
  '/v3/transactions/{uuid}': {
    get: {
      tag: 'Payments',
      security: 'either',
      summary: 'Transaction status',
      description: 'Same access as the booking it pays (GET /v3/bookings/{uuid}).',
      params: [{ name: 'uuid', in: 'path', schema: z.string() }],
      responses: {
        '200': { description: 'Status', schema: data(transactionSchema) },
        '401': R.e401,
        '404': R.e404own,
      },
    },
  },
  '/v3/reservations': {
    get: {
      tag: 'Reservations',
      security: 'session',
      summary: 'The signed-in user’s reservations, newest first',
      responses: {
        '200': { description: 'List', schema: data(z.array(reservationSchema)) },
        '401': R.e401,
      },
    },
  },
  '/v3/reservations/lookup': {
    get: {
      tag: 'Reservations',
      summary: 'Guest look-up by confirmation number and email',
      description:
        'Throttled: 20 look-ups per 15 minutes per client address, and 10 failed proofs an hour per reference (then 429 for that reference, the right email included).',
      params: [
        { name: 'reference', in: 'query', schema: z.string(), required: true },
        { name: 'email', in: 'query', schema: z.string(), required: true },
      ],
      responses: {
        '200': { description: 'Reservation', schema: data(reservationSchema) },
        '401': R.e401,
        '404': R.e404,
        '422': R.e422,
        '429': R.e429,
      },
    },
  },
  '/v3/reservations/{uuid}': {
    get: {
      tag: 'Reservations',
      security: 'session',
      summary: 'A reservation the signed-in user may see',
      description: 'Same access as GET /v3/bookings/{uuid}, for signed-in users.',
      params: [{ name: 'uuid', in: 'path', schema: z.string() }],
      responses: {
        '200': { description: 'Reservation', schema: data(reservationSchema) },
        '401': R.e401,
        '404': R.e404own,
      },
    },
  },
  '/v3/reservations/{uuid}/cancel': {
    post: {
      tag: 'Reservations',
      security: 'either',
      csrf: true,
      summary: 'Cancel (honours the policy; answers the refund)',
      description:
        'Whoever may see the booking (GET /v3/bookings/{uuid}) cancels it with an empty JSON body; anyone else proves it with JSON { reference, email } (throttled as the look-up). Everyone else gets 404. Full refund before free_until, paid minus penalty after it, nothing for non-refundable rates. Stays that have begun cannot be cancelled.',
      params: [{ name: 'uuid', in: 'path', schema: z.string() }],
      body: {
        json: true,
        schema: cancelRequestSchema,
      },
      responses: {
        '200': { description: 'Cancelled, with refund', schema: data(reservationSchema) },
        '401': R.e401,
        '404': R.e404own,
        '409': 'Not cancellable',
        '419': R.e419,
        '422': R.e422,
        '429': R.e429,
      },
    },
  },
  '/v3/agent/bookings': {
    get: {
      tag: 'Agents',
      security: 'session',
      summary: 'Bookings of the user, or of the whole agency with all=true',
      description:
        'Without all: the bookings the user made. all=true: house staff (role staff) get the house’s bookings (fid 1); an agent with an agency (fid) and the reservations action gets that agency’s; anyone else 403. No agent id never means the house.',
      params: [
        {
          name: 'status',
          in: 'query',
          schema: bookingStatusSchema,
        },
        { name: 'from', in: 'query', schema: dateSchema, description: 'Check-in on or after' },
        { name: 'to', in: 'query', schema: dateSchema, description: 'Check-in on or before' },
        { name: 'q', in: 'query', schema: z.string().describe('Reference, hotel or holder') },
        { name: 'all', in: 'query', schema: z.enum(['true', 'false']) },
        { name: 'page', in: 'query', schema: z.int() },
        { name: 'per_page', in: 'query', schema: z.int() },
      ],
      responses: {
        '200': {
          description: 'Bookings',
          schema: agentBookingsSchema,
        },
        '401': R.e401,
        '403':
          'all=true for a user who is neither house staff nor an agency’s agent with the reservations action',
        '422': R.e422,
      },
    },
  },
  '/v3/agent/bookings/{uuid}': {
    get: {
      tag: 'Agents',
      security: 'session',
      summary: 'One booking the user may see',
      description: 'Same access as GET /v3/bookings/{uuid}, for signed-in users.',
      params: [{ name: 'uuid', in: 'path', schema: z.string() }],
      responses: {
        '200': { description: 'Booking', schema: data(reservationSchema) },
        '401': R.e401,
        '404': R.e404own,
      },
    },
  },
  '/v3/vouchers': {
    get: {
      tag: 'Vouchers',
      security: 'session',
      summary: 'Hotel vouchers of paid reservations',
      description: 'Only for users with options.vouchers (403 otherwise).',
      responses: {
        '200': { description: 'Vouchers', schema: data(z.array(voucherSchema)) },
        '401': R.e401,
        '403': 'Vouchers not enabled',
      },
    },
  },
};
