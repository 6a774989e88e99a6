/**
 * Booking throughput of the reference API on loopback: bookings per second for distinct rooms
 * with one or more copies of the API on one database.
 * Starts `copies` API processes (node api/src/main.ts, port 0) on one fresh database: a temp
 * SQLite data dir, or the PostgreSQL database of DATABASE_URL (which should be empty or hold
 * only this API's data; `node scripts/postgres.mjs node api/bench/bookings.ts 2` gives it a
 * throwaway cluster). Each booking comes from its own visitor (own session and address, behind
 * the copies as the site's front server would put them) for its own room: a hotel of a German
 * search and a stay no other booking of the run shares. After an untimed preparation (sessions
 * and rates), the bookings are sent `concurrency` at a time, each with its Idempotency-Key as
 * the site sends it, to the copies in turn; prints the
 * bookings per second and the answers. Talks to 127.0.0.1 only.
 * Run: node api/bench/bookings.ts [copies=1] [bookings=300] [concurrency=50]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startApi, type BenchApi } from './start-api.ts';
import { Visitor } from './visitor.ts';

const COPIES = Number(process.argv[2] ?? 1);
const BOOKINGS = Number(process.argv[3] ?? 300);
const CONCURRENCY = Number(process.argv[4] ?? 50);
const TOKEN = 'bench-public-token';
const ENGINE = /^postgres(?:ql)?:\/\//.test(process.env['DATABASE_URL'] ?? '')
  ? 'PostgreSQL'
  : 'SQLite';

const dataDir = mkdtempSync(join(tmpdir(), 'api-bench-'));
const children: BenchApi['child'][] = [];

function startCopy(): Promise<string> {
  const { child, address } = startApi({
    API_DATA_DIR: dataDir,
    PUBLIC_CLIENT_TOKEN: TOKEN,
    TRUSTED_PROXIES: 'loopback',
  });
  children.push(child);
  return address;
}

function stop(): void {
  for (const child of children) child.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}

const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

try {
  const bases: string[] = [];
  // The first copy migrates and seeds; the others then join it.
  for (let i = 0; i < COPIES; i++) bases.push(await startCopy());
  const at = (i: number) => bases[i % bases.length] ?? '';

  const scout = new Visitor(0, TOKEN);
  await scout.start(at(0));
  const created = await fetch(`${at(0)}/v3/hotels/search`, {
    method: 'POST',
    headers: { ...scout.headers(), 'content-type': 'application/json' },
    body: JSON.stringify({
      destination: { country_slug: 'germany' },
      check_in: day(30),
      check_out: day(32),
      guests: '1',
      currency: 'EUR',
    }),
  });
  const session = ((await created.json()) as { data: { session: string } }).data.session;
  const found = (await (
    await fetch(`${at(0)}/v3/hotels/search/${session}?per_page=100`, { headers: scout.headers() })
  ).json()) as { data: { hotels: { id: number }[] } };
  const hotels = found.data.hotels.map((h) => h.id);

  // Untimed: every visitor gets a session and the rate of its own room (hotel x stay).
  const prepared: { visitor: Visitor; body: string }[] = [];
  let next = 0;
  const prepare = async () => {
    while (next < BOOKINGS) {
      const i = next++;
      const visitor = new Visitor(i + 1, TOKEN);
      await visitor.start(at(i));
      const hotel = hotels[i % hotels.length];
      const offset = 30 + 2 * Math.floor(i / hotels.length);
      const stay = { check_in: day(offset), check_out: day(offset + 2), guests: '1' };
      const answer = await fetch(
        `${at(i)}/v3/hotels/${hotel}/rates?check_in=${stay.check_in}&check_out=${stay.check_out}&guests=1`,
        { headers: visitor.headers() },
      );
      const rate = ((await answer.json()) as { data: { rates: { rate_id: string }[] } }).data
        .rates[0];
      if (!rate) continue;
      prepared.push({
        visitor,
        body: JSON.stringify({
          rate_id: rate.rate_id,
          ...stay,
          currency: 'EUR',
          holder: {
            first_name: 'Bench',
            last_name: 'Guest',
            email: `bench${i}@example.test`,
            phone: '+972 50 765 4321',
          },
        }),
      });
    }
  };
  await Promise.all(Array.from({ length: 10 }, prepare));

  const statuses = new Map<number, number>();
  const latencies: number[] = [];
  let sent = 0;
  const started = performance.now();
  const worker = async () => {
    while (sent < prepared.length) {
      const i = sent++;
      const { visitor, body } = prepared[i]!;
      const t0 = performance.now();
      const response = await fetch(`${at(i)}/v3/bookings`, {
        method: 'POST',
        // As the site sends it: one Idempotency-Key per booking form.
        headers: {
          ...visitor.headers(),
          'content-type': 'application/json',
          'idempotency-key': `bench-${i}`,
        },
        body,
      });
      await response.arrayBuffer();
      latencies.push(performance.now() - t0);
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const p = (q: number) =>
    (latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN).toFixed(0);
  const booked = statuses.get(201) ?? 0;
  console.log(
    `bookings, ${ENGINE}, ${COPIES} ${COPIES === 1 ? 'copy' : 'copies'}: ${booked} of ${prepared.length} distinct rooms booked in ${seconds.toFixed(1)} s at ${CONCURRENCY} concurrent = ${(booked / seconds).toFixed(1)} bookings/s (p50 ${p(0.5)} ms, p95 ${p(0.95)} ms); answers ${[...statuses].map(([s, n]) => `${s}x${n}`).join(' ')}`,
  );
} finally {
  stop();
}
