/** The signed-in user (SPEC section 3), as `GET /v3/auth` gives it in `data`. */
export interface User {
  id: number;
  name: string;
  email: string;
  avatar: string | null;
  /** Non-null means the user is an agent (SPEC section 6). */
  plan_id: number | null;
  options: { flights: boolean; packages: boolean; crm: boolean; vouchers: boolean };
  actions: string[];
  fid: number | null;
}

/** A light/dark colour pair of the white-label settings. */
export interface ColorPair {
  light: string | null;
  dark: string | null;
}

/** White-label settings (SPEC section 3). */
export interface WhiteLabel {
  id: number;
  fid: number;
  white_label: boolean;
  name: string | null;
  title: string | null;
  favicon: string | null;
  icon: string | null;
  home_page_title: string | null;
  translations: Record<
    string,
    { name?: string | null; title?: string | null; home_page_title?: string | null }
  >;
  colors: {
    brand: ColorPair;
    bgBrand: ColorPair;
    bgBrandAlt: ColorPair;
    textBrand: ColorPair;
    textBrandAlt: ColorPair;
  };
  logo: ColorPair;
  background: ColorPair;
  socials: Partial<
    Record<
      'facebook' | 'messenger' | 'instagram' | 'linkedin' | 'twitter' | 'whatsapp' | 'youtube',
      string | null
    >
  >;
}

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
