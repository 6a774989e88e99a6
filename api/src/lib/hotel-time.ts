import { formatHotelTime } from '../../../contract/hotel-time.ts';
import { dateIntlTag, t, type Locale } from './i18n.ts';

/**
 * An instant at a hotel as the API's documents write it (mails, vouchers, calendar files),
 * word for word as the site's pages show it: "12 January, 23:59, Honolulu time", and the
 * reader's own date and time beside it when `viewerZone` is given and reads differently.
 * The words are the catalogue's `time.*` messages; `en` writes day before month, as the site.
 */
export function hotelTimeText(
  instant: string,
  zone: string | null | undefined,
  locale: Locale,
  viewerZone?: string,
): string {
  return formatHotelTime(
    instant,
    zone,
    dateIntlTag(locale),
    {
      atPlace: (values) => t(locale, 'time.at_place', { ...values }),
      inZone: (values) => t(locale, 'time.in_zone', { ...values }),
      withYours: ({ atHotel, ...values }) =>
        t(locale, 'time.with_yours', { ...values, at_hotel: atHotel }),
    },
    viewerZone,
  );
}
