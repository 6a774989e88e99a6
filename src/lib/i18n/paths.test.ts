import { describe, expect, it } from 'vitest';
import { pageLocale } from './paths';

describe('pageLocale', () => {
  it('takes the locale of the [...lang] prefix, English without one', () => {
    expect(pageLocale('he', '/he/book')).toEqual({
      locale: 'he',
      iso: 'he',
      dir: 'rtl',
      unknownLocale: false,
    });
    expect(pageLocale(undefined, '/book')).toMatchObject({ locale: 'en', dir: 'ltr' });
    expect(pageLocale('', '/')).toMatchObject({ locale: 'en', unknownLocale: false });
  });

  it('flags a prefix that names no locale of the site, and renders it in English', () => {
    expect(pageLocale('xx', '/xx/book')).toMatchObject({ locale: 'en', unknownLocale: true });
    expect(pageLocale('en', '/en/book')).toMatchObject({ locale: 'en', unknownLocale: true });
  });

  it('reads a page without the parameter (404, 500) from its path', () => {
    expect(pageLocale(undefined, '/ar/no-such-page')).toMatchObject({ locale: 'ar', dir: 'rtl' });
    expect(pageLocale(undefined, '/zz/no-such-page')).toMatchObject({
      locale: 'en',
      unknownLocale: false,
    });
  });
});
