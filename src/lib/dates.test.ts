import { describe, expect, it } from 'vitest';
import { formatDay, formatDayRange, sameSpacing, formatLongDay, formatMonth } from './dates';

describe('formatDay', () => {
  it('writes day, month, year in English (SPEC section 5) and each language its own way', () => {
    expect(formatDay('2026-07-14', 'en')).toBe('14 Jul 2026');
    expect(formatDay('2026-07-14', 'de')).toBe('14. Juli 2026');
    expect(formatDay('2026-07-14', 'ru')).toBe('14 июл. 2026 г.');
    // The year-first languages keep their order and their own month words.
    expect(formatDay('2026-07-14', 'ja')).toBe('2026年7月14日');
    expect(formatDay('2026-07-14', 'zh-CN')).toBe('2026年7月14日');
    expect(formatDay('2026-07-14', 'ko')).toBe('2026년 7월 14일');
  });

  it('takes the day of a timestamp and leaves what is no date as it is', () => {
    expect(formatDay('2026-12-11T23:30:00Z', 'en')).toBe('11 Dec 2026');
    expect(formatDay('2026-02-30', 'en')).toBe('2026-02-30');
    expect(formatDay('soon', 'en')).toBe('soon');
  });
});

describe('formatLongDay and formatMonth', () => {
  it('write the month out', () => {
    expect(formatLongDay('2026-07-14', 'en')).toBe('14 July 2026');
    expect(formatLongDay('2026-07-14', 'pl')).toBe('14 lipca 2026');
    expect(formatMonth(2026, 6, 'en')).toBe('July 2026');
    expect(formatMonth(2026, 6, 'ja')).toBe('2026年7月');
    expect(formatMonth(2026, 0, 'ru')).toBe('январь 2026 г.');
  });
});

describe('formatDayRange', () => {
  it('writes a stay as the language writes a range, sharing what both ends share', () => {
    expect(formatDayRange('2026-07-14', '2026-07-18', 'en')).toBe('14–18 Jul 2026');
    expect(formatDayRange('2026-07-30', '2026-08-02', 'en')).toBe('30 Jul\u2009–\u20092 Aug 2026');
    expect(formatDayRange('2026-07-14', '2026-07-18', 'de')).toBe('14.–18. Juli 2026');
    expect(formatDayRange('2026-07-14', '2026-07-18', 'ko')).toBe('2026년 7월 14일~18일');
  });

  it('spaces the dash the same whatever ICU the server and the browser run', () => {
    for (const text of ['9–12 Dec 2026', '9 – 12 Dec 2026', '9\u2009–\u200912 Dec 2026'])
      expect(sameSpacing(text)).toBe('9–12 Dec 2026');
    for (const text of ['30 Jul – 2 Aug 2026', '30 Jul\u2009–\u20092 Aug 2026'])
      expect(sameSpacing(text)).toBe('30 Jul\u2009–\u20092 Aug 2026');
    for (const text of ['9–12 дек. 2026\u202fг.', '9 – 12 дек. 2026 г.'])
      expect(sameSpacing(text)).toBe('9–12 дек. 2026 г.');
  });

  it('falls back to both ends when one is no date', () => {
    expect(formatDayRange('2026-07-14', 'later', 'en')).toBe('14 Jul 2026 – later');
  });
});
