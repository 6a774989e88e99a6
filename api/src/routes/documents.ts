import { Hono, type Context } from 'hono';
import { z } from 'zod';
import {
  bookingBrand,
  bookingVoucherData,
  calendarFile,
  voucherFile,
  type BookingFile,
} from '../documents/booking-documents.ts';
import { verifyDocumentLink } from '../documents/document-links.ts';
import { bookingByUuid } from '../domain/bookings.ts';
import { effectiveStatus } from '../domain/holds.ts';
import type { AppEnv } from '../lib/context.ts';
import { ApiError } from '../lib/errors.ts';
import { t } from '../lib/i18n.ts';
import { describeRoute } from '../lib/openapi.ts';

const UUID = '{[0-9a-f-]{36}}';

/** A confirmed booking's voucher and calendar entry, through the signed links of its answers. */
export const documentRoutes = new Hono<AppEnv>();

const linkParams = [
  { name: 'exp', in: 'query' as const, schema: z.string(), required: true },
  { name: 'sig', in: 'query' as const, schema: z.string(), required: true },
];

const linkAnswers = {
  '403': 'The link’s signature does not match, or it has expired: open the reservation again',
  '404': 'No such booking, or it is not confirmed (cancelled, unpaid)',
};

/**
 * The files of the booking a valid link names, made by `make`: 403 for a link that is forged
 * or expired, 404 when the booking is gone or no longer confirmed. The answer is the caller's
 * alone: a download, kept by no shared cache.
 */
async function serve(
  c: Context<AppEnv>,
  make: (
    file: NonNullable<Awaited<ReturnType<typeof bookingVoucherData>>>,
    brand: Awaited<ReturnType<typeof bookingBrand>>,
  ) => Promise<BookingFile> | BookingFile,
): Promise<Response> {
  const services = c.get('services');
  const locale = c.get('locale');
  const uuid = c.req.param('uuid')?.toLowerCase() ?? '';
  if (!verifyDocumentLink(uuid, c.req.query('exp'), c.req.query('sig'), services.secret))
    throw new ApiError(403, t(locale, 'document.link_invalid'));
  const booking = await bookingByUuid(services.db, uuid);
  const voucher =
    booking && effectiveStatus(booking) === 'confirmed'
      ? await bookingVoucherData(services, booking)
      : null;
  if (!booking || !voucher) throw new ApiError(404, t(locale, 'reservation.not_found'));
  const file = await make(voucher, await bookingBrand(services, booking, voucher.locale));
  return c.body(new Uint8Array(file.content), 200, {
    'Content-Type': file.contentType,
    'Content-Disposition': `attachment; filename="${file.filename}"`,
    'Cache-Control': 'private, no-store',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
  });
}

const voucherDoc = describeRoute({
  tag: 'Reservations',
  security: 'none',
  summary: 'The PDF voucher of a confirmed booking',
  description:
    'Through the signed link in `documents.voucher` of a reservation, voucher or transaction answer (valid a day). In the booking’s language and its seller’s brand; the guest’s figures only. Content-Disposition attachment, Cache-Control private, no-store.',
  params: linkParams,
  responses: {
    '200': { description: 'voucher-{reference}.pdf', file: 'application/pdf' },
    ...linkAnswers,
  },
});

documentRoutes.get(`/v3/documents/:uuid${UUID}/voucher.pdf`, voucherDoc, (c) =>
  serve(c, ({ data, locale }, brand) => voucherFile(data, locale, brand)),
);

const calendarDoc = describeRoute({
  tag: 'Reservations',
  security: 'none',
  summary: 'The calendar entry (.ics) of a confirmed booking',
  description:
    'Through the signed link in `documents.calendar` (valid a day). RFC 5545: check-in to check-out in the hotel’s time zone when known (else all-day dates), the hotel’s address and coordinates, the reference.',
  params: linkParams,
  responses: {
    '200': { description: 'stay-{reference}.ics', file: 'text/calendar' },
    ...linkAnswers,
  },
});

documentRoutes.get(`/v3/documents/:uuid${UUID}/calendar.ics`, calendarDoc, (c) =>
  serve(c, ({ data, locale }, brand) => calendarFile(data, locale, brand)),
);
