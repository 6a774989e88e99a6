import type { Database } from '../db/database.ts';
import type { Board } from './types.ts';

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
  /** The agent's proposal the booking was made from (their sale, whoever booked), or null. */
  proposal_id: string | null;
  created_at: string;
  updated_at: string;
}

/** The booking with this uuid, or undefined. */
export function bookingByUuid(db: Database, uuid: string): Promise<BookingRow | undefined> {
  return db.get<BookingRow>('SELECT * FROM bookings WHERE uuid = ?', [uuid]);
}
