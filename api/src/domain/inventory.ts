import type { Database } from '../db/database.ts';
import type { BookingRow } from './bookings.ts';
import type { Catalog } from './catalog.ts';
import { allotment, quoteHotel, type Quote } from './pricing.ts';
import { nightsOf, parseGuests } from './stay.ts';
import type { Hotel } from './types.ts';

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

/**
 * Adds `delta` times a booking's rooms to the sold rooms of each of its nights (never below 0).
 * Paid bookings are counted in `inventory`; unpaid ones only hold rooms (see roomsTaken).
 */
export async function changeInventory(
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
