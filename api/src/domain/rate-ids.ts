import { createHmac } from 'node:crypto';
import { safeEqual } from '../lib/sessions.ts';
import type { Board } from './types.ts';

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
