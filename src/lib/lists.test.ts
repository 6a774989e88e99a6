import { describe, expect, it } from 'vitest';
import { formatList } from './lists';

describe('formatList', () => {
  it('joins with the words and marks of the language', () => {
    expect(formatList(['Visa', 'Mastercard', 'Amex'], 'en')).toBe('Visa, Mastercard, and Amex');
    expect(formatList(['Visa', 'Mastercard', 'Amex'], 'de')).toBe('Visa, Mastercard und Amex');
    expect(formatList(['Visa', 'Mastercard'], 'ar')).toBe('Visa وMastercard');
    expect(formatList(['Visa', 'Mastercard', 'Amex'], 'ja')).toBe('Visa、Mastercard、Amex');
  });

  it('lists the parts of a summary without "and", leaving empty parts out', () => {
    expect(formatList(['2 adults', null, '1 room'], 'en', 'unit')).toBe('2 adults, 1 room');
    expect(formatList(['2 adults', '1 child', '1 room'], 'en', 'unit')).toBe(
      '2 adults, 1 child, 1 room',
    );
    expect(formatList(['大人2名', '1室'], 'ja', 'unit')).toBe('大人2名 1室');
  });
});
