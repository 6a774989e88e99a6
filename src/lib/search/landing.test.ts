import { describe, expect, it } from 'vitest';
import { readLanding } from './landing';

const hotel = {
  id: 1,
  slug: 'sonne-berlin',
  name: 'Sonne Berlin',
  stars: 5,
  rating: 9.8,
  reviews: 10,
  city_name: 'Berlin',
  country_slug: 'germany',
  destination_slug: 'berlin',
  image: null,
  price_from: { amount: 3000, currency: 'EUR' },
};

describe('readLanding', () => {
  it('reads a city answer and drops invalid top hotels', () => {
    const landing = readLanding({
      data: {
        type: 'city',
        name: 'Berlin',
        label: 'Berlin, Germany',
        country_slug: 'germany',
        destination_slug: 'berlin',
        hotel_count: 200,
        price_from: { amount: 3528, currency: 'EUR' },
        top_hotels: [hotel, { ...hotel, name: 7 }],
        places: [{ id: 'place-kreuzberg', type: 'district', name: 'Kreuzberg', lat: 1 }],
      },
    });
    expect(landing?.top_hotels).toEqual([hotel]);
    expect(landing?.places).toEqual([
      { id: 'place-kreuzberg', type: 'district', name: 'Kreuzberg' },
    ]);
    expect(landing?.hotel_count).toBe(200);
  });

  it('refuses answers of another shape', () => {
    expect(readLanding({ data: { name: 'Berlin' } })).toBeUndefined();
    expect(readLanding(undefined)).toBeUndefined();
  });
});
