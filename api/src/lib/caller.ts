import type { Context } from 'hono';
import { canAccess, type Caller } from '../domain/access.ts';
import { bookingByUuid, type BookingRow } from '../domain/bookings.ts';
import type { AppEnv } from './context.ts';
import { ApiError } from './errors.ts';
import { t, type MessageKey } from './i18n.ts';

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
