import { findCountry, isSlug, type Country } from './geo';

/** What a `/hotels/destination/...` or `/hotels/...` path points at. */
export type DestinationTarget =
  | { kind: 'country'; country: Country }
  | { kind: 'destination'; country: Country | undefined; destination: string }
  | { kind: 'results'; country: Country | undefined; destination: string }
  | { kind: 'hotel'; country: Country | undefined; destination: string; hotel: string };

/**
 * Reads the segments after `/hotels/destination/` (SPEC section 2, where the country
 * slug is optional): a first segment that names a country is the country, otherwise
 * it is the destination. Undefined when the path fits none of the routes.
 */
export function parseDestinationPath(segments: string[]): DestinationTarget | undefined {
  if (segments.length === 0 || !segments.every((s) => isSlug(s))) return undefined;
  const results = segments.at(-1) === 'results';
  const parts = results ? segments.slice(0, -1) : segments;
  const country = findCountry(parts[0]);
  const rest = country ? parts.slice(1) : parts;
  const [destination, hotel, ...extra] = rest;
  if (extra.length > 0) return undefined;
  if (results) {
    return destination && !hotel ? { kind: 'results', country, destination } : undefined;
  }
  if (!destination) return country ? { kind: 'country', country } : undefined;
  if (!hotel) return { kind: 'destination', country, destination };
  return { kind: 'hotel', country, destination, hotel };
}

/**
 * Reads the segments after `/hotels/` for the generic route
 * `/hotels/{countrySlug}/{citySlug?}/{hotelSlug?}`: the country is required.
 */
export function parseHotelsPath(segments: string[]): DestinationTarget | undefined {
  if (segments.length === 0 || segments.length > 3 || !segments.every((s) => isSlug(s))) {
    return undefined;
  }
  const [countrySlug, city, hotel] = segments;
  const country = findCountry(countrySlug);
  if (!country) return undefined;
  if (!city) return { kind: 'country', country };
  if (!hotel) return { kind: 'destination', country, destination: city };
  return { kind: 'hotel', country, destination: city, hotel };
}
