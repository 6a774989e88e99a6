import { spawn, type ChildProcessByStdio } from 'node:child_process';
import type { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { roomsTaken } from '../domain/inventory.ts';
import { allotment } from '../domain/pricing.ts';
import { nightsOf } from '../domain/stay.ts';
import {
  Client,
  databaseEnv,
  json,
  openTestDatabase,
  removeDataDir,
  SITE,
  seededDataDir,
  TOKEN,
} from '../test-support.ts';
import { bookingBody, futureStay, rates, type Booked, type RateJson } from './helpers.ts';

const BOOKINGS = 200;
const KILL_AFTER = 50;

type Api = ChildProcessByStdio<null, Readable, Readable>;

interface Started {
  child: Api;
  url: string;
  firstLine: string;
}

const children = new Set<Api>();
let dataDir: string | undefined;
afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  if (dataDir) await removeDataDir(dataDir);
});

/** Starts `node api/src/main.ts` on port 0 over `dir`, as `npm run api` does. */
function startApi(dir: string): Promise<Started> {
  const child = spawn(process.execPath, [new URL('../main.ts', import.meta.url).pathname], {
    env: {
      PATH: process.env['PATH'],
      API_HOST: '127.0.0.1',
      API_PORT: '0',
      ...databaseEnv(dir),
      PUBLIC_CLIENT_TOKEN: TOKEN,
      SITE_URL: SITE,
      // The clients below come "through the site's proxy" from 200 addresses.
      TRUSTED_PROXIES: 'loopback',
      NODE_NO_WARNINGS: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match?.[1]) resolve({ child, url: match[1], firstLine: output.split('\n')[0] ?? '' });
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('exit', (code) => reject(new Error(`API exited with ${code}: ${output}`)));
  });
}

function behindProxy(base: string, address: string, jar?: Map<string, string>): Client {
  const client = new Client(base, address);
  for (const [k, v] of jar ?? []) client.jar.set(k, v);
  return client;
}

const address = (i: number) => `198.18.${Math.floor(i / 250)}.${(i % 250) + 1}`;

describe('kill -9 while bookings are in flight', () => {
  it('keeps every acknowledged booking exactly once and sells no room twice', async () => {
    dataDir = await seededDataDir();
    const first = await startApi(dataDir);
    expect(first.firstLine).toMatch(/^DEMO MODE: demo accounts/);

    // Scarce rooms: every room type of the top Berlin hotels, for one stay (fewer rooms than
    // bookings, so some bookings find them sold out).
    const stay = futureStay(120, 3);
    const scout = behindProxy(first.url, '198.19.0.1');
    const top = await json<{ data: { top_hotels: { id: number }[] } }>(
      await scout.get('/v3/destinations/germany/berlin'),
    );
    const targets: { hotelId: number; rate: RateJson }[] = [];
    for (const { id } of top.data.top_hotels) {
      const seen = new Set<string>();
      for (const rate of await rates(scout, id, stay.checkIn, stay.checkOut, '1')) {
        if (seen.has(rate.room_code)) continue;
        seen.add(rate.room_code);
        targets.push({ hotelId: id, rate });
      }
    }
    expect(targets.length).toBeGreaterThan(3);

    const clients = Array.from({ length: BOOKINGS }, (_, i) => behindProxy(first.url, address(i)));
    await Promise.all(clients.map((c) => c.csrf()));
    const bodyOf = (i: number) =>
      bookingBody(
        targets[i % targets.length]!.rate,
        { ...stay, guests: '1' },
        {
          holder: {
            first_name: 'Crash',
            last_name: `Test${i}`,
            email: `crash${i}@example.test`,
            phone: '+44 20 7946 0958',
          },
        },
      );
    const keyOf = (i: number) => ({ 'idempotency-key': `crash-test-${i}` });

    const acknowledged = new Map<number, Booked>();
    let killed = false;
    const exited = new Promise((resolve) => first.child.once('exit', resolve));
    const outcomes = await Promise.allSettled(
      clients.map(async (client, i) => {
        const response = await client.post('/v3/bookings', { headers: keyOf(i), json: bodyOf(i) });
        if (response.status === 201) {
          acknowledged.set(i, (await json<{ data: Booked }>(response)).data);
          if (acknowledged.size >= KILL_AFTER && !killed) {
            killed = true;
            first.child.kill('SIGKILL');
          }
        }
        return response.status;
      }),
    );
    await exited;
    expect(killed).toBe(true);
    const lost = outcomes.filter((o) => o.status === 'rejected').length;
    const answered = outcomes.length - lost;

    const second = await startApi(dataDir);
    for (const [i, booked] of acknowledged) {
      const owner = behindProxy(second.url, address(i), clients[i]!.jar);
      const detail = await owner.get(`/v3/bookings/${booked.uuid}`);
      expect(detail.status, `acknowledged booking ${i}`).toBe(200);
      expect((await json<{ data: { reference: string } }>(detail)).data.reference).toBe(
        booked.reference,
      );
    }

    // Every request whose answer was lost is sent again with its key.
    let replayed = 0;
    let created = 0;
    let soldOut = 0;
    for (let i = 0; i < BOOKINGS; i++) {
      if (acknowledged.has(i) || outcomes[i]!.status === 'fulfilled') continue;
      const again = await behindProxy(second.url, address(i), clients[i]!.jar).post(
        '/v3/bookings',
        { headers: keyOf(i), json: bodyOf(i) },
      );
      if (again.status === 201) {
        if (again.headers.get('idempotency-replayed') === 'true') replayed += 1;
        else created += 1;
      } else {
        expect(again.status).toBe(409);
        soldOut += 1;
      }
    }
    second.child.kill('SIGTERM');
    await new Promise((resolve) => second.child.once('exit', resolve));

    const db = openTestDatabase(dataDir);
    const ours = await db.all<{ uuid: string; client_ip: string }>(
      "SELECT uuid, client_ip FROM bookings WHERE client_ip LIKE '198.18.%'",
    );
    // One booking at most per client (each sent one booking, under one key).
    expect(new Set(ours.map((b) => b.client_ip)).size).toBe(ours.length);
    for (const booked of acknowledged.values())
      expect(ours.filter((b) => b.uuid === booked.uuid)).toHaveLength(1);
    let roomNights = 0;
    let oversold = 0;
    let rooms = 0;
    const nights = nightsOf(stay.checkIn, stay.checkOut);
    for (const { hotelId, rate } of targets) {
      rooms += rate.rooms_left;
      const taken = await roomsTaken(db, hotelId, nights);
      for (const night of nights) {
        roomNights += 1;
        if (
          (taken.get(rate.room_code)?.get(night) ?? 0) > allotment(hotelId, rate.room_code, night)
        )
          oversold += 1;
      }
    }
    await db.close();
    expect(oversold).toBe(0);
    console.log(
      `kill -9: ${BOOKINGS} bookings in flight for ${rooms} free rooms (${targets.length} room types); ${acknowledged.size} acknowledged before the kill, ${acknowledged.size} found exactly once after the restart; ${answered - acknowledged.size} other answers (sold out) and ${lost} lost with the connection; ${lost} resent with their Idempotency-Key -> ${replayed} replayed (committed before the kill), ${created} booked, ${soldOut} sold out; ${ours.length} bookings for ${ours.length} clients; rooms double-sold: ${oversold} of ${roomNights} room-nights`,
    );
  });
});
