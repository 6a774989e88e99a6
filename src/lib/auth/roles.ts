import type { User } from '../types';

/** An agent is a signed-in user whose plan_id is non-null (SPEC section 6). */
export function isAgent(user: User | null | undefined): boolean {
  return user !== null && user !== undefined && user.plan_id !== null;
}

/** Whether the user may list all of the agency's bookings (`actions` has `reservations`). */
export function canSeeAllReservations(user: User | null | undefined): boolean {
  return user?.actions.includes('reservations') ?? false;
}
