import { residentVatApplies } from '../../../contract/vat.ts';
import { fromEur } from '../lib/money.ts';
import { hash32 } from '../lib/random.ts';
import { freeCancellationDeadline as deadlineAtHotel } from '../../../contract/hotel-time.ts';
import { nightsOf, type GuestRoom } from './stay.ts';
import type { Board, Hotel, RoomType } from './types.ts';

const BOARD_FACTOR: Record<Board, number> = { RO: 1, BB: 1.12, HB: 1.3, FB: 1.45, AI: 1.7 };
const NON_REFUNDABLE_FACTOR = 0.9;
const NON_REFUNDABLE_BOARDS: Board[] = ['RO', 'BB'];
const SURGE_FACTOR = 1.06;
const ISRAELI_VAT = 0.18;
const INCLUDED_TAX = 0.1;
// Seasonal demand in the northern hemisphere, January first; the south is shifted by six months.
const SEASON = [0.85, 0.85, 0.95, 1, 1.05, 1.15, 1.3, 1.3, 1.1, 1, 0.9, 1.05];

/** The stay a price is asked for. */
export interface StayRequest {
  checkIn: string;
  checkOut: string;
  rooms: GuestRoom[];
  currency: string;
  /** The visitor's country code (upper-case) or '' when unknown. */
  country: string;
  /** The city the hotel is in (for the Eilat VAT exemption). */
  cityName: string;
  now: number;
}

/** A priced rate of one room type, board and cancellation policy, in minor units. */
export interface Quote {
  room: RoomType;
  board: Board;
  refundable: boolean;
  freeUntil: string | null;
  penalty: number;
  total: number;
  taxesAndFees: number;
  payNow: number;
  payAtProperty: number;
  /** Israeli VAT (see `israeliVat`) in the amount paid now; 0 when none. */
  vatInPrice: number;
  /** Israeli VAT due at the property, part of `payAtProperty`; 0 when none. */
  vatAtProperty: number;
  nights: number;
  roomsLeft: number;
}

/** Rooms of a room type for sale on a night before any booking (2 to 8). */
export function allotment(hotelId: number, roomCode: string, night: string): number {
  return 2 + (hash32(hotelId, roomCode, night) % 7);
}

function nightFactor(hotel: Hotel, date: string): number {
  const day = new Date(`${date}T00:00:00Z`);
  const month = (day.getUTCMonth() + (hotel.lat < 0 ? 6 : 0)) % 12;
  const weekend = day.getUTCDay() === 5 || day.getUTCDay() === 6 ? 1.15 : 1;
  const noise = 0.92 + (hash32(hotel.id, date) % 1000) / 6250;
  return (SEASON[month] ?? 1) * weekend * noise;
}

function occupancyFactor(rooms: GuestRoom[]): number {
  let factor = 0;
  for (const room of rooms) {
    factor += room.adults === 1 ? 0.85 : 1 + (room.adults - 2) * 0.3;
    for (const age of room.children) factor += age < 2 ? 0 : age < 12 ? 0.15 : 0.25;
  }
  return factor;
}

/** True when a room type can host every room of the request (adults + children aged 2+). */
export function fits(room: RoomType, rooms: GuestRoom[]): boolean {
  return rooms.every(
    (r) => r.adults + r.children.filter((age) => age >= 2).length <= room.max_occupancy,
  );
}

/**
 * Where a resident's Israeli VAT is paid: the singled-out aggregator (SPEC section 5, the
 * configured VAT aggregator) sells VAT-inclusive rates; every other supplier's rates leave
 * it to be paid at the property. Null when no VAT applies (`residentVatApplies`: visitors
 * from abroad, Eilat, hotels outside Israel).
 */
export function israeliVat(
  hotel: Hotel,
  hotelCountry: string,
  request: StayRequest,
): 'in-price' | 'at-property' | null {
  if (!residentVatApplies(hotelCountry, request.cityName, request.country)) return null;
  return hotel.vat_aggregator ? 'in-price' : 'at-property';
}

/** The stay price in euros of the cheapest fitting room type before board and policy, or null. */
function stayEur(hotel: Hotel, room: RoomType, nights: string[], occupancy: number): number {
  let sum = 0;
  for (const night of nights) sum += nightFactor(hotel, night);
  return hotel.base_eur * room.factor * occupancy * sum;
}

function priceParts(
  hotel: Hotel,
  baseEur: number,
  board: Board,
  refundable: boolean,
  surge: boolean,
  request: StayRequest,
  hotelCountry: string,
  nights: number,
) {
  const vat = israeliVat(hotel, hotelCountry, request);
  const eur =
    baseEur *
    BOARD_FACTOR[board] *
    (refundable ? 1 : NON_REFUNDABLE_FACTOR) *
    (surge ? SURGE_FACTOR : 1);
  const adults = request.rooms.reduce((n, r) => n + r.adults, 0);
  const beforeVat = fromEur(eur, request.currency);
  const vatAmount = vat === null ? 0 : Math.round(beforeVat * ISRAELI_VAT);
  const vatInPrice = vat === 'in-price' ? vatAmount : 0;
  const vatAtProperty = vat === 'at-property' ? vatAmount : 0;
  const payNow = beforeVat + vatInPrice;
  const cityTax = fromEur(hotel.city_tax_eur * adults * nights, request.currency);
  const payAtProperty = cityTax + vatAtProperty;
  const includedTax = Math.round(beforeVat * (1 - 1 / (1 + INCLUDED_TAX)));
  return {
    payNow,
    payAtProperty,
    vatInPrice,
    vatAtProperty,
    total: payNow + payAtProperty,
    taxesAndFees: includedTax + vatAmount + cityTax,
  };
}

/**
 * The free-cancellation deadline of a refundable rate (23:59:59 on the hotel's clock,
 * `free_cancel_days` days before check-in, `contract/hotel-time.ts`), or null when it has
 * already passed.
 */
export function freeCancellationDeadline(
  hotel: Hotel,
  checkIn: string,
  now: number,
): string | null {
  const deadline = deadlineAtHotel(checkIn, hotel.free_cancel_days, hotel.time_zone);
  return Date.parse(deadline) > now ? deadline : null;
}

/** One board and cancellation policy of a stay, priced (minor units). */
interface PricedPlan {
  board: Board;
  refundable: boolean;
  parts: ReturnType<typeof priceParts>;
}

/**
 * The offers of one stay price, the one enumeration behind rates and search cards: each of
 * the hotel's boards refundable while the free-cancellation deadline is ahead, and
 * non-refundable for room only and breakfast (for every board once the deadline has passed).
 */
function pricedPlans(
  hotel: Hotel,
  hotelCountry: string,
  request: StayRequest,
  stay: { baseEur: number; nights: number; freeUntil: string | null; surge: boolean },
): PricedPlan[] {
  const plans: PricedPlan[] = [];
  for (const board of hotel.boards) {
    for (const refundable of [true, false]) {
      if (refundable && !stay.freeUntil) continue;
      if (!refundable && stay.freeUntil && !NON_REFUNDABLE_BOARDS.includes(board)) continue;
      const parts = priceParts(
        hotel,
        stay.baseEur,
        board,
        refundable,
        stay.surge,
        request,
        hotelCountry,
        stay.nights,
      );
      plans.push({ board, refundable, parts });
    }
  }
  return plans;
}

/**
 * Every rate of a hotel for a stay: each fitting room type x the offers of `pricedPlans`.
 * `remaining(roomCode)` gives the rooms still for sale on the scarcest night; rates need as
 * many rooms as the request has. When at most two rooms are left, the price carries a 6%
 * last-rooms surcharge.
 */
export function quoteHotel(
  hotel: Hotel,
  hotelCountry: string,
  request: StayRequest,
  remaining: (roomCode: string) => number,
): Quote[] {
  const nights = nightsOf(request.checkIn, request.checkOut);
  const occupancy = occupancyFactor(request.rooms);
  const freeUntil = freeCancellationDeadline(hotel, request.checkIn, request.now);
  const quotes: Quote[] = [];
  for (const room of hotel.rooms) {
    if (!fits(room, request.rooms)) continue;
    const left = remaining(room.code);
    if (left < request.rooms.length) continue;
    const baseEur = stayEur(hotel, room, nights, occupancy);
    const stay = { baseEur, nights: nights.length, freeUntil, surge: left <= 2 };
    for (const { board, refundable, parts } of pricedPlans(hotel, hotelCountry, request, stay)) {
      quotes.push({
        room,
        board,
        refundable,
        freeUntil: refundable ? freeUntil : null,
        penalty: refundable ? Math.round(parts.payNow / nights.length) : parts.payNow,
        total: parts.total,
        taxesAndFees: parts.taxesAndFees,
        payNow: parts.payNow,
        payAtProperty: parts.payAtProperty,
        vatInPrice: parts.vatInPrice,
        vatAtProperty: parts.vatAtProperty,
        nights: nights.length,
        roomsLeft: left,
      });
    }
  }
  return quotes.sort((a, b) => a.total - b.total);
}

/** The offer a search card shows for one board and policy. */
export interface Offer {
  board: Board;
  refundable: boolean;
  total: number;
  /** The part of `total` paid now (agents' prices are made from it). */
  payNow: number;
  nights: number;
}

/**
 * The cheapest offer per board and policy of a hotel for a search (the offers of
 * `pricedPlans`), from the cheapest fitting room type and the room types' full allotment
 * (search prices are indicative; rates are live).
 */
export function searchOffers(hotel: Hotel, hotelCountry: string, request: StayRequest): Offer[] {
  const nights = nightsOf(request.checkIn, request.checkOut);
  const occupancy = occupancyFactor(request.rooms);
  let cheapest = Infinity;
  for (const room of hotel.rooms) {
    if (fits(room, request.rooms)) cheapest = Math.min(cheapest, room.factor);
  }
  if (!Number.isFinite(cheapest)) return [];
  const roomLike = { factor: cheapest } as RoomType;
  const baseEur = stayEur(hotel, roomLike, nights, occupancy);
  const freeUntil = freeCancellationDeadline(hotel, request.checkIn, request.now);
  const stay = { baseEur, nights: nights.length, freeUntil, surge: false };
  return pricedPlans(hotel, hotelCountry, request, stay)
    .map(({ board, refundable, parts }) => ({
      board,
      refundable,
      total: parts.total,
      payNow: parts.payNow,
      nights: nights.length,
    }))
    .sort((a, b) => a.total - b.total);
}

/** A hotel's indicative "from" price per night in euros (standard occupancy, room only). */
export function priceFromEur(hotel: Hotel): number {
  const cheapest = Math.min(...hotel.rooms.map((r) => r.factor));
  return hotel.base_eur * cheapest * 0.9;
}
