/**
 * The booking window and party limits the API enforces and the site's pickers offer (SPEC
 * section 5): check-in from today to today + 365 days, 1 to 30 nights (2 to 31 selectable
 * days), 1-8 rooms, 1-8 adults and 0-6 children aged 0-17 per room.
 */
export const STAY_LIMITS = {
  maxNights: 30,
  minNights: 1,
  maxDaysAhead: 365,
  rooms: { min: 1, max: 8 },
  adults: { min: 1, max: 8 },
  children: { max: 6, maxAge: 17 },
} as const;

/** One room of a guests string: adults and the ages of the children. */
export interface GuestRoom {
  adults: number;
  children: number[];
}

/**
 * Parses a guests string within `STAY_LIMITS` (`2,5,8|1`), or null when it is not one. Each
 * number is one or two digits.
 */
export function parseGuests(value: string): GuestRoom[] | null {
  const parts = value.trim().split('|');
  if (parts.length < STAY_LIMITS.rooms.min || parts.length > STAY_LIMITS.rooms.max) return null;
  const rooms: GuestRoom[] = [];
  for (const part of parts) {
    const numbers = part.split(',').map((n) => n.trim());
    if (numbers.some((n) => !/^\d{1,2}$/.test(n))) return null;
    const [adults, ...children] = numbers.map(Number);
    if (adults === undefined || adults < STAY_LIMITS.adults.min || adults > STAY_LIMITS.adults.max)
      return null;
    if (
      children.length > STAY_LIMITS.children.max ||
      children.some((age) => age > STAY_LIMITS.children.maxAge)
    )
      return null;
    rooms.push({ adults, children });
  }
  return rooms;
}

/** The canonical text of rooms (`2,5,8|1`). */
export function formatGuests(rooms: readonly GuestRoom[]): string {
  return rooms.map((r) => [r.adults, ...r.children].join(',')).join('|');
}
