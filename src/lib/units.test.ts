import { describe, expect, it } from 'vitest';
import {
  formatArea,
  formatCoordinate,
  formatDistance,
  formatNumber,
  formatNumberRange,
  formatPercent,
  formatScore,
} from './units';

// Intl's own spacing: a no-break space (U+00A0), a narrow no-break space (U+202F, fr) and
// left-to-right marks (U+200E) around the Arabic percent sign.
const NBSP = '\u00a0';
const NNBSP = '\u202f';
const LRM = '\u200e';

describe('formatDistance', () => {
  it('writes kilometres with one decimal in each language’s own marks and unit words', () => {
    expect(formatDistance(14.14, 'en')).toBe('14.1 km');
    expect(formatDistance(14.14, 'de')).toBe('14,1 km');
    expect(formatDistance(14.14, 'fr')).toBe(`14,1${NNBSP}km`);
    expect(formatDistance(14.14, 'ar')).toBe('14.1 كم');
    expect(formatDistance(14.14, 'ja')).toBe('14.1 km');
    expect(formatDistance(14.14, 'ru')).toBe('14,1 км');
    expect(formatDistance(14.14, 'he')).toBe('14.1 ק״מ');
  });

  it('drops a zero decimal', () => {
    expect(formatDistance(3, 'de')).toBe('3 km');
  });

  it('writes less than a kilometre in metres, to the nearest 10 m', () => {
    expect(formatDistance(0.347, 'en')).toBe('350 m');
    expect(formatDistance(0.347, 'de')).toBe('350 m');
    expect(formatDistance(0.347, 'fr')).toBe(`350${NNBSP}m`);
    expect(formatDistance(0.347, 'ar')).toBe('350 مترًا');
    expect(formatDistance(0.347, 'ja')).toBe('350 m');
    expect(formatDistance(0.347, 'ru')).toBe('350 м');
    expect(formatDistance(0.347, 'he')).toBe('350 מ׳');
  });
});

describe('formatPercent', () => {
  it('places the sign and its spacing as the language does', () => {
    expect(formatPercent(75, 'en')).toBe('75%');
    expect(formatPercent(75, 'de')).toBe(`75${NBSP}%`);
    expect(formatPercent(75, 'fr')).toBe(`75${NBSP}%`);
    expect(formatPercent(75, 'ar')).toBe(`75${LRM}%${LRM}`);
    expect(formatPercent(75, 'ja')).toBe('75%');
    expect(formatPercent(75, 'ru')).toBe(`75${NBSP}%`);
    expect(formatPercent(75, 'he')).toBe('75%');
    expect(formatPercent(75, 'tr')).toBe('%75');
  });

  it('rounds to a whole percent', () => {
    expect(formatPercent(42.6, 'en')).toBe('43%');
  });
});

describe('formatScore', () => {
  it('always shows one decimal with the language’s decimal mark', () => {
    expect(formatScore(8, 'en')).toBe('8.0');
    expect(formatScore(8.46, 'en')).toBe('8.5');
    expect(formatScore(8.46, 'de')).toBe('8,5');
    expect(formatScore(8.46, 'fr')).toBe('8,5');
    expect(formatScore(8.46, 'ar')).toBe('8.5');
    expect(formatScore(8.46, 'ja')).toBe('8.5');
    expect(formatScore(8.46, 'ru')).toBe('8,5');
    expect(formatScore(8.46, 'he')).toBe('8.5');
  });
});

describe('formatNumber and formatArea', () => {
  it('group thousands as the language does', () => {
    expect(formatNumber(12345.5, 'en')).toBe('12,345.5');
    expect(formatNumber(12345.5, 'de')).toBe('12.345,5');
    expect(formatNumber(12345.5, 'fr')).toBe(`12${NNBSP}345,5`);
    expect(formatNumber(12345.5, 'ar')).toBe('12,345.5');
    expect(formatNumber(12345.5, 'ja')).toBe('12,345.5');
    expect(formatNumber(12345.5, 'ru')).toBe(`12${NBSP}345,5`);
    expect(formatNumber(12345.5, 'he')).toBe('12,345.5');
  });

  it('writes an area as a whole number', () => {
    expect(formatArea(1076.4, 'en')).toBe('1,076');
    expect(formatArea(1076.4, 'de')).toBe('1.076');
    expect(formatArea(1076.4, 'fr')).toBe(`1${NNBSP}076`);
    expect(formatArea(1076.4, 'ru')).toBe(`1${NBSP}076`);
    expect(formatArea(25, 'ja')).toBe('25');
  });
});

describe('formatCoordinate', () => {
  it('ends each number with the degree sign, so a decimal comma cannot run two together', () => {
    expect(formatCoordinate(52.520008, 'en')).toBe('52.52001°');
    expect(formatCoordinate(52.520008, 'de')).toBe('52,52001°');
    expect(formatCoordinate(52.520008, 'fr')).toBe('52,52001°');
    expect(formatCoordinate(52.520008, 'ar')).toBe('52.52001 درجة');
    expect(formatCoordinate(52.520008, 'ja')).toBe('52.52001°');
    expect(formatCoordinate(-13.404954, 'ru')).toBe('-13,40495°');
    expect(formatCoordinate(-13.404954, 'he')).toBe(`${LRM}-13.40495°`);
  });
});

describe('formatNumberRange', () => {
  it('joins the ends with the language’s own range mark', () => {
    expect(formatNumberRange(0, 17, 'en')).toBe('0–17');
    expect(formatNumberRange(0, 17, 'de')).toBe('0–17');
    expect(formatNumberRange(0, 17, 'fr')).toBe('0–17');
    expect(formatNumberRange(0, 17, 'ar')).toBe('0–17');
    expect(formatNumberRange(0, 17, 'ja')).toBe('0～17');
    expect(formatNumberRange(0, 17, 'ru')).toBe('0–17');
    expect(formatNumberRange(0, 17, 'he')).toBe('0–17');
    expect(formatNumberRange(0, 17, 'ko')).toBe('0~17');
  });
});
