import type { Locale } from '../lib/i18n.ts';
import { formatAmount, formatDate, formatTime } from './format.ts';
import { documentText } from './messages.ts';
import type { VoucherData } from './voucher-view.ts';
import { hotelTimeText } from '../lib/hotel-time.ts';
import { labelled } from '../../../contract/typography.ts';

/**
 * The calendar entry of a booking (RFC 5545): check-in to check-out at the hotel's times in
 * its time zone (with that zone's VTIMEZONE), or all-day dates with the times in the
 * description when the zone is not known; the hotel's address and coordinates, the reference.
 */

/** Escapes a TEXT value (RFC 5545 section 3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const encoder = new TextEncoder();

/**
 * Folds a content line at 75 octets (RFC 5545 section 3.1): CRLF and one space before each
 * continuation, never inside a UTF-8 character.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // A continuation line's leading space counts toward its 75 octets.
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** `YYYYMMDD` of a `YYYY-MM-DD` date, `days` later. */
function icsDate(date: string, days = 0): string {
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10).replace(/-/g, '');
}

/** `YYYYMMDDTHHMMSS` local time of a date and an `HH:MM` time. */
function icsLocal(date: string, time: string): string {
  return `${icsDate(date)}T${time.replace(':', '').padEnd(4, '0')}00`;
}

/** `YYYYMMDDTHHMMSSZ` of a moment. */
function icsUtc(at: Date): string {
  return at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** A zone's offset from UTC in minutes at a moment. */
function offsetMinutes(timeZone: string, at: number): number {
  const name =
    new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
      .formatToParts(at)
      .find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

function icsOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}${String(abs % 60).padStart(2, '0')}`;
}

const DAY = 86_400_000;

/**
 * The VTIMEZONE of an IANA zone for the years of a stay, from `Intl`: one observance per
 * change of offset in those years (the smaller offset of each year is standard time), or one
 * standard observance when the offset does not change.
 */
export function vtimezone(timeZone: string, fromYear: number, toYear: number): string[] {
  const start = Date.UTC(fromYear, 0, 1);
  const end = Date.UTC(toYear + 1, 0, 1);
  const changes: { at: number; from: number; to: number }[] = [];
  let previous = offsetMinutes(timeZone, start);
  for (let day = start + DAY; day <= end; day += DAY) {
    const offset = offsetMinutes(timeZone, day);
    if (offset !== previous) {
      // The exact minute of the change, by halving the day.
      let low = day - DAY;
      let high = day;
      while (high - low > 60_000) {
        const mid = low + Math.floor((high - low) / 120_000) * 60_000;
        if (offsetMinutes(timeZone, mid) === previous) low = mid;
        else high = mid;
      }
      changes.push({ at: high, from: previous, to: offset });
      previous = offset;
    }
  }
  const lines = ['BEGIN:VTIMEZONE', `TZID:${timeZone}`];
  if (changes.length === 0) {
    lines.push(
      'BEGIN:STANDARD',
      'DTSTART:19700101T000000',
      `TZOFFSETFROM:${icsOffset(previous)}`,
      `TZOFFSETTO:${icsOffset(previous)}`,
      'END:STANDARD',
    );
  }
  for (const change of changes) {
    const kind = change.to > change.from ? 'DAYLIGHT' : 'STANDARD';
    // DTSTART is the local time before the change (RFC 5545 section 3.6.5).
    const local = icsUtc(new Date(change.at + change.from * 60_000)).replace('Z', '');
    lines.push(
      `BEGIN:${kind}`,
      `DTSTART:${local}`,
      `TZOFFSETFROM:${icsOffset(change.from)}`,
      `TZOFFSETTO:${icsOffset(change.to)}`,
      `END:${kind}`,
    );
  }
  lines.push('END:VTIMEZONE');
  return lines;
}

/** Options of a calendar entry. */
export interface IcsOptions {
  /** The moment the entry is made (DTSTAMP); now by default. */
  now?: Date;
  /** The seller named in the description and the product id. */
  brand?: string;
}

/** The `.ics` file of a booking in a locale: one VEVENT, lines folded, joined with CRLF. */
export function renderBookingIcs(
  data: VoucherData,
  locale: Locale,
  options: IcsOptions = {},
): string {
  const t = (key: Parameters<typeof documentText>[1], values?: Record<string, string | number>) =>
    documentText(locale, key, values);
  const zone = data.hotel.timeZone;
  const checkIn = t('voucher.checkInFrom', {
    date: formatDate(locale, data.checkIn),
    time: formatTime(locale, data.hotel.checkInTime),
  });
  const checkOut = t('voucher.checkOutUntil', {
    date: formatDate(locale, data.checkOut),
    time: formatTime(locale, data.hotel.checkOutTime),
  });
  const cancellation = data.cancellation.freeUntil
    ? t('voucher.freeUntil', { date: hotelTimeText(data.cancellation.freeUntil, zone, locale) })
    : t('voucher.nonRefundable');
  const description = [
    labelled(locale, t('voucher.reference'), data.reference),
    labelled(locale, t('voucher.guest'), data.guestName),
    labelled(locale, t('voucher.hotel'), data.hotel.name),
    labelled(locale, t('voucher.address'), data.hotel.address),
    labelled(locale, t('voucher.checkIn'), checkIn),
    labelled(locale, t('voucher.checkOut'), checkOut),
    ...(zone ? [t('voucher.timeZone', { zone })] : []),
    labelled(locale, t('voucher.room'), data.roomName),
    labelled(locale, t('voucher.board'), t(`board.${data.board}`)),
    labelled(locale, t('voucher.payAtProperty'), formatAmount(locale, data.payAtProperty)),
    labelled(locale, t('voucher.cancellation'), cancellation),
    ...(options.brand ? [t('voucher.contact', { brand: options.brand })] : []),
  ].join('\n');
  const brand = (options.brand ?? 'Stayway').replace(/[^\p{L}\p{N} .-]/gu, '');
  const when = zone
    ? [
        `DTSTART;TZID=${zone}:${icsLocal(data.checkIn, data.hotel.checkInTime)}`,
        `DTEND;TZID=${zone}:${icsLocal(data.checkOut, data.hotel.checkOutTime)}`,
      ]
    : // All day from check-in through the check-out day (DTEND is the day after).
      [
        `DTSTART;VALUE=DATE:${icsDate(data.checkIn)}`,
        `DTEND;VALUE=DATE:${icsDate(data.checkOut, 1)}`,
      ];
  const years = [Number(data.checkIn.slice(0, 4)), Number(data.checkOut.slice(0, 4))] as const;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${brand}//Booking ${data.reference}//${locale.toUpperCase()}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...(zone ? vtimezone(zone, years[0], years[1]) : []),
    'BEGIN:VEVENT',
    `UID:${data.reference.toLowerCase().replace(/[^a-z0-9-]/g, '')}@booking.stayway`,
    `DTSTAMP:${icsUtc(options.now ?? new Date())}`,
    ...when,
    `SUMMARY:${escapeText(t('calendar.summary', { hotel: data.hotel.name, reference: data.reference }))}`,
    `DESCRIPTION:${escapeText(description)}`,
    `LOCATION:${escapeText(`${data.hotel.name}, ${data.hotel.address}`)}`,
    `GEO:${data.hotel.lat.toFixed(6)};${data.hotel.lng.toFixed(6)}`,
    'STATUS:CONFIRMED',
    'TRANSP:TRANSPARENT',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
