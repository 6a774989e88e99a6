import {
  formatGuests as formatGuestText,
  parseGuests as parseGuestText,
  STAY_LIMITS,
  type GuestRoom,
} from '../../contract/stay';
import { isCurrency } from './currencies';
import { todayIso } from './searches';

/** The currency a link names, read in any case (`currency=eur` is EUR); null when it names none. */
export function linkCurrency(params: URLSearchParams): string | null {
  const code = params.get('currency')?.toUpperCase();
  return code && isCurrency(code) ? code : null;
}

/** One room of a search: adults and the ages of the children. */
export type Room = GuestRoom;

/** The search query kept in the URL (SPEC section 3). */
export interface SearchQuery {
  check_in: string;
  check_out: string;
  rooms: Room[];
  /** The visitor's country code (upper case) or null. */
  country: string | null;
  currency: string;
  /** The API's search session, when one runs. */
  session: string | null;
}

/** What was wrong with a URL's query and has been corrected. */
export type Correction = 'dates' | 'past' | 'length' | 'guests' | 'currency' | 'country';

/** Limits of SPEC section 5 and the API (contract/stay.ts): 2 to 31 selectable days = 1 to 30 nights. */
export const LIMITS = STAY_LIMITS;

const DAY = 86_400_000;
const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A valid calendar date YYYY-MM-DD as a UTC day number, else undefined. */
export function dayNumber(iso: string | null | undefined): number | undefined {
  const m = ISO.exec(iso ?? '');
  if (!m) return undefined;
  const [, y, mo, d] = m.map(Number) as [number, number, number, number];
  const time = Date.UTC(y, mo - 1, d);
  const date = new Date(time);
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d)
    return undefined;
  return time / DAY;
}

/** YYYY-MM-DD of a UTC day number. */
export function isoOfDay(day: number): string {
  return new Date(day * DAY).toISOString().slice(0, 10);
}

/** `YYYY-MM-DD` plus `days` days. */
export function addDays(iso: string, days: number): string {
  return isoOfDay((dayNumber(iso) ?? 0) + days);
}

/** Nights between two dates (negative when out of order). */
export function nightsBetween(checkIn: string, checkOut: string): number {
  return (dayNumber(checkOut) ?? 0) - (dayNumber(checkIn) ?? 0);
}

/** Guests as the API and the URL write them: rooms split by `|`, each `adults[,age…]`. */
export function formatGuests(rooms: Room[]): string {
  return formatGuestText(rooms);
}

/** Reads guests; undefined when they break a limit or are malformed (URLs carry no spaces). */
export function parseGuests(text: string | null | undefined): Room[] | undefined {
  if (!text || text.length > 200 || /\s/.test(text)) return undefined;
  return parseGuestText(text) ?? undefined;
}

/** The stay a search starts with: two weeks from today, three nights. */
export function defaultDates(today: string = todayIso()): { check_in: string; check_out: string } {
  return { check_in: addDays(today, 14), check_out: addDays(today, 17) };
}

/**
 * Reads a search query from the URL. Anything malformed, past, too long or impossible is
 * replaced by a sensible value and named in `corrections`, so the page can say so; it
 * never throws.
 */
export function parseSearchQuery(
  params: URLSearchParams,
  defaults: { currency: string; today?: string },
): { query: SearchQuery; corrections: Correction[] } {
  const today = defaults.today ?? todayIso();
  const todayDay = dayNumber(today) ?? 0;
  const corrections: Correction[] = [];
  let checkIn = params.get('check_in');
  let checkOut = params.get('check_out');
  let inDay = dayNumber(checkIn);
  let outDay = dayNumber(checkOut);
  if ((checkIn !== null || checkOut !== null) && (inDay === undefined || outDay === undefined)) {
    corrections.push('dates');
  }
  if (inDay === undefined || outDay === undefined) {
    ({ check_in: checkIn, check_out: checkOut } = defaultDates(today));
    inDay = dayNumber(checkIn) ?? 0;
    outDay = dayNumber(checkOut) ?? 0;
  }
  if (inDay < todayDay || inDay > todayDay + LIMITS.maxDaysAhead) {
    const nights = Math.min(Math.max(outDay - inDay, LIMITS.minNights), LIMITS.maxNights);
    inDay = inDay < todayDay ? todayDay : todayDay + LIMITS.maxDaysAhead;
    outDay = inDay + nights;
    corrections.push('past');
  }
  if (outDay - inDay < LIMITS.minNights || outDay - inDay > LIMITS.maxNights) {
    outDay = inDay + Math.min(Math.max(outDay - inDay, LIMITS.minNights), LIMITS.maxNights);
    corrections.push('length');
  }
  const guestsText = params.get('guests');
  let rooms = parseGuests(guestsText);
  if (!rooms) {
    if (guestsText !== null) corrections.push('guests');
    rooms = [{ adults: 2, children: [] }];
  }
  const named = linkCurrency(params);
  if (params.has('currency') && !named) corrections.push('currency');
  const currency = named ?? defaults.currency;
  const countryText = params.get('country');
  let country: string | null = null;
  if (countryText !== null) {
    if (/^[A-Za-z]{2}$/.test(countryText)) country = countryText.toUpperCase();
    else corrections.push('country');
  }
  const session = params.get('session');
  return {
    query: {
      check_in: isoOfDay(inDay),
      check_out: isoOfDay(outDay),
      rooms,
      country,
      currency,
      session: session && /^[\w-]{1,100}$/.test(session) ? session : null,
    },
    corrections,
  };
}

/** The URL query of a search, in the order of SPEC section 3. */
export function buildSearchParams(query: SearchQuery): URLSearchParams {
  const params = new URLSearchParams();
  params.set('check_in', query.check_in);
  params.set('check_out', query.check_out);
  params.set('guests', formatGuests(query.rooms));
  if (query.country) params.set('country', query.country);
  params.set('currency', query.currency);
  if (query.session) params.set('session', query.session);
  return params;
}
