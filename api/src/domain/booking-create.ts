import { randomBytes, randomUUID } from 'node:crypto';
import type { Database } from '../db/database.ts';
import { ApiError } from '../lib/errors.ts';
import { t, type Locale } from '../lib/i18n.ts';
import type { BookingRow } from './bookings.ts';
import type { Catalog } from './catalog.ts';
import { checkHoldLimits, expireHolds, type HoldPolicy } from './holds.ts';
import { changeInventory, liveQuotes } from './inventory.ts';
import { penaltyOf, priceView, type SellerTerms } from './price-view.ts';
import type { RateKey } from './rate-ids.ts';
import { nightsOf, parseGuests } from './stay.ts';
import { enqueueBookingMail } from '../mail/outbox.ts';

/** Input of createBooking (already validated). */
export interface NewBooking {
  key: RateKey;
  userId: number | null;
  /** The session booking (guest bookings belong to it). */
  sessionHash: string | null;
  /** The client's address group (`clientGroup`), its holds counted together. */
  clientIp: string | null;
  agencyFid: number;
  /** An agent's terms (their prices carry net, commission and markup), else null. */
  seller: SellerTerms | null;
  /** The agent's proposal the rate was chosen from, if any (`proposal_id`). */
  proposalId?: string | null;
  holder: { first_name: string; last_name: string; email: string; phone: string };
  guestsNames: string[] | null;
  specialRequests: string | null;
  locale: Locale;
  /** Unpaid bookings hold rooms under this policy; without one the booking is paid at once (seed). */
  holds: HoldPolicy | null;
  now?: number;
}

const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A human-friendly confirmation number such as `HS-7K4Q-29XM`. */
export function newReference(): string {
  const bytes = randomBytes(8);
  const chars = [...bytes].map((b) => REFERENCE_ALPHABET[b % REFERENCE_ALPHABET.length]).join('');
  return `HS-${chars.slice(0, 4)}-${chars.slice(4, 8)}`;
}

// What a booking depends on, locked in one order by every booking (so none waits in a cycle):
// its owner's row (the user's, else the guest session's: their holds are counted), then each
// night of its room type (inventory rows, made at 0 where a night has none yet). Bookings of
// other rooms, nights and owners lock none of these and go ahead at the same time.
async function lockForBooking(tx: Database, input: NewBooking, hotelId: number): Promise<void> {
  if (input.userId !== null)
    await tx.run('UPDATE users SET role = role WHERE id = ?', [input.userId]);
  else if (input.sessionHash)
    await tx.run('UPDATE sessions SET remember = remember WHERE id_hash = ?', [input.sessionHash]);
  for (const night of nightsOf(input.key.checkIn, input.key.checkOut))
    await tx.run(
      `INSERT INTO inventory (hotel_id, room_code, night, booked) VALUES (?, ?, ?, 0)
       ON CONFLICT (hotel_id, room_code, night) DO UPDATE SET booked = inventory.booked`,
      [hotelId, input.key.room, night],
    );
}

/**
 * Books a rate inside one transaction that first locks what the booking depends on (its
 * owner and its room-nights; of two racing for the last room, the second waits and then finds
 * it gone): checks the client's hold limits (rooms per hold, unpaid bookings, room-nights per
 * address and hotel: 422 or 429; the per-address counts, which have no row to lock, may be
 * passed by bookings from one address in flight at the same instant), re-prices the rate
 * against live inventory and holds, answers 409
 * when the rooms are gone, and stores the booking. An unpaid booking holds its rooms until
 * `hold_expires_at`; a booking without a hold policy is paid (seed data) and takes them.
 */
export async function createBooking(db: Database, catalog: Catalog, input: NewBooking) {
  const now = input.now ?? Date.now();
  const { key, locale, holds } = input;
  const hotel = catalog.hotel(key.hotelId);
  if (!hotel) throw new ApiError(409, t(locale, 'booking.sold_out'));
  const rooms = parseGuests(key.guests) ?? [];
  // Expired holds are recorded now and then, outside the booking's transaction: they hold no
  // rooms either way, and a sweep of every hold in it would make concurrent bookings of
  // different hotels conflict on PostgreSQL.
  if (Math.random() < 0.05) await expireHolds(db, now);
  return db.transaction(async (tx) => {
    await lockForBooking(tx, input, hotel.id);
    if (holds)
      await checkHoldLimits(
        tx,
        {
          ...input,
          size: {
            hotelId: hotel.id,
            rooms: rooms.length,
            checkIn: key.checkIn,
            checkOut: key.checkOut,
          },
        },
        holds,
        now,
      );
    const quotes = await liveQuotes(tx, catalog, hotel, key, now);
    const quote = quotes.find(
      (q) => q.room.code === key.room && q.board === key.board && q.refundable === key.refundable,
    );
    if (!quote) throw new ApiError(409, t(locale, 'booking.sold_out'));
    const price = priceView(quote, key.currency, input.seller, rooms.length);
    const stamp = new Date(now).toISOString();
    const row: BookingRow = {
      uuid: randomUUID(),
      reference: newReference(),
      user_id: input.userId,
      agency_fid: input.agencyFid,
      hotel_id: hotel.id,
      room_code: quote.room.code,
      board: quote.board,
      refundable: quote.refundable ? 1 : 0,
      check_in: key.checkIn,
      check_out: key.checkOut,
      guests: key.guests,
      rooms: rooms.length,
      currency: key.currency,
      price: JSON.stringify(price),
      cancellation: JSON.stringify({
        free_until: quote.freeUntil,
        penalty: { amount: penaltyOf(quote, price.pay_now.amount), currency: key.currency },
      }),
      holder: JSON.stringify(input.holder),
      holder_email: input.holder.email,
      guests_names: input.guestsNames ? JSON.stringify(input.guestsNames) : null,
      special_requests: input.specialRequests,
      locale,
      status: holds ? 'pending_payment' : 'confirmed',
      refund: null,
      session_hash: input.sessionHash,
      client_ip: input.clientIp,
      hold_expires_at: holds ? now + holds.holdMs : null,
      proposal_id: input.proposalId ?? null,
      created_at: stamp,
      updated_at: stamp,
    };
    const columns = Object.keys(row);
    await tx.run(
      `INSERT INTO bookings (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
      Object.values(row),
    );
    if (!holds) await changeInventory(tx, row, 1);
    else await enqueueBookingMail(tx, row, 'awaiting_payment', now);
    return {
      booking: row,
      price,
      priceChanged: price.total.amount !== key.total,
      previousPrice: { amount: key.total, currency: key.currency },
    };
  }, 'row-locks');
}
