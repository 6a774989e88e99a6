import { cityNames, localName } from '../../../contract/places/names.ts';
import { slugify } from '../../scripts/slug.ts';
import { createRng, type Rng } from '../lib/random.ts';
import { timeZoneAt } from '../lib/time-zone.ts';
import { bedsTexts, roomNames } from './room-texts/index.ts';
import type { Locale } from '../lib/i18n.ts';
import { describeIn, TEMPLATE_LOCALES, type TemplateLocale } from './description-texts/index.ts';
import { BOARDS, type Board, type City, type Hotel, type RoomType } from '../domain/types.ts';

interface NameStyle {
  first: string[];
  second: string[];
  templates: string[];
  street: (rng: Rng) => string;
}

const streetNames = [
  'Park',
  'Market',
  'Harbour',
  'Station',
  'Garden',
  'Church',
  'River',
  'King',
  'Queen',
  'Mill',
  'Bridge',
  'Castle',
  'Lake',
  'Hill',
  'Victoria',
  'Central',
];

const STYLES: Record<string, NameStyle> = {
  en: {
    first: [
      'Grand',
      'Royal',
      'Park',
      'City',
      'Central',
      'Harbour',
      'Garden',
      'Plaza',
      'Riverside',
      'Golden',
      'Imperial',
      'Crown',
      'Urban',
      'Metro',
      'Sunrise',
      'Skyline',
      'Heritage',
      'Regent',
      'Lakeside',
      'Maple',
      'Cedar',
      'Pearl',
      'Emerald',
      'Sapphire',
      'Liberty',
      'Windsor',
      'Kingsway',
      'Parkview',
      'Oakwood',
      'Silverleaf',
    ],
    second: [
      'Hotel',
      'Inn',
      'Suites',
      'Residences',
      'Lodge',
      'House',
      'Hotel & Spa',
      'Boutique Hotel',
      'Tower Hotel',
      'Court',
    ],
    templates: ['{a} {b}', 'The {a} {b}', '{a} {city} {b}', 'Hotel {a}', '{a} Plaza {b}'],
    street: (r) =>
      `${r.int(1, 240)} ${r.pick(streetNames)} ${r.pick(['Street', 'Road', 'Avenue', 'Lane'])}`,
  },
  de: {
    first: [
      'Kaiserhof',
      'Adler',
      'Sonne',
      'Krone',
      'Löwen',
      'Lindenhof',
      'Seeblick',
      'Bergblick',
      'Am Markt',
      'Zur Post',
      'Am Stadtpark',
      'Altstadt',
      'Residenz',
      'Schwan',
      'Hirsch',
      'Rosengarten',
      'Kastanienhof',
      'Am Dom',
      'Brückenhof',
      'Spreeblick',
    ],
    second: ['Hotel', 'Parkhotel', 'Stadthotel', 'Landhaus', 'Gasthof', 'Boutique Hotel', 'Suites'],
    templates: ['Hotel {a}', '{b} {a}', '{a} {city}', 'Hotel {a} {city}'],
    street: (r) =>
      `${r.pick(['Haupt', 'Linden', 'Schiller', 'Goethe', 'Bahnhof', 'Kirch', 'Garten', 'Friedrich', 'Rosen', 'Berg'])}straße ${r.int(1, 180)}`,
  },
  es: {
    first: [
      'Casa del Mar',
      'Sol',
      'Plaza Mayor',
      'Mirador',
      'Real',
      'Las Palmas',
      'El Patio',
      'La Fuente',
      'Costa Azul',
      'San Miguel',
      'Los Olivos',
      'Puerta del Sol',
      'La Luna',
      'Brisas',
      'Alameda',
      'Catedral',
      'Marina',
      'Arenas',
      'Jardín',
      'Colonial',
    ],
    second: [
      'Hotel',
      'Gran Hotel',
      'Hostal',
      'Posada',
      'Suites',
      'Hacienda',
      'Boutique Hotel',
      'Resort',
    ],
    templates: ['Hotel {a}', '{b} {a}', '{a} {city}', 'Hotel {a} {city}'],
    street: (r) =>
      `${r.pick(['Calle', 'Avenida', 'Paseo', 'Carrer'])} ${r.pick(['Mayor', 'del Sol', 'de la Paz', 'San Juan', 'Reforma', 'Colón', 'del Mar', 'Real'])} ${r.int(1, 220)}`,
  },
  fr: {
    first: [
      'du Parc',
      'de la Gare',
      'des Arts',
      'du Louvre',
      'de la Paix',
      'du Lac',
      'des Fleurs',
      'Saint-Michel',
      'Bellevue',
      'du Théâtre',
      'de l’Opéra',
      'Belle Époque',
      'du Port',
      'des Remparts',
      'Montaigne',
    ],
    second: ['Hôtel', 'Grand Hôtel', 'Le Petit Hôtel', 'Maison', 'Auberge', 'Résidence'],
    templates: ['{b} {a}', '{b} {a} {city}', 'Hôtel {a}'],
    street: (r) =>
      `${r.int(1, 120)} ${r.pick(['rue', 'avenue', 'boulevard', 'quai'])} ${r.pick(['Victor Hugo', 'de la République', 'Pasteur', 'Voltaire', 'du Commerce', 'Gambetta'])}`,
  },
  it: {
    first: [
      'Bella Vista',
      'Roma',
      'Del Corso',
      'San Marco',
      'Duomo',
      'Villa Flora',
      'Palazzo Reale',
      'La Pergola',
      'Il Giardino',
      'Dei Fiori',
      'Santa Chiara',
      'Al Ponte',
    ],
    second: ['Hotel', 'Albergo', 'Locanda', 'Palazzo', 'Grand Hotel', 'Residenza'],
    templates: ['{b} {a}', 'Hotel {a} {city}', '{b} {a}'],
    street: (r) =>
      `Via ${r.pick(['Roma', 'Garibaldi', 'Mazzini', 'Dante', 'Verdi', 'Cavour'])} ${r.int(1, 150)}`,
  },
  nl: {
    first: [
      'De Gouden Leeuw',
      'Het Anker',
      'De Poort',
      'Grachtenhuis',
      'De Bloem',
      'Het Wapen',
      'De Molen',
      'Het Zwaantje',
      'Prinsengracht',
      'Vondel',
      'De Kroon',
      'Keizers',
    ],
    second: ['Hotel', 'Stadshotel', 'Boutique Hotel', 'Suites', 'Herberg'],
    templates: ['Hotel {a}', '{b} {a}', '{a} {city}'],
    street: (r) =>
      `${r.pick(['Keizers', 'Heren', 'Prinsen', 'Singel', 'Damrak', 'Rokin'])}${r.pick(['gracht', 'straat', 'weg'])} ${r.int(1, 400)}`,
  },
  pt: {
    first: [
      'Mar e Sol',
      'Praia',
      'Solar',
      'Atlântico',
      'Bela Vista',
      'Jardim',
      'Ribeira',
      'Copacabana',
      'Estrela',
      'Colonial',
      'Tropical',
      'Palmeiras',
    ],
    second: ['Hotel', 'Pousada', 'Casa', 'Grande Hotel', 'Suites', 'Resort'],
    templates: ['{b} {a}', 'Hotel {a} {city}', '{b} {a}'],
    street: (r) =>
      `${r.pick(['Rua', 'Avenida', 'Travessa'])} ${r.pick(['das Flores', 'Atlântica', 'da Liberdade', 'do Comércio', 'Augusta'])}, ${r.int(1, 900)}`,
  },
  ar: {
    first: [
      'Al Bustan',
      'Al Manara',
      'Al Qasr',
      'Al Noor',
      'Desert Rose',
      'Oasis',
      'Marina Pearl',
      'Palm Gate',
      'Al Waha',
      'Jumeira Sands',
      'Creek View',
      'Falcon',
      'Gold Souk',
      'Corniche',
      'Sahara Star',
      'Dunes',
    ],
    second: ['Hotel', 'Resort', 'Suites', 'Palace', 'Tower', 'Hotel Apartments', 'Grand Hotel'],
    templates: ['{a} {b}', '{a} {city} {b}', 'The {a} {b}'],
    street: (r) =>
      `${r.pick(['Sheikh Zayed Road', 'Al Wasl Road', 'Corniche Street', 'King Fahd Road', 'Al Maktoum Street', 'Tahrir Street'])} ${r.int(1, 300)}`,
  },
  he: {
    first: [
      'Shalom',
      'Beit Yam',
      'Neve Midbar',
      'Carmel View',
      'Migdal Or',
      'Kinneret',
      'Galil',
      'Mitzpe',
      'Yam Suf',
      'Tamar',
      'Hadar',
      'Rimon',
      'Dekel',
      'Almog',
      'Shemesh',
      'Ofir',
      'Prima Yam',
      'Zion Gate',
      'Golden Sands',
      'Coral Bay',
    ],
    second: ['Hotel', 'Suites', 'Boutique Hotel', 'Resort', 'Spa Hotel', 'Guest House'],
    templates: ['{a} {b}', '{a} {city} {b}', 'Hotel {a}'],
    street: (r) =>
      `${r.pick(['HaYarkon', 'Herzl', 'Ben Yehuda', 'Jabotinsky', 'HaMelacha', 'Rothschild', 'HaTmarim', 'King David'])} ${r.pick(['Street', 'Boulevard'])} ${r.int(1, 160)}`,
  },
  asia: {
    first: [
      'Sakura',
      'Lotus',
      'Jade Garden',
      'Golden Dragon',
      'Bamboo',
      'Orchid',
      'Silk Road',
      'Lantern',
      'Pagoda',
      'Cherry Blossom',
      'Mandarin',
      'Bodhi',
      'Monsoon',
      'Rice Field',
      'Temple View',
      'Harmony',
    ],
    second: ['Hotel', 'Inn', 'Suites', 'Residence', 'Resort', 'Ryokan', 'Tower Hotel'],
    templates: ['{a} {b}', '{a} {city} {b}', 'The {a} {b}'],
    street: (r) =>
      `${r.int(1, 300)} ${r.pick(['Harbour', 'Lotus', 'Silk', 'Temple', 'Garden', 'River'])} Road`,
  },
};

const EN_STYLE = STYLES['en']!;
const REGION_OF: Record<string, string> = {};
const regions: [string, string][] = [
  ['de', 'DE AT CH LI'],
  ['es', 'ES MX AR CO CL PE VE EC BO PY UY CR PA GT HN SV NI CU DO PR'],
  ['fr', 'FR BE LU MC SN CI CM MA DZ TN HT ML BF NE MG CD CG GA'],
  ['it', 'IT SM VA MT'],
  ['nl', 'NL SR'],
  ['pt', 'PT BR AO MZ CV'],
  ['ar', 'AE SA QA KW BH OM JO EG IQ LB SY YE LY SD PS'],
  ['he', 'IL'],
  ['asia', 'JP CN TW HK MO KR KP TH VN LA KH MM MY SG ID PH IN PK BD LK NP MN'],
];
for (const [style, codes] of regions) for (const code of codes.split(' ')) REGION_OF[code] = style;

const EXPENSIVE = new Set(
  'CH NO IS DK US GB AE IL JP SG AU NL FR DE SE IE LU QA HK MC IT ES AT BE FI CA NZ'.split(' '),
);
const CHEAP = new Set(
  'IN PK BD NG EG VN ID PH ET KE TZ UG NP LK MM KH LA BO NI HN MG MZ CD AF YE SD'.split(' '),
);

/** Beach and resort cities where all inclusive is common. */
const RESORT_CITIES = new Set(['Cancún', 'Eilat', 'Dead Sea', 'Dubai']);

/** Hotels in the five fixed destinations of SPEC section 2. */
const FIXED_CITIES = new Set([
  'AE/Dubai',
  'DE/Berlin',
  'ES/Barcelona',
  'MX/Cancún',
  'NL/Amsterdam',
]);

const AMENITIES_BY_STARS: Record<number, string[]> = {
  1: ['wifi', 'non_smoking_rooms', '24h_front_desk'],
  2: ['wifi', 'non_smoking_rooms', '24h_front_desk', 'air_conditioning'],
  3: ['wifi', 'non_smoking_rooms', '24h_front_desk', 'air_conditioning', 'restaurant', 'bar'],
  4: [
    'wifi',
    'non_smoking_rooms',
    '24h_front_desk',
    'air_conditioning',
    'restaurant',
    'bar',
    'gym',
    'room_service',
    'accessible',
  ],
  5: [
    'wifi',
    'non_smoking_rooms',
    '24h_front_desk',
    'air_conditioning',
    'restaurant',
    'bar',
    'gym',
    'room_service',
    'accessible',
    'spa',
    'pool',
    'concierge',
  ],
};
const EXTRA_AMENITIES = [
  'parking',
  'pool',
  'airport_shuttle',
  'pets_allowed',
  'family_rooms',
  'laundry',
  'business_centre',
  'ev_charging',
  'kitchenette',
  'kids_club',
  'beach',
  'terrace',
  'garden',
  'bicycle_rental',
];

/** The room types hotels are made of; hotels store only codes and sizes. */
export const ROOM_TEMPLATES: RoomType[] = [
  {
    code: 'SGL',
    name: roomNames('SGL'),
    beds: bedsTexts([['single', 1]]),
    size_m2: 14,
    max_occupancy: 1,
    factor: 0.8,
  },
  {
    code: 'STD',
    name: roomNames('STD'),
    beds: bedsTexts([['double', 1]]),
    size_m2: 20,
    max_occupancy: 2,
    factor: 1,
  },
  {
    code: 'TWN',
    name: roomNames('TWN'),
    beds: bedsTexts([['single', 2]]),
    size_m2: 21,
    max_occupancy: 2,
    factor: 1,
  },
  {
    code: 'SUP',
    name: roomNames('SUP'),
    beds: bedsTexts([
      ['king', 1],
      ['sofa', 1],
    ]),
    size_m2: 26,
    max_occupancy: 3,
    factor: 1.2,
  },
  {
    code: 'DLX',
    name: roomNames('DLX'),
    beds: bedsTexts([
      ['king', 1],
      ['sofa', 1],
    ]),
    size_m2: 32,
    max_occupancy: 3,
    factor: 1.4,
  },
  {
    code: 'FAM',
    name: roomNames('FAM'),
    beds: bedsTexts([
      ['double', 1],
      ['single', 2],
    ]),
    size_m2: 36,
    max_occupancy: 4,
    factor: 1.6,
  },
  {
    code: 'JST',
    name: roomNames('JST'),
    beds: bedsTexts([
      ['king', 1],
      ['sofa', 1],
    ]),
    size_m2: 42,
    max_occupancy: 3,
    factor: 1.8,
  },
  {
    code: 'STE',
    name: roomNames('STE'),
    beds: bedsTexts([
      ['king', 1],
      ['sofa', 2],
    ]),
    size_m2: 60,
    max_occupancy: 4,
    factor: 2.4,
  },
  {
    code: 'APT',
    name: roomNames('APT'),
    beds: bedsTexts([
      ['double', 2],
      ['single', 2],
    ]),
    size_m2: 75,
    max_occupancy: 6,
    factor: 2,
  },
];

const ROOMS_BY_STARS: Record<number, string[]> = {
  1: ['SGL', 'STD', 'TWN', 'FAM'],
  2: ['SGL', 'STD', 'TWN', 'FAM', 'APT'],
  3: ['SGL', 'STD', 'TWN', 'SUP', 'FAM', 'APT'],
  4: ['STD', 'TWN', 'SUP', 'DLX', 'FAM', 'JST', 'STE'],
  5: ['STD', 'SUP', 'DLX', 'FAM', 'JST', 'STE', 'APT'],
};

// Told apart by area when two hotels of a city would share a name.
const QUARTERS = [
  'Old Town',
  'City Centre',
  'North',
  'South',
  'East',
  'West',
  'Riverside',
  'Airport',
  'Station',
  'Harbour',
  'Park',
  'Uptown',
];

const BASE_EUR = [0, 48, 68, 96, 150, 270];
const AGGREGATORS = ['HotelBeds', 'WebBeds', 'RateHawk', 'Expedia Rapid', 'TBO Holidays'];

const STAR_WORDS_HE = [
  '',
  'כוכב אחד',
  'שני כוכבים',
  'שלושה כוכבים',
  'ארבעה כוכבים',
  'חמישה כוכבים',
];
const AMENITY_HE: Record<string, string> = {
  pool: 'בריכה',
  spa: 'ספא',
  gym: 'חדר כושר',
  restaurant: 'מסעדה',
  bar: 'בר',
  parking: 'חניה',
  beach: 'חוף',
  wifi: 'אינטרנט אלחוטי',
  kids_club: 'מועדון ילדים',
  terrace: 'מרפסת',
  garden: 'גינה',
};

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
  const style: NameStyle = STYLES[REGION_OF[city.country_code] ?? 'en'] ?? EN_STYLE;
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
    for (let k = 0; usedNames.has(name) && k < QUARTERS.length; k++)
      name = `${name.replace(/ \(.*\)$/, '')} (${QUARTERS[k]})`;
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
      ...(AMENITIES_BY_STARS[stars] ?? []),
      ...rng.sample(EXTRA_AMENITIES, rng.int(1, 5)),
      ...(resort ? ['pool', 'beach'] : []),
    ].filter((code, index, all) => all.indexOf(code) === index);

    const boards: Board[] = ['RO', 'BB'];
    if (rng.chance(stars >= 3 ? 0.6 : 0.25)) boards.push('HB');
    if (rng.chance(stars >= 4 ? 0.3 : 0.1)) boards.push('FB');
    if (rng.chance(resort ? 0.7 : stars >= 4 ? 0.12 : 0.03)) boards.push('AI');
    if (stars <= 2 && rng.chance(0.4)) boards.splice(boards.indexOf('BB'), 1);

    const roomCodes = rng.sample(ROOMS_BY_STARS[stars] ?? [], rng.int(3, 5));
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
    const aggregator = rng.pick(AGGREGATORS);
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
      address: `${style.street(rng)}, ${city.name}`,
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
  const highlights = hotel.amenities.filter((a) => a in AMENITY_HE).slice(0, 3);
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
    he: `${hotel.name} הוא מלון ${STAR_WORDS_HE[hotel.stars] ?? ''} ${whereHe}. האורחים נהנים מ${highlights.map((h) => AMENITY_HE[h]).join(', ') || 'אינטרנט אלחוטי חינם'} ומ-${hotel.rooms.length} סוגי חדרים.`,
  };
}
