import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { transaction } from '../db/open.ts';
import { ApiError } from '../lib/errors.ts';
import { t, type Locale } from '../lib/i18n.ts';
import type { Money } from '../lib/money.ts';
import { safeEqual } from '../lib/sessions.ts';
import type { Catalog } from './catalog.ts';
import { allotment, quoteHotel, type Quote } from './pricing.ts';
import { nightsOf, parseGuests, today } from './stay.ts';
import type { Board, Hotel } from './types.ts';

/** What a rate id encodes: the hotel, room type, board, policy, the search and the quoted total. */
export interface RateKey {
  hotelId: number;
  room: string;
  board: Board;
  refundable: boolean;
  checkIn: string;
  checkOut: string;
  guests: string;
  currency: string;
  country: string;
  total: number;
}

function sign(payload: string, secret: string): string {
  return createHmac('sha256', secret).update(payload).digest('base64url').slice(0, 22);
}

/** An opaque, signed rate id. */
export function encodeRate(key: RateKey, secret: string): string {
  const payload = Buffer.from(
    JSON.stringify([
      1,
      key.hotelId,
      key.room,
      key.board,
      key.refundable ? 1 : 0,
      key.checkIn,
      key.checkOut,
      key.guests,
      key.currency,
      key.country,
      key.total,
    ]),
  ).toString('base64url');
  return `${payload}.${sign(payload, secret)}`;
}

/** Decodes a rate id, or null when it is malformed or its signature does not match. */
export function decodeRate(id: string, secret: string): RateKey | null {
  const [payload, signature] = id.split('.');
  if (!payload || !signature || id.length > 1000 || !safeEqual(signature, sign(payload, secret)))
    return null;
  try {
    const value = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as unknown[];
    const [
      version,
      hotelId,
      room,
      board,
      refundable,
      checkIn,
      checkOut,
      guests,
      currency,
      country,
      total,
    ] = value;
    if (version !== 1) return null;
    return {
      hotelId: Number(hotelId),
      room: String(room),
      board: String(board) as Board,
      refundable: refundable === 1,
      checkIn: String(checkIn),
      checkOut: String(checkOut),
      guests: String(guests),
      currency: String(currency),
      country: String(country),
      total: Number(total),
    };
  } catch {
    return null;
  }
}

/** Rooms of a room type still for sale on every night of a stay (the scarcest night). */
export function roomsLeft(
  db: DatabaseSync,
  hotelId: number,
  roomCode: string,
  nights: string[],
): number {
  if (nights.length === 0) return 0;
  const rows = db
    .prepare(
      'SELECT night, booked FROM inventory WHERE hotel_id = ? AND room_code = ? AND night >= ? AND night <= ?',
    )
    .all(hotelId, roomCode, nights[0] ?? '', nights[nights.length - 1] ?? '') as {
    night: string;
    booked: number;
  }[];
  const booked = new Map(rows.map((r) => [r.night, r.booked]));
  let left = Infinity;
  for (const night of nights)
    left = Math.min(left, allotment(hotelId, roomCode, night) - (booked.get(night) ?? 0));
  return Math.max(0, left);
}

/** The live quotes of a hotel for a stay (inventory-aware). */
export function liveQuotes(
  db: DatabaseSync,
  catalog: Catalog,
  hotel: Hotel,
  stay: { checkIn: string; checkOut: string; guests: string; currency: string; country: string },
  now = Date.now(),
): Quote[] {
  const rooms = parseGuests(stay.guests) ?? [];
  const city = catalog.city(hotel.city_id);
  const nights = nightsOf(stay.checkIn, stay.checkOut);
  return quoteHotel(
    hotel,
    city?.country_code ?? '',
    {
      checkIn: stay.checkIn,
      checkOut: stay.checkOut,
      rooms,
      currency: stay.currency,
      country: stay.country,
      cityName: city?.name ?? '',
      now,
    },
    (roomCode) => roomsLeft(db, hotel.id, roomCode, nights),
  );
}

/** Agent pricing: the public (gross) price, the agent's net and the commission between them. */
export const AGENT_COMMISSION = 0.12;

/** The price JSON of a quote; agents also get net, gross and commission. */
export function priceView(quote: Quote, currency: string, agent: boolean) {
  const money = (amount: number): Money => ({ amount, currency });
  const commission = Math.round(quote.payNow * AGENT_COMMISSION);
  return {
    total: money(quote.total),
    taxes_and_fees: money(quote.taxesAndFees),
    pay_now: money(quote.payNow),
    pay_at_property: money(quote.payAtProperty),
    // Israeli VAT, where it applies, and where it is paid (SPEC section 5's VAT note).
    ...(quote.vatInPrice > 0 ? { vat_in_price: money(quote.vatInPrice) } : {}),
    ...(quote.vatAtProperty > 0 ? { vat_at_property: money(quote.vatAtProperty) } : {}),
    ...(agent
      ? {
          net: money(quote.total - commission),
          gross: money(quote.total),
          commission: money(commission),
        }
      : {}),
  };
}

/** A stored booking row. */
export interface BookingRow {
  uuid: string;
  reference: string;
  user_id: number | null;
  agency_fid: number;
  hotel_id: number;
  room_code: string;
  board: Board;
  refundable: number;
  check_in: string;
  check_out: string;
  guests: string;
  rooms: number;
  currency: string;
  price: string;
  cancellation: string;
  holder: string;
  holder_email: string;
  guests_names: string | null;
  special_requests: string | null;
  locale: string;
  status: 'pending_payment' | 'confirmed' | 'cancelled' | 'expired';
  refund: string | null;
  created_at: string;
  updated_at: string;
}

const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A human-friendly confirmation number such as `HS-7K4Q-29XM`. */
export function newReference(): string {
  const bytes = randomBytes(8);
  const chars = [...bytes].map((b) => REFERENCE_ALPHABET[b % REFERENCE_ALPHABET.length]).join('');
  return `HS-${chars.slice(0, 4)}-${chars.slice(4, 8)}`;
}

function changeInventory(
  db: DatabaseSync,
  booking: Pick<BookingRow, 'hotel_id' | 'room_code' | 'check_in' | 'check_out' | 'rooms'>,
  delta: number,
): void {
  const upsert = db.prepare(
    'INSERT INTO inventory (hotel_id, room_code, night, booked) VALUES (?, ?, ?, ?) ON CONFLICT (hotel_id, room_code, night) DO UPDATE SET booked = MAX(0, booked + excluded.booked)',
  );
  for (const night of nightsOf(booking.check_in, booking.check_out)) {
    upsert.run(booking.hotel_id, booking.room_code, night, booking.rooms * delta);
  }
}

/** Unpaid bookings hold their rooms this long. */
export const PAYMENT_HOLD_MS = 30 * 60 * 1000;

/** Marks unpaid bookings older than the hold as expired and releases their rooms. */
export function expireUnpaid(db: DatabaseSync, now = Date.now()): void {
  const cutoff = new Date(now - PAYMENT_HOLD_MS).toISOString();
  const stale = db
    .prepare("SELECT * FROM bookings WHERE status = 'pending_payment' AND created_at < ?")
    .all(cutoff) as unknown as BookingRow[];
  for (const booking of stale) {
    db.prepare("UPDATE bookings SET status = 'expired', updated_at = ? WHERE uuid = ?").run(
      new Date(now).toISOString(),
      booking.uuid,
    );
    changeInventory(db, booking, -1);
  }
}

/** Input of createBooking (already validated). */
export interface NewBooking {
  key: RateKey;
  userId: number | null;
  agencyFid: number;
  agent: boolean;
  holder: { first_name: string; last_name: string; email: string; phone: string };
  guestsNames: string[] | null;
  specialRequests: string | null;
  locale: Locale;
  status?: BookingRow['status'];
  now?: number;
}

/**
 * Books a rate inside one BEGIN IMMEDIATE transaction: re-prices it against live inventory,
 * answers 409 when the rooms are gone, stores the booking and takes the rooms.
 */
export function createBooking(db: DatabaseSync, catalog: Catalog, input: NewBooking) {
  const now = input.now ?? Date.now();
  const { key, locale } = input;
  const hotel = catalog.hotel(key.hotelId);
  if (!hotel) throw new ApiError(409, t(locale, 'booking.sold_out'));
  const rooms = parseGuests(key.guests) ?? [];
  return transaction(db, () => {
    expireUnpaid(db, now);
    const quotes = liveQuotes(db, catalog, hotel, key, now);
    const quote = quotes.find(
      (q) => q.room.code === key.room && q.board === key.board && q.refundable === key.refundable,
    );
    if (!quote) throw new ApiError(409, t(locale, 'booking.sold_out'));
    const price = priceView(quote, key.currency, input.agent);
    const uuid = randomUUID();
    const stamp = new Date(now).toISOString();
    const row = {
      uuid,
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
        penalty: { amount: quote.penalty, currency: key.currency },
      }),
      holder: JSON.stringify(input.holder),
      holder_email: input.holder.email,
      guests_names: input.guestsNames ? JSON.stringify(input.guestsNames) : null,
      special_requests: input.specialRequests,
      locale,
      status: input.status ?? 'pending_payment',
      created_at: stamp,
      updated_at: stamp,
    };
    db.prepare(
      `INSERT INTO bookings (uuid, reference, user_id, agency_fid, hotel_id, room_code, board, refundable, check_in, check_out, guests, rooms, currency, price, cancellation, holder, holder_email, guests_names, special_requests, locale, status, created_at, updated_at)
       VALUES (:uuid, :reference, :user_id, :agency_fid, :hotel_id, :room_code, :board, :refundable, :check_in, :check_out, :guests, :rooms, :currency, :price, :cancellation, :holder, :holder_email, :guests_names, :special_requests, :locale, :status, :created_at, :updated_at)`,
    ).run(row);
    changeInventory(db, row, 1);
    return {
      booking: row as BookingRow,
      price,
      priceChanged: quote.total !== key.total,
      previousPrice: { amount: key.total, currency: key.currency },
    };
  });
}

/** The refund a cancellation now would give for a booking. */
export function refundFor(booking: BookingRow, paid: number, now = Date.now()): number {
  const policy = JSON.parse(booking.cancellation) as { free_until: string | null; penalty: Money };
  if (booking.refundable && policy.free_until && Date.parse(policy.free_until) > now) return paid;
  if (!booking.refundable) return 0;
  return Math.max(0, paid - policy.penalty.amount);
}

/** Amount paid for a booking (its succeeded transactions). */
export function paidFor(db: DatabaseSync, uuid: string): number {
  const row = db
    .prepare(
      "SELECT COALESCE(SUM(amount), 0) AS paid FROM transactions WHERE booking_uuid = ? AND status = 'succeeded'",
    )
    .get(uuid) as { paid: number };
  return row.paid;
}

/**
 * Cancels a booking in one transaction, honouring its cancellation policy: a refund of what
 * was paid (in full before the free-cancellation deadline, less the penalty after it, none for
 * non-refundable rates). Stays that have begun, and cancelled or expired bookings, answer 409.
 */
export function cancelBooking(
  db: DatabaseSync,
  uuid: string,
  locale: Locale,
  now = Date.now(),
): BookingRow {
  return transaction(db, () => {
    const booking = db.prepare('SELECT * FROM bookings WHERE uuid = ?').get(uuid) as
      BookingRow | undefined;
    if (!booking) throw new ApiError(404, t(locale, 'reservation.not_found'));
    const open = booking.status === 'confirmed' || booking.status === 'pending_payment';
    if (!open || booking.check_in <= today(now))
      throw new ApiError(409, t(locale, 'reservation.not_cancellable'));
    const paid = paidFor(db, uuid);
    const refund = { amount: refundFor(booking, paid, now), currency: booking.currency };
    const stamp = new Date(now).toISOString();
    db.prepare(
      "UPDATE bookings SET status = 'cancelled', refund = ?, updated_at = ? WHERE uuid = ?",
    ).run(JSON.stringify(refund), stamp, uuid);
    changeInventory(db, booking, -1);
    return { ...booking, status: 'cancelled', refund: JSON.stringify(refund), updated_at: stamp };
  });
}
