import { cityNames, localName } from '../../../contract/places/names.ts';
import { slugify } from '../../scripts/slug.ts';
import { createRng, type Rng } from '../lib/random.ts';
import { timeZoneAt } from '../lib/time-zone.ts';
import { bedsTexts, roomNames } from './room-texts/index.ts';
import type { Locale } from '../lib/i18n.ts';
import { describeIn, TEMPLATE_LOCALES, type TemplateLocale } from './description-texts/index.ts';
import { BOARDS, type Board, type City, type Hotel, type RoomType } from '../domain/types.ts';
import { HEBREW_WORDS, HOTEL_FACTS, HOTEL_NAMES, type NameStyle } from './hotel-data.ts';

const EN_STYLE = HOTEL_NAMES.styles['en']!;
const REGION_OF = new Map(
  Object.entries(HOTEL_NAMES.regions).flatMap(([style, codes]) =>
    codes.map((code) => [code, style]),
  ),
);
const EXPENSIVE = new Set(HOTEL_FACTS.priceTiers.expensive);
const CHEAP = new Set(HOTEL_FACTS.priceTiers.cheap);
const RESORT_CITIES = new Set(HOTEL_FACTS.resortCities);

/** Hotels in the five fixed destinations of SPEC section 2. */
const FIXED_CITIES = new Set([
  'AE/Dubai',
  'DE/Berlin',
  'ES/Barcelona',
  'MX/Cancún',
  'NL/Amsterdam',
]);

/** The room types hotels are made of; hotels store only codes and sizes. */
export const ROOM_TEMPLATES: RoomType[] = HOTEL_FACTS.roomTypes.map((room) => ({
  code: room.code,
  name: roomNames(room.code),
  beds: bedsTexts(room.beds.map(({ kind, count }) => [kind, count])),
  size_m2: room.size_m2,
  max_occupancy: room.max_occupancy,
  factor: room.factor,
}));

const BASE_EUR = [0, 48, 68, 96, 150, 270];

function street(style: NameStyle, rng: Rng): string {
  const { pattern, number, words } = style.street;
  return pattern.replace(/\{(\w+)\}/g, (_, slot: string) => {
    if (slot === 'number') return String(rng.int(number.min, number.max));
    const choices = words[slot];
    if (!choices) throw new Error(`street pattern ${pattern} has no words for {${slot}}`);
    return rng.pick(choices);
  });
}

/** How many hotels a city gets: more for larger cities, 200 for the fixed destinations. */
export function hotelCount(city: City): number {
  if (FIXED_CITIES.has(`${city.country_code}/${city.name}`)) return 200;
  if (city.country_code === 'IL')
    return city.population > 300_000 || city.name === 'Eilat' ? 120 : 40;
  return Math.min(200, Math.max(30, Math.round(30 + Math.sqrt(city.population / 1000) * 0.9)));
}

function pickStars(rng: Rng): number {
  const x = rng();
  return x < 0.06 ? 1 : x < 0.2 ? 2 : x < 0.55 ? 3 : x < 0.85 ? 4 : 5;
}

/** Generates a city's hotels deterministically from the seed; ids start at firstId. */
export function generateHotels(city: City, seed: number, firstId: number): Hotel[] {
  const rng = createRng(seed, 'hotels', city.id);
  const style = HOTEL_NAMES.styles[REGION_OF.get(city.country_code) ?? 'en'] ?? EN_STYLE;
  const count = hotelCount(city);
  const usedNames = new Set<string>();
  const usedSlugs = new Set<string>();
  const costFactor = EXPENSIVE.has(city.country_code)
    ? 1.25
    : CHEAP.has(city.country_code)
      ? 0.55
      : 0.9;
  const resort = RESORT_CITIES.has(city.name);
  const cosLat = Math.cos((city.lat * Math.PI) / 180) || 1;
  const hotels: Hotel[] = [];

  for (let i = 0; i < count; i++) {
    let name = '';
    for (let attempt = 0; attempt < 30 && (!name || usedNames.has(name)); attempt++) {
      name = rng
        .pick(style.templates)
        .replace('{a}', rng.pick(style.first))
        .replace('{b}', rng.pick(style.second))
        .replace('{city}', city.name);
    }
    for (let k = 0; usedNames.has(name) && k < HOTEL_NAMES.quarters.length; k++)
      name = `${name.replace(/ \(.*\)$/, '')} (${HOTEL_NAMES.quarters[k]})`;
    if (usedNames.has(name)) name = `${name} ${i + 1}`;
    usedNames.add(name);
    let slug = slugify(name.includes(city.name) ? name : `${name} ${city.name}`);
    if (usedSlugs.has(slug)) slug = `${slug}-${i + 1}`;
    usedSlugs.add(slug);

    const stars = pickStars(rng);
    const rating = Math.min(9.8, Math.round((5.8 + stars * 0.55 + rng() * 1.6) * 10) / 10);
    const reviews = rng.int(15, 400) * stars + rng.int(0, 99);
    // Hotels cluster around the centre: distance grows with the square of a uniform draw.
    const distanceKm = 0.2 + rng() ** 2 * (city.population > 1_000_000 ? 14 : 7);
    const angle = rng() * 2 * Math.PI;
    const lat = Math.round((city.lat + (distanceKm * Math.sin(angle)) / 111.32) * 1e5) / 1e5;
    const lng =
      Math.round((city.lng + (distanceKm * Math.cos(angle)) / (111.32 * cosLat)) * 1e5) / 1e5;

    const amenities = [
      ...(HOTEL_FACTS.amenitiesByStars[stars] ?? []),
      ...rng.sample(HOTEL_FACTS.extraAmenities, rng.int(1, 5)),
      ...(resort ? ['pool', 'beach'] : []),
    ].filter((code, index, all) => all.indexOf(code) === index);

    const boards: Board[] = ['RO', 'BB'];
    if (rng.chance(stars >= 3 ? 0.6 : 0.25)) boards.push('HB');
    if (rng.chance(stars >= 4 ? 0.3 : 0.1)) boards.push('FB');
    if (rng.chance(resort ? 0.7 : stars >= 4 ? 0.12 : 0.03)) boards.push('AI');
    if (stars <= 2 && rng.chance(0.4)) boards.splice(boards.indexOf('BB'), 1);

    const roomCodes = rng.sample(HOTEL_FACTS.roomsByStars[stars] ?? [], rng.int(3, 5));
    const rooms = ROOM_TEMPLATES.filter((room) => roomCodes.includes(room.code)).map((room) => ({
      ...room,
      size_m2: Math.round(room.size_m2 * (0.85 + stars * 0.06 + rng() * 0.2)),
    }));

    const imageCount = rng.int(3, 6);
    const firstImage = rng.int(1, 20);
    const images = Array.from(
      { length: imageCount },
      (_, k) => ((firstImage + k * 7 - 1) % 20) + 1,
    );

    const vatAggregator = city.country_code === 'IL' && rng.chance(0.4);
    const aggregator = rng.pick(HOTEL_FACTS.aggregators);
    const cityTax =
      rng.chance(0.4) || ['Dubai', 'Barcelona', 'Amsterdam'].includes(city.name)
        ? Math.round((1 + stars * 0.6 + rng() * 1.5) * 10) / 10
        : 0;

    hotels.push({
      id: firstId + i,
      city_id: city.id,
      slug,
      name,
      stars,
      rating,
      reviews,
      address: `${street(style, rng)}, ${city.name}`,
      lat,
      lng,
      time_zone: timeZoneAt(lat, lng),
      images,
      amenities,
      check_in_time: rng.pick(['14:00', '15:00', '16:00']),
      check_out_time: rng.pick(['10:00', '11:00', '12:00']),
      policies: {
        children_allowed: true,
        pets_allowed: amenities.includes('pets_allowed'),
        smoking_allowed: false,
        min_check_in_age: rng.pick([18, 18, 21]),
        accepted_cards: rng.sample(['visa', 'mastercard', 'amex', 'diners', 'jcb'], rng.int(2, 4)),
      },
      aggregator,
      vat_aggregator: vatAggregator,
      base_eur: Math.round((BASE_EUR[stars] ?? 90) * costFactor * (0.8 + rng() * 0.45)),
      city_tax_eur: cityTax,
      free_cancel_days: rng.pick([1, 2, 3, 7, 14]),
      boards: BOARDS.filter((b) => boards.includes(b)),
      rooms,
    });
  }
  return hotels;
}

/** A hotel as stored: room types by code and size only (names come from ROOM_TEMPLATES). */
export function toStored(hotel: Hotel): string {
  return JSON.stringify({ ...hotel, rooms: hotel.rooms.map((r) => [r.code, r.size_m2]) });
}

const TEMPLATE_BY_CODE = new Map(ROOM_TEMPLATES.map((r) => [r.code, r]));

/**
 * The in-memory hotel of a stored JSON document; a hotel stored before hotels had time zones
 * gets the zone of its coordinates.
 */
export function fromStored(data: string): Hotel {
  const stored = JSON.parse(data) as Omit<Hotel, 'rooms' | 'time_zone'> & {
    rooms: [string, number][];
    time_zone?: string;
  };
  return {
    ...stored,
    time_zone: stored.time_zone ?? timeZoneAt(stored.lat, stored.lng),
    rooms: stored.rooms.flatMap(([code, size]) => {
      const template = TEMPLATE_BY_CODE.get(code);
      return template ? [{ ...template, size_m2: size }] : [];
    }),
  };
}

/**
 * A hotel's description in every site locale, written from its facts: English and Hebrew by
 * hand as they always were, the other locales from their templates (description-texts/).
 */
export function describeHotel(hotel: Hotel, city: City): Record<Locale, string> {
  const distance = Math.hypot(
    (hotel.lat - city.lat) * 111.32,
    (hotel.lng - city.lng) * 111.32 * Math.cos((city.lat * Math.PI) / 180),
  );
  const highlights = hotel.amenities.filter((a) => a in HEBREW_WORDS.amenities).slice(0, 3);
  const first = hotel.rooms[0];
  const last = hotel.rooms[hotel.rooms.length - 1];
  const names = cityNames(city.id);
  const en = names?.en ?? city.name;
  const he = names ? localName(names, 'he') : city.name;
  const where =
    distance < 2 ? `in the heart of ${en}` : `${distance.toFixed(1)} km from the centre of ${en}`;
  const whereHe = distance < 2 ? `בלב ${he}` : `במרחק ${distance.toFixed(1)} ק״מ ממרכז ${he}`;
  const templated = TEMPLATE_LOCALES.map((locale) => [
    locale,
    describeIn(locale, {
      hotel: hotel.name,
      stars: hotel.stars,
      city: names ? localName(names, locale) : city.name,
      distanceKm: distance,
      highlights,
      roomTypes: hotel.rooms.length,
    }),
  ]);
  return {
    ...(Object.fromEntries(templated) as Record<TemplateLocale, string>),
    en: `${hotel.name} is a ${hotel.stars}-star hotel ${where}. Guests enjoy ${highlights.map((h) => h.replace(/_/g, ' ')).join(', ') || 'free Wi-Fi'} and ${hotel.rooms.length} room types, from the ${first?.name.en ?? 'standard room'} to the ${last?.name.en ?? 'suite'}.`,
    he: `${hotel.name} הוא מלון ${HEBREW_WORDS.stars[hotel.stars] ?? ''} ${whereHe}. האורחים נהנים מ${highlights.map((h) => HEBREW_WORDS.amenities[h]).join(', ') || 'אינטרנט אלחוטי חינם'} ומ-${hotel.rooms.length} סוגי חדרים.`,
  };
}
