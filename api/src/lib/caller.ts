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

/** True when the calling user is the agent whose proposal the booking was made from. */
async function soldByProposal(
  c: Context<AppEnv>,
  caller: Caller,
  booking: BookingRow,
): Promise<boolean> {
  if (!caller.user || !booking.proposal_id) return false;
  const proposal = await c
    .get('services')
    .db.get<{ agent_user_id: number }>('SELECT agent_user_id FROM proposals WHERE id = ?', [
      booking.proposal_id,
    ]);
  return proposal !== undefined && Number(proposal.agent_user_id) === caller.user.id;
}

/** Who is calling, for ownership checks. */
export function callerOf(c: Context<AppEnv>): Caller {
  return { user: c.get('user'), sessionHash: c.get('session')?.idHash ?? null };
}

/**
 * The booking with this uuid when the caller may see it (`canAccess`, or the agent whose
 * proposal it was booked from), else a 404 that reads the same as for a booking that does not
 * exist.
 */
export async function accessibleBooking(
  c: Context<AppEnv>,
  uuid: string,
  notFound: MessageKey = 'booking.not_found',
): Promise<BookingRow> {
  const booking = /^[0-9a-f-]{36}$/i.test(uuid)
    ? await bookingByUuid(c.get('services').db, uuid.toLowerCase())
    : undefined;
  const caller = callerOf(c);
  if (booking && (canAccess(caller, booking) || (await soldByProposal(c, caller, booking))))
    return booking;
  throw new ApiError(404, t(c.get('locale'), notFound));
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
