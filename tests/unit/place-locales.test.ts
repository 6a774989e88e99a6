import { describe, expect, it } from 'vitest';
import { PLACE_LOCALES } from '../../contract/places/names.ts';
import { LOCALE_CODES } from '../../src/lib/i18n/locales';

describe('place-name locales', () => {
  it('are the site’s locales, in the same order', () => {
    expect([...PLACE_LOCALES]).toEqual([...LOCALE_CODES]);
  });
});
