import { describe, expect, it } from 'vitest';
import type { City } from '../domain/types.ts';
import { LOCALES } from '../lib/i18n.ts';
import {
  DESCRIPTION_TEMPLATES,
  describeIn,
  TEMPLATE_LOCALES,
} from '../seed/description-texts/index.ts';
import { describeHotel, generateHotels } from '../seed/hotels.ts';
import { intlTag } from '../seed/room-texts/index.ts';
import { json, serverForTests } from '../test-support.ts';
import { berlinHotelId } from './helpers.ts';

const BERLIN: City = {
  id: 2950159,
  name: 'Berlin',
  slug: 'berlin',
  country_code: 'DE',
  lat: 52.52437,
  lng: 13.41053,
  population: 3426354,
};

describe('hotel description templates', () => {
  it('has a template for every locale but en and he (written by hand), each with its placeholders', () => {
    expect([...TEMPLATE_LOCALES, 'en', 'he'].sort()).toEqual([...LOCALES].sort());
    for (const locale of TEMPLATE_LOCALES) {
      const t = DESCRIPTION_TEMPLATES[locale];
      expect(t.intro, locale).toContain('{hotel}');
      expect(t.intro, locale).toContain('{stars}');
      expect(t.centre, locale).toContain('{city}');
      expect(t.distance, locale).toContain('{city}');
      expect(t.distance, locale).toContain('{distance}');
      expect(t.amenities, locale).toContain('{amenities}');
    }
  });

  it("gives star and room-type phrases exactly the plural categories of the locale's CLDR rules", () => {
    for (const locale of TEMPLATE_LOCALES) {
      const categories = new Intl.PluralRules(intlTag(locale)).resolvedOptions().pluralCategories;
      const { stars, rooms } = DESCRIPTION_TEMPLATES[locale];
      for (const [what, forms] of Object.entries({ stars, rooms })) {
        expect(Object.keys(forms).sort(), `${locale} ${what}`).toEqual([...categories].sort());
        // Only "one" and "two" may say the number in words (ar نجمتين, ca d'una estrella).
        for (const [category, form] of Object.entries(forms))
          if (category !== 'one' && category !== 'two')
            expect(form, `${locale} ${what} ${category}`).toContain('{n}');
      }
    }
  });

  it('writes every locale without a placeholder left, naming every amenity the seed highlights', () => {
    const highlights = ['pool', 'spa', 'gym', 'restaurant', 'bar', 'parking', 'beach', 'wifi'];
    const more = ['kids_club', 'terrace', 'garden'];
    for (const locale of TEMPLATE_LOCALES)
      for (const list of [highlights, more, []]) {
        const text = describeIn(locale, {
          hotel: 'Hotel Adler',
          stars: 3,
          city: 'Berlin',
          distanceKm: 4.25,
          highlights: list,
          roomTypes: 5,
        });
        expect(text, locale).not.toMatch(/[{}]|undefined/);
        expect(text, locale).toContain('Hotel Adler');
      }
  });

  it('counts stars and room types with the plural form the number takes', () => {
    const facts = { hotel: 'X', city: 'Москва', distanceKm: 1, highlights: ['pool'] };
    expect(describeIn('ru', { ...facts, stars: 1, roomTypes: 2 })).toBe(
      'X — отель категории 1 звезда. Расположение: Москва, центр города. Удобства: бассейн. В отеле 2 типа номеров.',
    );
    expect(describeIn('ru', { ...facts, stars: 5, roomTypes: 5 })).toContain(
      'отель категории 5 звёзд',
    );
    expect(describeIn('ar', { ...facts, city: 'دبي', stars: 2, roomTypes: 2 })).toBe(
      'X — فندق من فئة نجمتين. الموقع: دبي، في وسط المدينة. المرافق: مسبح. يضم الفندق نوعين من الغرف.',
    );
    expect(describeIn('pl', { ...facts, city: 'Kraków', stars: 4, roomTypes: 5 })).toContain(
      'Hotel oferuje 5 typów pokojów.',
    );
  });

  it('keeps the English and Hebrew descriptions as they were, and writes the others', () => {
    const hotel = generateHotels(BERLIN, 7, 1)[0]!;
    const texts = describeHotel(hotel, BERLIN);
    expect(Object.keys(texts).sort()).toEqual([...LOCALES].sort());
    expect(texts.en).toBe(
      'Löwen Berlin is a 4-star hotel 8.0 km from the centre of Berlin. Guests enjoy wifi, restaurant, bar and 4 room types, from the Standard Double Room to the Suite.',
    );
    expect(texts.he).toBe(
      'Löwen Berlin הוא מלון ארבעה כוכבים במרחק 8.0 ק״מ ממרכז ברלין. האורחים נהנים מאינטרנט אלחוטי, מסעדה, בר ומ-4 סוגי חדרים.',
    );
    expect(texts.de).toBe(
      'Löwen Berlin — ein 4-Sterne-Hotel. Lage: Berlin, 8,0 km vom Zentrum entfernt. Ausstattung: kostenloses WLAN, Restaurant und Bar. Das Hotel bietet 4 Zimmerkategorien.',
    );
    expect(texts.ja).toBe(
      'Löwen Berlinは4つ星ホテルです。所在地：ベルリン、中心部から8.0 km。設備：無料Wi-Fi、レストラン、バー。客室タイプは4種類です。',
    );
  });
});

describe('hotel descriptions over HTTP', () => {
  const api = serverForTests();

  interface Detail {
    name: string;
    stars: number;
    description: string;
    descriptions: Record<string, string>;
  }

  const quoted = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

  it('answers the description in de, ja, ar and ru, and carries all 39', async () => {
    const id = await berlinHotelId(api.client);
    const expected: Record<string, (h: Detail) => RegExp> = {
      de: (h) => new RegExp(`^${quoted(h.name)} — ein ${h.stars}-Sterne-Hotel\\. Lage: Berlin, `),
      ja: (h) => new RegExp(`^${quoted(h.name)}は${h.stars}つ星ホテルです。所在地：ベルリン`),
      ar: (h) => new RegExp(`^${quoted(h.name)} — فندق من فئة .*الموقع: برلين، .*المرافق: `),
      ru: (h) =>
        new RegExp(
          `^${quoted(h.name)} — отель категории ${h.stars} зв(е|ё)зд.*Расположение: Берлин, `,
        ),
    };
    for (const [locale, pattern] of Object.entries(expected)) {
      const response = await api.client.get(`/v3/hotels/${id}?locale=${locale}`);
      expect(response.status).toBe(200);
      const hotel = (await json<{ data: Detail }>(response)).data;
      expect(hotel.description, locale).toMatch(pattern(hotel));
      expect(hotel.descriptions[locale]).toBe(hotel.description);
      expect(Object.keys(hotel.descriptions).sort()).toEqual([...LOCALES].sort());
      expect(hotel.descriptions['en']).toMatch(/^.+ is a \d-star hotel /);
    }
  });
});
