/**
 * Time at a hotel: deadlines defined in the hotel's own IANA time zone, and the parts of their
 * text in a language (dates, times and zone names by `Intl`). The words around the parts are the
 * caller's translations: the site's i18next messages (`src/lib/hotel-time.ts`) or the API's
 * catalogue for its documents. No zod: islands of the static pages import it.
 */

/** The zone used when a hotel's zone is missing or unknown to `Intl`. */
export const FALLBACK_ZONE = 'UTC';

const DAY = 86_400_000;

/** An IANA zone id's shape (`Pacific/Honolulu`, `America/Argentina/Buenos_Aires`, `UTC`). */
export const TIME_ZONE_PATTERN = /^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+){0,2}$/;

const offsetFormats = new Map<string, Intl.DateTimeFormat>();

/** True when `Intl` knows the zone. */
export function isKnownZone(zone: string): boolean {
  if (!TIME_ZONE_PATTERN.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The zone itself when `Intl` knows it, else `FALLBACK_ZONE`. */
export function usableZone(zone: string | null | undefined): string {
  return zone && isKnownZone(zone) ? zone : FALLBACK_ZONE;
}

function offsetFormat(zone: string): Intl.DateTimeFormat {
  let format = offsetFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    offsetFormats.set(zone, format);
  }
  return format;
}

/** How far the zone's wall clock is ahead of UTC at an instant, in milliseconds. */
export function zoneOffsetMs(zone: string, instant: number): number {
  const parts: Record<string, number> = {};
  for (const part of offsetFormat(zone).formatToParts(new Date(instant))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const wall = Date.UTC(
    parts['year'] ?? 1970,
    (parts['month'] ?? 1) - 1,
    parts['day'] ?? 1,
    parts['hour'] ?? 0,
    parts['minute'] ?? 0,
    parts['second'] ?? 0,
  );
  return wall - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant at which the zone's wall clock shows a date and time (`YYYY-MM-DD`, seconds since
 * midnight). Across a daylight-saving change the offset of the moment itself is used, so
 * 23:59:59 on the last Sunday of March in Madrid is 21:59:59Z and in October 22:59:59Z.
 */
export function instantAtWallTime(day: string, secondOfDay: number, zone: string): number {
  const wall = Date.parse(`${day}T00:00:00Z`) + secondOfDay * 1000;
  const first = wall - zoneOffsetMs(zone, wall);
  const second = wall - zoneOffsetMs(zone, first);
  return second;
}

/** An instant as the API writes it: ISO 8601 in UTC, to the second (`2027-01-13T09:59:59Z`). */
export function isoSecond(instant: number): string {
  return new Date(instant).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/**
 * The free-cancellation deadline of a stay at a hotel: the end of the day (23:59:59 on the
 * hotel's clock) `daysBefore` days before check-in, as an ISO instant in UTC. The API stores it
 * with each booking and decides refunds on it; every page and document shows that one instant.
 */
export function freeCancellationDeadline(
  checkIn: string,
  daysBefore: number,
  zone: string,
): string {
  const day = new Date(Date.parse(`${checkIn}T00:00:00Z`) - daysBefore * DAY)
    .toISOString()
    .slice(0, 10);
  return isoSecond(instantAtWallTime(day, DAY / 1000 - 1, usableZone(zone)));
}

/** The day (`YYYY-MM-DD`) on the zone's clock at an instant. */
export function dayInZone(instant: number, zone: string): string {
  return new Date(instant + zoneOffsetMs(usableZone(zone), instant)).toISOString().slice(0, 10);
}

/** A wall-clock date and time in a language: "12 January" and "23:59". */
export interface WallTime {
  date: string;
  time: string;
}

/**
 * What a hotel time's text is made of: the hotel's wall clock, how its zone is named (`place`,
 * a city or country to put in the language's "{place} time", or else `zone`, the whole name of
 * the zone: "Central European Time"), and the viewer's wall clock when it reads differently.
 */
export interface HotelTimeParts {
  hotel: WallTime;
  place: string | null;
  zone: string | null;
  viewer: WallTime | null;
}

const formats = new Map<string, Intl.DateTimeFormat>();

function format(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let cached = formats.get(key);
  if (!cached) {
    cached = new Intl.DateTimeFormat(locale, options);
    formats.set(key, cached);
  }
  return cached;
}

// ICU versions differ in the spaces they write (a narrow no-break space before "PM"); one
// spacing keeps the text equal on the server, in every browser and in documents.
const plainSpaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

function wallTime(instant: Date, zone: string, locale: string): WallTime {
  return {
    date: plainSpaces(
      format(locale, { timeZone: zone, day: 'numeric', month: 'long' }).format(instant),
    ),
    time: plainSpaces(
      format(locale, { timeZone: zone, hour: '2-digit', minute: '2-digit' }).format(instant),
    ),
  };
}

function zoneName(zone: string, locale: string, style: 'shortGeneric' | 'longGeneric'): string {
  const parts = format(locale, { timeZone: zone, timeZoneName: style }).formatToParts(
    new Date(Date.UTC(2026, 0, 15)),
  );
  return parts.find((p) => p.type === 'timeZoneName')?.value ?? '';
}

// Zones of one country that `Intl` always names by their cities ("Tarawa Time"): what their
// names share is the language's "{place} time" pattern.
const PATTERN_ZONES = ['Pacific/Kiritimati', 'Pacific/Tarawa', 'Pacific/Kanton'];
const patterns = new Map<string, { prefix: string; suffix: string }>();

function commonPrefix(a: string, b: string): string {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return a.slice(0, i);
}

function locationPattern(locale: string): { prefix: string; suffix: string } {
  let pattern = patterns.get(locale);
  if (!pattern) {
    const names = PATTERN_ZONES.filter(isKnownZone).map((zone) =>
      zoneName(zone, locale, 'shortGeneric'),
    );
    const reversed = names.map((name) => [...name].reverse().join(''));
    pattern = {
      prefix: names.length > 1 ? names.reduce(commonPrefix) : '',
      suffix: names.length > 1 ? [...reversed.reduce(commonPrefix)].reverse().join('') : '',
    };
    patterns.set(locale, pattern);
  }
  return pattern;
}

// Abbreviations and offsets ("HST", "MEZ", "GMT+14", "UTC−10") name no place.
const NOT_A_PLACE = /^[A-Z]{2,5}$|GMT|UTC|\d/;

/** A zone's exemplar city from its IANA id: `America/Argentina/Buenos_Aires` -> "Buenos Aires". */
export function exemplarCity(zone: string): string {
  return (zone.split('/').pop() ?? zone).replace(/_/g, ' ');
}

/**
 * How a zone is named in a language: by `Intl`'s own place of the zone ("Honolulu", "Japan",
 * "הונולולו", "ホノルル") where the language names it by a place; else by its whole generic name
 * ("Central European Time", "日本標準時"); else by the city of its IANA id.
 */
export function zoneLabel(
  zone: string,
  locale: string,
): { place: string | null; zone: string | null } {
  if (zone === FALLBACK_ZONE) return { place: null, zone: 'UTC' };
  const { prefix, suffix } = locationPattern(locale);
  const short = zoneName(zone, locale, 'shortGeneric');
  if (
    short.length > prefix.length + suffix.length &&
    short.startsWith(prefix) &&
    short.endsWith(suffix)
  ) {
    const place = short.slice(prefix.length, short.length - suffix.length).trim();
    if (place && !NOT_A_PLACE.test(place)) return { place, zone: null };
  }
  const long = zoneName(zone, locale, 'longGeneric');
  if (long && !NOT_A_PLACE.test(long)) return { place: null, zone: long };
  return { place: exemplarCity(zone), zone: null };
}

/**
 * The parts of an instant's text at a hotel in a language (an `Intl` tag): the hotel's date and
 * time, its zone's name, and, when `viewerZone` is given and its clock reads differently, the
 * viewer's date and time. Null when the instant is no date-time.
 */
export function hotelTimeParts(
  instant: string | number,
  zone: string | null | undefined,
  locale: string,
  viewerZone?: string,
): HotelTimeParts | null {
  const time = typeof instant === 'number' ? instant : Date.parse(instant);
  if (!Number.isFinite(time)) return null;
  const date = new Date(time);
  const hotelZone = usableZone(zone);
  const hotel = wallTime(date, hotelZone, locale);
  const label = zoneLabel(hotelZone, locale);
  let viewer: WallTime | null = null;
  if (viewerZone && isKnownZone(viewerZone)) {
    const there = wallTime(date, viewerZone, locale);
    if (there.date !== hotel.date || there.time !== hotel.time) viewer = there;
  }
  return { hotel, ...label, viewer };
}

/** The translated words around a hotel time's parts, as the caller's translations fill them. */
export interface HotelTimeWords {
  /** "12 January, 23:59, Honolulu time". */
  atPlace: (values: WallTime & { place: string }) => string;
  /** "12 January, 23:59, Central European Time". */
  inZone: (values: WallTime & { zone: string }) => string;
  /** "12 January, 23:59, Honolulu time (13 January, 11:59 your time)". */
  withYours: (values: WallTime & { atHotel: string }) => string;
}

/**
 * An instant at a hotel as text in a language (an `Intl` tag) with the caller's words: the
 * hotel's date, time and zone name, and the viewer's date and time beside it when `viewerZone`
 * reads differently; the instant itself when it is no date-time. The site's pages
 * (`src/lib/hotel-time.ts`) and the API's documents both show deadlines through it.
 */
export function formatHotelTime(
  instant: string,
  zone: string | null | undefined,
  locale: string,
  words: HotelTimeWords,
  viewerZone?: string,
): string {
  const parts = hotelTimeParts(instant, zone, locale, viewerZone);
  if (!parts) return instant;
  const atHotel = parts.place
    ? words.atPlace({ ...parts.hotel, place: parts.place })
    : words.inZone({ ...parts.hotel, zone: parts.zone ?? FALLBACK_ZONE });
  return parts.viewer ? words.withYours({ ...parts.viewer, atHotel }) : atHotel;
}
