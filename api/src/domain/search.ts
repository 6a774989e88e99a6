import { randomBytes } from 'node:crypto';
import type { Database } from '../db/database.ts';
import { hash32 } from '../lib/random.ts';
import { distanceKm, type Catalog } from './catalog.ts';
import { searchOffers, type Offer } from './pricing.ts';
import { parseGuests } from './stay.ts';
import type { Hotel } from './types.ts';

/** What a search session is for; stored as JSON so sessions survive a restart. */
export interface SearchParams {
  target:
    | { kind: 'city'; id: number }
    | { kind: 'country'; code: string }
    | { kind: 'place'; id: string };
  check_in: string;
  check_out: string;
  guests: string;
  currency: string;
  country: string;
  /**
   * Test mode only: the session's fill in percent, held until a test moves it on
   * (`POST /__test/search/{session}/fill`); absent, the session fills over time.
   */
  fill?: number;
}

/** One hotel of a session's results. */
export interface SearchEntry {
  hotel: Hotel;
  offers: Offer[];
  distance: number;
  /** Position in the order hotels are revealed while the session fills. */
  revealRank: number;
}

/** A session's stored parameters and creation time. */
export interface SearchSession {
  id: string;
  params: SearchParams;
  createdAt: number;
  entries: SearchEntry[];
}

/** Sessions expire this long after creation. */
export const SEARCH_TTL_MS = 60 * 60 * 1000;
const CACHE_SIZE = 200;

/**
 * Stores search sessions and computes (and caches) their results. One session prices at most
 * `maxHotels` hotels, so the cost of a search is bounded whatever its target.
 */
export class SearchStore {
  readonly #db: Database;
  readonly #catalog: Catalog;
  readonly #maxHotels: number;
  readonly #cache = new Map<string, SearchSession>();

  constructor(db: Database, catalog: Catalog, maxHotels = Infinity) {
    this.#db = db;
    this.#catalog = catalog;
    this.#maxHotels = maxHotels;
  }

  /** True when a live session of this id is stored (its results computed or not). */
  async exists(id: string, now = Date.now()): Promise<boolean> {
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(id)) return false;
    const row = await this.#db.get<{ expires_at: number }>(
      'SELECT expires_at FROM search_sessions WHERE id = ?',
      [id],
    );
    return row !== undefined && row.expires_at > now;
  }

  /** True when a session's results are in memory (polling it prices nothing). */
  isComputed(id: string): boolean {
    return this.#cache.has(id);
  }

  /** Creates a session and returns its id. */
  async create(params: SearchParams, now = Date.now()): Promise<SearchSession> {
    const id = randomBytes(12).toString('base64url');
    await this.#db.run(
      'INSERT INTO search_sessions (id, params, created_at, expires_at) VALUES (?, ?, ?, ?)',
      [id, JSON.stringify(params), now, now + SEARCH_TTL_MS],
    );
    if (Math.random() < 0.05)
      await this.#db.run('DELETE FROM search_sessions WHERE expires_at <= ?', [now]);
    const session = { id, params, createdAt: now, entries: this.#compute(id, params, now) };
    this.#remember(session);
    return session;
  }

  /**
   * A live session with its results, or null when unknown or expired. The stored row is read
   * every time (another copy of the API may have made or moved the session); only the
   * computed results, which follow from it, are cached.
   */
  async get(id: string, now = Date.now()): Promise<SearchSession | null> {
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(id)) return null;
    const row = await this.#db.get<{ params: string; created_at: number; expires_at: number }>(
      'SELECT params, created_at, expires_at FROM search_sessions WHERE id = ?',
      [id],
    );
    if (!row || row.expires_at <= now) return null;
    const params = JSON.parse(row.params) as SearchParams;
    const cached = this.#cache.get(id);
    if (cached) {
      this.#cache.delete(id);
      this.#cache.set(id, cached);
      cached.params = params;
      return cached;
    }
    const session = {
      id,
      params,
      createdAt: row.created_at,
      entries: this.#compute(id, params, row.created_at),
    };
    this.#remember(session);
    return session;
  }

  /** Test mode: holds a session's fill at `percent` (0..100) until it is moved again. */
  async setFill(id: string, percent: number): Promise<boolean> {
    const session = await this.get(id);
    if (!session) return false;
    session.params.fill = percent;
    await this.#db.run('UPDATE search_sessions SET params = ? WHERE id = ?', [
      JSON.stringify(session.params),
      id,
    ]);
    return true;
  }

  /**
   * The hotels a target covers (at most `maxHotels`) and the point distances are measured from
   * (per hotel): a city's and a place's first ones; a country's taken from its cities in turn,
   * so every city is represented however many hotels the large ones have.
   */
  hotelsOf(
    target: SearchParams['target'],
  ): { hotel: Hotel; centre: { lat: number; lng: number } }[] {
    const catalog = this.#catalog;
    const max = this.#maxHotels;
    if (target.kind === 'city') {
      const city = catalog.city(target.id);
      return city
        ? catalog
            .hotelsIn(city.id)
            .slice(0, max)
            .map((hotel) => ({ hotel, centre: city }))
        : [];
    }
    if (target.kind === 'country') {
      const cities = catalog.citiesOf(target.code).map((city) => ({
        centre: city,
        hotels: catalog.hotelsIn(city.id),
      }));
      const taken: { hotel: Hotel; centre: { lat: number; lng: number } }[] = [];
      for (let turn = 0; taken.length < max; turn++) {
        const round = cities.filter((city) => turn < city.hotels.length);
        if (round.length === 0) break;
        for (const { centre, hotels } of round.slice(0, max - taken.length))
          taken.push({ hotel: hotels[turn] as Hotel, centre });
      }
      return taken;
    }
    const place = catalog.place(target.id);
    return place
      ? catalog
          .hotelsNear(place.lat, place.lng, 10)
          .slice(0, max)
          .map((hotel) => ({ hotel, centre: place }))
      : [];
  }

  #remember(session: SearchSession): void {
    this.#cache.set(session.id, session);
    if (this.#cache.size > CACHE_SIZE) {
      const oldest = this.#cache.keys().next().value;
      if (oldest !== undefined) this.#cache.delete(oldest);
    }
  }

  #compute(id: string, params: SearchParams, createdAt: number): SearchEntry[] {
    const rooms = parseGuests(params.guests) ?? [{ adults: 2, children: [] }];
    const entries = this.hotelsOf(params.target)
      .map(({ hotel, centre }) => {
        const city = this.#catalog.city(hotel.city_id);
        const offers = searchOffers(hotel, city?.country_code ?? '', {
          checkIn: params.check_in,
          checkOut: params.check_out,
          rooms,
          currency: params.currency,
          country: params.country,
          cityName: city?.name ?? '',
          now: createdAt,
        });
        return {
          hotel,
          offers,
          distance: distanceKm(centre.lat, centre.lng, hotel.lat, hotel.lng),
          revealRank: 0,
        };
      })
      .filter((e) => e.offers.length > 0);
    const order = entries
      .map((entry, index) => ({ index, key: hash32(id, entry.hotel.id) }))
      .sort((a, b) => a.key - b.key || a.index - b.index);
    order.forEach(({ index }, rank) => {
      (entries[index] as SearchEntry).revealRank = rank;
    });
    return entries;
  }
}

/** A map's bounding box in degrees: west, south, east, north (`east < west` crosses 180°). */
export interface Bounds {
  west: number;
  south: number;
  east: number;
  north: number;
}

/**
 * Reads `west,south,east,north` (degrees, as a map's "search this area" sends it); null when
 * it is not four numbers within the globe with south below north.
 */
export function parseBounds(text: string): Bounds | null {
  const parts = text.split(',').map((part) => Number(part.trim()));
  if (parts.length !== 4 || parts.some((n) => !Number.isFinite(n))) return null;
  const [west, south, east, north] = parts as [number, number, number, number];
  const lng = (n: number) => n >= -180 && n <= 180;
  const lat = (n: number) => n >= -90 && n <= 90;
  if (!lng(west) || !lng(east) || !lat(south) || !lat(north) || south > north) return null;
  return { west, south, east, north };
}

/** Whether a point lies inside the bounds (edges included). */
export function inBounds(bounds: Bounds, lat: number, lng: number): boolean {
  if (lat < bounds.south || lat > bounds.north) return false;
  return bounds.west <= bounds.east
    ? lng >= bounds.west && lng <= bounds.east
    : lng >= bounds.west || lng <= bounds.east;
}
