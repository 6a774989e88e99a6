import { isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js';

/**
 * The E.164 form (`+972501234567`) of a phone number, or null when libphonenumber-js finds it
 * invalid. A number without `+` is read with the dial code given (`+972`, `+1-684`), else as a
 * national number of the given country (ISO code), else it is refused.
 */
export function toE164(
  value: string,
  context: { callingCode?: string | undefined; country?: string | undefined } = {},
): string | null {
  const text = value.trim();
  const dial = (context.callingCode ?? '').replace(/\D/g, '');
  const country = (context.country ?? '').toUpperCase();
  const parsed = text.startsWith('+')
    ? parsePhoneNumberFromString(text)
    : dial
      ? parsePhoneNumberFromString(`+${dial} ${text}`)
      : isSupportedCountry(country)
        ? parsePhoneNumberFromString(text, country)
        : undefined;
  return parsed?.isValid() ? parsed.number : null;
}
