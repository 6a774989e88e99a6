import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { createBooking, decodeRate, type BookingRow } from '../domain/bookings.ts';
import { reservationView } from '../domain/reservation-view.ts';
import { checkStay, formatGuests, requireGuests } from '../domain/stay.ts';
import type { AppEnv, UserRow } from '../lib/context.ts';
import { ApiError, fieldError, validate } from '../lib/errors.ts';
import { baseUrl, readBody } from '../lib/http.ts';
import { parseLocale, t, type Locale } from '../lib/i18n.ts';
import { currencyParam } from './places.ts';

const phone = z
  .string()
  .trim()
  .min(1)
  .refine((v) => /^\+?[\d\s-]+$/.test(v) && /^(?:\D*\d){6,20}\D*$/.test(v), {
    message: 'validation.phone',
  });

const bookingSchema = z.object({
  rate_id: z.string().min(1).max(1000),
  check_in: z.string().max(20),
  check_out: z.string().max(20),
  guests: z.string().max(100),
  currency: z.string().max(10),
  holder: z.object({
    first_name: z.string().trim().min(1).max(100),
    last_name: z.string().trim().min(1).max(100),
    email: z.string().trim().min(1).max(254).pipe(z.email()),
    phone,
  }),
  guests_names: z.array(z.string().trim().min(1).max(200)).max(64).optional(),
  special_requests: z.string().max(1000).optional(),
  locale: z.string().max(10).optional(),
  fid: z.number().int().min(1).optional(),
});

/** Hash of a payment token as stored (the token itself is only in the payment URL). */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** True when the user may see and manage the booking (its owner, or its agency's agent). */
export function canManage(user: UserRow | null, booking: BookingRow): boolean {
  if (!user) return false;
  if (booking.user_id === user.id) return true;
  const actions = JSON.parse(user.actions) as string[];
  return actions.includes('reservations') && (user.fid ?? 1) === booking.agency_fid;
}

/** Bookings: create (with a price re-check), read and start a payment. */
export const bookingRoutes = new Hono<AppEnv>();

bookingRoutes.post('/v3/bookings', async (c) => {
  const { db, catalog, secret } = c.get('services');
  const locale = c.get('locale');
  const user = c.get('user');
  const input = validate(bookingSchema, await readBody(c), locale);
  const key = decodeRate(input.rate_id, secret);
  if (!key || !catalog.hotel(key.hotelId)) throw fieldError(locale, 'rate_id', 'validation.rate');
  checkStay(input.check_in, input.check_out, locale);
  const guests = formatGuests(requireGuests(input.guests, locale));
  const currency = currencyParam(input.currency, locale);
  const mismatch = (
    [
      ['check_in', input.check_in, key.checkIn],
      ['check_out', input.check_out, key.checkOut],
      ['guests', guests, key.guests],
      ['currency', currency, key.currency],
    ] as const
  ).find(([, given, expected]) => given !== expected);
  if (mismatch) throw fieldError(locale, mismatch[0], 'validation.rate_mismatch');
  let agencyFid = user?.fid ?? 1;
  if (!user?.fid && input.fid !== undefined) {
    const agency = db.prepare('SELECT fid FROM agencies WHERE fid = ?').get(input.fid);
    if (agency) agencyFid = input.fid;
  }
  const result = createBooking(db, catalog, {
    key,
    userId: user?.id ?? null,
    agencyFid,
    agent: user?.plan_id != null,
    holder: input.holder,
    guestsNames: input.guests_names ?? null,
    specialRequests: input.special_requests ?? null,
    locale: input.locale ? parseLocale(input.locale) : locale,
  });
  return c.json(
    {
      data: {
        uuid: result.booking.uuid,
        reference: result.booking.reference,
        status: result.booking.status,
        price: result.price,
        price_changed: result.priceChanged,
        ...(result.priceChanged ? { previous_price: result.previousPrice } : {}),
      },
    },
    201,
  );
});

/** The booking with this uuid, or a 404. */
export function findBooking(c: Context<AppEnv>, uuid: string, locale: Locale): BookingRow {
  const row = /^[0-9a-f-]{36}$/i.test(uuid)
    ? (c
        .get('services')
        .db.prepare('SELECT * FROM bookings WHERE uuid = ?')
        .get(uuid.toLowerCase()) as BookingRow | undefined)
    : undefined;
  if (!row) throw new ApiError(404, t(locale, 'booking.not_found'));
  return row;
}

// A booking made while signed in belongs to that user; a guest booking is reached by its uuid.
function checkAccess(user: UserRow | null, booking: BookingRow, locale: Locale): void {
  if (booking.user_id !== null && !canManage(user, booking))
    throw new ApiError(404, t(locale, 'booking.not_found'));
}

bookingRoutes.get('/v3/bookings/:uuid', (c) => {
  const { db, catalog } = c.get('services');
  const locale = c.get('locale');
  const booking = findBooking(c, c.req.param('uuid'), locale);
  checkAccess(c.get('user'), booking, locale);
  return c.json({ data: reservationView(db, catalog, booking, locale, baseUrl(c)) });
});

bookingRoutes.post('/v3/bookings/:uuid/pay', (c) => {
  const { db } = c.get('services');
  const locale = c.get('locale');
  const booking = findBooking(c, c.req.param('uuid'), locale);
  checkAccess(c.get('user'), booking, locale);
  if (booking.status !== 'pending_payment')
    throw new ApiError(409, t(locale, 'booking.not_payable'));
  const price = JSON.parse(booking.price) as { pay_now: { amount: number } };
  const token = randomBytes(32).toString('base64url');
  const uuid = randomUUID();
  const stamp = new Date().toISOString();
  db.prepare(
    "INSERT INTO transactions (uuid, token_hash, booking_uuid, amount, currency, status, locale, created_at, updated_at) VALUES (?, ?, ?, ?, ?, 'pending', ?, ?, ?)",
  ).run(
    uuid,
    tokenHash(token),
    booking.uuid,
    price.pay_now.amount,
    booking.currency,
    locale,
    stamp,
    stamp,
  );
  return c.json({
    data: {
      payment_url: `${baseUrl(c)}/pay/${token}?locale=${locale}`,
      transaction: uuid,
      amount: { amount: price.pay_now.amount, currency: booking.currency },
    },
  });
});
