import type { BookingRow } from '../domain/bookings.ts';
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
}

/** Renders one attachment of a booking (null: none for this booking). */
export type AttachmentRenderer = (input: AttachmentInput) => Promise<MailAttachment | null>;

/**
 * The attachments of each kind of message, in order. The outbox stores no files: they are
 * rendered from the booking at each sending attempt, so a retry carries the same documents.
 * The confirmation carries the voucher (PDF) and the calendar entry (.ics) once their
 * renderers are registered here.
 */
export const ATTACHMENTS: Record<MailKind, AttachmentRenderer[]> = {
  awaiting_payment: [],
  confirmed: [],
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
