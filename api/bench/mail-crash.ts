/**
 * Booking mail across `kill -9`: is every confirmation delivered, and none twice?
 * Starts a real SMTP server (smtp-server on 127.0.0.1, a free port; each message takes it
 * `ACCEPT_MS` before its 250 answer, like a real server) that counts what it accepts by
 * Message-ID, then `copies` API processes (node api/src/main.ts, port 0) on one fresh database
 * (a temp SQLite data dir, or the PostgreSQL database of DATABASE_URL, which should be empty or
 * hold only this API's data: `node scripts/postgres.mjs node api/bench/mail-crash.ts 2` gives it
 * a throwaway cluster), each sending through SMTP_URL with a short poll and a 5 s lease.
 * `confirmations` visitors book a room of their own and pay it through HTTP, as the site does
 * (booking, payment, the provider's card form). Then, while the copies send the confirmations,
 * `kills` times (spread over the sending, at a random moment) one copy in turn is killed with
 * SIGKILL and started again on the same database. Once the outbox has nothing pending it prints
 * what the SMTP server accepted: messages, distinct Message-IDs, duplicates, and the messages the
 * outbox recorded as sent that never arrived (missing). Exits 1 unless each arrived exactly once.
 * Talks to 127.0.0.1 only.
 * Run: node api/bench/mail-crash.ts [copies=1] [confirmations=200] [kills=3]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect, isPostgresUrl } from '../src/db/open.ts';
import type { OutboxRow } from '../src/mail/outbox.ts';
import { messageIdOf } from '../src/mail/sender.ts';
import { CountingInbox } from '../src/mail/test-inbox.ts';
import { startApi, type BenchApi } from './start-api.ts';
import { Visitor } from './visitor.ts';

const COPIES = Number(process.argv[2] ?? 1);
const CONFIRMATIONS = Number(process.argv[3] ?? 200);
const KILLS = Number(process.argv[4] ?? 3);
const TOKEN = 'bench-public-token';
const FROM = 'bookings@bench.test';
const ACCEPT_MS = 20;
const LEASE_SECONDS = 5;
const DATABASE_URL = process.env['DATABASE_URL'] ?? '';
const ENGINE = isPostgresUrl(DATABASE_URL) ? 'PostgreSQL' : 'SQLite';

const dataDir = mkdtempSync(join(tmpdir(), 'api-mail-bench-'));
const db = connect({ dataDir, databaseUrl: DATABASE_URL });

// Confirmations the SMTP server accepted so far (all bookings are in English).
let confirmationsAccepted = 0;
// When the last two arrived: the time one message takes, to place a kill anywhere within it.
let lastArrivals = [0, 0];
let onConfirmation: () => void = () => {};
const inbox = new CountingInbox({
  acceptDelayMs: ACCEPT_MS,
  onAccepted: (mail) => {
    if (mail.subject?.startsWith('Booking confirmed')) {
      confirmationsAccepted++;
      lastArrivals = [lastArrivals[1] ?? 0, performance.now()];
      onConfirmation();
    }
  },
});

const copies: (BenchApi['child'] | null)[] = [];

/** Starts copy `n` (again, after a kill) and resolves to its address. */
function startCopy(n: number): Promise<string> {
  const { child, address } = startApi({
    API_DATA_DIR: dataDir,
    PUBLIC_CLIENT_TOKEN: TOKEN,
    TRUSTED_PROXIES: 'loopback',
    SMTP_URL: `smtp://127.0.0.1:${inbox.port}`,
    MAIL_FROM: FROM,
    MAIL_POLL_MS: '100',
    MAIL_BATCH: '10',
    MAIL_LEASE_SECONDS: String(LEASE_SECONDS),
  });
  copies[n] = child;
  return address;
}

function killCopy(n: number): Promise<void> {
  const child = copies[n];
  copies[n] = null;
  if (!child || child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

async function stop(): Promise<void> {
  for (const child of copies) child?.kill('SIGTERM');
  await db.close();
  await inbox.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function jsonOf<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Hotels of a German search: every visitor gets one (and a stay) no other visitor shares. */
async function germanHotels(base: string): Promise<number[]> {
  const scout = new Visitor(0, TOKEN);
  await scout.start(base);
  const created = await jsonOf<{ data: { session: string } }>(
    await fetch(`${base}/v3/hotels/search`, {
      method: 'POST',
      headers: { ...scout.headers(), 'content-type': 'application/json' },
      body: JSON.stringify({
        destination: { country_slug: 'germany' },
        check_in: day(30),
        check_out: day(32),
        guests: '1',
        currency: 'EUR',
      }),
    }),
  );
  const found = await jsonOf<{ data: { hotels: { id: number }[] } }>(
    await fetch(`${base}/v3/hotels/search/${created.data.session}?per_page=100`, {
      headers: scout.headers(),
    }),
  );
  return found.data.hotels.map((h) => h.id);
}

/** Visitor `i` books its own room and pays it with the test card; false when none was free. */
async function bookAndPay(base: string, i: number, hotels: number[]): Promise<boolean> {
  const visitor = new Visitor(i + 1, TOKEN);
  await visitor.start(base);
  const hotel = hotels[i % hotels.length];
  const offset = 30 + 2 * Math.floor(i / hotels.length);
  const stay = { check_in: day(offset), check_out: day(offset + 2), guests: '1' };
  const rates = await jsonOf<{ data: { rates: { rate_id: string }[] } }>(
    await fetch(
      `${base}/v3/hotels/${hotel}/rates?check_in=${stay.check_in}&check_out=${stay.check_out}&guests=1`,
      { headers: visitor.headers() },
    ),
  );
  const rate = rates.data.rates[0];
  if (!rate) return false;
  const json = { ...visitor.headers(), 'content-type': 'application/json' };
  const booked = await jsonOf<{ data: { uuid: string } }>(
    await fetch(`${base}/v3/bookings`, {
      method: 'POST',
      headers: { ...json, 'idempotency-key': `mail-bench-${i}` },
      body: JSON.stringify({
        rate_id: rate.rate_id,
        ...stay,
        currency: 'EUR',
        holder: {
          first_name: 'Bench',
          last_name: 'Guest',
          email: `guest${i}@example.test`,
          phone: '+972 50 765 4321',
        },
      }),
    }),
  );
  const payment = await jsonOf<{ data: { payment_url: string } }>(
    await fetch(`${base}/v3/bookings/${booked.data.uuid}/pay`, {
      method: 'POST',
      headers: { ...json, 'idempotency-key': `mail-bench-pay-${i}` },
      body: '{}',
    }),
  );
  const paid = await fetch(payment.data.payment_url, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      card_name: 'Bench Guest',
      card_number: '4242 4242 4242 4242',
      expiry: '12/39',
      cvc: '123',
    }),
  });
  if (paid.status !== 303 || !paid.headers.get('location')?.includes('/success'))
    throw new Error(`payment ${i}: ${paid.status} ${paid.headers.get('location') ?? ''}`);
  return true;
}

function pendingCount(): Promise<number> {
  return db
    .get<{ n: number | string }>("SELECT COUNT(*) AS n FROM outbox WHERE status = 'pending'")
    .then((row) => Number(row?.n ?? 0));
}

async function until(condition: () => Promise<boolean>, what: string, ms = 300_000) {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

try {
  await inbox.start();
  const bases: string[] = [];
  // The first copy migrates and seeds; the others then join it.
  for (let n = 0; n < COPIES; n++) bases.push(await startCopy(n));
  const hotels = await germanHotels(bases[0] ?? '');

  const started = performance.now();
  let next = 0;
  let reserved = 0;
  let confirmed = 0;
  // Each worker takes one of the confirmations to make, and tries visitors until it is made.
  const worker = async () => {
    while (reserved < CONFIRMATIONS) {
      reserved++;
      while (next < CONFIRMATIONS * 2) {
        const i = next++;
        if (await bookAndPay(bases[i % bases.length] ?? '', i, hotels)) {
          confirmed++;
          break;
        }
      }
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  const bookingSeconds = (performance.now() - started) / 1000;

  // The kills, spread over the confirmations still to be sent, each at a random moment within
  // one message's cycle after its mark: mid-render, mid-send, waiting for the answer or
  // recording it.
  const before = confirmationsAccepted;
  if (KILLS > 0 && before >= confirmed)
    throw new Error('every confirmation was sent before the first kill');
  const marks = Array.from(
    { length: KILLS },
    (_, k) => before + Math.floor(((confirmed - before) * k) / (KILLS + 1)),
  );
  const killedAt: number[] = [];
  let restarts = Promise.resolve();
  const killNext = () => {
    const k = killedAt.length;
    const mark = marks[k];
    if (mark === undefined || confirmationsAccepted < mark) return;
    killedAt.push(confirmationsAccepted);
    const n = k % COPIES;
    restarts = restarts.then(async () => {
      // One copy's cycle: the copies' messages arrive interleaved.
      const cycle = Math.max(ACCEPT_MS, ((lastArrivals[1] ?? 0) - (lastArrivals[0] ?? 0)) * COPIES);
      await new Promise((resolve) => setTimeout(resolve, Math.random() * cycle));
      await killCopy(n);
      bases[n] = await startCopy(n);
    });
  };
  onConfirmation = killNext;
  killNext();
  await until(() => Promise.resolve(killedAt.length === KILLS), 'the kills');
  await restarts;
  await until(async () => (await pendingCount()) === 0, 'the outbox to drain');
  const drainSeconds = (performance.now() - started) / 1000;

  const rows = await db.all<OutboxRow>('SELECT * FROM outbox');
  const sent = rows.filter((row) => row.status === 'sent');
  const confirmations = rows.filter((row) => row.kind === 'confirmed');
  const tally = inbox.tally(sent.map((row) => messageIdOf(row.id, FROM)));
  const byStatus = new Map<string, number>();
  for (const row of rows) byStatus.set(row.status, (byStatus.get(row.status) ?? 0) + 1);
  const retaken = rows.filter((row) => row.attempts > 1).length;
  // A duplicate of a message claimed more than once: a kill fell between the server's 250 and
  // the outbox's record of it (SMTP cannot close that gap). One claimed once would be a race.
  const counts = inbox.countsByMessageId();
  const doubled = sent.filter((row) => (counts.get(messageIdOf(row.id, FROM)) ?? 0) > 1);
  const afterKill = doubled.filter((row) => row.attempts > 1).length;
  const senders = new Set(sent.map((row) => row.claimed_by)).size;
  console.log(
    `booking mail, ${ENGINE}, ${COPIES} ${COPIES === 1 ? 'copy' : 'copies'}: ${confirmed} bookings confirmed over HTTP in ${bookingSeconds.toFixed(1)} s; ` +
      (KILLS > 0
        ? `${killedAt.length} x kill -9 of a copy while sending (after ${killedAt.join(', ')} of ${confirmed} confirmations had arrived), restarted each time; `
        : 'no kill; ') +
      `outbox drained at ${drainSeconds.toFixed(1)} s.\n` +
      `  SMTP server: sent ${tally.sent}, distinct Message-IDs ${tally.distinct}, duplicates ${tally.duplicates} (${afterKill} resent after a kill cut short the record of a delivery, ${doubled.length - afterKill} sent by two senders at once), missing ${tally.missing}, unexpected ${tally.unexpected}\n` +
      `  outbox: ${rows.length} messages (${[...byStatus].map(([s, n]) => `${s} ${n}`).join(', ')}; ${confirmations.length} confirmations, ${confirmations.filter((r) => r.status === 'sent').length} sent); ` +
      `${retaken} claimed again after a lease ended; sent by ${senders} sender processes`,
  );
  process.exitCode =
    tally.duplicates > 0 ||
    tally.missing > 0 ||
    tally.unexpected > 0 ||
    confirmations.length !== confirmed ||
    confirmations.some((row) => row.status !== 'sent')
      ? 1
      : 0;
} finally {
  await stop();
}
process.exit();
