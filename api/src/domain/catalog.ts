import { readFileSync } from 'node:fs';
import type { Database } from '../db/database.ts';
import {
  areaNames,
  cityNames,
  localName,
  PLACE_LOCALES,
  type PlaceNames,
} from '../../../contract/places/names.ts';
import type { Locale } from '../lib/i18n.ts';
import { fromStored } from '../seed/hotels.ts';
import type { City, Country, Hotel, Place } from './types.ts';
import { PlaceIndex, type IndexItem, type IndexKey, type SuggestionRef } from './place-index.ts';

const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;
const ASCII_QUOTES = /['`"]/g;
const ASCII_SEPARATORS = /[^a-z0-9]+/g;

/**
 * Folds text for matching: accents and other marks removed, lower case, punctuation as single
 * spaces; letters that several spellings of one name use interchangeably are made one (Arabic
 * alef forms, ta marbuta and alef maqsura, Greek final sigma, Hebrew geresh and apostrophes).
 */
export function fold(text: string): string {
  // Most names are plain ASCII, where only case, quotes and punctuation change: three passes
  // instead of sixteen (every name is folded at every start of the API).
  if (PRINTABLE_ASCII.test(text)) {
    return text.toLowerCase().replace(ASCII_QUOTES, '').replace(ASCII_SEPARATORS, ' ').trim();
  }
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/ß/g, 'ss')
    .replace(/[æÆ]/g, 'ae')
    .replace(/[øØ]/g, 'o')
    .replace(/[łŁ]/g, 'l')
    .replace(/[đĐ]/g, 'd')
    .replace(/[ıİ]/g, 'i')
    .replace(/[ÞþÐð]/g, (c) => ({ Þ: 'th', þ: 'th', Ð: 'd', ð: 'd' })[c] ?? c)
    .toLowerCase()
    .replace(/ς/g, 'σ')
    .replace(/ٱ/g, 'ا')
    .replace(/ى/g, 'ي')
    .replace(/ة/g, 'ه')
    .replace(/ـ/g, '')
    .replace(/[‘’'`ʼ׳״"]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Spellings search should also know: German umlauts as ae/oe/ue, and names of scripts
 * written without spaces (Chinese, Japanese, Thai) with their separators dropped. */
function variants(name: string): string[] {
  const out = [name];
  if (/[äöüÄÖÜ]/.test(name)) {
    out.push(
      name.replace(
        /[äöüÄÖÜ]/g,
        (c) => ({ ä: 'ae', ö: 'oe', ü: 'ue', Ä: 'Ae', Ö: 'Oe', Ü: 'Ue' })[c] ?? c,
      ),
    );
  }
  if (/[\p{Script=Han}\p{Script=Katakana}\p{Script=Hiragana}\p{Script=Thai}]/u.test(name)) {
    out.push(name.replace(/[^\p{L}\p{N}\p{M}]/gu, ''));
  }
  return out;
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

/** The names of a named place (ids are `place-<slug>`). */
function placeNamesOf(place: Place): PlaceNames | undefined {
  return areaNames(place.id.replace(/^place-/, ''));
}

/** A name to index, with the locale that uses it (none: every locale). */
interface Spelling {
  name: string;
  locale?: string;
}

export type { SuggestionType } from './place-index.ts';

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
  readonly #index: PlaceIndex;
  readonly #suggestCache = new Map<string, SuggestionRef[]>();
  readonly #countryNames = new Map<string, string>();

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
    this.#index = this.#buildIndex();
  }

  /** Loads cities, places and hotels from the database and countries from the bundled list. */
  static async load(db: Database): Promise<Catalog> {
    const cities = await db.all<City>(
      'SELECT id, name, slug, country_code, lat, lng, population FROM cities ORDER BY id',
    );
    const places = (
      await db.all<Place>('SELECT id, type, name, city_id, lat, lng FROM places ORDER BY id')
    ).map((p) => ({ ...p }));
    const hotels = (await db.all<{ data: string }>('SELECT data FROM hotels ORDER BY id')).map(
      (row) => fromStored(row.data),
    );
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

  /** A city's name in a locale (contract/places), else its GeoNames name. */
  cityName(city: City, locale: Locale): string {
    const names = cityNames(city.id);
    return names ? localName(names, locale) : city.name;
  }

  /** A named place's name in a locale (contract/places), else its seed name. */
  placeName(place: Place, locale: Locale): string {
    const names = placeNamesOf(place);
    return names ? localName(names, locale) : place.name;
  }

  /** A hotel's street address with its city named in a locale. */
  hotelAddress(hotel: Hotel, locale: Locale): string {
    const city = this.city(hotel.city_id);
    const suffix = city ? `, ${city.name}` : '';
    if (!city || !hotel.address.endsWith(suffix)) return hotel.address;
    return `${hotel.address.slice(0, -suffix.length)}, ${this.cityName(city, locale)}`;
  }

  /** A country's name in a locale (Intl.DisplayNames), falling back to the English title. */
  countryName(code: string, locale: Locale): string {
    // Intl.DisplayNames#of costs microseconds a call, and autocomplete labels ask for it often.
    const key = `${locale}:${code}`;
    let name = this.#countryNames.get(key);
    if (name === undefined) {
      name = this.#lookUpCountryName(code, locale);
      // Only the bundled countries: a code from a request must not grow the map.
      if (this.country(code)) this.#countryNames.set(key, name);
    }
    return name;
  }

  #lookUpCountryName(code: string, locale: Locale): string {
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

  #buildIndex(): PlaceIndex {
    // Each key remembers which locales call the place by it (undefined: every locale), so a
    // query ranks a place's name in the visitor's language above another language's exonym.
    const entries: { item: IndexItem; keys: IndexKey[] }[] = [];
    const add = (spellings: Spelling[], item: IndexItem) => {
      const byKey = new Map<string, { start: boolean; locales: Set<string> | undefined }>();
      for (const { name, locale } of spellings) {
        for (const variant of variants(name)) {
          const words = fold(variant).split(' ').filter(Boolean);
          for (let i = 0; i < words.length; i++) {
            const key = words.slice(i).join(' ');
            const known = byKey.get(key);
            const locales =
              known && (!known.locales || !locale)
                ? undefined
                : new Set([...(known?.locales ?? []), ...(locale ? [locale] : [])]);
            byKey.set(key, { start: (known?.start ?? false) || i === 0, locales });
          }
        }
      }
      const keys: IndexKey[] = [];
      for (const [key, { start, locales }] of byKey)
        keys.push(locales ? { key, start, locales } : { key, start });
      entries.push({ item, keys });
    };
    const everywhere = (...names: (string | undefined)[]): Spelling[] =>
      names.filter((n): n is string => !!n).map((name) => ({ name }));
    const named = (names: PlaceNames | undefined): Spelling[] =>
      names
        ? [
            ...everywhere(names.en, ...names.alt),
            ...Object.entries(names.local).map(([locale, name]) => ({ name, locale })),
          ]
        : [];
    for (const c of this.countries) {
      add(
        [
          ...everywhere(c.title, c.name),
          ...PLACE_LOCALES.map((locale) => ({ name: this.countryName(c.code, locale), locale })),
        ],
        { type: 'country', ref: c.code, score: 2_000_000 },
      );
    }
    for (const city of this.cities) {
      add([...everywhere(city.name), ...named(cityNames(city.id))], {
        type: 'city',
        ref: city.id,
        score: city.population,
      });
    }
    for (const place of this.places) {
      add([...everywhere(place.name), ...named(placeNamesOf(place))], {
        type: place.type,
        ref: place.id,
        score: place.type === 'airport' ? 900_000 : 500_000,
      });
    }
    for (const hotel of this.hotels) {
      add(everywhere(hotel.name), {
        type: 'hotel',
        ref: hotel.id,
        score: hotel.reviews + hotel.stars * 100,
      });
    }
    return new PlaceIndex(PLACE_LOCALES, entries);
  }

  /**
   * Suggestions whose name (or a word of it) in any locale starts with the query, accent and
   * case insensitive; best first: names the visitor's locale uses (its own, English, the
   * native spelling) over other languages' exonyms, whole-name prefixes over later words,
   * exact names, then popularity (countries, then cities by population).
   */
  suggest(query: string, limit: number, locale: Locale = 'en'): SuggestionRef[] {
    const q = fold(query);
    if (!q) return [];
    // The catalogue never changes while the process runs, so answers can be memoised.
    const cacheKey = `${locale}:${limit}:${q}`;
    const cached = this.#suggestCache.get(cacheKey);
    if (cached) return cached;
    const result = this.#index.search(q, limit, locale);
    if (this.#suggestCache.size >= 5000)
      this.#suggestCache.delete(this.#suggestCache.keys().next().value ?? '');
    this.#suggestCache.set(cacheKey, result);
    return result;
  }
}
