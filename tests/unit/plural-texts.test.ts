import { describe, expect, it } from 'vitest';
import { pickMessages, useTranslations } from '../../src/lib/i18n/i18n';
import { getLocale } from '../../src/lib/i18n/locales';
import type { TranslationKey } from '../../src/lib/i18n/keys';
import { createT } from '../../src/lib/i18n/messages';

// Counted strings as a reader sees them, through i18next (server) and createT (islands).
const cases: [locale: string, key: TranslationKey, count: number, text: string][] = [
  ['ru', 'search:dates.nights', 1, '1 ночь'],
  ['ru', 'search:dates.nights', 3, '3 ночи'],
  ['ru', 'search:dates.nights', 5, '5 ночей'],
  ['ru', 'search:dates.nights', 21, '21 ночь'],
  ['ru', 'search:dates.nights', 22, '22 ночи'],
  ['ru', 'search:results.found', 11, 'Найдено 11 отелей'],
  ['ru', 'search:results.found', 1, 'Найден 1 отель'],
  ['ru', 'booking:guests.children', 2, '2 ребёнка'],
  ['ru', 'booking:guests.children', 5, '5 детей'],
  ['ar', 'search:dates.nights', 1, 'ليلة واحدة'],
  ['ar', 'search:dates.nights', 2, 'ليلتان'],
  ['ar', 'search:dates.nights', 3, '3 ليالٍ'],
  ['ar', 'search:dates.nights', 11, '11 ليلة'],
  ['ar', 'search:dates.nights', 100, '100 ليلة'],
  ['ar', 'search:results.found', 0, 'لم يُعثر على أي فندق'],
  ['ar', 'search:results.found', 2, 'تم العثور على فندقين'],
  ['ar', 'booking:rates.totalFor', 2, 'الإجمالي لليلتين، شامل الضرائب والرسوم'],
  ['pl', 'search:dates.nights', 1, '1 noc'],
  ['pl', 'search:dates.nights', 2, '2 noce'],
  ['pl', 'search:dates.nights', 5, '5 nocy'],
  ['pl', 'search:dates.nights', 22, '22 noce'],
  ['pl', 'search:guests.rooms', 12, '12 pokoi'],
  ['pl', 'booking:rates.roomsLeft', 3, 'Zostały tylko 3 pokoje'],
  ['ro', 'search:dates.nights', 1, '1 noapte'],
  ['ro', 'search:dates.nights', 2, '2 nopți'],
  ['ro', 'search:dates.nights', 19, '19 nopți'],
  ['ro', 'search:dates.nights', 20, '20 de nopți'],
  ['ro', 'search:dates.nights', 21, '21 de nopți'],
  ['ro', 'search:dates.nights', 101, '101 nopți'],
  ['ja', 'search:dates.nights', 1, '1泊'],
];

describe('counted texts', () => {
  it.each(cases)('%s %s with %i reads "%s"', (locale, key, count, text) => {
    expect(useTranslations(locale)(key, { count })).toBe(text);
    const [ns = '', name = ''] = key.split(':');
    const t = createT<string>(pickMessages(locale, [name], ns), getLocale(locale).iso);
    expect(t(name, { count })).toBe(text);
  });
});
