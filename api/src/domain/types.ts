import type { Board } from '../../../contract/boards.ts';
import type { Locale } from '../lib/i18n.ts';

export { BOARDS, type Board } from '../../../contract/boards.ts';

/** Text in English and Hebrew at least, and in other locales where it has them (else English). */
export type LocalText = { en: string; he: string } & Partial<Record<Locale, string>>;

/** A room type of a hotel; rates are computed from it. */
export interface RoomType {
  code: string;
  name: LocalText;
  beds: LocalText;
  size_m2: number;
  max_occupancy: number;
  /** Price multiplier over the hotel's base price. */
  factor: number;
}

/** A hotel as stored (JSON in `hotels.data`) and held in memory. */
export interface Hotel {
  id: number;
  city_id: number;
  slug: string;
  name: string;
  stars: number;
  rating: number;
  reviews: number;
  address: string;
  lat: number;
  lng: number;
  /** The IANA time zone at the hotel's coordinates: its deadlines and check-in times are in it. */
  time_zone: string;
  images: number[];
  amenities: string[];
  check_in_time: string;
  check_out_time: string;
  policies: {
    children_allowed: boolean;
    pets_allowed: boolean;
    smoking_allowed: boolean;
    min_check_in_age: number;
    accepted_cards: string[];
  };
  /** The supplier's name; unused when `vat_aggregator` (then the configured name applies). */
  aggregator: string;
  vat_aggregator: boolean;
  base_eur: number;
  city_tax_eur: number;
  free_cancel_days: number;
  boards: Board[];
  rooms: RoomType[];
}

/** A city with hotels. */
export interface City {
  id: number;
  name: string;
  slug: string;
  country_code: string;
  lat: number;
  lng: number;
  population: number;
}

/** A named place: an airport, a district or a landmark, with coordinates. */
export interface Place {
  id: string;
  type: 'airport' | 'district' | 'landmark';
  name: string;
  city_id: number;
  lat: number;
  lng: number;
}

/** A country of the bundled list (SPEC section 3 Country). */
export interface Country {
  id: number;
  code: string;
  title: string;
  name: string;
  slug: string;
  emoji: string | null;
  dial_code: string;
  default_currency: string;
  continent: { id: number; name: string; slug: string };
  _geoloc: { lat: number; lng: number };
  translations: Record<string, { title: string }>;
}
