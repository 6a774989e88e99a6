import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import {
  bookingVoucherData,
  calendarFile,
  voucherBrand,
  voucherFile,
} from '../documents/booking-documents.ts';
import type { BookingRow } from '../domain/bookings.ts';
import type { Catalog } from '../domain/catalog.ts';
import type { Hotel } from '../domain/types.ts';
import type { MailBrand } from './brand.ts';
import type { MailAudience, MailKind } from './outbox.ts';

/** A file attached to a message, rendered when the message is sent. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer | string;
}

/** What an attachment is rendered from: the booking as it stands when the message is sent. */
export interface AttachmentInput {
  booking: BookingRow;
  hotel: Hotel | undefined;
  audience: MailAudience;
  brand: MailBrand;
  /** Where the booking's documents are made from. */
  db: Database;
  catalog: Catalog;
  config: Pick<Config, 'siteUrl' | 'mail'>;
}

/** Renders one attachment of a booking (null: none for this booking). */
export type AttachmentRenderer = (input: AttachmentInput) => Promise<MailAttachment | null>;

/**
 * The PDF voucher, in the booking's language and the brand of its mail. Both copies (guest
 * and agent) carry the guest's voucher: it shows no net price, commission or markup.
 */
const voucher: AttachmentRenderer = async (input) => {
  const made = await bookingVoucherData(input, input.booking);
  return made && voucherFile(made.data, made.locale, voucherBrand(input.brand, input.config));
};

/** The `.ics` calendar entry of the stay. */
const calendar: AttachmentRenderer = async (input) => {
  const made = await bookingVoucherData(input, input.booking);
  return made && calendarFile(made.data, made.locale, voucherBrand(input.brand, input.config));
};

/**
 * The attachments of each kind of message, in order. The outbox stores no files: they are
 * rendered from the booking at each sending attempt, so a retry carries the same documents.
 */
export const ATTACHMENTS: Record<MailKind, AttachmentRenderer[]> = {
  awaiting_payment: [],
  confirmed: [voucher, calendar],
  cancelled: [],
  hold_expired: [],
};

/** Renders the attachments of a message. */
export async function renderAttachments(
  kind: MailKind,
  input: AttachmentInput,
): Promise<MailAttachment[]> {
  const files: MailAttachment[] = [];
  for (const render of ATTACHMENTS[kind]) {
    const file = await render(input);
    if (file) files.push(file);
  }
  return files;
}
