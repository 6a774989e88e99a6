import { defaultCurrency } from '../currencies';
import { countryName, findCountry } from '../geo';
import type { Translate } from '../i18n/i18n';
import type { TranslationKey } from '../i18n/keys';
import { routeUrl } from '../routes';
import { parseSearchQuery } from '../search-query';
import { starRating } from '../stars';
import { hotelDescription, hotelImages, hotelJsonLd, ratingWordKey, type Hotel } from './hotel';

/** Card names as their brands write them; other codes read in capitals. */
const CARD_NAMES: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  diners: 'Diners Club',
  jcb: 'JCB',
};

/** Where and for whom a hotel page renders. */
export interface HotelViewContext {
  locale: string;
  /** The locale's BCP 47 tag, for number formats. */
  iso: string;
  /** The page's URL (path for links and JSON-LD, query for the stay). */
  url: URL;
  /** The site's own address, for absolute URLs. */
  siteUrl: string;
  /** Image shown when the hotel has none. */
  placeholderImage: string;
  t: Translate;
}

/**
 * Everything the hotel page shows that is not markup: title and meta description, the
 * description in the visitor's language, the gallery, stars and the rating word, breadcrumbs,
 * the map link, amenity and policy words, accepted cards, JSON-LD, the URL's stay and the
 * favourite entry.
 */
export function hotelPageView(hotel: Hotel, context: HotelViewContext) {
  const { locale, iso, t } = context;
  const country = findCountry(hotel.country_slug) ?? findCountry(hotel.country_code);
  const countryLabel = country ? countryName(country, locale) : hotel.country_name;
  const place =
    hotel.city_name && countryLabel
      ? t('location.withCountry', { place: hotel.city_name, country: countryLabel })
      : hotel.city_name || countryLabel;
  const description = hotelDescription(hotel, locale);
  const images = hotelImages(hotel);
  const stars = starRating(hotel.stars);
  const number = new Intl.NumberFormat(iso);
  const pagePath = context.url.pathname.replace(/\/+$/, '');
  const destinationHref = routeUrl(
    'hotels-destination-countrySlug-destinationSlug',
    { countrySlug: hotel.country_slug, destinationSlug: hotel.destination_slug },
    locale,
  );
  const countryCrumb = country
    ? [
        {
          href: routeUrl(
            'hotels-destination-countrySlug',
            { countrySlug: hotel.country_slug },
            locale,
          ),
          label: t('destinations.hotelsIn', { place: countryLabel }),
        },
      ]
    : [];
  const { policies } = hotel;
  const policyItems = [
    policies.children_allowed !== null &&
      t(policies.children_allowed ? 'booking:policy.childrenWelcome' : 'booking:policy.noChildren'),
    policies.pets_allowed !== null &&
      t(policies.pets_allowed ? 'booking:policy.petsAllowed' : 'booking:policy.noPets'),
    policies.smoking_allowed !== null &&
      t(policies.smoking_allowed ? 'booking:policy.smokingAllowed' : 'booking:policy.noSmoking'),
    policies.min_check_in_age !== null &&
      t('booking:policy.minAge', { age: number.format(policies.min_check_in_age) }),
  ].filter((item): item is string => typeof item === 'string');
  const { query, corrections } = parseSearchQuery(context.url.searchParams, {
    currency: defaultCurrency(locale),
  });
  return {
    countryLabel,
    place,
    title: t('pages:destination.hotelTitle', { hotel: hotel.name, place }),
    metaDescription: t('booking:hotel.metaDescription', { hotel: hotel.name, place }),
    description,
    images,
    gallery: images.length > 0 ? images : [context.placeholderImage],
    stars,
    ratingKey: ratingWordKey(hotel.rating),
    /** Whole numbers (reviews, photo numbers) in the locale. */
    number,
    pagePath,
    jsonLd: hotelJsonLd(hotel, {
      url: `${context.siteUrl}${pagePath}`,
      description: description.text,
      country: hotel.country_code,
    }),
    destinationHref,
    crumbs: [
      { href: routeUrl('index', {}, locale), label: t('booking:hotel.home') },
      ...countryCrumb,
      { href: destinationHref, label: t('destinations.hotelsIn', { place: hotel.city_name }) },
    ],
    mapHref:
      hotel.lat !== null && hotel.lng !== null
        ? `https://www.openstreetmap.org/?mlat=${hotel.lat}&mlon=${hotel.lng}#map=16/${hotel.lat}/${hotel.lng}`
        : undefined,
    amenities: hotel.amenities.map((code) => {
      // Any code the API sends is asked for: one the site has no word for yet comes back as
      // its key, and reads as its English words.
      const key = `booking:amenity.${code}` as TranslationKey;
      const label = t(key);
      return label === key.slice('booking:'.length) || label === key
        ? { code, label: code.replace(/_/g, ' '), lang: 'en' as const }
        : { code, label, lang: undefined };
    }),
    policyItems,
    acceptedCards: policies.accepted_cards.map((c) => CARD_NAMES[c] ?? c.toUpperCase()),
    query,
    corrections,
    favorite: {
      id: String(hotel.id),
      name: hotel.name,
      url: pagePath,
      image: images[0] ?? null,
      city: hotel.city_name,
      stars,
      rating: hotel.rating,
    },
  };
}

/** The view of a hotel page (`hotelPageView`'s result). */
export type HotelPageView = ReturnType<typeof hotelPageView>;
