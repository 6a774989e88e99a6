import tzLookup from '@photostructure/tz-lookup';

/**
 * The IANA time zone at a point (`Pacific/Honolulu`), from the time-zone boundaries the npm
 * package `@photostructure/tz-lookup` ships (no network). Points at sea get the nautical
 * `Etc/GMT±N` zone of their longitude.
 */
export function timeZoneAt(lat: number, lng: number): string {
  return tzLookup(lat, lng);
}
