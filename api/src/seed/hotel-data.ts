/**
 * The seed's word lists and tables (data/*.json), typed: the names, addresses, amenities and
 * room types hotels are generated from (hotels.ts).
 */
import type { BedKind, RoomCode } from './room-texts/index.ts';
import factsData from './data/hotel-facts.json' with { type: 'json' };
import hebrewData from './data/hebrew-words.json' with { type: 'json' };
import namesData from './data/hotel-names.json' with { type: 'json' };

/** How the hotels of a region are named and addressed. */
export interface NameStyle {
  /** The words of `{a}` in a template. */
  first: string[];
  /** The words of `{b}` in a template. */
  second: string[];
  /** Hotel names, with `{a}`, `{b}` and `{city}` filled in. */
  templates: string[];
  /**
   * A street address: each `{slot}` of the pattern is filled in from left to right, `{number}`
   * with a whole number in the range, any other slot with one of its words.
   */
  street: {
    pattern: string;
    number: { min: number; max: number };
    words: Record<string, string[]>;
  };
}

/** data/hotel-names.json: the words hotel names and addresses are made of. */
interface HotelNames {
  /** Name styles by region; `en` is every other country's. */
  styles: Record<string, NameStyle>;
  /** The countries (ISO codes) whose hotels are named in each region's style. */
  regions: Record<string, string[]>;
  /** Told apart by area when two hotels of a city would share a name. */
  quarters: string[];
}

/** data/hotel-facts.json: what hotels are made of and where. */
interface HotelFacts {
  /** Countries (ISO codes) where hotels cost more, and less, than elsewhere. */
  priceTiers: { expensive: string[]; cheap: string[] };
  /** Beach and resort cities where all inclusive is common. */
  resortCities: string[];
  /** The amenity codes every hotel of a star rating has. */
  amenitiesByStars: Record<number, string[]>;
  /** Amenity codes a hotel may have besides. */
  extraAmenities: string[];
  /** The room types: beds, standard size, occupancy and price multiplier. */
  roomTypes: {
    code: RoomCode;
    beds: { kind: BedKind; count: number }[];
    size_m2: number;
    max_occupancy: number;
    factor: number;
  }[];
  /** The room types a hotel of a star rating chooses from. */
  roomsByStars: Record<number, string[]>;
  /** The aggregators hotels are sold through. */
  aggregators: string[];
}

/** data/hebrew-words.json: the words of the Hebrew descriptions. */
interface HebrewWords {
  /** A star rating in words, by number of stars. */
  stars: string[];
  /** The amenities a description names (in every locale, it picks only these), in Hebrew. */
  amenities: Record<string, string>;
}

/** The words hotel names and addresses are made of. */
export const HOTEL_NAMES = namesData as HotelNames;

/** What hotels are made of and where. */
export const HOTEL_FACTS = factsData as HotelFacts;

/** The words of the Hebrew descriptions. */
export const HEBREW_WORDS = hebrewData as HebrewWords;
