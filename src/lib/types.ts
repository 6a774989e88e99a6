export type { User } from '../../contract/user';
export type { ColorPair, WhiteLabel } from '../../contract/white-label';

/** The visitor's country as client state keeps it (SPEC section 3). */
export interface CountryRef {
  code: string;
  name: string;
  dial_code: string;
}

/** A saved search (SPEC section 3): its query and the results URL it ran at. */
export interface SavedSearch {
  params: { check_in: string } & Record<string, string>;
  router: string;
}

/** A hotel kept with the heart button. */
export interface FavoriteHotel {
  id: string;
  name: string;
  url: string;
  image: string | null;
  city: string | null;
  stars: number | null;
  rating: number | null;
}
