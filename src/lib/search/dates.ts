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
  /** flatpickr's own labels (the year field's `aria-label` and the like), in the language. */
  yearAriaLabel: string;
  monthAriaLabel: string;
  hourAriaLabel: string;
  minuteAriaLabel: string;
  weekAbbreviation: string;
  amPM: [string, string];
  time_24hr: boolean;
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
  const name = (options: Intl.DateTimeFormatOptions) => {
    const format = new Intl.DateTimeFormat(iso, { ...options, timeZone: 'UTC' });
    return (date: Date) => format.format(date);
  };
  // 2023-01-01 was a Sunday.
  const sunday = (i: number) => new Date(Date.UTC(2023, 0, 1 + i, 12));
  const month = (i: number) => new Date(Date.UTC(2023, i, 15, 12));
  const days = [0, 1, 2, 3, 4, 5, 6];
  const months = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];
  const locale: CalendarLocale = {
    weekdays: {
      shorthand: days.map((i) => name({ weekday })(sunday(i))),
      longhand: days.map((i) => name({ weekday: 'long' })(sunday(i))),
    },
    months: {
      shorthand: months.map((i) => name({ month: 'short' })(month(i))),
      longhand: months.map((i) => name({ month: 'long' })(month(i))),
    },
    firstDayOfWeek: 0,
    rangeSeparator: ' – ',
    ordinal: () => '',
    ...fieldLabels(iso),
  };
  cache.set(key, locale);
  return locale;
}

/**
 * The names flatpickr puts in labels, from `Intl.DisplayNames` ("Year", "Jahr", "年") and
 * the day periods of `Intl.DateTimeFormat`, so no locale is left with English labels.
 */
function fieldLabels(
  iso: string,
): Pick<
  CalendarLocale,
  | 'yearAriaLabel'
  | 'monthAriaLabel'
  | 'hourAriaLabel'
  | 'minuteAriaLabel'
  | 'weekAbbreviation'
  | 'amPM'
  | 'time_24hr'
> {
  const fields = new Intl.DisplayNames(iso, { type: 'dateTimeField', style: 'long' });
  const short = new Intl.DisplayNames(iso, { type: 'dateTimeField', style: 'short' });
  // A label on its own starts with a capital where the script has them ("year" -> "Year").
  const label = (text: string | undefined) =>
    text ? text.charAt(0).toLocaleUpperCase(iso) + text.slice(1) : '';
  const period = (hour: number) =>
    new Intl.DateTimeFormat(iso, { hour: 'numeric', hour12: true, timeZone: 'UTC' })
      .formatToParts(new Date(Date.UTC(2023, 0, 1, hour)))
      .find((part) => part.type === 'dayPeriod')?.value ?? '';
  return {
    yearAriaLabel: label(fields.of('year')),
    monthAriaLabel: label(fields.of('month')),
    hourAriaLabel: label(fields.of('hour')),
    minuteAriaLabel: label(fields.of('minute')),
    weekAbbreviation: label(short.of('weekOfYear')),
    amPM: [period(9), period(21)],
    time_24hr:
      new Intl.DateTimeFormat(iso, { hour: 'numeric' }).resolvedOptions().hourCycle !== 'h12',
  };
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
