import { isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js';
import { z } from 'zod';

/** Longest phone number text accepted (digits, spaces, dashes, dots, brackets and a leading +). */
export const PHONE_MAX_LENGTH = 30;

/**
 * A phone field: at most 30 characters of digits, spaces, dashes, dots and brackets after an
 * optional `+`, with 6 to 17 digits. Whether it is a real number is `toE164`'s call.
 */
export const phoneField = z
  .string()
  .trim()
  .min(1)
  .max(PHONE_MAX_LENGTH)
  .refine((v) => /^\+?[\d\s().-]+$/.test(v) && /^(?:\D*\d){6,17}\D*$/.test(v), {
    message: 'validation.phone',
  });

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
