import { MINOR_UNITS } from '../lib/money.ts';
import { dateIntlTag, intlTag, type Locale } from '../lib/i18n.ts';
import type { Money } from '../../../contract/money.ts';

/** Dates, times and money of the guest's documents, written the locale's way with `Intl`. */

/** A `YYYY-MM-DD` date in full: "Tuesday, 12 May 2026", "2026年5月12日火曜日". */
export function formatDate(locale: Locale, date: string): string {
  return new Intl.DateTimeFormat(dateIntlTag(locale), {
    dateStyle: 'full',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}

/** An `HH:MM` clock time: "15:00" in en, "15:00" in de. */
export function formatTime(locale: Locale, time: string): string {
  const [hours = '0', minutes = '0'] = time.split(':');
  const at = Date.UTC(2000, 0, 1, Number(hours), Number(minutes));
  return new Intl.DateTimeFormat(dateIntlTag(locale), {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  }).format(at);
}

/** A moment (ISO datetime) with its time, in a time zone (UTC when none), the zone named. */
export function formatMoment(locale: Locale, iso: string, timeZone = 'UTC'): string {
  return new Intl.DateTimeFormat(dateIntlTag(locale), {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(new Date(iso));
}

/** An amount of money in its currency's minor units: "€1,234.50", "1.234,50 €". */
export function formatAmount(locale: Locale, money: Money): string {
  const digits = MINOR_UNITS.get(money.currency) ?? 2;
  return new Intl.NumberFormat(intlTag(locale), {
    style: 'currency',
    currency: money.currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(money.amount / 10 ** digits);
}

/** Coordinates as a map app takes them: "52.51630, 13.37770" (digits a phone can type). */
export function formatCoordinates(lat: number, lng: number): string {
  return `${lat.toFixed(5)}, ${lng.toFixed(5)}`;
}
