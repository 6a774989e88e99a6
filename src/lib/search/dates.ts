import { formatDay, formatLongDay } from '../dates';
import { addDays, dayNumber, LIMITS } from '../search-query';

export { formatDay };

/** The names a calendar shows, as flatpickr's `CustomLocale` takes them. */
export interface CalendarLocale {
  weekdays: { shorthand: string[]; longhand: string[] };
  months: { shorthand: string[]; longhand: string[] };
  /** 0: weeks start on Sunday (SPEC section 5). */
  firstDayOfWeek: number;
  rangeSeparator: string;
  ordinal: () => string;
  /**
   * flatpickr's own labels, in the language: the year field's `aria-label` and the month's.
   * The calendar has no time or week-number fields, so it shows none of flatpickr's others.
   */
  yearAriaLabel: string;
  monthAriaLabel: string;
}

const cache = new Map<string, CalendarLocale>();

/** How short the weekday column headings are: "Mon" or "M". */
export type WeekdayStyle = 'short' | 'narrow';

/**
 * Calendar names for any BCP 47 tag from `Intl.DateTimeFormat`, so every site locale
 * (tl-ph as `fil-PH` included) gets its own month and day names without a locale file:
 * stand-alone month names (the nominative a calendar heading needs), weeks from Sunday.
 */
export function calendarLocale(iso: string, weekday: WeekdayStyle = 'short'): CalendarLocale {
  const key = `${iso}|${weekday}`;
  const cached = cache.get(key);
  if (cached) return cached;
  // One formatter per kind of name, each writing all the names of its kind: creating an
  // `Intl.DateTimeFormat` is what costs (about 1 ms each at 4x CPU), and the calendar opens
  // with this on its path.
  const writer = (options: Intl.DateTimeFormatOptions) => {
    const format = new Intl.DateTimeFormat(iso, { ...options, timeZone: 'UTC' });
    return (date: Date) => format.format(date);
  };
  // 2023-01-01 was a Sunday.
  const sunday = (i: number) => new Date(Date.UTC(2023, 0, 1 + i, 12));
  const month = (i: number) => new Date(Date.UTC(2023, i, 15, 12));
  const days = [0, 1, 2, 3, 4, 5, 6].map(sunday);
  const months = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11].map(month);
  const fields = new Intl.DisplayNames(iso, { type: 'dateTimeField', style: 'long' });
  // A label on its own starts with a capital where the script has them ("year" -> "Year").
  const label = (text: string | undefined) =>
    text ? text.charAt(0).toLocaleUpperCase(iso) + text.slice(1) : '';
  const locale: CalendarLocale = {
    weekdays: {
      shorthand: days.map(writer({ weekday })),
      longhand: days.map(writer({ weekday: 'long' })),
    },
    months: {
      shorthand: months.map(writer({ month: 'short' })),
      longhand: months.map(writer({ month: 'long' })),
    },
    firstDayOfWeek: 0,
    rangeSeparator: ' – ',
    ordinal: () => '',
    yearAriaLabel: label(fields.of('year')),
    monthAriaLabel: label(fields.of('month')),
  };
  cache.set(key, locale);
  return locale;
}

/** A day's `aria-label` in the calendar: "14 July 2026", "2026年7月14日". */
export function dayLabel(date: Date, iso: string): string {
  return formatLongDay(isoOfLocalDate(date), iso);
}

/** The first and last selectable day: today to one year ahead (SPEC section 5). */
export function selectableRange(today: string): { min: string; max: string } {
  return { min: today, max: addDays(today, LIMITS.maxDaysAhead) };
}

/**
 * Whether a day can end a stay that starts (or ends) at `anchor`: from 1 to 30 nights
 * away, that is 2 to 31 selected days counting both ends.
 */
export function withinStay(anchor: string, day: string): boolean {
  const nights = Math.abs((dayNumber(day) ?? 0) - (dayNumber(anchor) ?? 0));
  return nights >= LIMITS.minNights && nights <= LIMITS.maxNights;
}

/** YYYY-MM-DD of a local calendar date (as flatpickr hands them over). */
export function isoOfLocalDate(date: Date): string {
  const m = String(date.getMonth() + 1).padStart(2, '0');
  const d = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${m}-${d}`;
}

/** The local calendar date of YYYY-MM-DD (midnight), for flatpickr. */
export function localDateOf(iso: string): Date {
  const [y = 1970, m = 1, d = 1] = iso.split('-').map(Number);
  return new Date(y, m - 1, d);
}
