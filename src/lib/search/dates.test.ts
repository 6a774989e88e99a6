import { describe, expect, it } from 'vitest';
import { LOCALES } from '../i18n/locales';
import {
  calendarLocale,
  dayLabel,
  formatDay,
  isoOfLocalDate,
  localDateOf,
  selectableRange,
  withinStay,
} from './dates';

describe('calendarLocale', () => {
  it('names days from Sunday and months from January (English)', () => {
    const en = calendarLocale('en');
    expect(en.firstDayOfWeek).toBe(0);
    expect(en.weekdays.shorthand).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    expect(en.weekdays.longhand[0]).toBe('Sunday');
    expect(en.months.longhand[0]).toBe('January');
    expect(en.months.shorthand[11]).toBe('Dec');
  });

  it('uses the language of each site locale, tl-ph included', () => {
    expect(calendarLocale('he').months.longhand[6]).toBe('יולי');
    expect(calendarLocale('fil-PH').months.longhand[6]).toBe('Hulyo');
    expect(calendarLocale('de').weekdays.longhand[0]).toBe('Sonntag');
    // Stand-alone (nominative) month names for headings.
    expect(calendarLocale('ru').months.longhand[0]).toBe('январь');
  });

  it('has narrow weekday names for phone columns', () => {
    expect(calendarLocale('en', 'narrow').weekdays.shorthand).toEqual([
      'S',
      'M',
      'T',
      'W',
      'T',
      'F',
      'S',
    ]);
    expect(calendarLocale('he', 'narrow').weekdays.shorthand[0]).toBe('א׳');
    expect(calendarLocale('he').weekdays.shorthand[0]).toBe('יום א׳');
  });

  it("labels flatpickr's own fields in the language, never in English", () => {
    expect(calendarLocale('en').yearAriaLabel).toBe('Year');
    expect(calendarLocale('en').monthAriaLabel).toBe('Month');
    expect(calendarLocale('de').yearAriaLabel).toBe('Jahr');
    expect(calendarLocale('ja').yearAriaLabel).toBe('年');
    expect(calendarLocale('ar').monthAriaLabel).toBe('الشهر');
    expect(calendarLocale('fil-PH').yearAriaLabel).toBe('Taon');
  });

  it('labels each day for screen readers as the language writes a date', () => {
    expect(dayLabel(new Date(2026, 6, 14), 'en')).toBe('14 July 2026');
    expect(dayLabel(new Date(2026, 6, 14), 'ja')).toBe('2026年7月14日');
    expect(dayLabel(new Date(2026, 6, 14), 'ru')).toBe('14 июля 2026 г.');
  });

  it.each(LOCALES.map((l) => l.iso))(
    'gives 7 distinct days and 12 distinct months in %s',
    (iso) => {
      const names = calendarLocale(iso);
      expect(new Set(names.weekdays.longhand).size).toBe(7);
      expect(new Set(names.months.longhand).size).toBe(12);
      expect(names.months.shorthand).toHaveLength(12);
      expect(names.weekdays.shorthand).toHaveLength(7);
      if (iso !== 'en') {
        for (const label of [names.yearAriaLabel, names.monthAriaLabel]) {
          expect(label).not.toMatch(/^(Year|Month)$/);
          expect(label.trim()).not.toBe('');
        }
      }
    },
  );
});

describe('formatDay', () => {
  it('writes day, month, year (SPEC section 5)', () => {
    expect(formatDay('2026-07-14', 'en')).toBe('14 Jul 2026');
    expect(formatDay('2026-03-05', 'de')).toBe('5. März 2026');
  });

  it('leaves an invalid date as it is', () => {
    expect(formatDay('2026-02-30', 'en')).toBe('2026-02-30');
  });
});

describe('selectableRange and withinStay', () => {
  it('allows today to one year ahead', () => {
    expect(selectableRange('2026-11-21')).toEqual({ min: '2026-11-21', max: '2027-11-21' });
  });

  it('allows 1 to 30 nights (2 to 31 selected days) either side of the first day', () => {
    expect(withinStay('2026-12-01', '2026-12-01')).toBe(false);
    expect(withinStay('2026-12-01', '2026-12-02')).toBe(true);
    expect(withinStay('2026-12-01', '2026-12-31')).toBe(true);
    expect(withinStay('2026-12-01', '2027-01-01')).toBe(false);
    expect(withinStay('2026-12-31', '2026-12-01')).toBe(true);
  });
});

describe('local dates', () => {
  it('convert both ways without time-zone drift', () => {
    expect(isoOfLocalDate(localDateOf('2027-03-28'))).toBe('2027-03-28');
    expect(localDateOf('2026-12-01').getDate()).toBe(1);
  });
});
