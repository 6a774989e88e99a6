/**
 * Dates as text, composed only by `Intl.DateTimeFormat` in the visitor's language: each
 * locale's own month forms, separators and order. SPEC section 5 asks for day, month, year;
 * English follows it through the British conventions ("14 Jul 2026", not "Jul 14, 2026"),
 * languages that write the year first (ja, zh, ko, hu, lt) keep their own order.
 */
import { dateTag } from '../../contract/locales';
import { remembered } from './remembered';
import { dayNumber } from './search-query';

const DAY = 86_400_000;

/** The tag whose conventions format dates for a site locale (`contract/locales.ts`). */
export function dateLocale(iso: string): string {
  return dateTag(iso);
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** A cached `Intl.DateTimeFormat` in UTC for a site locale. */
export function dateFormat(iso: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${iso}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(dateLocale(iso), { timeZone: 'UTC', ...options });
    formats.set(key, format);
  }
  return format;
}

/** The UTC midnight of a `YYYY-MM-DD` day (or of an ISO timestamp's day), if it is one. */
export function dateOfDay(day: string): Date | undefined {
  const number = dayNumber(day.slice(0, 10));
  return number === undefined ? undefined : new Date(number * DAY);
}

const SHORT: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };
const LONG: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' };

/** A day (`YYYY-MM-DD`, or an ISO timestamp's day): "14 Jul 2026", "14. Juli 2026", "2026年7月14日". */
export function formatDay(day: string, iso: string): string {
  const date = dateOfDay(day);
  return date ? sameSpacing(dateFormat(iso, SHORT).format(date)) : day;
}

/**
 * Long days already written: the calendar labels each of its 84 days again every time a
 * click redraws them, inside the click's task (about 20 ms at 4x CPU without this).
 */
const longDays = new Map<string, string>();

/** A day with the month written out, for screen readers: "14 July 2026". */
export function formatLongDay(day: string, iso: string): string {
  return remembered(longDays, `${iso}|${day}`, () => {
    const date = dateOfDay(day);
    return date ? sameSpacing(dateFormat(iso, LONG).format(date)) : day;
  });
}

/**
 * Ranges already written. ICU's `formatRange` costs about 20 µs a call, 20 times a plain
 * `format`, and the same stay fills every search form of a build's tens of thousands of pages
 * (and every card of a visitor's list).
 */
const dayRanges = new Map<string, string>();

/**
 * A stay from one day to another as the language writes a range: "14–18 Jul 2026",
 * "14.–18. Juli 2026", "14 Jul – 2 Aug 2026"; either end as it is when it is no date.
 */
export function formatDayRange(from: string, to: string, iso: string): string {
  return remembered(dayRanges, `${iso}|${from}|${to}`, () => {
    const start = dateOfDay(from);
    const end = dateOfDay(to);
    return !start || !end || end < start
      ? `${formatDay(from, iso)} – ${formatDay(to, iso)}`
      : sameSpacing(dateFormat(iso, SHORT).formatRange(start, end));
  });
}

/**
 * ICU versions space dates differently: Node's writes "9–12 Dec" and "2026\u202fг.", Chromium's
 * "9 – 12 Dec" and "2026 г.". A server-rendered island whose text differs from the browser's
 * own first render is thrown away and rendered again by React (losing what a person typed
 * meanwhile), so both get one spacing: plain spaces, no space around a dash between numbers
 * ("14–18", "14.–18."), a thin space around it elsewhere ("30 Jul – 2 Aug").
 */
export function sameSpacing(text: string): string {
  return text
    .replace(/[\u00a0\u202f]/g, ' ')
    .replace(/([\d.])[\s\u2009]*–[\s\u2009]*(\d)/g, '$1–$2')
    .replace(/[\s\u2009]+–[\s\u2009]+/g, '\u2009–\u2009');
}

/** A calendar month's title: "July 2026", "Juli 2026", "2026年7月" (month 0-11). */
export function formatMonth(year: number, month: number, iso: string): string {
  return sameSpacing(
    dateFormat(iso, { month: 'long', year: 'numeric' }).format(new Date(Date.UTC(year, month, 15))),
  );
}
