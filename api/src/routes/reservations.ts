import { Hono, type Context } from 'hono';
import { z } from 'zod';
import {
  agentBookingsSchema,
  bookingStatusSchema,
  cancelRequestSchema,
  reservationLookupSchema,
  reservationSchema,
} from '../../../contract/bookings.ts';
import { dateSchema } from '../../../contract/stay-schemas.ts';
import { canAccess, proofCancels, provesBooking } from '../domain/access.ts';
import { agentBookingList, agentQuery, listTotals } from '../domain/agent-bookings.ts';
import type { BookingRow } from '../domain/bookings.ts';
import { cancelBooking } from '../domain/cancellation.ts';
import { effectiveStatus } from '../domain/holds.ts';
import { isAgent } from '../domain/markups.ts';
import { guestReservation, reservationView } from '../domain/reservation-view.ts';
import { accessibleBooking, callerOf, callerView } from '../lib/caller.ts';
import type { AppEnv } from '../lib/context.ts';
import { clientGroup } from '../lib/client-group.ts';
import { ApiError, tooMany, validate } from '../lib/errors.ts';
import { requireUser } from '../lib/guards.ts';
import { baseUrl, readBody } from '../lib/http.ts';
import { t } from '../lib/i18n.ts';
import { ANSWERS, dataOf, describeRoute } from '../lib/openapi.ts';

const UUID = '{[0-9a-fA-F-]{36}}';

/**
 * Counts a guest's attempt to prove a booking and refuses it (429 with Retry-After) while the
 * client (its address; IPv6 by /64) has made too many look-ups or too many failed proofs.
 * Failures count per client, never per reference: nobody locks a reference's owner out.
 */
async function throttleProof(c: Context<AppEnv>): Promise<void> {
  const { limits, config } = c.get('services');
  const client = clientGroup(c.get('clientIp'));
  const wait =
    (await limits.hit('lookup:client', client, config.rateLimits.lookup)) ||
    (await limits.check('lookup:failed', client, config.rateLimits.lookupFailures));
  if (wait) throw tooMany(c.get('locale'), wait);
}

async function failedProof(c: Context<AppEnv>): Promise<ApiError> {
  const { limits, config } = c.get('services');
  const client = clientGroup(c.get('clientIp'));
  await limits.hit('lookup:failed', client, config.rateLimits.lookupFailures);
  return new ApiError(404, t(c.get('locale'), 'reservation.not_found'));
}

/** The signed-in user's reservations, guest look-up and cancellation; agents' bookings. */
export const reservationRoutes = new Hono<AppEnv>();

const reservationsDoc = describeRoute({
  tag: 'Reservations',
  security: 'session',
  summary: 'The signed-in user’s reservations, newest first',
  responses: {
    '200': { description: 'List', schema: dataOf(z.array(reservationSchema)) },
    '401': ANSWERS.e401,
  },
});

reservationRoutes.get('/v3/reservations', reservationsDoc, async (c) => {
  const { db, catalog, secret } = c.get('services');
  const user = requireUser(c);
  const now = Date.now();
  const rows = (
    await db.all<BookingRow>(
      'SELECT * FROM bookings WHERE user_id = ? ORDER BY created_at DESC, uuid',
      [user.id],
    )
  ).filter((row) => effectiveStatus(row, now) !== 'expired');
  const base = baseUrl(c);
  return c.json({
    data: await Promise.all(
      rows.map((row) =>
        reservationView(db, catalog, row, c.get('locale'), base, secret, now, isAgent(user)),
      ),
    ),
  });
});

const lookupDoc = describeRoute({
  tag: 'Reservations',
  summary: 'Guest look-up by confirmation number and email',
  description:
    'Throttled per client address (IPv6: its /64): 20 look-ups per 15 minutes and 10 failed proofs an hour (then 429), never per reference. A guest sees the price without the agent’s figures (net, gross, commission), which only the agent, the agency and house staff see; cancellable is true only for a guest booking (no account, no agency), the only kind a proof may cancel.',
  params: [
    { name: 'reference', in: 'query', schema: z.string(), required: true },
    { name: 'email', in: 'query', schema: z.string(), required: true },
  ],
  responses: {
    '200': { description: 'Reservation', schema: dataOf(reservationSchema) },
    '401': ANSWERS.e401,
    '404': ANSWERS.e404,
    '422': ANSWERS.e422,
    '429': ANSWERS.e429,
  },
});

reservationRoutes.get('/v3/reservations/lookup', lookupDoc, async (c) => {
  const { db, catalog, secret } = c.get('services');
  const locale = c.get('locale');
  const query = validate(reservationLookupSchema, c.req.query(), locale);
  await throttleProof(c);
  const row = await db.get<BookingRow>(
    'SELECT * FROM bookings WHERE reference = ? AND lower(holder_email) = lower(?)',
    [query.reference.toUpperCase(), query.email],
  );
  if (!row) throw await failedProof(c);
  const view = await reservationView(db, catalog, row, locale, baseUrl(c), secret);
  return c.json({
    data: canAccess(callerOf(c), row) ? view : guestReservation(view, proofCancels(row)),
  });
});

const reservationDoc = describeRoute({
  tag: 'Reservations',
  security: 'session',
  summary: 'A reservation the signed-in user may see',
  description: 'Same access as GET /v3/bookings/{uuid}, for signed-in users.',
  responses: {
    '200': { description: 'Reservation', schema: dataOf(reservationSchema) },
    '401': ANSWERS.e401,
    '404': ANSWERS.e404own,
  },
});

reservationRoutes.get(`/v3/reservations/:uuid${UUID}`, reservationDoc, async (c) => {
  requireUser(c);
  const booking = await accessibleBooking(c, c.req.param('uuid'), 'reservation.not_found');
  return c.json({
    data: await callerView(c, booking),
  });
});

const cancelDoc = describeRoute({
  tag: 'Reservations',
  security: 'either',
  csrf: true,
  summary: 'Cancel (honours the policy; answers the refund)',
  description:
    'Whoever may see the booking (GET /v3/bookings/{uuid}) cancels it with an empty JSON body; anyone else proves a guest booking (no account, no agency) with JSON { reference, email } (throttled as the look-up); a proven booking of an account or an agency answers 403: its owner cancels it. Everyone else gets 404. Full refund before free_until, paid minus penalty after it, nothing for non-refundable rates. Stays that have begun cannot be cancelled.',
  body: { json: true, schema: cancelRequestSchema },
  responses: {
    '200': { description: 'Cancelled, with refund', schema: dataOf(reservationSchema) },
    '401': ANSWERS.e401,
    '403': 'Proven by reference and email, but an account’s or an agency’s booking (localised)',
    '404': ANSWERS.e404own,
    '409': 'Not cancellable',
    '419': ANSWERS.e419,
    '422': ANSWERS.e422,
    '429': ANSWERS.e429,
  },
});

reservationRoutes.post(`/v3/reservations/:uuid${UUID}/cancel`, cancelDoc, async (c) => {
  const { db, catalog, secret } = c.get('services');
  const locale = c.get('locale');
  const body = validate(cancelRequestSchema, await readBody(c), locale);
  const uuid = c.req.param('uuid').toLowerCase();
  const booking = await db.get<BookingRow>('SELECT * FROM bookings WHERE uuid = ?', [uuid]);
  const owned = booking !== undefined && canAccess(callerOf(c), booking);
  if (!owned) {
    // Not the caller's: only a guest's proof (reference + email) opens it.
    if (!body.reference || !body.email) throw new ApiError(404, t(locale, 'reservation.not_found'));
    await throttleProof(c);
    if (!booking || !provesBooking(booking, body.reference, body.email)) throw await failedProof(c);
    if (!proofCancels(booking)) throw new ApiError(403, t(locale, 'reservation.owner_cancels'));
  }
  const zone = catalog.hotel(booking.hotel_id)?.time_zone;
  const cancelled = await cancelBooking(db, booking.uuid, locale, Date.now(), zone);
  // Agent figures only for an agent who may see the booking, not for a guest's proof.
  const agentView = owned && isAgent(c.get('user'));
  const view = await reservationView(
    db,
    catalog,
    cancelled,
    locale,
    baseUrl(c),
    secret,
    Date.now(),
    agentView,
  );
  return c.json({ data: owned ? view : guestReservation(view, true) });
});

const agentBookingsDoc = describeRoute({
  tag: 'Agents',
  security: 'session',
  summary: 'Bookings of the user, or of the whole agency with all=true',
  description:
    'Without all: the bookings the user made. all=true: house staff (role staff) get the house’s bookings (fid 1); an agent with an agency (fid) and the reservations action gets that agency’s; anyone else 403. No agent id never means the house. Each booking carries who booked it and the commission and markup it earned (all when confirmed, the kept share when cancelled, none when refunded in full, unpaid or expired); meta.totals sums the whole filtered list per currency, meta.by_agent (all=true) the same per agent. GET /v3/agent/bookings.csv exports the filtered list.',
  params: [
    { name: 'status', in: 'query', schema: bookingStatusSchema },
    { name: 'from', in: 'query', schema: dateSchema, description: 'Check-in on or after' },
    { name: 'to', in: 'query', schema: dateSchema, description: 'Check-in on or before' },
    { name: 'q', in: 'query', schema: z.string().describe('Reference, hotel or holder') },
    { name: 'all', in: 'query', schema: z.enum(['true', 'false']) },
    { name: 'page', in: 'query', schema: z.int() },
    { name: 'per_page', in: 'query', schema: z.int() },
  ],
  responses: {
    '200': { description: 'Bookings', schema: agentBookingsSchema },
    '401': ANSWERS.e401,
    '403':
      'all=true for a user who is neither house staff nor an agency’s agent with the reservations action',
    '422': ANSWERS.e422,
  },
});

reservationRoutes.get('/v3/agent/bookings', agentBookingsDoc, async (c) => {
  const { db, catalog, secret } = c.get('services');
  const locale = c.get('locale');
  const user = requireUser(c);
  const query = validate(agentQuery, c.req.query(), locale);
  const now = Date.now();
  const entries = await agentBookingList(db, catalog, user, query, locale, now);
  const base = baseUrl(c);
  const start = (query.page - 1) * query.per_page;
  const agentView = isAgent(user);
  return c.json({
    data: await Promise.all(
      entries.slice(start, start + query.per_page).map(async ({ row, earnings, bookedBy }) => ({
        ...(await reservationView(db, catalog, row, locale, base, secret, now, agentView)),
        booked_by: bookedBy,
        earnings: {
          commission: { amount: earnings.commission, currency: earnings.currency },
          markup: { amount: earnings.markup, currency: earnings.currency },
        },
      })),
    ),
    meta: {
      total: entries.length,
      page: query.page,
      per_page: query.per_page,
      all: query.all,
      ...listTotals(entries, query.all),
    },
  });
});

const agentBookingDoc = describeRoute({
  tag: 'Agents',
  security: 'session',
  summary: 'One booking the user may see',
  description: 'Same access as GET /v3/bookings/{uuid}, for signed-in users.',
  responses: {
    '200': { description: 'Booking', schema: dataOf(reservationSchema) },
    '401': ANSWERS.e401,
    '404': ANSWERS.e404own,
  },
});

reservationRoutes.get(`/v3/agent/bookings/:uuid${UUID}`, agentBookingDoc, async (c) => {
  requireUser(c);
  const booking = await accessibleBooking(c, c.req.param('uuid'));
  return c.json({
    data: await callerView(c, booking),
  });
});
