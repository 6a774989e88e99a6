import { Hono } from 'hono';
import { z } from 'zod';
import { voucherSchema } from '../../../contract/bookings.ts';
import { documentLinks } from '../documents/document-links.ts';
import type { BookingRow } from '../domain/bookings.ts';
import { stayStatus } from '../domain/reservation-view.ts';
import { hotelLocation } from '../domain/views.ts';
import type { AppEnv } from '../lib/context.ts';
import { ApiError } from '../lib/errors.ts';
import { requireUser, userView } from '../lib/guards.ts';
import { t } from '../lib/i18n.ts';
import { ANSWERS, dataOf, describeRoute } from '../lib/openapi.ts';

/** Hotel vouchers (one per paid reservation) for users with options.vouchers. */
export const voucherRoutes = new Hono<AppEnv>();

const vouchersDoc = describeRoute({
  tag: 'Vouchers',
  security: 'session',
  summary: 'Hotel vouchers of paid reservations',
  description: 'Only for users with options.vouchers (403 otherwise).',
  responses: {
    '200': { description: 'Vouchers', schema: dataOf(z.array(voucherSchema)) },
    '401': ANSWERS.e401,
    '403': 'Vouchers not enabled',
  },
});

voucherRoutes.get('/v3/vouchers', vouchersDoc, async (c) => {
  const { db, catalog, secret } = c.get('services');
  const locale = c.get('locale');
  const user = requireUser(c);
  if (!userView(user).options.vouchers) throw new ApiError(403, t(locale, 'vouchers.forbidden'));
  const rows = await db.all<BookingRow>(
    "SELECT * FROM bookings WHERE user_id = ? AND status IN ('confirmed', 'cancelled') ORDER BY check_in DESC, created_at DESC, uuid",
    [user.id],
  );
  const now = Date.now();
  return c.json({
    data: rows.map((row) => {
      const hotel = catalog.hotel(row.hotel_id);
      const holder = JSON.parse(row.holder) as { first_name: string; last_name: string };
      return {
        id: `V-${row.reference}`,
        code: row.reference,
        reservation_uuid: row.uuid,
        status: row.status === 'cancelled' ? 'void' : stayStatus(row) === 'past' ? 'used' : 'valid',
        hotel: hotel
          ? {
              id: hotel.id,
              name: hotel.name,
              address: catalog.hotelAddress(hotel, locale),
              ...hotelLocation(catalog, hotel, locale),
            }
          : null,
        check_in: row.check_in,
        check_out: row.check_out,
        guests: row.guests,
        board: row.board,
        holder_name: `${holder.first_name} ${holder.last_name}`,
        issued_at: row.updated_at,
        documents: documentLinks(row, secret, now),
      };
    }),
  });
});
