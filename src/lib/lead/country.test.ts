import { describe, expect, it } from 'vitest';
import { LOCALE_CODES } from '../i18n/locales';
import { localeCountry } from './country';

describe('localeCountry', () => {
  it('gives the country a locale most likely means, with its dial code', () => {
    expect(localeCountry('he')).toEqual({ code: 'IL', name: 'ישראל', dial_code: '+972' });
    expect(localeCountry('en')).toEqual({ code: 'US', name: 'United States', dial_code: '+1' });
    expect(localeCountry('pt-br').code).toBe('BR');
    expect(localeCountry('zh-tw').code).toBe('TW');
    expect(localeCountry('tl-ph').code).toBe('PH');
  });

  it('gives every site locale a country with a dial code', () => {
    for (const code of LOCALE_CODES) expect(localeCountry(code).dial_code).toMatch(/^\+\d/);
  });
});
