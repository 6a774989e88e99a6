import { createHmac } from 'node:crypto';
import type { BookingDocuments } from '../../../contract/bookings.ts';
import type { BookingRow } from '../domain/bookings.ts';
import { effectiveStatus } from '../domain/holds.ts';
import { safeEqual } from '../lib/sessions.ts';

/** The documents of a confirmed booking, by the last part of their path. */
export const DOCUMENT_FILES = { voucher: 'voucher.pdf', calendar: 'calendar.ics' } as const;

/** How long a document link opens its document. */
export const DOCUMENT_LINK_MS = 24 * 3_600_000;

// Expiries are rounded up to the hour, so the links of one booking stay the same for an hour
// (an answer kept for offline reading still opens them).
const HOUR = 3_600_000;

function sign(uuid: string, exp: number, secret: string): string {
  return createHmac('sha256', secret)
    .update(`documents:1:${uuid}:${exp}`)
    .digest('base64url')
    .slice(0, 32);
}

/**
 * The signed, expiring links to a booking's voucher and calendar file, as paths under the
 * API's base (`/v3/documents/{uuid}/voucher.pdf?exp=…&sig=…`), or null while the booking is
 * not confirmed. Only a caller who may see the booking is given them; whoever holds a link may
 * open its documents until it expires.
 */
export function documentLinks(
  booking: Pick<BookingRow, 'uuid' | 'status' | 'hold_expires_at'>,
  secret: string,
  now = Date.now(),
): BookingDocuments | null {
  if (effectiveStatus(booking, now) !== 'confirmed') return null;
  const exp = Math.ceil((now + DOCUMENT_LINK_MS) / HOUR) * (HOUR / 1000);
  const query = `?exp=${exp}&sig=${sign(booking.uuid, exp, secret)}`;
  const base = `/v3/documents/${booking.uuid}`;
  return {
    voucher: `${base}/${DOCUMENT_FILES.voucher}${query}`,
    calendar: `${base}/${DOCUMENT_FILES.calendar}${query}`,
  };
}

/** True when `exp` (seconds since the epoch) is still ahead and `sig` signs it for `uuid`. */
export function verifyDocumentLink(
  uuid: string,
  exp: string | undefined,
  sig: string | undefined,
  secret: string,
  now = Date.now(),
): boolean {
  if (!exp || !sig || !/^\d{1,12}$/.test(exp) || sig.length > 64) return false;
  const seconds = Number(exp);
  return seconds * 1000 > now && safeEqual(sig, sign(uuid, seconds, secret));
}
