import { randomUUID } from 'node:crypto';
import nodemailer, { type Transporter } from 'nodemailer';
import { mailMode, type Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { bookingByUuid } from '../domain/bookings.ts';
import { effectiveStatus, expireHolds } from '../domain/holds.ts';
import { paidFor } from '../domain/payments.ts';
import type { Catalog } from '../domain/catalog.ts';
import { local } from '../domain/views.ts';
import { parseLocale } from '../lib/i18n.ts';
import { renderAttachments } from './attachments.ts';
import { brandOf } from './brand.ts';
import { claimDue, recordFailure, recordSent, renewClaim, type OutboxRow } from './outbox.ts';
import { renderMail } from './render.ts';

/** How the sender paces itself; every field has a default. */
export interface SenderTiming {
  /** Pause between rounds when the outbox had nothing due. */
  pollMs: number;
  /** How long a claim lasts: a message whose worker died is sent again after it. */
  leaseMs: number;
  /** Messages claimed per round. */
  batch: number;
  /** First retry delay after a temporary failure; it doubles with each attempt, up to maxBackoffMs. */
  backoffMs: number;
  maxBackoffMs: number;
  /** Attempts before a temporarily failing message is given up (`failed`). */
  maxAttempts: number;
  /** How often unpaid bookings whose hold ended are recorded expired (and mailed). */
  sweepMs: number;
}

const DEFAULT_TIMING: Omit<SenderTiming, 'pollMs' | 'leaseMs' | 'batch'> = {
  backoffMs: 30_000,
  maxBackoffMs: 3_600_000,
  maxAttempts: 12,
  sweepMs: 30_000,
};

/**
 * SMTP timeouts inside a lease: connecting, the greeting and each idle wait take at most a
 * sixth of it (and no more than nodemailer's usual 20/20/40 s), so a message's attempt ends,
 * one way or the other, before its claim (renewed just before sending) does.
 */
function smtpTimeouts(leaseMs: number) {
  const part = Math.floor(leaseMs / 6);
  return {
    connectionTimeout: Math.min(20_000, part),
    greetingTimeout: Math.min(20_000, part),
    socketTimeout: Math.min(40_000, part),
  };
}

/**
 * The nodemailer options of an `smtp://` or `smtps://user:pass@host:port` URL, with timeouts
 * that fit in a claim of `leaseMs`.
 */
export function smtpOptions(smtpUrl: string, leaseMs = 120_000) {
  const url = new URL(smtpUrl);
  const secure = url.protocol === 'smtps:';
  return {
    host: url.hostname.replace(/^\[|\]$/g, ''),
    port: Number(url.port) || (secure ? 465 : 587),
    secure,
    ...(url.username
      ? {
          auth: {
            user: decodeURIComponent(url.username),
            pass: decodeURIComponent(url.password),
          },
        }
      : {}),
    ...smtpTimeouts(leaseMs),
  };
}

/** The address part of MAIL_FROM (`Name <a@b>` or `a@b`). */
function fromAddress(from: string): string {
  return /<([^>]+)>/.exec(from)?.[1]?.trim() ?? from.trim();
}

/** A message's Message-ID: the same at every attempt, so a resent copy is recognisable. */
export function messageIdOf(id: string, from: string): string {
  const domain = fromAddress(from).split('@')[1] || 'stayway.invalid';
  return `<${id}@${domain}>`;
}

/** True for an SMTP failure worth retrying: a 4xx answer or a connection that failed. */
export function isTemporary(error: unknown): boolean {
  const { responseCode, code } = (error ?? {}) as { responseCode?: number; code?: string };
  if (typeof responseCode === 'number') return responseCode >= 400 && responseCode < 500;
  // No answer from the server at all: it may answer next time. A message it can never take
  // (no recipient) is not worth another try.
  return code !== 'EENVELOPE' && code !== 'EMESSAGE';
}

/** Options of a MailSender. */
export interface MailSenderOptions {
  db: Database;
  config: Config;
  catalog: Catalog;
  /** Overrides of the pace (default: the configuration's MAIL_* settings and fixed backoff). */
  timing?: Partial<SenderTiming>;
  /** The clock (tests move it). */
  now?: () => number;
}

/**
 * Delivers the outbox: each round records ended holds as expired (writing their mail),
 * claims the due messages for a lease, renders each from its booking and sends it over
 * SMTP_URL, or, in demo mode without one, captures it in its row for `GET /demo/mail`.
 * Temporary failures (4xx, connection) are retried with doubling pauses; permanent ones (5xx)
 * mark the message `failed`. A process killed mid-send leaves its claims to end: their
 * messages go out again, with the same Message-ID, after the lease; one recorded as sent is
 * never sent again.
 */
export class MailSender {
  readonly worker = randomUUID();
  readonly #db: Database;
  readonly #config: Config;
  readonly #catalog: Catalog;
  readonly #timing: SenderTiming;
  readonly #now: () => number;
  readonly #transport: Transporter;
  readonly #capture: boolean;
  #timer: NodeJS.Timeout | null = null;
  #round: Promise<unknown> | null = null;
  #stopped = true;
  #lastSweep = 0;

  constructor(options: MailSenderOptions) {
    this.#db = options.db;
    this.#config = options.config;
    this.#catalog = options.catalog;
    this.#timing = { ...DEFAULT_TIMING, ...options.config.mailDelivery, ...options.timing };
    this.#now = options.now ?? Date.now;
    const mode = mailMode(options.config);
    this.#capture = mode === 'capture';
    this.#transport = this.#capture
      ? nodemailer.createTransport({ jsonTransport: true })
      : nodemailer.createTransport(smtpOptions(options.config.mail.smtpUrl, this.#timing.leaseMs));
  }

  /** Starts the rounds (the first at once). */
  start(): void {
    if (!this.#stopped) return;
    this.#stopped = false;
    this.#schedule(0);
  }

  /** Stops after the round in flight (if any) has recorded what it sent. */
  async stop(): Promise<void> {
    this.#stopped = true;
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
    await this.#round;
    this.#transport.close();
  }

  #schedule(delay: number): void {
    if (this.#stopped) return;
    this.#timer = setTimeout(() => {
      this.#round = this.runOnce()
        .catch((error: unknown) => {
          console.error('mail: round failed', error);
          return 0;
        })
        .then((count) => this.#schedule(count > 0 ? 0 : this.#timing.pollMs));
    }, delay);
  }

  /** One round: sweeps ended holds (now and then), claims due messages and delivers them. */
  async runOnce(): Promise<number> {
    const now = this.#now();
    if (now - this.#lastSweep >= this.#timing.sweepMs) {
      this.#lastSweep = now;
      await expireHolds(this.#db, now);
    }
    const rows = await claimDue(
      this.#db,
      this.worker,
      now,
      now + this.#timing.leaseMs,
      this.#timing.batch,
    );
    for (const row of rows) {
      if (await renewClaim(this.#db, row, this.worker, this.#now() + this.#timing.leaseMs))
        await this.#deliver(row);
    }
    return rows.length;
  }

  async #deliver(row: OutboxRow): Promise<void> {
    const booking = await bookingByUuid(this.#db, row.booking_uuid);
    if (!booking) {
      await recordFailure(this.#db, row, this.worker, 'booking not found', null);
      return;
    }
    // A payment reminder that comes after the booking was paid, cancelled or expired is no
    // longer true: it is not sent.
    if (
      row.kind === 'awaiting_payment' &&
      effectiveStatus(booking, this.#now()) !== 'pending_payment'
    ) {
      await recordSent(
        this.#db,
        row,
        this.worker,
        { status: 'skipped', transport: null, captured: null },
        this.#now(),
      );
      return;
    }
    const locale = parseLocale(booking.locale);
    try {
      const hotel = this.#catalog.hotel(booking.hotel_id);
      const room = hotel?.rooms.find((r) => r.code === booking.room_code);
      const brand = await brandOf(
        this.#db,
        booking.agency_fid,
        locale,
        this.#config.mail.brandName,
        this.#config.siteUrl,
      );
      const rendered = renderMail({
        kind: row.kind,
        audience: row.audience,
        booking,
        hotel,
        hotelAddress: hotel ? this.#catalog.hotelAddress(hotel, locale) : '',
        roomName: room ? local(room.name, locale) : booking.room_code,
        brand,
        paid: await paidFor(this.#db, booking.uuid),
        siteUrl: this.#config.siteUrl,
      });
      const attachments = await renderAttachments(row.kind, {
        booking,
        hotel,
        audience: row.audience,
        brand,
        db: this.#db,
        catalog: this.#catalog,
        config: this.#config,
      });
      const info = (await this.#transport.sendMail({
        from: { name: brand.name, address: fromAddress(this.#config.mail.from) },
        to: row.recipient,
        subject: rendered.subject,
        text: rendered.text,
        html: rendered.html,
        messageId: messageIdOf(row.id, this.#config.mail.from),
        headers: { 'Content-Language': locale },
        attachments,
      })) as { message?: unknown };
      await recordSent(
        this.#db,
        row,
        this.worker,
        {
          status: 'sent',
          transport: this.#capture ? 'capture' : 'smtp',
          captured: this.#capture && typeof info.message === 'string' ? info.message : null,
        },
        this.#now(),
      );
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const retry = isTemporary(error) && row.attempts < this.#timing.maxAttempts;
      const pause = Math.min(
        this.#timing.maxBackoffMs,
        this.#timing.backoffMs * 2 ** Math.max(0, row.attempts - 1),
      );
      await recordFailure(this.#db, row, this.worker, message, retry ? this.#now() + pause : null);
    }
  }
}
