import { describe, expect, it } from 'vitest';
import { LOCALES as CONTRACT_LOCALES } from '../../../contract/locales';
import { LOCALE_CODES } from './locales';

describe('the site locales', () => {
  it('are exactly the locales of the contract, in its order', () => {
    expect(LOCALE_CODES).toEqual(CONTRACT_LOCALES);
  });
});
