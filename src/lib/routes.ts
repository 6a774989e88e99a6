import { DEFAULT_LOCALE, isLocale, stripLocale } from './i18n/locales';

/**
 * Every named route of SPEC section 2. `[param]` is required, `[param?]` optional
 * (its segment is left out when the value is missing).
 */
export const ROUTES = {
  index: '/',
  'agent-terms-of-use': '/agent-terms-of-use',
  app: '/app',
  book: '/book',
  cars: '/cars',
  favorites: '/favorites',
  flights: '/flights',
  hotels: '/hotels',
  login: '/login',
  packages: '/packages',
  pay: '/pay',
  'privacy-policy': '/privacy-policy',
  profile: '/profile',
  reservation: '/reservation',
  searches: '/searches',
  sso: '/sso',
  'terms-of-use': '/terms-of-use',
  tickets: '/tickets',
  vouchers: '/vouchers',
  'account-reservations': '/account/reservations',
  'account-reservations-uuid': '/account/reservations/[uuid]',
  'dashboard-bookings': '/dashboard/bookings',
  'dashboard-bookings-uuid': '/dashboard/bookings/[uuid]',
  'proposal-id': '/proposal/[id]',
  'hotels-israel': '/hotels/israel',
  'hotels-search': '/hotels/search',
  'transaction-error': '/transaction/error',
  'transaction-success': '/transaction/success',
  'transaction-transactionUuid-error': '/transaction/[transactionUuid]/error',
  'transaction-transactionUuid-success': '/transaction/[transactionUuid]/success',
  'widgets-search': '/widgets/search',
  'hotels-places-ae-dubai': '/hotels/places/ae/dubai',
  'hotels-places-de-berlin': '/hotels/places/de/berlin',
  'hotels-places-es-barcelona': '/hotels/places/es/barcelona',
  'hotels-places-mx-cancun': '/hotels/places/mx/cancun',
  'hotels-places-nl-amsterdam': '/hotels/places/nl/amsterdam',
  'hotels-destination-countrySlug': '/hotels/destination/[countrySlug]',
  'hotels-destination-countrySlug-destinationSlug':
    '/hotels/destination/[countrySlug?]/[destinationSlug]',
  'hotels-destination-countrySlug-destinationSlug-results':
    '/hotels/destination/[countrySlug?]/[destinationSlug]/results',
  'hotels-destination-countrySlug-destinationSlug-hotelSlug':
    '/hotels/destination/[countrySlug?]/[destinationSlug]/[hotelSlug]',
  'hotels-place-placeId-results': '/hotels/place/[placeId?]/results',
  'hotels-place-countrySlug-hotelId': '/hotels/place/[countrySlug?]/[hotelId?]',
  'hotels-countrySlug-citySlug-hotelSlug': '/hotels/[countrySlug]/[citySlug?]/[hotelSlug?]',
} as const;

export type RouteName = keyof typeof ROUTES;

type ParamsOf<P extends string> = P extends `${string}[${infer Param}]${infer Rest}`
  ? (Param extends `${infer Optional}?`
      ? { [K in Optional]?: string | number | undefined }
      : { [K in Param]: string | number }) &
      ParamsOf<Rest>
  : unknown;

/** The parameters a route takes, derived from its pattern. */
export type RouteParams<N extends RouteName> = ParamsOf<(typeof ROUTES)[N]>;

/** Query values: undefined and null are left out. */
export type Query = Record<string, string | number | boolean | null | undefined>;

/** The five fixed destination landing pages (SPEC section 2), by country code and city. */
export const FIXED_DESTINATIONS = [
  { country: 'ae', city: 'dubai', route: 'hotels-places-ae-dubai' },
  { country: 'de', city: 'berlin', route: 'hotels-places-de-berlin' },
  { country: 'es', city: 'barcelona', route: 'hotels-places-es-barcelona' },
  { country: 'mx', city: 'cancun', route: 'hotels-places-mx-cancun' },
  { country: 'nl', city: 'amsterdam', route: 'hotels-places-nl-amsterdam' },
] as const satisfies readonly { country: string; city: string; route: RouteName }[];

/**
 * The localised URL of a named route: `routeUrl('hotels-places-ae-dubai', {}, 'he')`
 * is `/he/hotels/places/ae/dubai`. Parameters are URL-encoded; a missing optional
 * parameter drops its segment; `en` has no prefix.
 */
export function routeUrl<N extends RouteName>(
  name: N,
  params: RouteParams<N>,
  locale: string = DEFAULT_LOCALE,
  query?: Query,
): string {
  const values = params as Record<string, string | number | undefined>;
  const segments = ROUTES[name]
    .split('/')
    .filter((s) => s !== '')
    .flatMap((segment) => {
      const match = /^\[(\w+)(\?)?\]$/.exec(segment);
      if (!match) return [segment];
      const [, key = '', optional] = match;
      const value = values[key];
      if (value === undefined || value === '') {
        if (optional) return [];
        throw new Error(`routeUrl: "${name}" needs the parameter "${key}"`);
      }
      return [encodeURIComponent(String(value))];
    });
  const prefix = locale !== DEFAULT_LOCALE && isLocale(locale) ? [locale] : [];
  const path = `/${[...prefix, ...segments].join('/')}`;
  return path + queryString(query);
}

/** `?a=1&b=x` from a query object, or '' when nothing is left. */
export function queryString(query: Query | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
}

const matchers = (Object.entries(ROUTES) as [RouteName, string][])
  .map(([name, pattern]) => {
    const keys: string[] = [];
    const source = pattern
      .split('/')
      .filter((s) => s !== '')
      .map((segment) => {
        const match = /^\[(\w+)(\?)?\]$/.exec(segment);
        if (!match) return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
        keys.push(match[1] ?? '');
        return match[2] ? '(?:/([^/]+))?' : '/([^/]+)';
      })
      .join('');
    const statics = pattern.split('/').filter((s) => s !== '' && !s.startsWith('[')).length;
    return { name, keys, statics, regex: new RegExp(`^${source || '/'}/?$`) };
  })
  // More fixed segments first, so /hotels/israel is not read as a country page.
  .sort((a, b) => b.statics - a.statics);

/** The named route a path (with or without locale prefix) belongs to, with its parameters. */
export function matchRoute(
  pathname: string,
): { name: RouteName; params: Record<string, string> } | undefined {
  const bare = stripLocale(pathname);
  for (const m of matchers) {
    const found = m.regex.exec(bare);
    if (!found) continue;
    const params: Record<string, string> = {};
    m.keys.forEach((key, i) => {
      const value = found[i + 1];
      if (value !== undefined) params[key] = decodeURIComponent(value);
    });
    return { name: m.name, params };
  }
  return undefined;
}

/**
 * Whether the mobile header shows the menu button (true) or a back button (false):
 * SPEC section 2 gives the menu to the home, hotels, hotels-israel and account routes.
 */
export function showsMenuButton(name: RouteName | undefined): boolean {
  if (name === undefined) return true;
  return (
    name === 'index' || name === 'hotels' || name === 'hotels-israel' || name.startsWith('account')
  );
}
