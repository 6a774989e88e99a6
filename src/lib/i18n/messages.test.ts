import { describe, expect, it } from 'vitest';
import { createT } from './messages';
import { pickMessages } from './i18n';

describe('createT', () => {
  it('interpolates and picks plural forms like i18next', () => {
    const t = createT<string>(
      {
        hello: 'Hi {{name}}',
        nights_one: '{{count}} night',
        nights_other: '{{count}} nights',
        nights_zero: 'no nights',
      },
      'en',
    );
    expect(t('hello', { name: 'Dana' })).toBe('Hi Dana');
    expect(t('nights', { count: 1 })).toBe('1 night');
    expect(t('nights', { count: 3 })).toBe('3 nights');
    expect(t('nights', { count: 0 })).toBe('no nights');
    expect(t('missing')).toBe('missing');
    expect(t('hello')).toBe('Hi {{name}}');
  });

  it('uses the plural rules of the language', () => {
    const t = createT<string>(
      { n_one: 'one', n_few: 'few', n_many: 'many', n_other: 'other' },
      'ru',
    );
    expect(t('n', { count: 1 })).toBe('one');
    expect(t('n', { count: 3 })).toBe('few');
    expect(t('n', { count: 5 })).toBe('many');
  });
});

describe('pickMessages', () => {
  it('gives an island only the keys it asks for, in its language', () => {
    const messages = pickMessages('he', ['currency.']);
    expect(Object.keys(messages).every((k) => k.startsWith('currency.'))).toBe(true);
    expect(messages['currency.label']).toBeTruthy();
    expect(pickMessages('xx', ['nav.hotels'])['nav.hotels']).toBe('Hotels');
  });
});
