import { describe, expect, it } from 'vitest';
import type { City } from '../domain/types.ts';
import { timeZoneAt } from '../lib/time-zone.ts';
import { fromStored, generateHotels, toStored } from '../seed/hotels.ts';

const city = (name: string, country_code: string, lat: number, lng: number): City => ({
  id: 1,
  name,
  slug: name.toLowerCase(),
  country_code,
  lat,
  lng,
  population: 400_000,
});

describe('hotel time zones', () => {
  it('finds the IANA zone of a point from the bundled boundaries', () => {
    expect(timeZoneAt(21.3069, -157.8583)).toBe('Pacific/Honolulu');
    expect(timeZoneAt(35.6895, 139.69171)).toBe('Asia/Tokyo');
    expect(timeZoneAt(21.17429, -86.84656)).toBe('America/Cancun');
    expect(timeZoneAt(40.4165, -3.70256)).toBe('Europe/Madrid');
    expect(timeZoneAt(1.8721, -157.4278)).toBe('Pacific/Kiritimati');
  });

  it('gives each generated hotel the zone at its coordinates, stored with it', () => {
    const hotels = generateHotels(city('Honolulu', 'US', 21.3069, -157.8583), 7, 1);
    expect(new Set(hotels.map((h) => h.time_zone))).toEqual(new Set(['Pacific/Honolulu']));
    expect(fromStored(toStored(hotels[0]!)).time_zone).toBe('Pacific/Honolulu');
  });

  it('reads a hotel stored before hotels had zones with the zone of its coordinates', () => {
    const [hotel] = generateHotels(city('Madrid', 'ES', 40.4165, -3.70256), 7, 1);
    const older = JSON.parse(toStored(hotel!)) as Record<string, unknown>;
    delete older['time_zone'];
    expect(fromStored(JSON.stringify(older)).time_zone).toBe('Europe/Madrid');
  });
});
