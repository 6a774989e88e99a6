import { Hono } from 'hono';
import {
  bookingCreatedSchema,
  bookingRequestSchema,
  emptyBodySchema,
  paymentStartSchema,
  reservationSchema,
} from '../../../contract/bookings.ts';
import { clientPrice } from '../../../contract/agent-price.ts';
import { createBooking } from '../domain/booking-create.ts';
import { sellerTerms } from '../domain/markups.ts';
import { startPayment } from '../domain/payments.ts';
import { offersRate, proposalSeller, recordBooking } from '../domain/proposals.ts';
import { decodeRate } from '../domain/rate-ids.ts';
import { checkStay, formatGuests, requireGuests } from '../domain/stay.ts';
import { accessibleBooking, callerView } from '../lib/caller.ts';
import type { AppEnv } from '../lib/context.ts';
import { clientGroup } from '../lib/client-group.ts';
import { fieldError, tooMany, validate } from '../lib/errors.ts';
import { baseUrl, currencyParam, readBody } from '../lib/http.ts';
import { parseLocale } from '../lib/i18n.ts';
import { callerScope, fingerprint, idempotencyKey, runOnce } from '../lib/idempotency.ts';
import { ANSWERS, dataOf, describeRoute } from '../lib/openapi.ts';
import { toE164 } from '../lib/phone.ts';
import { proposalOfRequest } from './proposals.ts';

/** Bookings: create (with a price re-check and a hold), read and start a payment. */
export const bookingRoutes = new Hono<AppEnv>();

const bookDoc = describeRoute({
  tag: 'Bookings',
  csrf: true,
  idempotent: true,
  security: 'either',
  summary: 'Book a rate (price re-check)',
  description:
    'Runs in one BEGIN IMMEDIATE transaction: re-prices the rate against live inventory and holds the rooms, so the last room is never sold twice. An unpaid booking holds its rooms until hold_expires_at (API_HOLD_MINUTES, default 15), then it is expired and the rooms are for sale again without any clean-up. A client holds at most API_MAX_HOLDS_PER_SESSION unpaid bookings per session or signed-in user (default 3) and API_MAX_HOLDS_PER_CLIENT per address (default 10): beyond, 429 with Retry-After until the oldest hold ends. An address (IPv6: its /64) starts holds while those it started in the last API_HOLD_BUDGET_HOURS (default 24) and did not pay for total fewer than API_HOLD_NIGHTS_CLIENT room-nights (default 60) and API_HOLD_NIGHTS_HOTEL in this hotel (default 20): beyond, 429 until the first of them leaves the window. One unpaid booking holds at most API_HOLD_ROOMS_SIGNED_OUT rooms for a signed-out visitor (default 3) and API_HOLD_ROOMS_SIGNED_IN for a signed-in user (default 8): beyond, 422 on guests. At most 30 new bookings per 10 minutes per address. The booking belongs to the signed-in user, else to the session that made it.',
  body: { json: true, schema: bookingRequestSchema },
  responses: {
    '201': { description: 'Booked, awaiting payment', schema: dataOf(bookingCreatedSchema) },
    '401': ANSWERS.e401,
    '403': 'The proposal’s link is forged or expired',
    '404': 'No such proposal',
    '409': 'Sold out for these dates (localised)',
    '419': ANSWERS.e419,
    '422':
      'Validation failed; errors.idempotency_key when the key was used for another body; errors.guests for more rooms than one unpaid booking may hold; errors.rate_id for a rate the proposal does not offer',
    '429': 'Too many unpaid bookings held, or too many bookings from the address (Retry-After)',
  },
});

bookingRoutes.post('/v3/bookings', bookDoc, async (c) => {
  const { db, catalog, secret, config, limits } = c.get('services');
  const locale = c.get('locale');
  const user = c.get('user');
  const wait = await limits.hit(
    'booking:client',
    clientGroup(c.get('clientIp')),
    config.rateLimits.booking,
  );
  if (wait) throw tooMany(locale, wait);
  const key = idempotencyKey(c);
  const body = await readBody(c);
  const input = validate(bookingRequestSchema, body, locale);
  const rate = decodeRate(input.rate_id, secret);
  if (!rate || !catalog.hotel(rate.hotelId)) throw fieldError(locale, 'rate_id', 'validation.rate');
  checkStay(input.check_in, input.check_out, locale);
  const guests = formatGuests(requireGuests(input.guests, locale));
  const currency = currencyParam(input.currency, locale);
  const mismatch = (
    [
      ['check_in', input.check_in, rate.checkIn],
      ['check_out', input.check_out, rate.checkOut],
      ['guests', guests, rate.guests],
      ['currency', currency, rate.currency],
    ] as const
  ).find(([, given, expected]) => given !== expected);
  if (mismatch) throw fieldError(locale, mismatch[0], 'validation.rate_mismatch');
  // A number without its country code is read as one of the visitor's country.
  const phone = toE164(input.holder.phone, { country: rate.country });
  if (!phone) throw fieldError(locale, 'holder.phone', 'validation.phone');
  const proposal = await proposalOfRequest(c, input.proposal?.id, input.proposal?.sig);
  if (proposal && !offersRate(proposal, rate))
    throw fieldError(locale, 'rate_id', 'validation.proposal_rate');
  let agencyFid = user?.fid ?? 1;
  if (proposal) agencyFid = Number(proposal.agency_fid);
  else if (!user?.fid && input.fid !== undefined) {
    const agency = await db.get('SELECT fid FROM agencies WHERE fid = ?', [input.fid]);
    if (agency) agencyFid = input.fid;
  }
  // A proposal's booking is the agent's sale, whoever books it; its client sees the client price.
  const seller = proposal
    ? await proposalSeller(db, proposal)
    : await sellerTerms(db, user ?? null);
  const answer = await runOnce(
    db,
    { scope: callerScope(c, 'POST /v3/bookings'), key, fingerprint: fingerprint(body) },
    locale,
    async (tx) => {
      const result = await createBooking(tx, catalog, {
        key: rate,
        userId: user?.id ?? null,
        sessionHash: c.get('session')?.idHash ?? null,
        clientIp: clientGroup(c.get('clientIp')),
        agencyFid,
        seller,
        proposalId: proposal?.id ?? null,
        holder: { ...input.holder, phone },
        guestsNames: input.guests_names ?? null,
        specialRequests: input.special_requests ?? null,
        locale: input.locale ? parseLocale(input.locale) : locale,
        holds: {
          holdMs: config.holdMs,
          perSession: config.maxHoldsPerSession,
          perClient: config.maxHoldsPerClient,
          budget: config.holdBudget,
        },
      });
      if (proposal) await recordBooking(tx, proposal.id, result.booking.uuid);
      return {
        status: 201,
        body: {
          data: {
            uuid: result.booking.uuid,
            reference: result.booking.reference,
            status: result.booking.status,
            hold_expires_at: new Date(result.booking.hold_expires_at ?? 0).toISOString(),
            // A proposal's client, whoever they are, never sees its agent's figures.
            price: proposal ? clientPrice(result.price) : result.price,
            price_changed: result.priceChanged,
            ...(result.priceChanged ? { previous_price: result.previousPrice } : {}),
          },
        },
      };
    },
  );
  if (answer.replayed) c.header('Idempotency-Replayed', 'true');
  return c.json(answer.body, answer.status);
});

const bookingDoc = describeRoute({
  tag: 'Bookings',
  security: 'either',
  summary: 'A booking',
  description:
    'Only for the user who booked, the session that made a guest booking, the agents (with the reservations action) of the agency it was booked under, and house staff for house bookings. Guests elsewhere use /v3/reservations/lookup.',
  responses: {
    '200': { description: 'Booking', schema: dataOf(reservationSchema) },
    '401': ANSWERS.e401,
    '404': ANSWERS.e404own,
  },
});

bookingRoutes.get('/v3/bookings/:uuid', bookingDoc, async (c) => {
  const booking = await accessibleBooking(c, c.req.param('uuid'));
  return c.json({
    data: await callerView(c, booking),
  });
});

const payDoc = describeRoute({
  tag: 'Payments',
  security: 'either',
  csrf: true,
  idempotent: true,
  summary: 'Start a payment',
  description:
    'Same access as GET /v3/bookings/{uuid}; empty JSON body. Creates a payment attempt (a pending transaction) for pay_now and answers the simulated provider page URL. Only one attempt of a booking can ever succeed: the card is decided and the booking marked paid in one transaction. Test cards: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined (any future expiry, any CVC).',
  body: { json: true, schema: emptyBodySchema },
  responses: {
    '200': { description: 'Payment page', schema: dataOf(paymentStartSchema) },
    '401': ANSWERS.e401,
    '404': ANSWERS.e404own,
    '409': 'Not payable, with the reason: already paid, cancelled, or expired (hold ended)',
    '422': 'Unknown fields, or errors.idempotency_key',
    '419': ANSWERS.e419,
  },
});

bookingRoutes.post('/v3/bookings/:uuid/pay', payDoc, async (c) => {
  const { db, config } = c.get('services');
  const locale = c.get('locale');
  const booking = await accessibleBooking(c, c.req.param('uuid'));
  const key = idempotencyKey(c);
  const body = await readBody(c);
  validate(emptyBodySchema, body, locale);
  const answer = await runOnce(
    db,
    {
      scope: callerScope(c, `POST /v3/bookings/${booking.uuid}/pay`),
      key,
      fingerprint: fingerprint(body),
    },
    locale,
    async (tx) => {
      const attempt = await startPayment(tx, booking.uuid, locale, config.holdMs);
      return {
        status: 200,
        body: {
          data: {
            payment_url: `${baseUrl(c)}/pay/${attempt.token}?locale=${locale}`,
            transaction: attempt.transaction,
            amount: attempt.amount,
          },
        },
      };
    },
  );
  if (answer.replayed) c.header('Idempotency-Replayed', 'true');
  return c.json(answer.body, answer.status);
});
