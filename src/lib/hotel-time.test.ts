import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../contract/locales';
import { formatHotelDeadline } from './hotel-time';
import { getLocale } from './i18n/locales';
import { pickMessages } from './i18n/i18n';
import { createT } from './i18n/messages';

const tOf = (locale: string) =>
  createT(pickMessages(locale, ['hotelTime.'], 'common'), getLocale(locale).iso);

/** 23:59:59 on 12 January 2027 at a hotel in each zone (`contract/hotel-time.test.ts`). */
const DEADLINES = {
  'Pacific/Honolulu': '2027-01-13T09:59:59Z',
  'Asia/Tokyo': '2027-01-12T14:59:59Z',
  'America/Cancun': '2027-01-13T04:59:59Z',
  'Europe/Madrid': '2027-01-12T22:59:59Z',
  'Pacific/Kiritimati': '2027-01-12T09:59:59Z',
};

describe('formatHotelDeadline', () => {
  it('shows the hotel’s date, time and zone, and the visitor’s time beside it', () => {
    const en = tOf('en');
    const honolulu = DEADLINES['Pacific/Honolulu'];
    expect(formatHotelDeadline(honolulu, 'Pacific/Honolulu', 'en', en, 'Asia/Jerusalem')).toBe(
      '12 January, 23:59, Honolulu time (13 January, 11:59 your time)',
    );
    expect(formatHotelDeadline(honolulu, 'Pacific/Honolulu', 'en', en, 'Asia/Tokyo')).toBe(
      '12 January, 23:59, Honolulu time (13 January, 18:59 your time)',
    );
    expect(formatHotelDeadline(honolulu, 'Pacific/Honolulu', 'en', en, 'Pacific/Honolulu')).toBe(
      '12 January, 23:59, Honolulu time',
    );
  });

  it('reads 23:59 at the hotel in every zone, seen from Madrid', () => {
    const en = tOf('en');
    expect(
      Object.entries(DEADLINES).map(([zone, instant]) =>
        formatHotelDeadline(instant, zone, 'en', en, 'Europe/Madrid'),
      ),
    ).toEqual([
      '12 January, 23:59, Honolulu time (13 January, 10:59 your time)',
      '12 January, 23:59, Japan time (12 January, 15:59 your time)',
      '12 January, 23:59, Cancun time (13 January, 05:59 your time)',
      '12 January, 23:59, Central European Time',
      '12 January, 23:59, Kiritimati time (12 January, 10:59 your time)',
    ]);
  });

  it('speaks the visitor’s language', () => {
    const honolulu = DEADLINES['Pacific/Honolulu'];
    expect(
      formatHotelDeadline(honolulu, 'Pacific/Honolulu', 'he', tOf('he'), 'Asia/Jerusalem'),
    ).toBe('12 בינואר, 23:59 לפי שעון הונולולו (13 בינואר, 11:59 לפי השעון שלכם)');
    expect(formatHotelDeadline(honolulu, 'Pacific/Honolulu', 'ja', tOf('ja'), 'Asia/Tokyo')).toBe(
      '1月12日 23:59（ホノルル時間）（お客様のタイムゾーン：1月13日 18:59）',
    );
    expect(
      formatHotelDeadline(
        DEADLINES['Europe/Madrid'],
        'Europe/Madrid',
        'de',
        tOf('de'),
        'Asia/Tokyo',
      ),
    ).toBe('12. Januar, 23:59, Mitteleuropäische Zeit (bei Ihnen: 13. Januar, 07:59)');
  });

  it('fills every word in all 39 languages', () => {
    for (const locale of LOCALES) {
      const text = formatHotelDeadline(
        DEADLINES['Pacific/Kiritimati'],
        'Pacific/Kiritimati',
        getLocale(locale).iso,
        tOf(locale),
        'America/Cancun',
      );
      expect(text, locale).not.toMatch(/hotelTime|{{|}}/);
    }
  });

  it('reads a missing zone as UTC and leaves a text that is no instant as it is', () => {
    expect(formatHotelDeadline('2027-01-12T23:59:59Z', null, 'en', tOf('en'), 'UTC')).toBe(
      '12 January, 23:59, UTC',
    );
    expect(formatHotelDeadline('soon', 'Asia/Tokyo', 'en', tOf('en'), 'UTC')).toBe('soon');
  });
});
