import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { DatabaseSync } from 'node:sqlite';
import { slugify } from '../../scripts/slug.ts';
import type { Config } from '../config.ts';
import { transaction } from '../db/open.ts';
import { HOUSE_FID } from '../domain/access.ts';
import { cancelBooking, createBooking, liveQuotes, type RateKey } from '../domain/bookings.ts';
import { Catalog, loadCountries } from '../domain/catalog.ts';
import { addDays, today } from '../domain/stay.ts';
import type { City, Hotel, Place } from '../domain/types.ts';
import { hashPassword } from '../lib/passwords.ts';
import { createRng } from '../lib/random.ts';
import { AGENCIES, DEMO_PASSWORD, DEMO_USERS } from './accounts.ts';
import { generateHotels, toStored } from './hotels.ts';
import { NAMED_PLACES } from './places.ts';

type CityRow = [number, string, string, number, number, number];

// Demo password hashes use a salt derived from the seed, so they are computed once per process.
const demoHashes = new Map<string, Promise<string>>();
function demoHash(email: string, seed: number): Promise<string> {
  const key = `${seed}/${email}`;
  let hash = demoHashes.get(key);
  if (!hash) {
    hash = hashPassword(DEMO_PASSWORD, createHash('sha256').update(key).digest().subarray(0, 16));
    demoHashes.set(key, hash);
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
export function demoAccountsIn(db: DatabaseSync): string[] {
  const emails = DEMO_USERS.map((u) => u.email);
  return (
    db
      .prepare(`SELECT email FROM users WHERE email IN (${emails.map(() => '?').join(', ')})`)
      .all(...emails) as { email: string }[]
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

function seedBase(db: DatabaseSync, config: Config, hashes: Map<string, string>): void {
  const { cities, places, hotels } = generateInventory(config.seed);
  const insertCity = db.prepare(
    'INSERT INTO cities (id, name, slug, country_code, lat, lng, population) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  for (const city of cities) {
    insertCity.run(
      city.id,
      city.name,
      city.slug,
      city.country_code,
      city.lat,
      city.lng,
      city.population,
    );
  }
  const insertHotel = db.prepare(
    'INSERT INTO hotels (id, city_id, slug, name, data) VALUES (?, ?, ?, ?, ?)',
  );
  for (const hotel of hotels)
    insertHotel.run(hotel.id, hotel.city_id, hotel.slug, hotel.name, toStored(hotel));
  const insertPlace = db.prepare(
    'INSERT INTO places (id, type, name, city_id, lat, lng, data) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  for (const place of places)
    insertPlace.run(place.id, place.type, place.name, place.city_id, place.lat, place.lng, '{}');
  const demo = config.mode === 'demo';
  const insertAgency = db.prepare('INSERT INTO agencies (fid, host, data) VALUES (?, ?, ?)');
  for (const agency of demo ? AGENCIES : AGENCIES.filter((a) => a.fid === HOUSE_FID))
    insertAgency.run(agency.fid, agency.host, JSON.stringify(agency.data));
  const insertUser = db.prepare(
    'INSERT INTO users (name, email, password_hash, avatar, plan_id, fid, options, actions, role, created_at) VALUES (?, ?, ?, NULL, ?, ?, ?, ?, ?, ?)',
  );
  for (const user of demo ? DEMO_USERS : []) {
    insertUser.run(
      user.name,
      user.email,
      hashes.get(user.email) ?? '',
      user.plan_id,
      user.fid,
      JSON.stringify(user.options),
      JSON.stringify(user.actions),
      user.role,
      new Date().toISOString(),
    );
  }
  const setMeta = db.prepare('INSERT INTO meta (key, value) VALUES (?, ?)');
  setMeta.run('secret', randomBytes(32).toString('base64url'));
  setMeta.run('seed', String(config.seed));
  setMeta.run('mode', config.mode);
}

function seedReservations(db: DatabaseSync, catalog: Catalog, seed: number): void {
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
    const user = db
      .prepare('SELECT id, fid, plan_id FROM users WHERE email = ?')
      .get(plan.email) as { id: number; fid: number | null; plan_id: number | null };
    const city = catalog.cityBySlug(plan.country, plan.city);
    if (!city) continue;
    const hotel = rng.pick(catalog.hotelsIn(city.id));
    const checkIn = addDays(day, plan.inDays);
    const checkOut = addDays(checkIn, plan.nights);
    // Past stays were booked three weeks before they began.
    const bookedAt =
      plan.inDays < 0 ? Date.parse(`${addDays(checkIn, -21)}T10:00:00Z`) : Date.now() - 86_400_000;
    const stay = { checkIn, checkOut, guests: plan.guests, currency: 'EUR', country: '' };
    const quote = liveQuotes(db, catalog, hotel, stay, bookedAt)[0];
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
    const result = createBooking(db, catalog, {
      key,
      userId: user.id,
      sessionHash: null,
      clientIp: null,
      agencyFid: user.fid ?? HOUSE_FID,
      agent: user.plan_id !== null,
      holder: { first_name: first, last_name: last, email: plan.email, phone: '+972501234567' },
      guestsNames: null,
      specialRequests: null,
      locale: 'en',
      holds: null,
      now: bookedAt,
    });
    const stamp = new Date(bookedAt).toISOString();
    db.prepare(
      "INSERT INTO transactions (uuid, token_hash, booking_uuid, amount, currency, status, locale, card_last4, created_at, updated_at) VALUES (?, ?, ?, ?, 'EUR', 'succeeded', 'en', '4242', ?, ?)",
    ).run(
      randomUUID(),
      randomBytes(16).toString('hex'),
      result.booking.uuid,
      result.price.pay_now.amount,
      stamp,
      stamp,
    );
    if (plan.cancel) cancelBooking(db, result.booking.uuid, 'en');
  }
}

/**
 * Seeds the database on first start and returns the in-memory catalogue: geography, hotels,
 * places and the house in every mode; in demo mode also the demo partners, the demo accounts
 * and their reservations. Same seed -> same data.
 */
export async function seedDatabase(db: DatabaseSync, config: Config): Promise<Catalog> {
  const seeded = db.prepare("SELECT value FROM meta WHERE key = 'seeded_at'").get();
  if (seeded) return Catalog.load(db);
  const demo = config.mode === 'demo';
  const hashes = new Map(
    await Promise.all(
      (demo ? DEMO_USERS : []).map(
        async (u) => [u.email, await demoHash(u.email, config.seed)] as const,
      ),
    ),
  );
  const based = db.prepare("SELECT value FROM meta WHERE key = 'seed'").get();
  if (!based) transaction(db, () => seedBase(db, config, hashes));
  const catalog = Catalog.load(db);
  if (demo) seedReservations(db, catalog, config.seed);
  db.prepare("INSERT INTO meta (key, value) VALUES ('seeded_at', ?)").run(new Date().toISOString());
  return catalog;
}
