import { describe, expect, it } from 'vitest';
import { hotelDetailFixture } from '../../../contract/fixtures';
import { hotelPageSchema } from '../../../contract/hotels';
import {
  hotelDescription,
  hotelImages,
  hotelJsonLd,
  hotelPath,
  jsonLdText,
  ratingWordKey,
  type Hotel,
} from './hotel';

const descriptions = {
  ...hotelDetailFixture().descriptions,
  en: 'Sonne Berlin is a 5-star hotel.',
  he: 'סונה ברלין הוא מלון חמישה כוכבים.',
  de: 'Sonne Berlin — ein 5-Sterne-Hotel.',
  'pt-br': 'Sonne Berlin — um hotel de 5 estrelas.',
  ja: '',
};
const answer = hotelDetailFixture({
  description: descriptions.en,
  descriptions,
  stars: 5,
  rating: 9.8,
  lat: 52.4294,
  lng: 13.54905,
  images: ['http://api.test/assets/hotels/hotel-12.svg', 'javascript:alert(1)'],
});
const hotel: Hotel = hotelPageSchema.parse(answer);

describe('hotelPageSchema', () => {
  it('reads the API answer and defaults optional parts that are malformed', () => {
    const lenient = hotelPageSchema.parse({ ...answer, stars: 'five', images: null, policies: 3 });
    expect(lenient.stars).toBeNull();
    expect(lenient.images).toEqual([]);
    expect(lenient.policies.accepted_cards).toEqual([]);
  });

  it('refuses a hotel without identity or location slugs', () => {
    expect(hotelPageSchema.safeParse({ ...answer, name: undefined }).success).toBe(false);
    expect(hotelPageSchema.safeParse({ ...answer, country_slug: '../x' }).success).toBe(false);
  });
});

describe('hotel helpers', () => {
  it('keeps only http(s) images', () => {
    expect(hotelImages(hotel)).toEqual(['http://api.test/assets/hotels/hotel-12.svg']);
  });

  it("gives the description in the page's locale, English where the API has none", () => {
    expect(hotelDescription(hotel, 'he')).toEqual({ text: descriptions.he, lang: 'he' });
    expect(hotelDescription(hotel, 'de')).toEqual({ text: descriptions.de, lang: 'de' });
    expect(hotelDescription(hotel, 'pt-br')).toEqual({
      text: descriptions['pt-br'],
      lang: 'pt-br',
    });
    expect(hotelDescription(hotel, 'ja')).toEqual({ text: descriptions.en, lang: 'en' });
    const noHebrew = { ...hotel, descriptions: { en: 'English', he: ' ' } };
    expect(hotelDescription(noHebrew, 'he')).toEqual({ text: 'English', lang: 'en' });
    const noneAtAll = hotelPageSchema.parse({ ...answer, descriptions: null });
    expect(hotelDescription(noneAtAll, 'de')).toEqual({ text: answer.description, lang: 'en' });
  });

  it('builds the hotel path in a locale with a query', () => {
    expect(hotelPath(hotel, 'he', { guests: '2' })).toBe(
      '/he/hotels/destination/germany/berlin/sonne-berlin-old-town?guests=2',
    );
  });

  it('names guest ratings', () => {
    expect([9.8, 8, 7.2, 6, 4, null, 11].map(ratingWordKey)).toEqual([
      'rating.exceptional',
      'rating.veryGood',
      'rating.good',
      'rating.pleasant',
      'rating.fair',
      null,
      null,
    ]);
  });
});

describe('JSON-LD', () => {
  it('describes the hotel with address, geo, stars, rating, images and url', () => {
    const ld = hotelJsonLd(hotel, { url: 'https://site.test/x', description: 'D', country: 'DE' });
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Hotel',
      name: 'Sonne Berlin (Old Town)',
      url: 'https://site.test/x',
      address: { '@type': 'PostalAddress', addressLocality: 'Berlin', addressCountry: 'DE' },
      geo: { '@type': 'GeoCoordinates', latitude: 52.4294, longitude: 13.54905 },
      starRating: { '@type': 'Rating', ratingValue: 5 },
      aggregateRating: { ratingValue: 9.8, reviewCount: 1816, bestRating: 10 },
      image: ['http://api.test/assets/hotels/hotel-12.svg'],
    });
  });

  it('leaves out stars outside 1-5 and ratings without reviews', () => {
    const ld = hotelJsonLd(
      { ...hotel, stars: 7, reviews: 0, lat: null },
      { url: 'u', description: 'd', country: 'DE' },
    );
    expect(ld).not.toHaveProperty('starRating');
    expect(ld).not.toHaveProperty('aggregateRating');
    expect(ld).not.toHaveProperty('geo');
  });

  it('escapes what could close the script', () => {
    const text = jsonLdText({ name: '</script><script>alert(1)</script> & \u2028' });
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script> & \u2028' });
  });
});
