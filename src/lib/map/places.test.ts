import { describe, expect, it } from 'vitest';
import { landingPlaces } from './places';

describe('landingPlaces', () => {
  const area = {
    id: 'p1',
    type: 'district' as const,
    name: 'Gràcia',
    label: 'Gràcia, Barcelona, Spain',
    city_name: 'Barcelona',
    country_code: 'ES',
    country_slug: 'spain',
    destination_slug: 'barcelona',
    lat: 41.4,
    lng: 2.15,
  };

  it('marks a city centre under its given name, then the named areas', () => {
    expect(
      landingPlaces(
        { type: 'city', name: 'Barcelona', lat: 41.38, lng: 2.17, places: [area] },
        'City centre',
      ),
    ).toEqual([
      { lat: 41.38, lng: 2.17, name: 'City centre', kind: 'centre' },
      { lat: 41.4, lng: 2.15, name: 'Gràcia', kind: 'area' },
    ]);
  });

  it('marks a named place as the centre, and nothing without landing data', () => {
    expect(
      landingPlaces({ type: 'landmark', name: 'Sagrada Família', lat: 1, lng: 2 }, 'x'),
    ).toEqual([{ lat: 1, lng: 2, name: 'Sagrada Família', kind: 'centre' }]);
    expect(landingPlaces(undefined, 'x')).toEqual([]);
  });
});
