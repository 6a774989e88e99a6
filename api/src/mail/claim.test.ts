import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { createBooking } from '../domain/booking-create.ts';
import { Catalog } from '../domain/catalog.ts';
import { liveQuotes } from '../domain/inventory.ts';
import { decidePayment, startPayment } from '../domain/payments.ts';
import {
  daysFromNow,
  openTestDatabase,
  removeDataDir,
  seededDataDir,
  TEST_ENGINE,
  testConfig,
} from '../test-support.ts';
import type { OutboxRow } from './outbox.ts';
import { messageIdOf, MailSender } from './sender.ts';
import { CountingInbox } from './test-inbox.ts';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 120_000 });

const HOLD_MS = 15 * 60_000;
const FROM = 'bookings@stayway.test';
const CONFIRMATIONS = 30;

const inbox = new CountingInbox();
let dataDir: string;
// On PostgreSQL two connection pools to one database, as two copies of the API have. On
// SQLite one connection: node:sqlite waits for a lock synchronously, so a second connection in
// this same process would wait on a transaction its own event loop can no longer finish.
let first: Database;
let second: Database;
let catalog: Catalog;
let config: Config;

beforeAll(async () => {
  await inbox.start();
  dataDir = await seededDataDir();
  first = openTestDatabase(dataDir);
  second = TEST_ENGINE === 'postgres' ? openTestDatabase(dataDir) : first;
  catalog = await Catalog.load(first);
  config = {
    ...testConfig(dataDir),
    mail: { smtpUrl: `smtp://127.0.0.1:${inbox.port}`, from: FROM, brandName: 'Stayway' },
  };
});

afterAll(async () => {
  await first.close();
  if (second !== first) await second.close();
  await inbox.stop();
  await removeDataDir(dataDir);
});

/** Books and pays `count` stays (distinct hotels), which writes their confirmations. */
async function confirmBookings(count: number): Promise<string[]> {
  const uuids: string[] = [];
  const hotels = await first.all<{ id: number }>('SELECT id FROM hotels ORDER BY id LIMIT 200');
  for (const { id } of hotels) {
    if (uuids.length === count) break;
    const hotel = catalog.hotel(id);
    if (!hotel) continue;
    const stay = {
      checkIn: daysFromNow(90),
      checkOut: daysFromNow(91),
      guests: '1',
      currency: 'EUR',
      country: 'DE',
    };
    const quote = (await liveQuotes(first, catalog, hotel, stay))[0];
    if (!quote) continue;
    const { booking } = await createBooking(first, catalog, {
      key: {
        hotelId: hotel.id,
        room: quote.room.code,
        board: quote.board,
        refundable: quote.refundable,
        ...stay,
        total: quote.total,
      },
      userId: null,
      sessionHash: null,
      clientIp: null,
      agencyFid: 1,
      seller: null,
      holder: {
        first_name: 'Race',
        last_name: 'Guest',
        email: `race-${uuids.length}@example.test`,
        phone: '+972501234567',
      },
      guestsNames: null,
      specialRequests: null,
      locale: uuids.length % 2 ? 'he' : 'en',
      holds: {
        holdMs: HOLD_MS,
        perSession: 1000,
        perClient: 1000,
        budget: { ...config.holdBudget, roomNightsPerClient: 1e6, roomNightsPerHotel: 1e6 },
      },
    });
    const attempt = await startPayment(first, booking.uuid, 'en', HOLD_MS);
    await decidePayment(first, attempt.transaction, { approved: true, last4: '4242' });
    uuids.push(booking.uuid);
  }
  return uuids;
}

async function drain(sender: MailSender): Promise<void> {
  while ((await sender.runOnce()) > 0);
}

it(`two senders on one ${TEST_ENGINE} database deliver each of ${CONFIRMATIONS} confirmations exactly once`, async () => {
  const uuids = await confirmBookings(CONFIRMATIONS);
  expect(uuids).toHaveLength(CONFIRMATIONS);
  // Small batches, so the two senders keep claiming over the same rows while the other sends.
  const timing = { batch: 3 };
  const senders = [
    new MailSender({ db: first, config, catalog, timing }),
    new MailSender({ db: second, config, catalog, timing }),
  ];
  await Promise.all(senders.map(drain));

  const all = await first.all<OutboxRow>('SELECT * FROM outbox');
  expect(all.filter((row) => row.status === 'pending' || row.status === 'failed')).toEqual([]);
  const confirmations = all.filter(
    (row) => row.kind === 'confirmed' && uuids.includes(row.booking_uuid),
  );
  expect(confirmations).toHaveLength(CONFIRMATIONS);
  expect(confirmations.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
  // Both took part, each sending some of the confirmations.
  const bySender = senders.map(
    (s) => confirmations.filter((row) => row.claimed_by === s.worker).length,
  );
  expect(bySender.every((n) => n > 0)).toBe(true);
  expect(bySender[0]! + bySender[1]!).toBe(CONFIRMATIONS);

  // The payment reminders, paid before their turn, were skipped. The SMTP server got every
  // sent message (the confirmations and whatever the seeded data had due) once.
  const sent = all.filter((row) => row.status === 'sent');
  expect(inbox.tally(sent.map((row) => messageIdOf(row.id, FROM)))).toEqual({
    sent: sent.length,
    distinct: sent.length,
    duplicates: 0,
    missing: 0,
    unexpected: 0,
  });
});
