import type { UserRow } from '../lib/context.ts';
import type { BookingRow } from './bookings.ts';

/** The agency id of the house (the product's own, not white-labelled, site). */
export const HOUSE_FID = 1;

/** Who is asking: the signed-in user (if any) and the request's session (if any). */
export interface Caller {
  user: UserRow | null;
  sessionHash: string | null;
}

function actionsOf(user: UserRow): string[] {
  return JSON.parse(user.actions) as string[];
}

/**
 * The agency whose bookings a user manages, or null: house staff (role `staff`) manage the
 * house's bookings; an agent of an agency (fid) with the `reservations` action manages that
 * agency's. Having no agent id never makes anyone the house.
 */
export function managedAgency(user: UserRow): number | null {
  if (user.role === 'staff') return HOUSE_FID;
  if (user.fid !== null && actionsOf(user).includes('reservations')) return user.fid;
  return null;
}

/**
 * Whether a caller may see and manage a booking (with its transactions and voucher): the user
 * who made it; for a guest booking, the session that made it; the agency it was booked under
 * (its agents with the reservations action); house staff for house bookings. A guest who
 * proves a booking with its reference and email goes through `provesBooking` instead.
 */
export function canAccess(caller: Caller, booking: BookingRow): boolean {
  const { user, sessionHash } = caller;
  if (user && booking.user_id === user.id) return true;
  if (booking.user_id === null && sessionHash !== null && booking.session_hash === sessionHash)
    return true;
  return user !== null && managedAgency(user) === booking.agency_fid;
}

/** True when reference and email are the booking's (case-insensitive). */
export function provesBooking(booking: BookingRow, reference: string, email: string): boolean {
  return (
    booking.reference === reference.trim().toUpperCase() &&
    booking.holder_email.toLowerCase() === email.trim().toLowerCase()
  );
}

/**
 * Whether a guest's proof (reference and email) may cancel a booking: only a guest booking of
 * the house (no account, no agency). An account's or an agency's booking is cancelled by its
 * owner (the user, the agency's agents, house staff), never by whoever knows its email.
 */
export function proofCancels(booking: Pick<BookingRow, 'user_id' | 'agency_fid'>): boolean {
  return booking.user_id === null && booking.agency_fid === HOUSE_FID;
}
