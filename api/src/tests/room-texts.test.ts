import { describe, expect, it } from 'vitest';
import { LOCALES } from '../lib/i18n.ts';
import { BED_NAMES, bedsText, countedBeds, intlTag, ROOM_NAMES } from '../seed/room-texts/index.ts';
import { json, serverForTests } from '../test-support.ts';

describe('room and bed names in every locale', () => {
  it('names every room type in all 39 locales', () => {
    for (const [code, names] of Object.entries(ROOM_NAMES)) {
      expect(Object.keys(names).sort(), code).toEqual([...LOCALES].sort());
      for (const [locale, name] of Object.entries(names))
        expect(name.trim(), `${code} ${locale}`).not.toBe('');
    }
  });

  it("gives each bed phrase exactly the plural categories of its locale's CLDR rules", () => {
    for (const locale of LOCALES) {
      const categories = new Intl.PluralRules(intlTag(locale)).resolvedOptions().pluralCategories;
      for (const [kind, forms] of Object.entries(BED_NAMES[locale])) {
        expect(Object.keys(forms).sort(), `${locale} ${kind}`).toEqual([...categories].sort());
        // Only "one" and "two" may leave the number out (he מיטת יחיד, ar سريران مفردان).
        for (const [category, form] of Object.entries(forms))
          if (category !== 'one' && category !== 'two')
            expect(form, `${locale} ${kind} ${category}`).toContain('{n}');
      }
    }
  });

  it('counts beds with the plural form the number takes', () => {
    expect(countedBeds('ru', 'single', 1)).toBe('1 односпальная кровать');
    expect(countedBeds('ru', 'single', 2)).toBe('2 односпальные кровати');
    expect(countedBeds('ru', 'single', 5)).toBe('5 односпальных кроватей');
    expect(countedBeds('ru', 'single', 21)).toBe('21 односпальная кровать');
    expect(countedBeds('ar', 'single', 1)).toBe('سرير مفرد');
    expect(countedBeds('ar', 'single', 2)).toBe('سريران مفردان');
    expect(countedBeds('ar', 'single', 3)).toBe('3 أسرّة مفردة');
    expect(countedBeds('de', 'sofa', 2)).toBe('2 Schlafsofas');
    expect(countedBeds('ja', 'single', 2)).toBe('シングルベッド2台');
  });

  it('joins several kinds of bed as the language joins a list', () => {
    const family = [
      ['double', 1],
      ['single', 2],
    ] as const;
    expect(bedsText('en', family)).toBe('1 double bed and 2 single beds');
    expect(bedsText('de', family)).toBe('1 Doppelbett und 2 Einzelbetten');
    expect(bedsText('ru', family)).toBe('1 двуспальная кровать и 2 односпальные кровати');
    expect(bedsText('ar', family)).toBe('سرير مزدوج وسريران مفردان');
    expect(bedsText('ja', family)).toBe('ダブルベッド1台、シングルベッド2台');
    expect(bedsText('he', family)).toBe('מיטה זוגית ו-2 מיטות יחיד');
  });
});

describe('hotel rooms in the request locale', () => {
  const api = serverForTests();

  interface Room {
    code: string;
    name: string;
    beds: string;
  }

  it('answers room names and beds in de, ja, ar and ru', async () => {
    const expected: Record<string, Room> = {
      de: { code: 'STD', name: 'Standard-Doppelzimmer', beds: '1 Doppelbett' },
      ja: { code: 'STD', name: 'スタンダードダブルルーム', beds: 'ダブルベッド1台' },
      ar: { code: 'STD', name: 'غرفة مزدوجة قياسية', beds: 'سرير مزدوج' },
      ru: { code: 'STD', name: 'Стандартный двухместный номер', beds: '1 двуспальная кровать' },
      en: { code: 'STD', name: 'Standard Double Room', beds: '1 double bed' },
    };
    // A hotel with a standard double room (not every hotel has every room type).
    let id = 1;
    const roomsOf = async (hotel: number, locale: string) =>
      (
        await json<{ data: { rooms: Room[] } }>(
          await api.client.get(`/v3/hotels/${hotel}?locale=${locale}`),
        )
      ).data.rooms;
    while (id < 50 && !(await roomsOf(id, 'en')).some((r) => r.code === 'STD')) id++;
    for (const [locale, room] of Object.entries(expected)) {
      const response = await api.client.get(`/v3/hotels/${id}?locale=${locale}`);
      expect(response.status).toBe(200);
      const rooms = (await json<{ data: { rooms: Room[] } }>(response)).data.rooms;
      expect(
        rooms.find((r) => r.code === 'STD'),
        locale,
      ).toMatchObject(room);
    }
  });
});
