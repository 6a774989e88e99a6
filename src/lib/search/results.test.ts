import { describe, expect, it } from 'vitest';
import { cardImage, favoriteOf, hotelUrl, readResultsPage, sessionMatches } from './results';

const card = {
  id: 8306,
  slug: 'bergblick-berlin',
  name: 'Bergblick Berlin',
  stars: 4,
  rating: 8.7,
  reviews: 1200,
  city_name: 'Berlin',
  country_code: 'DE',
  country_slug: 'germany',
  destination_slug: 'berlin',
  distance_km: 3.2,
  image: 'http://127.0.0.1:8787/assets/hotels/hotel-01.svg',
  board: 'BB',
  free_cancellation: true,
  price: { amount: 45_000, currency: 'EUR' },
  price_per_night: { amount: 15_000, currency: 'EUR' },
};

const answer = (hotels: unknown[], status = 'pending') => ({
  data: {
    session: 'abc',
    status,
    progress: 40,
    total: 120,
    page: 1,
    per_page: 20,
    search: {
      check_in: '2026-12-01',
      check_out: '2026-12-04',
      guests: '2',
      currency: 'EUR',
      country: null,
      nights: 3,
    },
    hotels,
    facets: { price: { min: 30_000, max: 90_000 } },
  },
});

describe('readResultsPage', () => {
  it('reads a page of a filling session', () => {
    const page = readResultsPage(answer([card]));
    expect(page).toMatchObject({
      session: 'abc',
      complete: false,
      progress: 40,
      total: 120,
      nights: 3,
      currency: 'EUR',
      priceRange: { min: 30_000, max: 90_000 },
    });
    expect(page?.hotels[0]?.name).toBe('Bergblick Berlin');
    expect(readResultsPage(answer([], 'complete'))?.complete).toBe(true);
  });

  it('drops invalid cards and refuses other shapes', () => {
    expect(
      readResultsPage(answer([card, { id: 'x' }, { ...card, price: null }]))?.hotels,
    ).toHaveLength(1);
    expect(readResultsPage({ data: { session: 'abc' } })).toBeUndefined();
    expect(readResultsPage('<html>')).toBeUndefined();
  });
});

describe('sessionMatches', () => {
  const search = { check_in: '2026-12-01', check_out: '2026-12-04', guests: '2', currency: 'EUR' };
  it('is true only for the same stay, guests and currency', () => {
    expect(sessionMatches(search, search)).toBe(true);
    expect(sessionMatches(search, { ...search, check_out: '2026-12-05' })).toBe(false);
    expect(sessionMatches(search, { ...search, guests: '2|2' })).toBe(false);
    expect(sessionMatches(search, { ...search, currency: 'USD' })).toBe(false);
  });
});

describe('hotelUrl, cardImage and favoriteOf', () => {
  const query = {
    check_in: '2026-12-01',
    check_out: '2026-12-04',
    rooms: [{ adults: 2, children: [] }],
    country: null,
    currency: 'EUR',
    session: 'abc',
  };

  it('links to the hotel page with the search but not the session', () => {
    expect(hotelUrl(card, 'he', query)).toBe(
      '/he/hotels/destination/germany/berlin/bergblick-berlin?check_in=2026-12-01&check_out=2026-12-04&guests=2&currency=EUR',
    );
    expect(hotelUrl(card, 'en')).toBe('/hotels/destination/germany/berlin/bergblick-berlin');
  });

  it('accepts only http(s) images', () => {
    expect(cardImage(card)).toBe(card.image);
    expect(cardImage({ image: 'javascript:alert(1)' })).toBeUndefined();
    expect(cardImage({ image: null })).toBeUndefined();
  });

  it('keeps what the favourites list shows', () => {
    expect(favoriteOf({ ...card, image: 'data:image/png;base64,xx' }, 'en')).toEqual({
      id: '8306',
      name: 'Bergblick Berlin',
      url: '/hotels/destination/germany/berlin/bergblick-berlin',
      image: null,
      city: 'Berlin',
      stars: 4,
      rating: 8.7,
    });
  });
});
