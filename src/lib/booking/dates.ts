import { dateLocale } from '../dates';
import { dayNumber } from '../search-query';

const DAY = 86_400_000;

/**
 * A stay date (`YYYY-MM-DD`) in the visitor's language, day before month where the
 * language allows (SPEC section 5): `Fri, 11 Dec 2026`. Formatted in
 * UTC so the day never shifts with the time zone; the text itself when it is not a date.
 */
export function formatStayDate(iso: string, localeIso: string): string {
  const day = dayNumber(iso);
  if (day === undefined) return iso;
  return new Intl.DateTimeFormat(dateLocale(localeIso), {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(day * DAY));
}
