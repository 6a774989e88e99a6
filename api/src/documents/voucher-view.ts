import type { Board } from '../../../contract/boards.ts';
import type { Reservation } from '../../../contract/bookings.ts';
import type { HotelDetail } from '../../../contract/hotels.ts';
import type { Money } from '../../../contract/money.ts';
import type { WhiteLabel } from '../../../contract/white-label.ts';
import { parseGuests, type GuestRoom } from '../../../contract/stay.ts';

/**
 * What a guest's documents (the PDF voucher, the calendar entry) show of a confirmed booking:
 * the guest's figures only (no net price, commission or markup), in the booking's own words.
 */
export interface VoucherData {
  reference: string;
  /** The holder's full name. */
  guestName: string;
  /** The other guests' names, when the booking gave them. */
  guestNames: string[];
  hotel: {
    name: string;
    stars: number;
    /** The street address in the booking's locale. */
    address: string;
    city: string;
    lat: number;
    lng: number;
    /** `HH:MM`, the hotel's local time. */
    checkInTime: string;
    /** `HH:MM`, the hotel's local time. */
    checkOutTime: string;
    /** The hotel's IANA time zone (`Europe/Berlin`), when known. */
    timeZone?: string | undefined;
  };
  /** `YYYY-MM-DD`. */
  checkIn: string;
  /** `YYYY-MM-DD`. */
  checkOut: string;
  nights: number;
  rooms: GuestRoom[];
  roomName: string;
  board: Board;
  total: Money;
  paid: Money;
  payAtProperty: Money;
  cancellation: {
    /** Until when (UTC datetime) cancelling is free; null for a non-refundable rate. */
    freeUntil: string | null;
    penalty: Money;
  };
  /** When the voucher was issued (ISO datetime). */
  issuedAt: string;
}

/** The hotel fields a voucher needs beyond the reservation's own (from the hotel's detail). */
export type VoucherHotelDetail = Pick<
  HotelDetail,
  'lat' | 'lng' | 'check_in_time' | 'check_out_time'
> & { time_zone?: string | null | undefined };

/**
 * The voucher of a reservation as its owner sees it (`reservationView`), with the hotel's
 * coordinates, check-in/out times and (when known) time zone.
 */
export function voucherData(
  reservation: Reservation,
  detail: VoucherHotelDetail,
  issuedAt: string,
): VoucherData {
  const hotel = reservation.hotel;
  const holder = reservation.holder;
  const timeZone = detail.time_zone ?? hotel?.time_zone;
  return {
    reference: reservation.reference,
    guestName: `${holder.first_name} ${holder.last_name}`.trim(),
    guestNames: reservation.guests_names ?? [],
    hotel: {
      name: hotel?.name ?? '',
      stars: hotel?.stars ?? 0,
      address: hotel?.address ?? '',
      city: hotel?.city_name ?? '',
      lat: detail.lat,
      lng: detail.lng,
      checkInTime: detail.check_in_time,
      checkOutTime: detail.check_out_time,
      ...(timeZone ? { timeZone } : {}),
    },
    checkIn: reservation.check_in,
    checkOut: reservation.check_out,
    nights: reservation.nights,
    rooms: parseGuests(reservation.guests) ?? [],
    roomName: reservation.room.name,
    board: reservation.board,
    total: reservation.price.total,
    paid: reservation.paid,
    payAtProperty: reservation.price.pay_at_property,
    cancellation: {
      freeUntil: reservation.refundable ? reservation.cancellation.free_until : null,
      penalty: reservation.cancellation.penalty,
    },
    issuedAt,
  };
}

/** The seller a document is issued under: the house, or the agent, agency or custom host. */
export interface VoucherBrand {
  name: string;
  /** `#rrggbb` (or `#rgb`); anything else falls back to the house colour. */
  color?: string | null | undefined;
  /** A PNG or JPEG logo, read from a local file: nothing is fetched while rendering. */
  logo?: Uint8Array | null | undefined;
  email?: string | null | undefined;
  phone?: string | null | undefined;
  website?: string | null | undefined;
}

/** The house's brand colour (the site's `--brand-light`). */
export const HOUSE_COLOR = '#044aff';

/** A strict `#rgb`/`#rrggbb` colour, or null. */
export function safeColor(value: string | null | undefined): string | null {
  if (!value || !/^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(value.trim())) return null;
  const hex = value.trim().slice(1);
  return `#${hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex}`.toLowerCase();
}

/**
 * The brand of a white-label setting (SPEC section 3) in a locale: its name (translated where
 * it has one) and light brand colour; the contact details and logo come from the caller.
 */
export function brandOfWhiteLabel(
  settings: Pick<WhiteLabel, 'name' | 'translations' | 'colors'>,
  locale: string,
  fallbackName: string,
  extra: Omit<VoucherBrand, 'name' | 'color'> = {},
): VoucherBrand {
  const name = settings.translations[locale]?.name?.trim() || settings.name?.trim() || fallbackName;
  return { ...extra, name, color: safeColor(settings.colors.brand?.light) ?? HOUSE_COLOR };
}
