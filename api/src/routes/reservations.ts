import { Hono } from 'hono';
import { z } from 'zod';
import { cancelBooking, type BookingRow } from '../domain/bookings.ts';
import { reservationView } from '../domain/reservation-view.ts';
import { isDate } from '../domain/stay.ts';
import type { AppEnv } from '../lib/context.ts';
import { ApiError, validate } from '../lib/errors.ts';
import { requireUser } from '../lib/guards.ts';
import { baseUrl, readBody } from '../lib/http.ts';
import { t } from '../lib/i18n.ts';
import { canManage, findBooking } from './bookings.ts';

const UUID = '{[0-9a-fA-F-]{36}}';

const lookupQuery = z.object({
  reference: z.string().trim().min(1).max(40),
  email: z.string().trim().min(1).max(254).pipe(z.email()),
});

const cancelBody = z.object({ email: z.string().trim().max(254).pipe(z.email()).optional() });

const dateParam = z
  .string()
  .optional()
  .refine((v) => v === undefined || isDate(v), { message: 'validation.month' });

const agentQuery = z.object({
  status: z.enum(['pending_payment', 'confirmed', 'cancelled', 'expired']).optional(),
  from: dateParam,
  to: dateParam,
  q: z.string().max(100).optional(),
  all: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((v) => v === 'true' || v === '1'),
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});

/** The signed-in user's reservations, guest look-up and cancellation; agents' bookings. */
export const reservationRoutes = new Hono<AppEnv>();

reservationRoutes.get('/v3/reservations', (c) => {
  const { db, catalog } = c.get('services');
  const user = requireUser(c);
  const rows = db
    .prepare(
      "SELECT * FROM bookings WHERE user_id = ? AND status != 'expired' ORDER BY created_at DESC, rowid DESC",
    )
    .all(user.id) as unknown as BookingRow[];
  const base = baseUrl(c);
  return c.json({
    data: rows.map((row) => reservationView(db, catalog, row, c.get('locale'), base)),
  });
});

reservationRoutes.get('/v3/reservations/lookup', (c) => {
  const { db, catalog } = c.get('services');
  const locale = c.get('locale');
  const query = validate(lookupQuery, c.req.query(), locale);
  const row = db
    .prepare('SELECT * FROM bookings WHERE reference = ? AND holder_email = ?')
    .get(query.reference.toUpperCase(), query.email) as BookingRow | undefined;
  if (!row) throw new ApiError(404, t(locale, 'reservation.not_found'));
  return c.json({ data: reservationView(db, catalog, row, locale, baseUrl(c)) });
});

reservationRoutes.get(`/v3/reservations/:uuid${UUID}`, (c) => {
  const { db, catalog } = c.get('services');
  const locale = c.get('locale');
  const user = requireUser(c);
  const booking = findBooking(c, c.req.param('uuid'), locale);
  if (booking.user_id !== user.id) throw new ApiError(404, t(locale, 'reservation.not_found'));
  return c.json({ data: reservationView(db, catalog, booking, locale, baseUrl(c)) });
});

reservationRoutes.post(`/v3/reservations/:uuid${UUID}/cancel`, async (c) => {
  const { db, catalog } = c.get('services');
  const locale = c.get('locale');
  const user = c.get('user');
  const booking = findBooking(c, c.req.param('uuid'), locale);
  if (user) {
    // The owner cancels here; an agency's agent may cancel the agency's bookings.
    if (booking.user_id !== user.id && !canManage(user, booking))
      throw new ApiError(404, t(locale, 'reservation.not_found'));
  } else {
    // A guest proves the booking is theirs with the holder's email (from the look-up).
    const body = validate(cancelBody, await readBody(c), locale);
    if (!body.email) throw new ApiError(401, t(locale, 'auth.unauthenticated'));
    if (body.email.toLowerCase() !== booking.holder_email.toLowerCase()) {
      throw new ApiError(404, t(locale, 'reservation.not_found'));
    }
  }
  const cancelled = cancelBooking(db, booking.uuid, locale);
  const view = reservationView(db, catalog, cancelled, locale, baseUrl(c));
  return c.json({ data: { ...view, refund: view.refund } });
});

reservationRoutes.get('/v3/agent/bookings', (c) => {
  const { db, catalog } = c.get('services');
  const locale = c.get('locale');
  const user = requireUser(c);
  const query = validate(agentQuery, c.req.query(), locale);
  const actions = JSON.parse(user.actions) as string[];
  if (query.all && !actions.includes('reservations'))
    throw new ApiError(403, t(locale, 'agent.all_forbidden'));
  const rows = (query.all
    ? db
        .prepare('SELECT * FROM bookings WHERE agency_fid = ? ORDER BY created_at DESC, rowid DESC')
        .all(user.fid ?? 1)
    : db
        .prepare('SELECT * FROM bookings WHERE user_id = ? ORDER BY created_at DESC, rowid DESC')
        .all(user.id)) as unknown as BookingRow[];
  const q = query.q?.trim().toLowerCase();
  const filtered = rows.filter((row) => {
    if (query.status && row.status !== query.status) return false;
    if (query.from && row.check_in < query.from) return false;
    if (query.to && row.check_in > query.to) return false;
    if (q) {
      const hotel = catalog.hotel(row.hotel_id)?.name.toLowerCase() ?? '';
      const holder = row.holder.toLowerCase();
      if (!row.reference.toLowerCase().includes(q) && !hotel.includes(q) && !holder.includes(q))
        return false;
    }
    return true;
  });
  const base = baseUrl(c);
  const start = (query.page - 1) * query.per_page;
  return c.json({
    data: filtered
      .slice(start, start + query.per_page)
      .map((row) => reservationView(db, catalog, row, locale, base)),
    meta: { total: filtered.length, page: query.page, per_page: query.per_page, all: query.all },
  });
});

reservationRoutes.get(`/v3/agent/bookings/:uuid${UUID}`, (c) => {
  const { db, catalog } = c.get('services');
  const locale = c.get('locale');
  const user = requireUser(c);
  const booking = findBooking(c, c.req.param('uuid'), locale);
  if (!canManage(user, booking)) throw new ApiError(404, t(locale, 'booking.not_found'));
  return c.json({ data: reservationView(db, catalog, booking, locale, baseUrl(c)) });
});
