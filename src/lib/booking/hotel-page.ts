import { serverApi } from '../api/server';
import { useTranslations } from '../i18n/i18n';
import { loadHotel, type HotelLoad, type HotelRef } from './load-hotel';

/**
 * Loads the hotel of an on-demand page with the server's API client. The page answers
 * 404 for `missing` and sets 503 for `unavailable`.
 */
export function loadHotelForPage(locale: string, ref: HotelRef): Promise<HotelLoad> {
  const t = useTranslations(locale);
  return loadHotel(serverApi(locale, t('api.unreachable')), ref);
}
