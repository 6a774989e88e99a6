/**
 * A hotel's deadline as every page shows it: the hotel's local date and time with its zone's
 * name ("12 January, 23:59, Honolulu time") and, when the visitor's clock reads differently, the
 * visitor's own date and time beside it ("(13 January, 11:59 your time)"). The words are the
 * common namespace's `hotelTime.*` messages; the dates, times and zone names come from `Intl`
 * in the visitor's language (`contract/hotel-time.ts`, which the API's documents use too).
 */
import { formatHotelTime } from '../../contract/hotel-time';
import { dateLocale } from './dates';
import type { T } from './i18n/messages';

/** The zone of the device the page runs on (the visitor's), or undefined when unknown. */
export function viewerTimeZone(): string | undefined {
  try {
    return new Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/**
 * An instant (ISO date-time) at a hotel in zone `zone` (an IANA id; null reads as UTC), in
 * the visitor's language `iso` and, beside it, in `viewerZone` (the device's zone unless given)
 * when that reads differently; the text itself when it is no date-time.
 */
export function formatHotelDeadline(
  instant: string,
  zone: string | null | undefined,
  iso: string,
  t: T,
  viewerZone: string | undefined = viewerTimeZone(),
): string {
  return formatHotelTime(
    instant,
    zone,
    dateLocale(iso),
    {
      atPlace: (values) => t('hotelTime.atPlace', { ...values }),
      inZone: (values) => t('hotelTime.inZone', { ...values }),
      withYours: (values) => t('hotelTime.withYours', { ...values }),
    },
    viewerZone,
  );
}
