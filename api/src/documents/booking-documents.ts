import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { BookingRow } from '../domain/bookings.ts';
import type { Catalog } from '../domain/catalog.ts';
import { reservationView } from '../domain/reservation-view.ts';
import { parseLocale, type Locale } from '../lib/i18n.ts';
import { brandOf, type MailBrand } from '../mail/brand.ts';
import { renderBookingIcs } from './calendar-ics.ts';
import { renderVoucherPdf } from './voucher-pdf.ts';
import { HOUSE_COLOR, voucherData, type VoucherBrand, type VoucherData } from './voucher-view.ts';

/** A rendered document of a booking, ready to attach or to download. */
export interface BookingFile {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** What a booking's documents are made from. */
export interface DocumentServices {
  db: Database;
  catalog: Catalog;
  config: Pick<Config, 'siteUrl' | 'mail'>;
}

/** The address part of MAIL_FROM, unless it is a placeholder (`.invalid`). */
function contactEmail(from: string): string | null {
  const address = /<([^>]+)>/.exec(from)?.[1]?.trim() ?? from.trim();
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address) && !/\.invalid$/i.test(address)
    ? address
    : null;
}

/**
 * The seller a booking's documents are issued under, from the brand its mail goes out with:
 * a partner's name and colour, or the house's with the site's address; the contact address is
 * MAIL_FROM's (where replies to the mail go).
 */
export function voucherBrand(brand: MailBrand, config: DocumentServices['config']): VoucherBrand {
  return {
    name: brand.name,
    color: brand.partner ? brand.accent : HOUSE_COLOR,
    email: contactEmail(config.mail.from),
    website: brand.partner || !/^https:\/\//.test(config.siteUrl) ? null : config.siteUrl,
  };
}

/**
 * What a booking's documents show (the guest's figures only, in the booking's own language),
 * or null when its hotel is no longer in the catalogue. The hotel's time zone goes through
 * when the catalogue or the reservation knows it.
 */
export async function bookingVoucherData(
  services: DocumentServices,
  booking: BookingRow,
  now = Date.now(),
): Promise<{ data: VoucherData; locale: Locale } | null> {
  const hotel = services.catalog.hotel(booking.hotel_id);
  if (!hotel) return null;
  const locale = parseLocale(booking.locale);
  const reservation = await reservationView(
    services.db,
    services.catalog,
    booking,
    locale,
    services.config.siteUrl,
    null,
    now,
  );
  const issuedAt = new Date(booking.updated_at);
  return {
    data: voucherData(
      reservation,
      hotel,
      Number.isNaN(issuedAt.getTime()) ? new Date(now).toISOString() : issuedAt.toISOString(),
    ),
    locale,
  };
}

/** The file name of a booking's voucher. */
export function voucherFilename(reference: string): string {
  return `voucher-${reference.replace(/[^A-Za-z0-9-]/g, '')}.pdf`;
}

/** The file name of a booking's calendar entry. */
export function calendarFilename(reference: string): string {
  return `stay-${reference.replace(/[^A-Za-z0-9-]/g, '')}.ics`;
}

/** The PDF voucher of a booking. */
export async function voucherFile(
  data: VoucherData,
  locale: Locale,
  brand: VoucherBrand,
): Promise<BookingFile> {
  return {
    filename: voucherFilename(data.reference),
    contentType: 'application/pdf',
    content: Buffer.from(await renderVoucherPdf(data, locale, brand)),
  };
}

/** The `.ics` calendar entry of a booking. */
export function calendarFile(
  data: VoucherData,
  locale: Locale,
  brand: VoucherBrand,
  now = Date.now(),
): BookingFile {
  return {
    filename: calendarFilename(data.reference),
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    content: Buffer.from(renderBookingIcs(data, locale, { now: new Date(now), brand: brand.name })),
  };
}

/** The brand of a booking's documents (its white-label seller's, else the house's). */
export async function bookingBrand(
  services: DocumentServices,
  booking: BookingRow,
  locale: Locale,
): Promise<VoucherBrand> {
  const brand = await brandOf(
    services.db,
    booking.agency_fid,
    locale,
    services.config.mail.brandName,
    services.config.siteUrl,
  );
  return voucherBrand(brand, services.config);
}
