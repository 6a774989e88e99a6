import { describe, expect, it } from 'vitest';
import { hotelDetailFixture } from '../../../contract/fixtures';
import { hotelPageSchema } from '../../../contract/hotels';
import { useTranslations } from '../i18n/i18n';
import { hotelPageView } from './hotel-view';

const detail = hotelDetailFixture({ amenities: ['wifi', 'helipad_on_roof'] });
// The hotel states no pets policy and accepts a card the site has no brand name for.
const hotel = hotelPageSchema.parse({
  ...detail,
  policies: { ...detail.policies, pets_allowed: null, accepted_cards: ['visa', 'unionpay'] },
});

/** A day `days` from now (well inside the booking window). */
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

function view(locale: string, url: string, changes: Partial<typeof hotel> = {}) {
  return hotelPageView(
    { ...hotel, ...changes },
    {
      locale,
      iso: locale,
      url: new URL(url),
      siteUrl: 'https://site.test',
      placeholderImage: '/images/placeholder.jpg',
      t: useTranslations(locale),
    },
  );
}

describe('hotelPageView', () => {
  const page = view(
    'en',
    `https://site.test/hotels/destination/germany/berlin/sonne-berlin/?check_in=${day(20)}&check_out=${day(22)}&guests=2&currency=USD`,
  );

  it('names the hotel with its city and country', () => {
    expect(page.place).toBe('Berlin, Germany');
    expect(page.title).toContain('Sonne Berlin');
    expect(page.metaDescription).toContain('Berlin, Germany');
  });

  it('leads back through the country and the city, in the page’s locale', () => {
    expect(page.crumbs.map((c) => c.href)).toEqual([
      '/',
      '/hotels/destination/germany',
      '/hotels/destination/germany/berlin',
    ]);
    expect(page.crumbs[2]?.label).toBe('Hotels in Berlin');
    expect(view('he', 'https://site.test/he/x').crumbs[0]?.href).toBe('/he');
  });

  it('shows a placeholder for a hotel without photos, and a map only with coordinates', () => {
    expect(page.gallery).toEqual(['/images/placeholder.jpg']);
    expect(page.mapHref).toBe(
      'https://www.openstreetmap.org/?mlat=52.5&mlon=13.4#map=16/52.5/13.4',
    );
    expect(view('en', 'https://site.test/x', { lat: null }).mapHref).toBeUndefined();
  });

  it('words the policies the hotel states, amenities and cards', () => {
    expect(page.policyItems).toHaveLength(3);
    expect(page.amenities[1]).toEqual({
      code: 'helipad_on_roof',
      label: 'helipad on roof',
      lang: 'en',
    });
    expect(page.amenities[0]?.lang).toBeUndefined();
    expect(page.acceptedCards).toEqual(['Visa', 'UNIONPAY']);
  });

  it('reads the stay from the URL and gives JSON-LD and the favourite the page’s address', () => {
    expect(page.query).toMatchObject({
      check_in: day(20),
      check_out: day(22),
      currency: 'USD',
    });
    expect(page.pagePath).toBe('/hotels/destination/germany/berlin/sonne-berlin');
    expect(page.jsonLd['url']).toBe(
      'https://site.test/hotels/destination/germany/berlin/sonne-berlin',
    );
    expect(page.favorite).toMatchObject({ id: '8389', stars: 4, image: null, rating: 8.6 });
  });
});
