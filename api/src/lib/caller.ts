import type { Context } from 'hono';
import { canAccess, type Caller } from '../domain/access.ts';
import { bookingByUuid, type BookingRow } from '../domain/bookings.ts';
import type { AppEnv } from './context.ts';
import { ApiError } from './errors.ts';
import { t, type MessageKey } from './i18n.ts';
import type { Reservation } from '../../../contract/bookings.ts';
import { isAgent } from '../domain/markups.ts';
import { reservationView } from '../domain/reservation-view.ts';
import { baseUrl } from './http.ts';

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

/**
 * A booking as its caller sees it: document links signed, and the agent's figures (net,
 * commission, markup) only when the caller is an agent.
 */
export function callerView(c: Context<AppEnv>, booking: BookingRow): Promise<Reservation> {
  const { db, catalog, secret } = c.get('services');
  return reservationView(
    db,
    catalog,
    booking,
    c.get('locale'),
    baseUrl(c),
    secret,
    Date.now(),
    isAgent(c.get('user')),
  );
}

