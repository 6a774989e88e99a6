import { parseGuests } from '../search-query';

/** Rooms, adults and children of a guests text (`2,5,8|1`), or null when it is malformed. */
export function guestCounts(
  guests: string,
): { rooms: number; adults: number; children: number } | null {
  const rooms = parseGuests(guests);
  if (!rooms) return null;
  return {
    rooms: rooms.length,
    adults: rooms.reduce((n, r) => n + r.adults, 0),
    children: rooms.reduce((n, r) => n + r.children.length, 0),
  };
}
