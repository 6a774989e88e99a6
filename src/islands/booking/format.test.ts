import { describe, expect, it } from 'vitest';
import { pickMessages } from '../../lib/i18n/i18n';
import { createT } from '../../lib/i18n/messages';
import { guestsText } from './format';

const tOf = (locale: string, iso: string) =>
  createT(pickMessages(locale, ['guests.'], 'booking'), iso);

describe('guestsText', () => {
  it('counts and lists the guests as each language does', () => {
    expect(guestsText(tOf('en', 'en'), '2,5', 'en')).toBe('2 adults, 1 child, and 1 room');
    expect(guestsText(tOf('ru', 'ru'), '2,5,7|2', 'ru')).toBe('4 взрослых, 2 ребёнка и 2 номера');
    expect(guestsText(tOf('ar', 'ar'), '2', 'ar')).toBe('بالغان وغرفة واحدة');
    expect(guestsText(tOf('de', 'de'), '1', 'de')).toBe('1 Erwachsener und 1 Zimmer');
  });

  it('leaves a malformed guests text as it is', () => {
    expect(guestsText(tOf('en', 'en'), 'many', 'en')).toBe('many');
  });
});
