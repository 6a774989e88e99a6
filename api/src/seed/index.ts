import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { slugify } from '../../scripts/slug.ts';
import type { Config, PasswordHashParams } from '../config.ts';
import { insertMany, type Database } from '../db/database.ts';
import { HOUSE_FID } from '../domain/access.ts';
import { createBooking } from '../domain/booking-create.ts';
import { cancelBooking } from '../domain/cancellation.ts';
import { liveQuotes } from '../domain/inventory.ts';
import type { RateKey } from '../domain/rate-ids.ts';
import { Catalog, loadCountries } from '../domain/catalog.ts';
import { addDays, today } from '../domain/stay.ts';
import type { City, Hotel, Place } from '../domain/types.ts';
import { hashPassword } from '../lib/passwords.ts';
import { createRng } from '../lib/random.ts';
import { AGENCIES, AGENCY_OWNERS, DEMO_PASSWORD, DEMO_USERS } from './accounts.ts';
import { generateHotels, toStored } from './hotels.ts';
import { NAMED_PLACES } from './places.ts';

type CityRow = [number, string, string, number, number, number];

// Demo password hashes use a salt derived from the seed, so they are computed once per process.
const demoHashes = new Map<string, Promise<string>>();
function demoHash(email: string, seed: number, params: PasswordHashParams): Promise<string> {
  const key = `${seed}/${email}`;
  const cacheKey = `${key}/${params.N}/${params.r}/${params.p}`;
  let hash = demoHashes.get(cacheKey);
  if (!hash) {
    hash = hashPassword(
      DEMO_PASSWORD,
      params,
      createHash('sha256').update(key).digest().subarray(0, 16),
    );
    demoHashes.set(cacheKey, hash);
  }
  return hash;
}

/** The cities that get hotels (api/data/cities.json), with slugs unique within each country. */
export function loadCities(): City[] {
  const rows = JSON.parse(
    readFileSync(new URL('../../data/cities.json', import.meta.url), 'utf8'),
  ) as CityRow[];
  const used = new Set<string>();
  return rows.map(([id, name, country, lat, lng, population]) => {
    let slug = slugify(name) || String(id);
    if (used.has(`${country}/${slug}`)) slug = `${slug}-${id}`;
    used.add(`${country}/${slug}`);
    return { id, name, slug, country_code: country, lat, lng, population };
  });
}

/** Emails of demo accounts present in the database (production refuses to start on them). */
export async function demoAccountsIn(db: Database): Promise<string[]> {
  const emails = DEMO_USERS.map((u) => u.email);
  return (
    await db.all<{ email: string }>(
      `SELECT email FROM users WHERE email IN (${emails.map(() => '?').join(', ')})`,
      emails,
    )
  ).map((row) => row.email);
}

/** The demo geography and hotels of a seed, as the database stores them (same seed, same data). */
export function generateInventory(seed: number): {
  cities: City[];
  places: Place[];
  hotels: Hotel[];
} {
  const known = new Set(loadCountries().map((c) => c.code));
  const cities = loadCities().filter((c) => known.has(c.country_code));
  const hotels: Hotel[] = [];
  for (const city of cities) hotels.push(...generateHotels(city, seed, hotels.length + 1));
  const places: Place[] = NAMED_PLACES.flatMap(
    ([slug, type, name, country, cityName, lat, lng]) => {
      const city = cities.find((c) => c.country_code === country && c.name === cityName);
      return city ? [{ id: `place-${slug}`, type, name, city_id: city.id, lat, lng }] : [];
    },
  );
  return { cities, places, hotels };
}

async function seedBase(tx: Database, config: Config, hashes: Map<string, string>) {
  const { cities, places, hotels } = generateInventory(config.seed);
  await insertMany(
    tx,
    'cities',
    ['id', 'name', 'slug', 'country_code', 'lat', 'lng', 'population'],
    cities.map((c) => [c.id, c.name, c.slug, c.country_code, c.lat, c.lng, c.population]),
  );
  await insertMany(
    tx,
    'hotels',
    ['id', 'city_id', 'slug', 'name', 'data'],
    hotels.map((h) => [h.id, h.city_id, h.slug, h.name, toStored(h)]),
  );
  await insertMany(
    tx,
    'places',
    ['id', 'type', 'name', 'city_id', 'lat', 'lng', 'data'],
    places.map((p) => [p.id, p.type, p.name, p.city_id, p.lat, p.lng, '{}']),
  );
  const demo = config.mode === 'demo';
  await insertMany(
    tx,
    'agencies',
    ['fid', 'host', 'data'],
    (demo ? AGENCIES : AGENCIES.filter((a) => a.fid === HOUSE_FID)).map((a) => [
      a.fid,
      a.host,
      JSON.stringify(a.data),
    ]),
  );
  await insertMany(
    tx,
    'users',
    [
      'name',
      'email',
      'password_hash',
      'plan_id',
      'fid',
      'options',
      'actions',
      'role',
      'created_at',
    ],
    (demo ? DEMO_USERS : []).map((user) => [
      user.name,
      user.email,
      hashes.get(user.email) ?? '',
      user.plan_id,
      user.fid,
      JSON.stringify(user.options),
      JSON.stringify(user.actions),
      user.role,
      new Date().toISOString(),
    ]),
  );
  for (const owner of demo ? AGENCY_OWNERS : [])
    await tx.run(
      'UPDATE agencies SET owner_user_id = (SELECT id FROM users WHERE email = ?) WHERE fid = ?',
      [owner.email, owner.fid],
    );
  await insertMany(
    tx,
    'meta',
    ['key', 'value'],
    [
      ['secret', randomBytes(32).toString('base64url')],
      ['seed', String(config.seed)],
      ['mode', config.mode],
    ],
  );
}

async function seedReservations(db: Database, catalog: Catalog, seed: number): Promise<void> {
  const rng = createRng(seed, 'reservations');
  const day = today();
  const plans: {
    email: string;
    country: string;
    city: string;
    inDays: number;
    nights: number;
    guests: string;
    cancel?: boolean;
  }[] = [
    { email: 'user@demo.test', country: 'DE', city: 'berlin', inDays: 30, nights: 3, guests: '2' },
    {
      email: 'user@demo.test',
      country: 'ES',
      city: 'barcelona',
      inDays: -60,
      nights: 2,
      guests: '2,7',
    },
    { email: 'power@demo.test', country: 'AE', city: 'dubai', inDays: 45, nights: 4, guests: '2' },
    {
      email: 'power@demo.test',
      country: 'NL',
      city: 'amsterdam',
      inDays: 20,
      nights: 2,
      guests: '1',
      cancel: true,
    },
    {
      email: 'power@demo.test',
      country: 'IL',
      city: 'tel-aviv',
      inDays: -20,
      nights: 3,
      guests: '2|2',
    },
    {
      email: 'agent@demo.test',
      country: 'MX',
      city: 'cancun',
      inDays: 60,
      nights: 7,
      guests: '2,4,9',
    },
    { email: 'agent@demo.test', country: 'IL', city: 'eilat', inDays: 15, nights: 3, guests: '2' },
    {
      email: 'agent@demo.test',
      country: 'IL',
      city: 'jerusalem',
      inDays: -40,
      nights: 2,
      guests: '2',
    },
  ];
  const names = [
    'Noa Levi',
    'Daniel Cohen',
    'Maya Katz',
    'Lucas Meyer',
    'Sofia Garcia',
    'Omar Haddad',
    'Emma Jansen',
    'Yosef Mizrahi',
  ];
  for (const plan of plans) {
    const user = await db.get<{ id: number; fid: number | null; plan_id: number | null }>(
      'SELECT id, fid, plan_id FROM users WHERE email = ?',
      [plan.email],
    );
    if (!user) continue;
    const city = catalog.cityBySlug(plan.country, plan.city);
    if (!city) continue;
    const hotel = rng.pick(catalog.hotelsIn(city.id));
    const checkIn = addDays(day, plan.inDays);
    const checkOut = addDays(checkIn, plan.nights);
    // Past stays were booked three weeks before they began.
    const bookedAt =
      plan.inDays < 0 ? Date.parse(`${addDays(checkIn, -21)}T10:00:00Z`) : Date.now() - 86_400_000;
    const stay = { checkIn, checkOut, guests: plan.guests, currency: 'EUR', country: '' };
    const quote = (await liveQuotes(db, catalog, hotel, stay, bookedAt))[0];
    if (!quote) continue;
    const key: RateKey = {
      hotelId: hotel.id,
      room: quote.room.code,
      board: quote.board,
      refundable: quote.refundable,
      ...stay,
      total: quote.total,
    };
    const [first = 'Guest', last = 'Demo'] = rng.pick(names).split(' ');
    const result = await createBooking(db, catalog, {
      key,
      userId: user.id,
      sessionHash: null,
      clientIp: null,
      agencyFid: user.fid ?? HOUSE_FID,
      seller: user.plan_id !== null ? { markup: null } : null,
      holder: { first_name: first, last_name: last, email: plan.email, phone: '+972501234567' },
      guestsNames: null,
      specialRequests: null,
      locale: 'en',
      holds: null,
      now: bookedAt,
    });
    const stamp = new Date(bookedAt).toISOString();
    await db.run(
      "INSERT INTO transactions (uuid, token_hash, booking_uuid, amount, currency, status, locale, card_last4, created_at, updated_at) VALUES (?, ?, ?, ?, 'EUR', 'succeeded', 'en', '4242', ?, ?)",
      [
        randomUUID(),
        randomBytes(16).toString('hex'),
        result.booking.uuid,
        result.price.pay_now.amount,
        stamp,
        stamp,
      ],
    );
    if (plan.cancel) await cancelBooking(db, result.booking.uuid, 'en');
  }
}

/**
 * Seeds the database on first start and returns the in-memory catalogue: geography, hotels,
 * places and the house in every mode; in demo mode also the demo partners, the demo accounts
 * and their reservations. Same seed -> same data.
 */
export async function seedDatabase(db: Database, config: Config): Promise<Catalog> {
  const seeded = await db.get("SELECT value FROM meta WHERE key = 'seeded_at'");
  if (seeded) return Catalog.load(db);
  const demo = config.mode === 'demo';
  const hashes = new Map(
    await Promise.all(
      (demo ? DEMO_USERS : []).map(
        async (u) => [u.email, await demoHash(u.email, config.seed, config.passwordHash)] as const,
      ),
    ),
  );
  const based = await db.get("SELECT value FROM meta WHERE key = 'seed'");
  if (!based) await db.transaction((tx) => seedBase(tx, config, hashes));
  const catalog = await Catalog.load(db);
  if (demo) await seedReservations(db, catalog, config.seed);
  await db.run("INSERT INTO meta (key, value) VALUES ('seeded_at', ?)", [new Date().toISOString()]);
  return catalog;
}
