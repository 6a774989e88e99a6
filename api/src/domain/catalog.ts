import { readFileSync } from 'node:fs';
import type { DatabaseSync } from 'node:sqlite';
import type { Locale } from '../lib/i18n.ts';
import { fromStored } from '../seed/hotels.ts';
import type { City, Country, Hotel, Place } from './types.ts';

/** Folds text for matching: accents removed, lower case, punctuation as single spaces. */
export function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/ß/g, 'ss')
    .replace(/[æÆ]/g, 'ae')
    .replace(/[øØ]/g, 'o')
    .replace(/[łŁ]/g, 'l')
    .replace(/[đĐ]/g, 'd')
    .replace(/[ıİ]/g, 'i')
    .toLowerCase()
    .replace(/[‘’'`]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Great-circle distance in kilometres. */
export function distanceKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLng = (lng2 - lng1) * rad;
  const a =
    Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLng / 2) ** 2;
  return 12_742 * Math.asin(Math.min(1, Math.sqrt(a)));
}

const INTL_LOCALE: Partial<Record<Locale, string>> = {
  'pt-br': 'pt-BR',
  'zh-cn': 'zh-CN',
  'zh-tw': 'zh-TW',
  'tl-ph': 'fil',
};
const regionNames = new Map<string, Intl.DisplayNames>();

/** The bundled countries (src/data/countries.json). */
export function loadCountries(): Country[] {
  return JSON.parse(
    readFileSync(new URL('../../../src/data/countries.json', import.meta.url), 'utf8'),
  ) as Country[];
}

/** Kinds of autocomplete suggestion. */
export type SuggestionType = 'country' | 'city' | 'airport' | 'district' | 'landmark' | 'hotel';

interface IndexItem {
  type: SuggestionType;
  ref: string | number;
  score: number;
}

/** The geography and hotels held in memory, loaded from the database at start. */
export class Catalog {
  readonly countries: Country[];
  readonly cities: City[];
  readonly places: Place[];
  readonly hotels: Hotel[];
  readonly #countryByCode = new Map<string, Country>();
  readonly #countryBySlug = new Map<string, Country>();
  readonly #cityById = new Map<number, City>();
  readonly #cityBySlug = new Map<string, City>();
  readonly #citiesByCountry = new Map<string, City[]>();
  readonly #hotelById = new Map<number, Hotel>();
  readonly #hotelsByCity = new Map<number, Hotel[]>();
  readonly #hotelBySlug = new Map<string, Hotel>();
  readonly #placeById = new Map<string, Place>();
  #keys: string[] = [];
  #keyItems: IndexItem[] = [];
  #keyIsStart: boolean[] = [];
  readonly #suggestCache = new Map<string, { type: SuggestionType; ref: string | number }[]>();

  constructor(countries: Country[], cities: City[], places: Place[], hotels: Hotel[]) {
    this.countries = countries;
    this.cities = cities;
    this.places = places;
    this.hotels = hotels;
    for (const c of countries) {
      this.#countryByCode.set(c.code, c);
      this.#countryBySlug.set(c.slug, c);
    }
    for (const city of cities) {
      this.#cityById.set(city.id, city);
      this.#cityBySlug.set(`${city.country_code}/${city.slug}`, city);
      const list = this.#citiesByCountry.get(city.country_code) ?? [];
      list.push(city);
      this.#citiesByCountry.set(city.country_code, list);
    }
    for (const hotel of hotels) {
      this.#hotelById.set(hotel.id, hotel);
      this.#hotelBySlug.set(`${hotel.city_id}/${hotel.slug}`, hotel);
      const list = this.#hotelsByCity.get(hotel.city_id) ?? [];
      list.push(hotel);
      this.#hotelsByCity.set(hotel.city_id, list);
    }
    for (const place of places) this.#placeById.set(place.id, place);
    this.#buildIndex();
  }

  /** Loads cities, places and hotels from the database and countries from the bundled list. */
  static load(db: DatabaseSync): Catalog {
    const cities = db
      .prepare('SELECT id, name, slug, country_code, lat, lng, population FROM cities ORDER BY id')
      .all() as unknown as City[];
    const places = (
      db
        .prepare('SELECT id, type, name, city_id, lat, lng FROM places ORDER BY id')
        .all() as unknown as Place[]
    ).map((p) => ({ ...p }));
    const hotels = (
      db.prepare('SELECT data FROM hotels ORDER BY id').all() as { data: string }[]
    ).map((row) => fromStored(row.data));
    return new Catalog(loadCountries(), cities, places, hotels);
  }

  country(code: string): Country | undefined {
    return this.#countryByCode.get(code.toUpperCase());
  }

  countryBySlug(slug: string): Country | undefined {
    return this.#countryBySlug.get(slug.toLowerCase());
  }

  city(id: number): City | undefined {
    return this.#cityById.get(id);
  }

  cityBySlug(countryCode: string, slug: string): City | undefined {
    return this.#cityBySlug.get(`${countryCode}/${slug.toLowerCase()}`);
  }

  citiesOf(countryCode: string): City[] {
    return this.#citiesByCountry.get(countryCode) ?? [];
  }

  hotel(id: number): Hotel | undefined {
    return this.#hotelById.get(id);
  }

  hotelBySlug(cityId: number, slug: string): Hotel | undefined {
    return this.#hotelBySlug.get(`${cityId}/${slug.toLowerCase()}`);
  }

  hotelsIn(cityId: number): Hotel[] {
    return this.#hotelsByCity.get(cityId) ?? [];
  }

  place(id: string): Place | undefined {
    return this.#placeById.get(id);
  }

  /** Hotels within radiusKm of a point, nearest first. */
  hotelsNear(lat: number, lng: number, radiusKm: number): Hotel[] {
    const dLat = radiusKm / 111;
    return this.hotels
      .filter(
        (h) => Math.abs(h.lat - lat) <= dLat && distanceKm(lat, lng, h.lat, h.lng) <= radiusKm,
      )
      .sort((a, b) => distanceKm(lat, lng, a.lat, a.lng) - distanceKm(lat, lng, b.lat, b.lng));
  }

  /** A country's name in a locale (Intl.DisplayNames), falling back to the English title. */
  countryName(code: string, locale: Locale): string {
    const country = this.country(code);
    const fallback = country?.title ?? code;
    if (locale === 'en') return fallback;
    if (locale === 'he') return country?.translations['he']?.title ?? fallback;
    const tag = INTL_LOCALE[locale] ?? locale;
    let names = regionNames.get(tag);
    if (!names) {
      names = new Intl.DisplayNames(tag, { type: 'region', fallback: 'none' });
      regionNames.set(tag, names);
    }
    try {
      return names.of(code) ?? fallback;
    } catch {
      return fallback;
    }
  }

  #buildIndex(): void {
    const entries: { key: string; item: IndexItem; start: boolean }[] = [];
    const add = (names: string[], item: IndexItem) => {
      const seen = new Set<string>();
      for (const name of names) {
        const words = fold(name).split(' ').filter(Boolean);
        for (let i = 0; i < words.length; i++) {
          const key = words.slice(i).join(' ');
          if (seen.has(key)) continue;
          seen.add(key);
          entries.push({ key, item, start: i === 0 });
        }
      }
    };
    for (const c of this.countries) {
      add([c.title, c.name, c.translations['he']?.title ?? ''], {
        type: 'country',
        ref: c.code,
        score: 2_000_000,
      });
    }
    for (const city of this.cities) {
      add([city.name], { type: 'city', ref: city.id, score: city.population });
    }
    for (const place of this.places) {
      add([place.name], {
        type: place.type,
        ref: place.id,
        score: place.type === 'airport' ? 900_000 : 500_000,
      });
    }
    for (const hotel of this.hotels) {
      add([hotel.name], { type: 'hotel', ref: hotel.id, score: hotel.reviews + hotel.stars * 100 });
    }
    entries.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    this.#keys = entries.map((e) => e.key);
    this.#keyItems = entries.map((e) => e.item);
    this.#keyIsStart = entries.map((e) => e.start);
  }

  /**
   * Suggestions whose name (or a word of it) starts with the query, accent and case insensitive;
   * best first: whole-name prefix matches, then by popularity (countries, big cities first).
   */
  suggest(query: string, limit: number): { type: SuggestionType; ref: string | number }[] {
    const q = fold(query);
    if (!q) return [];
    // The catalogue never changes while the process runs, so answers can be memoised.
    const cacheKey = `${limit}:${q}`;
    const cached = this.#suggestCache.get(cacheKey);
    if (cached) return cached;
    const result = this.#rank(q, limit);
    if (this.#suggestCache.size >= 5000)
      this.#suggestCache.delete(this.#suggestCache.keys().next().value ?? '');
    this.#suggestCache.set(cacheKey, result);
    return result;
  }

  #rank(q: string, limit: number): { type: SuggestionType; ref: string | number }[] {
    let lo = 0;
    let hi = this.#keys.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((this.#keys[mid] ?? '') < q) lo = mid + 1;
      else hi = mid;
    }
    const best = new Map<IndexItem, number>();
    for (let i = lo; i < this.#keys.length && i < lo + 20_000; i++) {
      const key = this.#keys[i] ?? '';
      if (!key.startsWith(q)) break;
      const item = this.#keyItems[i] as IndexItem;
      const exact = key === q ? 4 : 1;
      const score = item.score * (this.#keyIsStart[i] ? 2 : 1) * exact;
      if ((best.get(item) ?? -1) < score) best.set(item, score);
    }
    return [...best.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, limit)
      .map(([item]) => ({ type: item.type, ref: item.ref }));
  }
}
