import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { bookingRequestSchema } from '../../../contract/bookings.ts';
import { canAccess, type Caller } from '../domain/access.ts';
import { createBooking } from '../domain/booking-create.ts';
import { bookingByUuid, type BookingRow } from '../domain/bookings.ts';
import { startPayment } from '../domain/payments.ts';
import { decodeRate } from '../domain/rate-ids.ts';
import { reservationView } from '../domain/reservation-view.ts';
import { checkStay, formatGuests, requireGuests } from '../domain/stay.ts';
import type { AppEnv } from '../lib/context.ts';
import { ApiError, fieldError, tooMany, validate } from '../lib/errors.ts';
import { baseUrl, readBody } from '../lib/http.ts';
import { parseLocale, t, type MessageKey } from '../lib/i18n.ts';
import { callerScope, fingerprint, idempotencyKey, runOnce } from '../lib/idempotency.ts';
import { toE164 } from '../lib/phone.ts';
import { currencyParam } from './places.ts';

// Starting a payment takes no parameters.
const payBody = z.strictObject({});

/** Who is calling, for ownership checks. */
export function callerOf(c: Context<AppEnv>): Caller {
  return { user: c.get('user'), sessionHash: c.get('session')?.idHash ?? null };
}

/**
 * The booking with this uuid when the caller may see it, else a 404 that reads the same as
 * for a booking that does not exist.
 */
export async function accessibleBooking(
  c: Context<AppEnv>,
  uuid: string,
  notFound: MessageKey = 'booking.not_found',
): Promise<BookingRow> {
  const booking = /^[0-9a-f-]{36}$/i.test(uuid)
    ? await bookingByUuid(c.get('services').db, uuid.toLowerCase())
    : undefined;
  if (!booking || !canAccess(callerOf(c), booking))
    throw new ApiError(404, t(c.get('locale'), notFound));
  return booking;
}

/** Bookings: create (with a price re-check and a hold), read and start a payment. */
export const bookingRoutes = new Hono<AppEnv>();

bookingRoutes.post('/v3/bookings', async (c) => {
  const { db, catalog, secret, config, limits } = c.get('services');
  const locale = c.get('locale');
  const user = c.get('user');
  const wait = await limits.hit('booking:client', c.get('clientIp'), config.rateLimits.booking);
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
  let agencyFid = user?.fid ?? 1;
  if (!user?.fid && input.fid !== undefined) {
    const agency = await db.get('SELECT fid FROM agencies WHERE fid = ?', [input.fid]);
    if (agency) agencyFid = input.fid;
  }
  const answer = await runOnce(
    db,
    { scope: callerScope(c, 'POST /v3/bookings'), key, fingerprint: fingerprint(body) },
    locale,
    async (tx) => {
      const result = await createBooking(tx, catalog, {
        key: rate,
        userId: user?.id ?? null,
        sessionHash: c.get('session')?.idHash ?? null,
        clientIp: c.get('clientIp'),
        agencyFid,
        agent: user?.plan_id != null,
        holder: { ...input.holder, phone },
        guestsNames: input.guests_names ?? null,
        specialRequests: input.special_requests ?? null,
        locale: input.locale ? parseLocale(input.locale) : locale,
        holds: {
          holdMs: config.holdMs,
          perSession: config.maxHoldsPerSession,
          perClient: config.maxHoldsPerClient,
        },
      });
      return {
        status: 201,
        body: {
          data: {
            uuid: result.booking.uuid,
            reference: result.booking.reference,
            status: result.booking.status,
            hold_expires_at: new Date(result.booking.hold_expires_at ?? 0).toISOString(),
            price: result.price,
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

bookingRoutes.get('/v3/bookings/:uuid', async (c) => {
  const { db, catalog } = c.get('services');
  const booking = await accessibleBooking(c, c.req.param('uuid'));
  return c.json({
    data: await reservationView(db, catalog, booking, c.get('locale'), baseUrl(c)),
  });
});

bookingRoutes.post('/v3/bookings/:uuid/pay', async (c) => {
  const { db, config } = c.get('services');
  const locale = c.get('locale');
  const booking = await accessibleBooking(c, c.req.param('uuid'));
  const key = idempotencyKey(c);
  const body = await readBody(c);
  validate(payBody, body, locale);
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
