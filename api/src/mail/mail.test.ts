import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { createBooking } from '../domain/booking-create.ts';
import { cancelBooking } from '../domain/cancellation.ts';
import { expireHolds } from '../domain/holds.ts';
import { liveQuotes } from '../domain/inventory.ts';
import { decidePayment, startPayment } from '../domain/payments.ts';
import type { RateKey } from '../domain/rate-ids.ts';
import { Catalog } from '../domain/catalog.ts';
import type { Locale } from '../lib/i18n.ts';
import {
  daysFromNow,
  openTestDatabase,
  removeDataDir,
  seededDataDir,
  testConfig,
} from '../test-support.ts';
import { ATTACHMENTS } from './attachments.ts';
import { pdfText } from '../documents/pdf-reading.test-support.ts';
import { claimDue, type OutboxRow } from './outbox.ts';
import { MailSender } from './sender.ts';
import { mailTranslator } from './texts.ts';
import { hotelTimeText } from '../lib/hotel-time.ts';
import { labelled } from '../../../contract/typography.ts';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

const HOLD_MS = 15 * 60_000;
const FROM = 'bookings@stayway.test';

/** An SMTP server in the test: keeps what it accepts, refuses the next messages when told. */
class Inbox {
  readonly received: ParsedMail[] = [];
  /** SMTP reply codes to answer the next DATA commands with, in order (then 250). */
  readonly refusals: number[] = [];
  readonly #server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData: (stream, _session, done) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const code = this.refusals.shift();
        if (code) {
          done(Object.assign(new Error(`refused with ${code}`), { responseCode: code }));
          return;
        }
        void simpleParser(Buffer.concat(chunks)).then((mail) => {
          this.received.push(mail);
          done();
        });
      });
    },
  });
  port = 0;

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.#server.listen(0, '127.0.0.1', resolve));
    this.port = (this.#server.server.address() as AddressInfo).port;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.#server.close(() => resolve()));
  }

  to(address: string): ParsedMail[] {
    return this.received.filter((mail) =>
      [mail.to ?? []].flat().some((to) => to.value.some((v) => v.address === address)),
    );
  }
}

let dataDir: string;
let db: Database;
let catalog: Catalog;
let config: Config;
const inbox = new Inbox();
let hotelIds: number[];
let agentId: number;

beforeAll(async () => {
  await inbox.start();
  dataDir = await seededDataDir();
  db = openTestDatabase(dataDir);
  catalog = await Catalog.load(db);
  const base = testConfig(dataDir);
  config = {
    ...base,
    mail: { smtpUrl: `smtp://127.0.0.1:${inbox.port}`, from: FROM, brandName: 'Stayway' },
  };
  hotelIds = (await db.all<{ id: number }>('SELECT id FROM hotels ORDER BY id LIMIT 40')).map(
    (row) => row.id,
  );
  const agent = await db.get<{ id: number }>(
    "SELECT id FROM users WHERE email = 'agent@demo.test'",
  );
  agentId = agent?.id ?? 0;
});

afterAll(async () => {
  await db.close();
  await inbox.stop();
  await removeDataDir(dataDir);
});

let nextHotel = 0;

/** Books a stay (unpaid, held) in a locale; an agent's booking is priced and branded for them. */
async function book(locale: Locale, options: { agent?: boolean; email?: string } = {}) {
  for (;;) {
    const hotel = catalog.hotel(hotelIds[nextHotel++ % hotelIds.length] ?? 0);
    if (!hotel) continue;
    const stay = {
      checkIn: daysFromNow(60),
      checkOut: daysFromNow(62),
      guests: '2',
      currency: 'EUR',
      country: 'DE',
    };
    const quote = (await liveQuotes(db, catalog, hotel, stay)).find((q) => q.refundable);
    if (!quote) continue;
    const key: RateKey = {
      hotelId: hotel.id,
      room: quote.room.code,
      board: quote.board,
      refundable: quote.refundable,
      ...stay,
      total: quote.total,
    };
    const result = await createBooking(db, catalog, {
      key,
      userId: options.agent ? agentId : null,
      sessionHash: null,
      clientIp: null,
      agencyFid: options.agent ? 1001 : 1,
      seller: options.agent === true ? { markup: { kind: 'percent', value: 1000 } } : null,
      holder: {
        first_name: 'Dana',
        last_name: 'Levi',
        email: options.email ?? `guest-${locale}@example.test`,
        phone: '+972501234567',
      },
      guestsNames: null,
      specialRequests: null,
      locale,
      holds: {
        holdMs: HOLD_MS,
        perSession: 1000,
        perClient: 1000,
        budget: { ...loadConfig({}).holdBudget, roomNightsPerClient: 1e6, roomNightsPerHotel: 1e6 },
      },
    });
    return { booking: result.booking, hotel };
  }
}

async function pay(uuid: string, locale: Locale): Promise<void> {
  const attempt = await startPayment(db, uuid, locale, HOLD_MS);
  expect(await decidePayment(db, attempt.transaction, { approved: true, last4: '4242' })).toEqual({
    kind: 'succeeded',
  });
}

/** Runs sender rounds until the outbox has nothing due (at the sender's clock). */
async function drain(sender: MailSender): Promise<void> {
  while ((await sender.runOnce()) > 0);
}

function outbox(bookingUuid: string): Promise<OutboxRow[]> {
  return db.all<OutboxRow>('SELECT * FROM outbox WHERE booking_uuid = ? ORDER BY kind, audience', [
    bookingUuid,
  ]);
}

describe('booking mail over SMTP', () => {
  it.each(['en', 'he', 'ar', 'ja', 'th'] as const)(
    'sends the confirmation of a %s booking in its language, with a stable Message-ID',
    async (locale) => {
      const { booking, hotel } = await book(locale);
      await pay(booking.uuid, locale);
      await drain(new MailSender({ db, config, catalog }));
      const t = mailTranslator(locale);
      const mails = inbox
        .to(`guest-${locale}@example.test`)
        .filter((m) => m.subject?.includes(booking.reference));
      // The payment reminder was no longer true when its turn came: only the confirmation.
      expect(mails).toHaveLength(1);
      const mail = mails[0] as ParsedMail;
      expect(mail.subject).toBe(
        t('mail:subject.confirmed', { hotel: hotel.name, reference: booking.reference }),
      );
      const html = String(mail.html);
      const dir = locale === 'he' || locale === 'ar' ? 'rtl' : 'ltr';
      expect(html).toContain(`<html lang="${locale}" dir="${dir}">`);
      expect(html).toContain(`<body dir="${dir}"`);
      expect(mail.text).toContain(t('mail:greeting', { name: 'Dana Levi' }));
      expect(mail.text).toContain(t('mail:intro.confirmed', { hotel: hotel.name }));
      // The locale's own colon (full width in ja).
      expect(mail.text).toContain(labelled(locale, t('account:col.reference'), booking.reference));
      expect(mail.text).toContain(hotel.check_in_time);
      // The free-cancellation deadline as every page writes it: hotel time, zone named.
      const policy = JSON.parse(booking.cancellation) as { free_until: string | null };
      if (policy.free_until)
        expect(mail.text).toContain(hotelTimeText(policy.free_until, hotel.time_zone, locale));
      expect(mail.from?.value[0]).toEqual({ name: 'Stayway', address: FROM });
      const [row] = (await outbox(booking.uuid)).filter((r) => r.kind === 'confirmed');
      expect(row?.status).toBe('sent');
      expect(mail.messageId).toBe(`<${row?.id}@stayway.test>`);
      // Guests without an account find their booking on the look-up page.
      expect(mail.text).toContain(`/${locale === 'en' ? '' : `${locale}/`}reservation`);
      // The voucher and the calendar entry, in the booking's language.
      expect(mail.attachments.map((a) => [a.filename, a.contentType])).toEqual([
        [`voucher-${booking.reference}.pdf`, 'application/pdf'],
        [`stay-${booking.reference}.ics`, 'text/calendar'],
      ]);
      const [pdf, ics] = mail.attachments;
      expect(pdfText(pdf!.content)).toContain(booking.reference);
      expect(pdfText(pdf!.content)).toContain(hotel.name);
      expect(ics!.content.toString()).toContain(`UID:${booking.reference.toLowerCase()}@`);
      expect(ics!.content.toString()).toContain(`LOCATION:${hotel.name}`);
      expect(ics!.content.toString()).toMatch(/^BEGIN:VCALENDAR\r\n/);
    },
  );

  it("mails an agent's booking in the partner's brand: the guest's copy without agent figures, the agent's with them", async () => {
    const { booking } = await book('en', { agent: true, email: 'client@example.test' });
    await pay(booking.uuid, 'en');
    await drain(new MailSender({ db, config, catalog }));
    const price = JSON.parse(booking.price) as Record<string, { amount: number }>;
    const commission = new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' }).format(
      (price['commission']?.amount ?? 0) / 100,
    );
    const net = new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' }).format(
      (price['net']?.amount ?? 0) / 100,
    );
    const eur = (amount: number) =>
      new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' }).format(amount / 100);
    const markup = eur(price['markup']?.amount ?? 0);
    expect(price['markup']?.amount).toBeGreaterThan(0);
    const guest = inbox
      .to('client@example.test')
      .find((m) => m.subject?.includes(booking.reference));
    const agent = inbox.to('agent@demo.test').find((m) => m.subject?.includes(booking.reference));
    for (const mail of [guest, agent]) {
      expect(mail?.from?.value[0]).toEqual({ name: 'Blue Lagoon Travel', address: FROM });
      expect(String(mail?.html)).toContain('background:#0e7490');
      expect(String(mail?.html)).toContain('Blue Lagoon Travel');
    }
    for (const part of [guest?.text, String(guest?.html)]) {
      expect(part).not.toContain('commission');
      expect(part).not.toContain(commission);
      expect(part).not.toContain(net);
      expect(part).not.toMatch(/\bnet\b/i);
      expect(part).not.toMatch(/markup/i);
      expect(part).not.toContain(markup);
      // The guest's copy shows the client price: net + commission + markup.
      expect(part).toContain(eur(price['total']?.amount ?? 0));
    }
    expect(agent?.text).toContain(`Your markup: ${markup}`);
    // The voucher attached to both copies is the guest's: no agent figures in it either.
    for (const mail of [guest, agent]) {
      const voucher = mail?.attachments.find((a) => a.contentType === 'application/pdf');
      const text = pdfText(voucher!.content);
      expect(text).toContain('Blue Lagoon Travel');
      expect(text).toContain(booking.reference);
      expect(text).not.toMatch(/commission|\bnet\b/i);
      expect(text).not.toContain(commission);
    }
    expect(agent?.subject).toMatch(/^Agent copy: Booking confirmed/);
    expect(agent?.text).toContain(`Your commission: ${commission}`);
    expect(agent?.text).toContain(`Net price: ${net}`);
    expect(agent?.text).toContain('client@example.test');
  });

  it('mails the payment link, the cancellation with its refund and the end of a hold', async () => {
    let ahead = 0;
    const now = () => Date.now() + ahead;
    const sender = new MailSender({ db, config, catalog, now });
    const held = await book('en', { email: 'held@example.test' });
    await drain(sender);
    const [awaiting] = inbox.to('held@example.test');
    expect(awaiting?.subject).toMatch(/^Complete your payment/);
    expect(awaiting?.text).toContain(`http://localhost:4321/pay?booking=${held.booking.uuid}`);
    // The hold's end, like every deadline, on the hotel's clock with its zone named.
    const holdEnds = hotelTimeText(
      new Date(held.booking.hold_expires_at ?? 0).toISOString(),
      held.hotel.time_zone,
      'en',
    );
    expect(holdEnds).toMatch(/, \d\d:\d\d, /);
    expect(awaiting?.text).toContain(`Hold ends: ${holdEnds}`);

    const paid = await book('en', { email: 'cancel@example.test' });
    await pay(paid.booking.uuid, 'en');
    await cancelBooking(db, paid.booking.uuid, 'en');
    await drain(sender);
    const cancelled = inbox
      .to('cancel@example.test')
      .find((m) => m.subject?.startsWith('Booking cancelled'));
    const refund = new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' }).format(
      (JSON.parse(paid.booking.price) as { pay_now: { amount: number } }).pay_now.amount / 100,
    );
    expect(cancelled?.text).toContain(`Refunded: ${refund}`);
    expect(cancelled?.text).toContain(`${refund} is refunded to the card you paid with.`);

    ahead += HOLD_MS + 1;
    await expireHolds(db, now());
    await drain(sender);
    const expired = inbox
      .to('held@example.test')
      .find((m) => m.subject?.startsWith('Booking not completed'));
    expect(expired?.text).toContain('nothing was charged');
  });

  it('carries the attachments registered for a kind of message, rendered when sent', async () => {
    ATTACHMENTS.confirmed.push(({ booking }) =>
      Promise.resolve({
        filename: `${booking.reference}.txt`,
        contentType: 'text/plain',
        content: `voucher ${booking.reference}`,
      }),
    );
    try {
      const { booking } = await book('ja', { email: 'attached@example.test' });
      await pay(booking.uuid, 'ja');
      await drain(new MailSender({ db, config, catalog }));
      const [mail] = inbox.to('attached@example.test');
      expect(mail?.attachments.map((a) => a.filename)).toEqual([
        `voucher-${booking.reference}.pdf`,
        `stay-${booking.reference}.ics`,
        `${booking.reference}.txt`,
      ]);
      expect(mail?.attachments[2]?.content.toString()).toBe(`voucher ${booking.reference}`);
    } finally {
      ATTACHMENTS.confirmed.pop();
    }
  });
});

describe('delivery', () => {
  it('retries a temporary failure after a pause and gives up on a permanent one', async () => {
    let ahead = 0;
    const now = () => Date.now() + ahead;
    const sender = new MailSender({ db, config, catalog, now });
    const { booking } = await book('he', { email: 'retry@example.test' });
    inbox.refusals.push(451);
    await drain(sender);
    const awaiting = async () =>
      (await outbox(booking.uuid)).find((r) => r.kind === 'awaiting_payment');
    let row = await awaiting();
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row?.last_error).toContain('451');
    expect(inbox.to('retry@example.test')).toHaveLength(0);
    // Not again before the pause is over…
    ahead += 29_000;
    await drain(sender);
    expect(inbox.to('retry@example.test')).toHaveLength(0);
    ahead += 2_000;
    await drain(sender);
    expect(inbox.to('retry@example.test')).toHaveLength(1);
    row = await awaiting();
    expect(row).toMatchObject({ status: 'sent', attempts: 2, last_error: null });

    const refused = await book('en', { email: 'refused@example.test' });
    inbox.refusals.push(550);
    await drain(sender);
    ahead += 3_600_000;
    await drain(sender);
    // (The hold has ended meanwhile: only that message went out.)
    expect(inbox.to('refused@example.test').map((m) => m.subject)).toEqual([
      expect.stringMatching(/^Booking not completed/),
    ]);
    expect(
      (await outbox(refused.booking.uuid)).find((r) => r.kind === 'awaiting_payment'),
    ).toMatchObject({
      status: 'failed',
      attempts: 1,
    });
  });

  it('sends a message claimed by a worker that died once its lease ends, and never twice', async () => {
    let ahead = 0;
    const now = () => Date.now() + ahead;
    const { booking } = await book('ar', { email: 'crash@example.test' });
    // A worker claims the message and dies before recording anything.
    const claimed = await claimDue(db, 'dead-worker', now(), now() + 120_000, 100);
    expect(claimed.map((r) => r.booking_uuid)).toContain(booking.uuid);
    const restarted = new MailSender({ db, config, catalog, now });
    await drain(restarted);
    expect(inbox.to('crash@example.test')).toHaveLength(0);
    ahead += 120_001;
    await drain(restarted);
    expect(inbox.to('crash@example.test')).toHaveLength(1);
    // Once recorded as sent, no later round (of this or another worker) sends it again
    // (within the hold, so no other message of the booking is due).
    ahead += 60_000;
    await drain(restarted);
    await drain(new MailSender({ db, config, catalog, now }));
    const [row] = await outbox(booking.uuid);
    expect(inbox.to('crash@example.test').map((m) => m.messageId)).toEqual([
      `<${row?.id}@stayway.test>`,
    ]);
  });
});

describe('demo mail viewer', () => {
  it('captures mail without SMTP_URL in demo mode and shows it, sandboxed, at /demo/mail', async () => {
    const demo: Config = { ...config, mode: 'demo', mail: { ...config.mail, smtpUrl: '' } };
    const { booking } = await book('he', { email: 'viewer@example.test' });
    await pay(booking.uuid, 'he');
    const received = inbox.received.length;
    await drain(new MailSender({ db, config: demo, catalog }));
    expect(inbox.received).toHaveLength(received);
    const app = await createApp({ db, config: demo, catalog });
    const list = await app.request('/demo/mail');
    expect(list.status).toBe(200);
    expect(list.headers.get('content-security-policy')).toContain("default-src 'none'");
    const [row] = (await outbox(booking.uuid)).filter((r) => r.kind === 'confirmed');
    expect(row).toMatchObject({ status: 'sent', transport: 'capture' });
    expect(await list.text()).toContain(`href="mail/${row?.id}"`);
    const page = await (await app.request(`/demo/mail/${row?.id}`)).text();
    expect(page).toContain('<iframe sandbox');
    expect(page).toContain('srcdoc="&lt;!DOCTYPE html&gt;');
    expect(page).toContain('dir=&quot;rtl&quot;');
    expect(page).toContain(booking.reference);
    const production = await createApp({ db, config: { ...demo, mode: 'production' }, catalog });
    expect((await production.request('/demo/mail')).status).toBe(404);
    expect(await (await production.request('/health')).json()).toEqual({
      status: 'ok',
      mail: 'off',
    });
  });
});
