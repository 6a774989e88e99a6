/**
 * What a pre-rendered country or city landing page shows, in one locale, from the destination
 * snapshot: title, description, an introduction built from facts (hotel count, lowest nightly
 * price, star mix, popular areas or cities), the top hotels, breadcrumbs, the ItemList of
 * hotels for search engines and the destination the search form starts with.
 */
import { API_URL, SITE_URL } from '../config';
import { defaultCurrency } from '../currencies';
import { countryName, type Country } from '../geo';
import type { Translate } from '../i18n/i18n';
import { getLocale } from '../i18n/locales';
import { formatMoney } from '../money';
import { routeUrl } from '../routes';
import type { SearchTarget } from '../search/targets';
import { starRating } from '../stars';
import {
  areaName,
  cityName,
  snapshotCity,
  snapshotHotel,
  snapshotPrice,
  type SnapshotCity,
  type SnapshotCountry,
} from './destinations';
import { hotelImagePath } from '../../../contract/places/snapshot.ts';

/** A hotel card of a landing page. */
export interface LandingCard {
  href: string;
  name: string;
  stars: number | null;
  rating: string | null;
  image: string | null;
  price: string | null;
  place: string;
}

/** A link of a landing page's list (a country's cities, a city's areas). */
export interface LandingLink {
  href: string;
  label: string;
  detail?: string;
}

/** Everything a landing page renders. */
export interface LandingPage {
  title: string;
  description: string;
  intro: string[];
  crumbs: { href: string; label: string }[];
  current: string;
  currentHref: string;
  hotels: LandingCard[];
  /** schema.org ItemList of the listed hotels. */
  itemList: Record<string, unknown>;
  search: { label: string; target: SearchTarget };
  links: { title: string; items: LandingLink[]; kind: 'cities' | 'areas' } | null;
}

const lists = new Map<string, Intl.ListFormat>();
const numbers = new Map<string, Intl.NumberFormat>();
const ratings = new Map<string, Intl.NumberFormat>();
function cached<T>(map: Map<string, T>, iso: string, make: () => T): T {
  let value = map.get(iso);
  if (value === undefined) {
    value = make();
    map.set(iso, value);
  }
  return value;
}

interface Context {
  locale: string;
  iso: string;
  t: Translate;
  list: Intl.ListFormat;
  number: Intl.NumberFormat;
  rating: Intl.NumberFormat;
  currency: string;
}

function context(locale: string, t: Translate): Context {
  const iso = getLocale(locale).iso;
  return {
    locale,
    iso,
    t,
    list: cached(lists, iso, () => new Intl.ListFormat(iso, { type: 'conjunction' })),
    number: cached(numbers, iso, () => new Intl.NumberFormat(iso)),
    rating: cached(
      ratings,
      iso,
      () => new Intl.NumberFormat(iso, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
    ),
    currency: defaultCurrency(locale),
  };
}

function price(ctx: Context, from: SnapshotCity['from']): string | null {
  const money = snapshotPrice(from, ctx.currency);
  return money ? formatMoney(money.amount, money.currency, ctx.iso, { decimals: 'zero' }) : null;
}

function hotelCount(ctx: Context, count: number): string {
  return ctx.t('search:landing.hotelCount', { count, formatted: ctx.number.format(count) });
}

function starFacts(ctx: Context, stars: number[]): string | null {
  const parts = [5, 4, 3, 2, 1].flatMap((s) => {
    const count = stars[s - 1] ?? 0;
    return count > 0
      ? [ctx.t('pages:facts.starCount', { count, formatted: ctx.number.format(count), stars: s })]
      : [];
  });
  return parts.length ? ctx.t('pages:facts.stars', { list: ctx.list.format(parts) }) : null;
}

function cards(
  ctx: Context,
  country: Country,
  ids: number[],
): { cards: LandingCard[]; itemList: Record<string, unknown>[] } {
  const out: LandingCard[] = [];
  for (const id of ids) {
    const hotel = snapshotHotel(id);
    const city = hotel ? snapshotCity(hotel.city) : undefined;
    if (!hotel || !city) continue;
    out.push({
      href: routeUrl(
        'hotels-destination-countrySlug-destinationSlug-hotelSlug',
        { countrySlug: country.slug, destinationSlug: city.slug, hotelSlug: hotel.slug },
        ctx.locale,
      ),
      name: hotel.name,
      stars: starRating(hotel.stars),
      rating: hotel.rating > 0 ? ctx.rating.format(hotel.rating) : null,
      image: hotel.image === null ? null : `${API_URL}${hotelImagePath(hotel.image)}`,
      price: price(ctx, hotel.from),
      place: cityName(city, ctx.locale),
    });
  }
  return {
    cards: out,
    itemList: out.map((card, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: card.name,
      url: `${SITE_URL}${card.href}`,
    })),
  };
}

function itemList(name: string, items: Record<string, unknown>[]): Record<string, unknown> {
  return { '@context': 'https://schema.org', '@type': 'ItemList', name, itemListElement: items };
}

function baseCrumbs(ctx: Context): { href: string; label: string }[] {
  return [
    { href: routeUrl('index', {}, ctx.locale), label: ctx.t('booking:hotel.home') },
    { href: routeUrl('hotels', {}, ctx.locale), label: ctx.t('nav.hotels') },
  ];
}

/** The landing page of a country with hotels, in a locale. */
export function countryLandingPage(
  country: Country,
  facts: SnapshotCountry,
  locale: string,
  t: Translate,
): LandingPage {
  const ctx = context(locale, t);
  const name = countryName(country, locale);
  const title = t('destinations.hotelsIn', { place: name });
  const cities = facts.cities.flatMap((id) => {
    const city = snapshotCity(id);
    return city ? [city] : [];
  });
  const from = price(ctx, facts.from);
  const intro = [
    from
      ? t('pages:facts.countryHotels', {
          count: facts.hotels,
          formatted: ctx.number.format(facts.hotels),
          cities: t('pages:facts.cityCount', {
            count: cities.length,
            formatted: ctx.number.format(cities.length),
          }),
          place: name,
          price: from,
        })
      : null,
    starFacts(ctx, facts.stars),
    cities.length > 1
      ? t('pages:facts.topCities', {
          list: ctx.list.format(cities.slice(0, 3).map((c) => cityName(c, locale))),
        })
      : null,
  ].filter((line): line is string => line !== null);
  const listed = cards(ctx, country, facts.top);
  const currentHref = routeUrl(
    'hotels-destination-countrySlug',
    { countrySlug: country.slug },
    locale,
  );
  return {
    title,
    description: t('pages:destination.description', { place: name }),
    intro,
    crumbs: baseCrumbs(ctx),
    current: name,
    currentHref,
    hotels: listed.cards,
    itemList: itemList(title, listed.itemList),
    search: { label: name, target: { kind: 'country', countrySlug: country.slug } },
    links: {
      title: t('search:landing.cities'),
      kind: 'cities',
      items: cities.map((city) => ({
        href: routeUrl(
          'hotels-destination-countrySlug-destinationSlug',
          { countrySlug: country.slug, destinationSlug: city.slug },
          locale,
        ),
        label: cityName(city, locale),
        detail: hotelCount(ctx, city.hotels),
      })),
    },
  };
}

/** The landing page of a city with hotels, in a locale. */
export function cityLandingPage(
  country: Country,
  city: SnapshotCity,
  locale: string,
  t: Translate,
): LandingPage {
  const ctx = context(locale, t);
  const name = cityName(city, locale);
  const countryLabel = countryName(country, locale);
  const place = t('location.withCountry', { place: name, country: countryLabel });
  const title = t('destinations.hotelsIn', { place: name });
  const areas = city.areas.map((slug) => ({ slug, label: areaName(slug, locale) }));
  const from = price(ctx, city.from);
  const intro = [
    from
      ? t('pages:facts.hotelsFrom', {
          count: city.hotels,
          formatted: ctx.number.format(city.hotels),
          place,
          price: from,
        })
      : null,
    starFacts(ctx, city.stars),
    areas.length
      ? t('pages:facts.areas', { list: ctx.list.format(areas.slice(0, 4).map((a) => a.label)) })
      : null,
  ].filter((line): line is string => line !== null);
  const listed = cards(ctx, country, city.top);
  const currentHref = routeUrl(
    'hotels-destination-countrySlug-destinationSlug',
    { countrySlug: country.slug, destinationSlug: city.slug },
    locale,
  );
  return {
    title,
    description: t('pages:destination.description', { place }),
    intro,
    crumbs: [
      ...baseCrumbs(ctx),
      {
        href: routeUrl('hotels-destination-countrySlug', { countrySlug: country.slug }, locale),
        label: countryLabel,
      },
    ],
    current: name,
    currentHref,
    hotels: listed.cards,
    itemList: itemList(title, listed.itemList),
    search: {
      label: place,
      target: { kind: 'destination', countrySlug: country.slug, destinationSlug: city.slug },
    },
    links: areas.length
      ? {
          title: t('search:landing.places'),
          kind: 'areas',
          items: areas.map((area) => ({
            href: routeUrl(
              'hotels-place-placeId-results',
              { placeId: `place-${area.slug}` },
              locale,
            ),
            label: t('search:landing.near', { place: area.label }),
          })),
        }
      : null,
  };
}
