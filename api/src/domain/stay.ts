import { parseGuests, STAY_LIMITS, type GuestRoom } from '../../../contract/stay.ts';
import { fieldError } from '../lib/errors.ts';
import type { Locale } from '../lib/i18n.ts';

export { formatGuests, parseGuests, type GuestRoom } from '../../../contract/stay.ts';

const DAY_MS = 86_400_000;

/** Today's date in UTC as YYYY-MM-DD (or of the given instant). */
export function today(now = Date.now()): string {
  return new Date(now).toISOString().slice(0, 10);
}

/** The date `days` after a YYYY-MM-DD date. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from a to b (YYYY-MM-DD). */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / DAY_MS);
}

/** True for a real calendar date written YYYY-MM-DD. */
export function isDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

/** The nights of a stay: every date from check-in up to the day before check-out. */
export function nightsOf(checkIn: string, checkOut: string): string[] {
  const count = daysBetween(checkIn, checkOut);
  return Array.from({ length: Math.max(0, count) }, (_, i) => addDays(checkIn, i));
}

/**
 * Checks a stay against the booking window of `STAY_LIMITS` (check-in from today to today + 365
 * days, 1 to 30 nights). Throws a 422 ValidationError naming check_in or check_out.
 */
export function checkStay(
  checkIn: string,
  checkOut: string,
  locale: Locale,
  now = Date.now(),
): void {
  if (!isDate(checkIn)) throw fieldError(locale, 'check_in', 'validation.date');
  if (!isDate(checkOut)) throw fieldError(locale, 'check_out', 'validation.date');
  const start = today(now);
  if (checkIn < start || checkIn > addDays(start, STAY_LIMITS.maxDaysAhead)) {
    throw fieldError(locale, 'check_in', 'validation.check_in_range');
  }
  const nights = daysBetween(checkIn, checkOut);
  if (nights < STAY_LIMITS.minNights || nights > STAY_LIMITS.maxNights)
    throw fieldError(locale, 'check_out', 'validation.check_out_after');
}

/** Parses and checks guests, throwing a 422 on the `guests` field. */
export function requireGuests(value: string, locale: Locale): GuestRoom[] {
  const rooms = parseGuests(value);
  if (!rooms) throw fieldError(locale, 'guests', 'validation.guests');
  return rooms;
}
