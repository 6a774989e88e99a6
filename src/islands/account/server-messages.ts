import { pickMessages } from '../../lib/i18n/i18n';

/**
 * The messages account islands need (server side only): every key of the account
 * namespace and the common ones they reuse (API errors, sign-in prompt, navigation labels,
 * a hotel's deadline),
 * and the booking namespace's counted guests ("2 adults").
 */
export function accountMessages(locale: string): Record<string, string> {
  return {
    ...pickMessages(locale, ['api.', 'auth.', 'nav.', 'cta.', 'modal.', 'hotelTime.']),
    ...pickMessages(locale, ['guests.'], 'booking'),
    ...pickMessages(locale, [''], 'account'),
  };
}
