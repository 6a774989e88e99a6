import type { HotelPage } from '../../../contract/hotels';
import type { KeyOf } from '../i18n/keys';
import { routeUrl, type Query } from '../routes';
import { safeUrl } from '../urls';
import { starRating } from '../stars';

/** The hotel of a hotel page, as the contract's lenient reader gives it. */
export type Hotel = HotelPage;

/** The hotel's images fit for `<img src>` (http(s) only), at most `max`. */
export function hotelImages(hotel: Pick<Hotel, 'images'>, max = 8): string[] {
  return hotel.images.flatMap((src) => safeUrl(src) ?? []).slice(0, max);
}

/**
 * The description for a page's locale: the API's text in that locale when it has one,
 * otherwise English (SPEC section 9 fallback), with the locale code it is written in for `lang`.
 */
export function hotelDescription(
  hotel: Pick<Hotel, 'description' | 'descriptions'>,
  locale: string,
): { text: string; lang: string } {
  const own = hotel.descriptions[locale];
  if (own !== undefined && own.trim() !== '') return { text: own, lang: locale };
  return { text: hotel.descriptions['en']?.trim() || hotel.description, lang: 'en' };
}

/** The hotel page path of the destination route, in a locale, with an optional search query. */
export function hotelPath(
  hotel: Pick<Hotel, 'slug' | 'country_slug' | 'destination_slug'>,
  locale: string,
  query?: Query,
): string {
  return routeUrl(
    'hotels-destination-countrySlug-destinationSlug-hotelSlug',
    {
      countrySlug: hotel.country_slug,
      destinationSlug: hotel.destination_slug,
      hotelSlug: hotel.slug,
    },
    locale,
    query,
  );
}

/** The key of a guest-rating word (`rating.exceptional`…) for a 0-10 score, or null. */
export function ratingWordKey(
  rating: number | null,
): Extract<KeyOf<'booking'>, `rating.${string}`> | null {
  if (rating === null || !Number.isFinite(rating) || rating < 0 || rating > 10) return null;
  if (rating >= 9) return 'rating.exceptional';
  if (rating >= 8) return 'rating.veryGood';
  if (rating >= 7) return 'rating.good';
  if (rating >= 6) return 'rating.pleasant';
  return 'rating.fair';
}

/** A schema.org `Hotel` for JSON-LD: name, address, geo, stars, guest rating, images, url. */
export function hotelJsonLd(
  hotel: Hotel,
  page: { url: string; description: string; country: string },
): Record<string, unknown> {
  const stars = starRating(hotel.stars);
  const images = hotelImages(hotel);
  const ld: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Hotel',
    name: hotel.name,
    url: page.url,
    description: page.description,
    address: {
      '@type': 'PostalAddress',
      streetAddress: hotel.address,
      addressLocality: hotel.city_name,
      addressCountry: hotel.country_code,
    },
  };
  if (hotel.lat !== null && hotel.lng !== null) {
    ld['geo'] = { '@type': 'GeoCoordinates', latitude: hotel.lat, longitude: hotel.lng };
  }
  if (stars !== null) ld['starRating'] = { '@type': 'Rating', ratingValue: stars };
  if (hotel.rating !== null && hotel.reviews > 0) {
    ld['aggregateRating'] = {
      '@type': 'AggregateRating',
      ratingValue: hotel.rating,
      bestRating: 10,
      worstRating: 1,
      reviewCount: hotel.reviews,
    };
  }
  if (images.length > 0) ld['image'] = images;
  if (hotel.check_in_time) ld['checkinTime'] = hotel.check_in_time;
  if (hotel.check_out_time) ld['checkoutTime'] = hotel.check_out_time;
  return ld;
}

/**
 * JSON for a `<script type="application/ld+json">`: `<`, `>`, `&` and the line separators
 * are written as `\u` escapes, so no value can close the script or start markup.
 */
export function jsonLdText(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
