import type { Database } from '../db/database.ts';
import type { Locale } from '../lib/i18n.ts';
import type { Reservation } from '../../../contract/bookings.ts';
import { clientPrice } from '../../../contract/agent-price.ts';
import type { Price } from '../../../contract/money.ts';
import type { Money } from '../lib/money.ts';
import type { BookingRow } from './bookings.ts';
import { isCancellable, refundFor } from './cancellation.ts';
import { documentLinks } from '../documents/document-links.ts';
import { effectiveStatus } from './holds.ts';
import { paidFor } from './payments.ts';
import type { Catalog } from './catalog.ts';
import { dayInZone } from '../../../contract/hotel-time.ts';
import { daysBetween } from './stay.ts';
import { hotelLocation, imageUrl, local } from './views.ts';

/** Where a stay stands in time relative to today at the hotel (on the clock of its `zone`). */
export function stayStatus(
  booking: Pick<BookingRow, 'check_in' | 'check_out'>,
  now = Date.now(),
  zone = 'UTC',
): 'upcoming' | 'in_progress' | 'past' {
  const day = dayInZone(now, zone);
  if (booking.check_out <= day) return 'past';
  if (booking.check_in <= day) return 'in_progress';
  return 'upcoming';
}

/**
 * The JSON of a booking / reservation (one record: a reservation is a booking once paid).
 * `secret` signs the links to its documents (null: none given, for a view that is not sent). Its
 * price carries net, gross, commission and markup only for an `agentView` (a signed-in agent
 * who may see it); everyone else gets the client's price alone.
 */
export async function reservationView(
  db: Database,
  catalog: Catalog,
  booking: BookingRow,
  locale: Locale,
  base: string,
  secret: string | null,
  now = Date.now(),
  agentView = false,
): Promise<Reservation> {
  const hotel = catalog.hotel(booking.hotel_id);
  const room = hotel?.rooms.find((r) => r.code === booking.room_code);
  const paid = await paidFor(db, booking.uuid);
  const status = effectiveStatus(booking, now);
  const cancellable = isCancellable(booking, now, hotel?.time_zone);
  return {
    uuid: booking.uuid,
    reference: booking.reference,
    status,
    hold_expires_at:
      status === 'pending_payment' && booking.hold_expires_at !== null
        ? new Date(booking.hold_expires_at).toISOString()
        : null,
    stay_status: stayStatus(booking, now, hotel?.time_zone),
    hotel: hotel
      ? {
          id: hotel.id,
          slug: hotel.slug,
          name: hotel.name,
          stars: hotel.stars,
          address: catalog.hotelAddress(hotel, locale),
          image: hotel.images[0] ? imageUrl(base, hotel.images[0]) : null,
          ...hotelLocation(catalog, hotel, locale),
          time_zone: hotel.time_zone,
          check_in_time: hotel.check_in_time,
          check_out_time: hotel.check_out_time,
        }
      : null,
    room: { code: booking.room_code, name: room ? local(room.name, locale) : booking.room_code },
    board: booking.board,
    refundable: booking.refundable === 1,
    check_in: booking.check_in,
    check_out: booking.check_out,
    nights: daysBetween(booking.check_in, booking.check_out),
    guests: booking.guests,
    rooms: booking.rooms,
    holder: JSON.parse(booking.holder) as Reservation['holder'],
    guests_names: booking.guests_names ? (JSON.parse(booking.guests_names) as string[]) : null,
    special_requests: booking.special_requests,
    price: agentView
      ? (JSON.parse(booking.price) as Price)
      : clientPrice(JSON.parse(booking.price) as Price),
    paid: { amount: paid, currency: booking.currency },
    cancellation: JSON.parse(booking.cancellation) as { free_until: string | null; penalty: Money },
    cancellable,
    refund_if_cancelled: cancellable
      ? { amount: refundFor(booking, paid, now), currency: booking.currency }
      : null,
    refund: booking.refund ? (JSON.parse(booking.refund) as Money) : null,
    agency_fid: booking.agency_fid,
    documents: secret === null ? null : documentLinks(booking, secret, now),
    created_at: booking.created_at,
    updated_at: booking.updated_at,
  };
}

/**
 * A reservation as a guest who proved it (reference and email) sees it: the price without the
 * agent's figures (net, gross, commission), and cancellable only when the proof may cancel it
 * (`proofCancels`). Only the agent, the agency and house staff see the agent's figures.
 */
export function guestReservation(view: Reservation, mayCancel: boolean): Reservation {
  const price = { ...view.price };
  delete price.net;
  delete price.gross;
  delete price.commission;
  return {
    ...view,
    price,
    ...(mayCancel ? {} : { cancellable: false, refund_if_cancelled: null }),
  };
}
