import { describe, expect, it } from 'vitest';
import {
  getLocale,
  isLocale,
  LOCALES,
  localeFromPath,
  localizePath,
  PREFIXED_LOCALE_CODES,
  stripLocale,
} from './locales';

describe('locale table', () => {
  it('has English and the 38 prefixes of SPEC section 2, each complete', () => {
    expect(LOCALES).toHaveLength(39);
    expect(LOCALES[0]?.code).toBe('en');
    expect(PREFIXED_LOCALE_CODES).toContain('pt-br');
    expect(PREFIXED_LOCALE_CODES).toContain('tl-ph');
    expect(PREFIXED_LOCALE_CODES).not.toContain('en');
    for (const l of LOCALES) {
      expect(l.name.length).toBeGreaterThan(1);
      expect(() => new Intl.Locale(l.iso)).not.toThrow();
      expect(l.file).toBe(l.code);
    }
  });

  it('is right-to-left for Hebrew and Arabic only', () => {
    expect(LOCALES.filter((l) => l.dir === 'rtl').map((l) => l.code)).toEqual(['ar', 'he']);
  });

  it('falls back to English for unknown codes', () => {
    expect(getLocale('xx').code).toBe('en');
    expect(isLocale('EN')).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });
});

describe('paths', () => {
  it('reads the locale from the first segment', () => {
    expect(localeFromPath('/he/hotels')).toBe('he');
    expect(localeFromPath('/zh-tw')).toBe('zh-tw');
    expect(localeFromPath('/hotels')).toBe('en');
    expect(localeFromPath('/xx/hotels')).toBe('en');
  });

  it('strips and swaps prefixes', () => {
    expect(stripLocale('/he/hotels/israel')).toBe('/hotels/israel');
    expect(stripLocale('/he')).toBe('/');
    expect(stripLocale('/hotels')).toBe('/hotels');
    expect(localizePath('/he/hotels', 'ja')).toBe('/ja/hotels');
    expect(localizePath('/he', 'en')).toBe('/');
    expect(localizePath('/', 'ar')).toBe('/ar');
    expect(localizePath('/terms-of-use', 'zz')).toBe('/terms-of-use');
  });
});
