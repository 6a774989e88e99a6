import { parseGuests } from '../search-query';

/** How many rooms, adults and children a party has. */
export interface GuestTotals {
  rooms: number;
  adults: number;
  children: number;
}

/** The totals of a party's rooms: the one guest counter of the site. */
export function countGuests(
  rooms: readonly { adults: number; children: readonly unknown[] }[],
): GuestTotals {
  return {
    rooms: rooms.length,
    adults: rooms.reduce((n, r) => n + r.adults, 0),
    children: rooms.reduce((n, r) => n + r.children.length, 0),
  };
}

/** A party of nobody: what a guests text that cannot be read counts as where a number is shown anyway. */
export const NO_GUESTS: GuestTotals = { rooms: 0, adults: 0, children: 0 };

/** Rooms, adults and children of a guests text (`2,5,8|1`), or null when it is malformed. */
export function guestCounts(guests: string): GuestTotals | null {
  const rooms = parseGuests(guests);
  return rooms ? countGuests(rooms) : null;
}
