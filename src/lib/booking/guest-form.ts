import { formatGuests, type GuestRoom } from '../../../contract/stay';
import type { BookingRequest } from '../api/booking-calls';
/** The guest details a booking asks for. */
export const GUEST_FIELDS = [
  'first_name',
  'last_name',
  'email',
  'phone',
  'special_requests',
] as const;
export type GuestField = (typeof GUEST_FIELDS)[number];
export type GuestForm = Record<GuestField, string>;

/** Why a field is not accepted before sending (the server has the last word). */
export type GuestFieldProblem = 'required' | 'email' | 'phone' | 'tooLong';

/** Longest accepted values, as the API accepts them. */
export const MAX_LENGTH: Record<GuestField, number> = {
  first_name: 100,
  last_name: 100,
  email: 254,
  phone: 30,
  special_requests: 1000,
};

/** An empty form. */
export function emptyGuestForm(): GuestForm {
  return { first_name: '', last_name: '', email: '', phone: '', special_requests: '' };
}

/**
 * Checks a form before it is sent: names, email and phone are required; the email needs
 * one `@` between non-blank parts; the phone takes digits, spaces, `-` and a leading `+`,
 * with 6 to 20 digits. Deliberately lenient: the server's field errors cover the rest.
 */
export function validateGuestForm(form: GuestForm): Partial<Record<GuestField, GuestFieldProblem>> {
  const problems: Partial<Record<GuestField, GuestFieldProblem>> = {};
  for (const field of GUEST_FIELDS) {
    const value = form[field].trim();
    if (field !== 'special_requests' && value === '') problems[field] = 'required';
    else if (value.length > MAX_LENGTH[field]) problems[field] = 'tooLong';
  }
  if (!problems.email && !/^[^\s@]+@[^\s@]+$/.test(form.email.trim())) problems.email = 'email';
  const phone = form.phone.trim();
  const digits = phone.replace(/\D/g, '').length;
  if (!problems.phone && (!/^\+?[\d\s-]+$/.test(phone) || digits < 6 || digits > 20)) {
    problems.phone = 'phone';
  }
  return problems;
}

/**
 * The server's 422 field messages (`holder.email`, `special_requests`…) split into those
 * shown under a form field and the rest (shown above the form).
 */
export function serverFieldErrors(fieldMessages: Record<string, string>): {
  fields: Partial<Record<GuestField, string>>;
  other: string[];
} {
  const fields: Partial<Record<GuestField, string>> = {};
  const other: string[] = [];
  for (const [name, message] of Object.entries(fieldMessages)) {
    const field = name.replace(/^holder\./, '');
    if ((GUEST_FIELDS as readonly string[]).includes(field)) fields[field as GuestField] = message;
    else other.push(message);
  }
  return { fields, other };
}

/** sessionStorage key of the form being filled, so a reload loses nothing. */
export const GUEST_FORM_KEY = 'booking.guestForm';

/** Reads a stored form; anything missing or corrupt reads as empty. */
export function readStoredGuestForm(text: string | null): GuestForm {
  const form = emptyGuestForm();
  if (!text) return form;
  try {
    const value = JSON.parse(text) as unknown;
    if (typeof value !== 'object' || value === null) return form;
    for (const field of GUEST_FIELDS) {
      const stored = (value as Record<string, unknown>)[field];
      if (typeof stored === 'string') form[field] = stored.slice(0, MAX_LENGTH[field]);
    }
  } catch {
    return form;
  }
  return form;
}

/**
 * The booking request of a rate for the selected stay and the guest form (SPEC section 5):
 * the form's values trimmed, special requests only when written, the agency attribution
 * only when the visitor came through one.
 */
export function bookingRequest(
  stay: { check_in: string; check_out: string; rooms: GuestRoom[] },
  rate: { rate_id: string; currency: string },
  form: GuestForm,
  locale: string,
  fid: number | null,
): BookingRequest {
  const special = form.special_requests.trim();
  return {
    rate_id: rate.rate_id,
    check_in: stay.check_in,
    check_out: stay.check_out,
    guests: formatGuests(stay.rooms),
    currency: rate.currency,
    holder: {
      first_name: form.first_name.trim(),
      last_name: form.last_name.trim(),
      email: form.email.trim(),
      phone: form.phone.trim(),
    },
    ...(special ? { special_requests: special } : {}),
    locale,
    ...(fid !== null ? { fid } : {}),
  };
}
