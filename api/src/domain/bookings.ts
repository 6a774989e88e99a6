import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import type { Database } from '../db/database.ts';
import { ApiError, tooMany } from '../lib/errors.ts';
import { t, type Locale, type MessageKey } from '../lib/i18n.ts';
import type { Money } from '../lib/money.ts';
import { safeEqual } from '../lib/sessions.ts';
import type { Catalog } from './catalog.ts';
import { allotment, quoteHotel, type Quote } from './pricing.ts';
import { dayInZone } from '../../../contract/hotel-time.ts';
import { nightsOf, parseGuests } from './stay.ts';
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

/**
 * Rooms taken per room type and night of a hotel over some nights: paid bookings (the
 * `inventory` table) plus unpaid bookings whose hold has not yet expired at `now`. Expired
 * holds are simply not counted, so availability never waits for a clean-up.
 */
export async function roomsTaken(
  db: Database,
  hotelId: number,
  nights: string[],
  now = Date.now(),
): Promise<Map<string, Map<string, number>>> {
  const taken = new Map<string, Map<string, number>>();
  if (nights.length === 0) return taken;
  const first = nights[0] ?? '';
  const last = nights[nights.length - 1] ?? '';
  const add = (room: string, night: string, rooms: number) => {
    let byNight = taken.get(room);
    if (!byNight) taken.set(room, (byNight = new Map<string, number>()));
    byNight.set(night, (byNight.get(night) ?? 0) + rooms);
  };
  const paid = await db.all<{ room_code: string; night: string; booked: number }>(
    'SELECT room_code, night, booked FROM inventory WHERE hotel_id = ? AND night >= ? AND night <= ?',
    [hotelId, first, last],
  );
  for (const row of paid) add(row.room_code, row.night, row.booked);
  const held = await db.all<{
    room_code: string;
    check_in: string;
    check_out: string;
    rooms: number;
  }>(
    "SELECT room_code, check_in, check_out, rooms FROM bookings WHERE hotel_id = ? AND status = 'pending_payment' AND hold_expires_at > ? AND check_in <= ? AND check_out > ?",
    [hotelId, now, last, first],
  );
  for (const hold of held) {
    for (const night of nightsOf(hold.check_in, hold.check_out))
      if (night >= first && night <= last) add(hold.room_code, night, hold.rooms);
  }
  return taken;
}

/** Rooms of a room type still for sale on every night of a stay (the scarcest night). */
export function roomsLeft(
  taken: Map<string, Map<string, number>>,
  hotelId: number,
  roomCode: string,
  nights: string[],
): number {
  if (nights.length === 0) return 0;
  const byNight = taken.get(roomCode);
  let left = Infinity;
  for (const night of nights)
    left = Math.min(left, allotment(hotelId, roomCode, night) - (byNight?.get(night) ?? 0));
  return Math.max(0, left);
}

/** The live quotes of a hotel for a stay (inventory- and hold-aware). */
export async function liveQuotes(
  db: Database,
  catalog: Catalog,
  hotel: Hotel,
  stay: { checkIn: string; checkOut: string; guests: string; currency: string; country: string },
  now = Date.now(),
): Promise<Quote[]> {
  const rooms = parseGuests(stay.guests) ?? [];
  const city = catalog.city(hotel.city_id);
  const nights = nightsOf(stay.checkIn, stay.checkOut);
  const taken = await roomsTaken(db, hotel.id, nights, now);
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
    (roomCode) => roomsLeft(taken, hotel.id, roomCode, nights),
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

/** Where a booking stands. */
export type BookingStatus = 'pending_payment' | 'confirmed' | 'cancelled' | 'expired';

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
  status: BookingStatus;
  refund: string | null;
  /** The session that made a guest booking (its owner until the guest signs in elsewhere). */
  session_hash: string | null;
  client_ip: string | null;
  /** Until when (ms since the epoch) an unpaid booking holds its rooms. */
  hold_expires_at: number | null;
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

/** The status at `now`: an unpaid booking whose hold has ended is expired, swept or not. */
export function effectiveStatus(
  booking: Pick<BookingRow, 'status' | 'hold_expires_at'>,
  now = Date.now(),
): BookingStatus {
  return booking.status === 'pending_payment' && (booking.hold_expires_at ?? 0) <= now
    ? 'expired'
    : booking.status;
}

// Paid bookings are counted in `inventory`; unpaid ones only hold rooms (see roomsTaken).
async function changeInventory(
  tx: Database,
  booking: Pick<BookingRow, 'hotel_id' | 'room_code' | 'check_in' | 'check_out' | 'rooms'>,
  delta: number,
): Promise<void> {
  for (const night of nightsOf(booking.check_in, booking.check_out)) {
    await tx.run(
      `INSERT INTO inventory (hotel_id, room_code, night, booked) VALUES (?, ?, ?, ?)
       ON CONFLICT (hotel_id, room_code, night) DO UPDATE SET booked =
         CASE WHEN inventory.booked + excluded.booked > 0 THEN inventory.booked + excluded.booked ELSE 0 END`,
      [booking.hotel_id, booking.room_code, night, booking.rooms * delta],
    );
  }
}

/** Records as expired the unpaid bookings whose hold has ended (their rooms are free already). */
export async function expireHolds(db: Database, now = Date.now()): Promise<void> {
  await db.run(
    "UPDATE bookings SET status = 'expired', updated_at = ? WHERE status = 'pending_payment' AND hold_expires_at <= ?",
    [new Date(now).toISOString(), now],
  );
}

/** How long unpaid bookings hold rooms and how many one client may hold at once. */
export interface HoldPolicy {
  holdMs: number;
  perSession: number;
  perClient: number;
}

/** Input of createBooking (already validated). */
export interface NewBooking {
  key: RateKey;
  userId: number | null;
  /** The session booking (guest bookings belong to it). */
  sessionHash: string | null;
  clientIp: string | null;
  agencyFid: number;
  agent: boolean;
  holder: { first_name: string; last_name: string; email: string; phone: string };
  guestsNames: string[] | null;
  specialRequests: string | null;
  locale: Locale;
  /** Unpaid bookings hold rooms under this policy; without one the booking is paid at once (seed). */
  holds: HoldPolicy | null;
  now?: number;
}

async function activeHolds(
  db: Database,
  column: 'user_id' | 'session_hash' | 'client_ip',
  value: string | number,
  now: number,
): Promise<{ count: number; first: number | null }> {
  const row = await db.get<{ count: number; first: number | null }>(
    `SELECT COUNT(*) AS count, MIN(hold_expires_at) AS first FROM bookings WHERE ${column} = ? AND status = 'pending_payment' AND hold_expires_at > ?`,
    [value, now],
  );
  return row ?? { count: 0, first: null };
}

// A client holds at most a few unpaid bookings at once: per user (or guest session) and per
// address, so no script keeps a hotel sold out without paying.
async function checkHoldLimits(db: Database, input: NewBooking, policy: HoldPolicy, now: number) {
  const checks: { count: number; first: number | null; max: number }[] = [];
  if (input.userId !== null)
    checks.push({
      ...(await activeHolds(db, 'user_id', input.userId, now)),
      max: policy.perSession,
    });
  else if (input.sessionHash)
    checks.push({
      ...(await activeHolds(db, 'session_hash', input.sessionHash, now)),
      max: policy.perSession,
    });
  if (input.clientIp)
    checks.push({
      ...(await activeHolds(db, 'client_ip', input.clientIp, now)),
      max: policy.perClient,
    });
  const full = checks.filter((check) => check.count >= check.max);
  if (full.length === 0) return;
  const until = Math.max(...full.map((check) => check.first ?? now));
  throw tooMany(
    input.locale,
    Math.max(1, Math.ceil((until - now) / 1000)),
    'booking.too_many_holds',
  );
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
 * it gone): checks the client's hold limits (429; the per-address count, which has no row to
 * lock, may be passed by bookings from one address in flight at the same instant), re-prices the rate against live inventory and holds, answers 409
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
    if (holds) await checkHoldLimits(tx, input, holds, now);
    const quotes = await liveQuotes(tx, catalog, hotel, key, now);
    const quote = quotes.find(
      (q) => q.room.code === key.room && q.board === key.board && q.refundable === key.refundable,
    );
    if (!quote) throw new ApiError(409, t(locale, 'booking.sold_out'));
    const price = priceView(quote, key.currency, input.agent);
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
        penalty: { amount: quote.penalty, currency: key.currency },
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
      created_at: stamp,
      updated_at: stamp,
    };
    const columns = Object.keys(row);
    await tx.run(
      `INSERT INTO bookings (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
      Object.values(row),
    );
    if (!holds) await changeInventory(tx, row, 1);
    return {
      booking: row,
      price,
      priceChanged: quote.total !== key.total,
      previousPrice: { amount: key.total, currency: key.currency },
    };
  }, 'row-locks');
}

/** The booking with this uuid, or undefined. */
export function bookingByUuid(db: Database, uuid: string): Promise<BookingRow | undefined> {
  return db.get<BookingRow>('SELECT * FROM bookings WHERE uuid = ?', [uuid]);
}

/** Why a booking cannot be paid at `now`, or null when it can. */
export type Unpayable = 'already_paid' | 'cancelled' | 'expired';

/** Whether a booking can be paid now: only an unpaid booking whose hold is still on. */
export function unpayable(booking: BookingRow, now = Date.now()): Unpayable | null {
  const status = effectiveStatus(booking, now);
  if (status === 'confirmed') return 'already_paid';
  if (status === 'cancelled') return 'cancelled';
  if (status === 'expired') return 'expired';
  return null;
}

const UNPAYABLE_MESSAGE: Record<Unpayable, MessageKey> = {
  already_paid: 'booking.already_paid',
  cancelled: 'booking.cancelled',
  expired: 'booking.expired',
};

/** The localised explanation of why a booking cannot be paid. */
export function unpayableMessage(locale: Locale, reason: Unpayable, holdMs: number): string {
  return t(locale, UNPAYABLE_MESSAGE[reason], { minutes: Math.round(holdMs / 60_000) });
}

/**
 * Starts a payment attempt in one transaction: the booking must still be payable (409 with the
 * reason otherwise); the attempt is a pending transaction whose token only the caller gets.
 */
export function startPayment(
  db: Database,
  uuid: string,
  locale: Locale,
  holdMs: number,
  now = Date.now(),
): Promise<{ transaction: string; token: string; amount: Money }> {
  return db.transaction(async (tx) => {
    const booking = await bookingByUuid(tx, uuid);
    if (!booking) throw new ApiError(404, t(locale, 'booking.not_found'));
    const reason = unpayable(booking, now);
    if (reason) throw new ApiError(409, unpayableMessage(locale, reason, holdMs));
    const price = JSON.parse(booking.price) as { pay_now: Money };
    const token = randomBytes(32).toString('base64url');
    const id = randomUUID();
    const stamp = new Date(now).toISOString();
    await tx.run(
      "INSERT INTO transactions (uuid, token_hash, booking_uuid, amount, currency, status, locale, created_at, updated_at) VALUES (?, ?, ?, ?, ?, 'pending', ?, ?, ?)",
      [
        id,
        tokenHash(token),
        booking.uuid,
        price.pay_now.amount,
        booking.currency,
        locale,
        stamp,
        stamp,
      ],
    );
    return {
      transaction: id,
      token,
      amount: { amount: price.pay_now.amount, currency: booking.currency },
    };
  });
}

/** Hash of a payment token as stored (the token itself is only in the payment URL). */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** What became of a submitted payment attempt. */
export type PaymentOutcome =
  | { kind: 'succeeded' }
  | { kind: 'declined' }
  | { kind: 'refused'; reason: Unpayable }
  | { kind: 'used' };

/**
 * Decides a payment attempt and marks the booking paid in one transaction: only a pending
 * attempt counts (a replayed submission is `used` and changes nothing); a declined card
 * declines it; a booking that is paid, cancelled or expired by now refuses it (recorded as
 * declined with the reason, nothing charged); otherwise the attempt succeeds, the booking is
 * confirmed and its held rooms become sold. A booking has at most one successful attempt (the
 * checks here and the unique index `transactions_one_success`).
 */
export function decidePayment(
  db: Database,
  transactionUuid: string,
  card: { approved: boolean; last4: string },
  now = Date.now(),
): Promise<PaymentOutcome> {
  return db.transaction(async (tx): Promise<PaymentOutcome> => {
    const stamp = new Date(now).toISOString();
    const close = async (status: 'succeeded' | 'declined', failure: string | null) =>
      (
        await tx.run(
          "UPDATE transactions SET status = ?, failure = ?, card_last4 = ?, updated_at = ? WHERE uuid = ? AND status = 'pending'",
          [status, failure, card.last4, stamp, transactionUuid],
        )
      ).changes === 1;
    const attempt = await tx.get<{ booking_uuid: string; status: string }>(
      'SELECT booking_uuid, status FROM transactions WHERE uuid = ?',
      [transactionUuid],
    );
    if (!attempt || attempt.status !== 'pending') return { kind: 'used' };
    const booking = await bookingByUuid(tx, attempt.booking_uuid);
    const reason = booking ? unpayable(booking, now) : 'cancelled';
    if (!card.approved) {
      await close('declined', 'card_declined');
      return { kind: 'declined' };
    }
    if (reason || !booking) {
      await close('declined', reason);
      return { kind: 'refused', reason: reason ?? 'cancelled' };
    }
    const confirmed = await tx.run(
      "UPDATE bookings SET status = 'confirmed', updated_at = ? WHERE uuid = ? AND status = 'pending_payment' AND hold_expires_at > ?",
      [stamp, booking.uuid, now],
    );
    if (confirmed.changes !== 1 || !(await close('succeeded', null)))
      throw new Error(`payment ${transactionUuid} lost its booking while deciding`);
    await changeInventory(tx, booking, 1);
    return { kind: 'succeeded' };
  });
}

/** The refund a cancellation now would give for a booking. */
export function refundFor(booking: BookingRow, paid: number, now = Date.now()): number {
  const policy = JSON.parse(booking.cancellation) as { free_until: string | null; penalty: Money };
  if (booking.refundable && policy.free_until && Date.parse(policy.free_until) > now) return paid;
  if (!booking.refundable) return 0;
  return Math.max(0, paid - policy.penalty.amount);
}

/** Amount paid for a booking (its succeeded transaction). */
export async function paidFor(db: Database, uuid: string): Promise<number> {
  const row = await db.get<{ paid: number }>(
    "SELECT COALESCE(SUM(amount), 0) AS paid FROM transactions WHERE booking_uuid = ? AND status = 'succeeded'",
    [uuid],
  );
  return row?.paid ?? 0;
}

/**
 * True when a booking can still be cancelled at `now`: paid or held, and the check-in day not
 * yet begun at the hotel (on the clock of its time zone `zone`).
 */
export function isCancellable(booking: BookingRow, now = Date.now(), zone = 'UTC'): boolean {
  const status = effectiveStatus(booking, now);
  return (
    (status === 'confirmed' || status === 'pending_payment') &&
    booking.check_in > dayInZone(now, zone)
  );
}

/**
 * Cancels a booking in one transaction, honouring its cancellation policy: a refund of what
 * was paid (in full before the free-cancellation deadline, less the penalty after it, none for
 * non-refundable rates). Stays that have begun, and cancelled or expired bookings, answer 409.
 * A paid booking gives its rooms back; an unpaid one only drops its hold.
 */
export function cancelBooking(
  db: Database,
  uuid: string,
  locale: Locale,
  now = Date.now(),
  zone = 'UTC',
): Promise<BookingRow> {
  return db.transaction(async (tx): Promise<BookingRow> => {
    const booking = await bookingByUuid(tx, uuid);
    if (!booking) throw new ApiError(404, t(locale, 'reservation.not_found'));
    if (!isCancellable(booking, now, zone))
      throw new ApiError(409, t(locale, 'reservation.not_cancellable'));
    const paid = await paidFor(tx, uuid);
    const refund = { amount: refundFor(booking, paid, now), currency: booking.currency };
    const stamp = new Date(now).toISOString();
    await tx.run(
      "UPDATE bookings SET status = 'cancelled', refund = ?, updated_at = ? WHERE uuid = ?",
      [JSON.stringify(refund), stamp, uuid],
    );
    if (booking.status === 'confirmed') await changeInventory(tx, booking, -1);
    return { ...booking, status: 'cancelled', refund: JSON.stringify(refund), updated_at: stamp };
  });
}
