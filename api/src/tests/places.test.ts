import { describe, expect, it } from 'vitest';
import { json, serverForTests } from '../test-support.ts';

const api = serverForTests();

interface Suggestion {
  type: string;
  id: string;
  name: string;
  label: string;
  country_code: string;
  country_slug: string;
  destination_slug?: string;
  place_id?: string;
  hotel_id?: number;
  hotel_slug?: string;
  lat: number;
  lng: number;
}

async function suggest(q: string, extra = ''): Promise<Suggestion[]> {
  const response = await api.client.get(
    `/v3/places/autocomplete?q=${encodeURIComponent(q)}${extra}`,
  );
  expect(response.status).toBe(200);
  return (await json<{ data: Suggestion[] }>(response)).data;
}

describe('autocomplete', () => {
  it('matches accent- and case-insensitive prefixes of cities', async () => {
    const cancun = (await suggest('CANCUN')).find((s) => s.type === 'city')!;
    expect(cancun).toMatchObject({
      name: 'Cancún',
      country_code: 'MX',
      country_slug: 'mexico',
      destination_slug: 'cancun',
    });
    expect((await suggest('zur')).some((s) => s.name === 'Zurich')).toBe(true);
    const eilat = (await suggest('eil')).find((s) => s.type === 'city')!;
    expect(eilat).toMatchObject({ country_slug: 'israel', destination_slug: 'eilat' });
    expect(eilat.place_id).toMatch(/^city-\d+$/);
  });

  it('returns countries, named places and hotels with their slugs', async () => {
    const uae = (await suggest('united arab')).find((s) => s.type === 'country')!;
    expect(uae).toMatchObject({ country_code: 'AE', country_slug: 'united-arab-emirates' });
    const airport = (await suggest('ben gurion')).find((s) => s.type === 'airport')!;
    expect(airport).toMatchObject({ place_id: 'place-tlv-airport', destination_slug: 'tel-aviv' });
    const hotels = (await suggest('hotel', '&limit=50')).filter((s) => s.type === 'hotel');
    expect(hotels.length).toBeGreaterThan(0);
    expect(hotels[0]!.hotel_slug).toMatch(/^[a-z0-9-]+$/);
    expect(typeof hotels[0]!.hotel_id).toBe('number');
  });

  it('localises labels and matches Hebrew country names', async () => {
    const response = await api.client.get(
      `/v3/places/autocomplete?q=${encodeURIComponent('גרמ')}&locale=he`,
    );
    const data = (await json<{ data: Suggestion[] }>(response)).data;
    expect(data[0]).toMatchObject({ type: 'country', country_code: 'DE', label: 'גרמניה' });
    const berlin = (await suggest('berlin', '&locale=de')).find((s) => s.type === 'city')!;
    expect(berlin.label).toBe('Berlin, Deutschland');
  });

  it('honours the limit, answers empty for an empty query and 422 for a bad limit', async () => {
    expect(await suggest('a', '&limit=3')).toHaveLength(3);
    expect(await suggest('')).toEqual([]);
    expect((await api.client.get('/v3/places/autocomplete?q=a&limit=0')).status).toBe(422);
  });
});

/** The first city an autocomplete answers for `q` in `locale`. */
async function firstCity(q: string, locale = 'en'): Promise<Suggestion | undefined> {
  return (await suggest(q, `&locale=${locale}`)).find((s) => s.type === 'city');
}

describe('autocomplete in every script', () => {
  it('finds Tel Aviv by its Hebrew, English and Russian names, named in the locale', async () => {
    const he = await firstCity('תל אביב', 'he');
    expect(he).toMatchObject({
      destination_slug: 'tel-aviv',
      name: 'תל אביב',
      label: 'תל אביב, ישראל',
    });
    expect((await firstCity('tel aviv', 'he'))?.name).toBe('תל אביב');
    expect((await firstCity('tel aviv'))?.name).toBe('Tel Aviv');
    const ru = await firstCity('Тель-Авив', 'ru');
    expect(ru).toMatchObject({ destination_slug: 'tel-aviv', name: 'Тель-Авив' });
    expect((await firstCity('тель авив', 'ru'))?.destination_slug).toBe('tel-aviv');
  });

  it('matches spellings with and without accents, and exonyms of other languages', async () => {
    for (const q of ['zurich', 'zürich', 'zuerich', 'Цюрих', 'チューリッヒ'])
      expect((await firstCity(q))?.destination_slug, q).toBe('zurich');
    for (const q of ['sao paulo', 'São Paulo', 'Сан-Паулу'])
      expect((await firstCity(q))?.destination_slug, q).toBe('sao-paulo');
    for (const q of ['münchen', 'munchen', 'muenchen', 'munich', 'Monaco di Baviera', 'ミュンヘン'])
      expect((await firstCity(q))?.destination_slug, q).toBe('munich');
    expect((await firstCity('munich', 'de'))?.name).toBe('München');
    expect((await firstCity('bombay'))?.destination_slug).toBe('mumbai');
  });

  it('answers in Japanese, Arabic, Greek and Chinese', async () => {
    expect(await firstCity('バルセロナ', 'ja')).toMatchObject({
      destination_slug: 'barcelona',
      name: 'バルセロナ',
      label: 'バルセロナ（スペイン）',
    });
    expect((await firstCity('برشلونة', 'ar'))?.name).toBe('برشلونة');
    expect((await firstCity('Βαρκελ', 'el'))?.name).toBe('Βαρκελώνη');
    expect((await firstCity('北京', 'zh-cn'))?.name).toBe('北京');
  });

  it('finds countries by their name in any locale, and named places by theirs', async () => {
    for (const q of ['Deutschland', 'Allemagne', 'Германия', 'ドイツ'])
      expect((await suggest(q)).find((s) => s.type === 'country')?.country_code, q).toBe('DE');
    const wall = (await suggest('הכותל', '&locale=he')).find((s) => s.type === 'landmark');
    expect(wall).toMatchObject({ place_id: 'place-western-wall', name: 'הכותל המערבי' });
    const airport = (await suggest('ben gurion', '&locale=ru')).find((s) => s.type === 'airport');
    expect(airport?.label).toBe('Аэропорт Бен-Гурион (TLV), Тель-Авив, Израиль');
  });

  it('joins a place and its country as each locale writes them, as the site does', async () => {
    expect((await firstCity('barcelona', 'de'))?.label).toBe('Barcelona, Spanien');
    expect((await firstCity('barcelona', 'ru'))?.label).toBe('Барселона, Испания');
    expect((await firstCity('barcelona', 'ar'))?.label).toBe('برشلونة، إسبانيا');
    expect((await firstCity('barcelona', 'ja'))?.label).toBe('バルセロナ（スペイン）');
    const hotel = (await suggest('hotel', '&locale=ar&limit=50')).find((s) => s.type === 'hotel')!;
    expect(hotel.label.startsWith(`${hotel.name}، `)).toBe(true);
    expect(hotel.label.split('، ')).toHaveLength(3);
    const airport = (await suggest('ben gurion', '&locale=ja')).find((s) => s.type === 'airport');
    expect(airport?.label).toMatch(/（テルアビブ（イスラエル））$/);
  });

  it('answers one- and two-letter queries with the most popular matches', async () => {
    expect((await firstCity('b'))?.destination_slug).toBe('buenos-aires');
    const ho = await suggest('ho', '&limit=5');
    expect(ho.map((s) => s.destination_slug)).toContain('hong-kong');
    expect(ho.every((s) => /(^|\s)ho/i.test(s.name))).toBe(true);
  });

  it('ranks the most populous match first', async () => {
    const cities = (await suggest('san', '&limit=20')).filter((s) => s.type === 'city');
    expect(cities[0]?.destination_slug).toBe('santiago');
  });
});

describe('destination answers in the request locale', () => {
  it('names the city, its hotels, addresses and places in the locale', async () => {
    const data = (
      await json<{
        data: {
          name: string;
          label: string;
          top_hotels: { city_name: string; address: string }[];
          places: { name: string }[];
        };
      }>(await api.client.get('/v3/destinations/spain/barcelona?locale=he'))
    ).data;
    expect(data.name).toBe('ברצלונה');
    expect(data.label).toBe('ברצלונה, ספרד');
    expect(data.top_hotels[0]?.city_name).toBe('ברצלונה');
    expect(data.top_hotels[0]?.address.endsWith(', ברצלונה')).toBe(true);
    expect(data.places.map((p) => p.name)).toContain('סגרדה פמיליה');
  });

  it('names a country’s cities and a hotel page’s city in the locale', async () => {
    const country = (
      await json<{ data: { name: string; cities: { name: string }[] } }>(
        await api.client.get('/v3/destinations/japan?locale=ja'),
      )
    ).data;
    expect(country.name).toBe('日本');
    expect(country.cities.map((c) => c.name)).toContain('東京');
    const id = (
      await json<{ data: { top_hotels: { id: number }[] } }>(
        await api.client.get('/v3/destinations/germany/berlin'),
      )
    ).data.top_hotels[0]!.id;
    const hotel = (
      await json<{ data: { city_name: string; address: string; description: string } }>(
        await api.client.get(`/v3/hotels/${id}?locale=ru`),
      )
    ).data;
    expect(hotel.city_name).toBe('Берлин');
    expect(hotel.address.endsWith(', Берлин')).toBe(true);
    const he = (
      await json<{ data: { description: string } }>(
        await api.client.get(`/v3/hotels/${id}?locale=he`),
      )
    ).data;
    expect(he.description).toContain('ברלין');
  });
});

describe('destinations and places', () => {
  it('answers the five fixed destinations with many hotels', async () => {
    for (const [country, city] of [
      ['united-arab-emirates', 'dubai'],
      ['germany', 'berlin'],
      ['spain', 'barcelona'],
      ['mexico', 'cancun'],
      ['netherlands', 'amsterdam'],
    ]) {
      const response = await api.client.get(`/v3/destinations/${country}/${city}?currency=USD`);
      expect(response.status).toBe(200);
      const data = (
        await json<{
          data: {
            hotel_count: number;
            price_from: { currency: string };
            top_hotels: unknown[];
            destination_slug: string;
          };
        }>(response)
      ).data;
      expect(data.hotel_count).toBeGreaterThanOrEqual(150);
      expect(data.price_from.currency).toBe('USD');
      expect(data.top_hotels.length).toBeGreaterThan(0);
      expect(data.destination_slug).toBe(city);
    }
  });

  it('answers a country with its cities; Israel includes Eilat and the Dead Sea', async () => {
    const data = (
      await json<{
        data: { cities: { destination_slug: string; hotel_count: number }[]; hotel_count: number };
      }>(await api.client.get('/v3/destinations/israel'))
    ).data;
    const slugs = data.cities.map((c) => c.destination_slug);
    for (const slug of ['jerusalem', 'tel-aviv', 'haifa', 'eilat', 'dead-sea'])
      expect(slugs).toContain(slug);
    expect(data.cities.every((c) => c.hotel_count >= 30)).toBe(true);
  });

  it('answers places by id: a city and a named place with nearby hotels', async () => {
    const city = await api.client.get('/v3/places/city-2950159');
    expect((await json<{ data: { name: string } }>(city)).data.name).toBe('Berlin');
    const place = await json<{ data: { name: string; hotel_count: number; type: string } }>(
      await api.client.get('/v3/places/place-burj-khalifa'),
    );
    expect(place.data).toMatchObject({ name: 'Burj Khalifa', type: 'landmark' });
    expect(place.data.hotel_count).toBeGreaterThan(0);
  });

  it('404s unknown destinations and places; 422 for an unknown currency', async () => {
    expect((await api.client.get('/v3/destinations/atlantis')).status).toBe(404);
    expect((await api.client.get('/v3/destinations/germany/atlantis')).status).toBe(404);
    expect((await api.client.get('/v3/places/place-nowhere')).status).toBe(404);
    expect((await api.client.get('/v3/places/city-1')).status).toBe(404);
    const bad = await api.client.get('/v3/destinations/germany?currency=XXX');
    expect(bad.status).toBe(422);
    expect((await json<{ errors: Record<string, string[]> }>(bad)).errors['currency']).toBeTruthy();
  });
});
