import { describe, expect, it } from 'vitest';
import { draftOf, ruleOf } from './markup';

describe('markup form values', () => {
  it('reads percentages in hundredths and amounts in the currency’s minor units', () => {
    expect(ruleOf({ kind: 'percent', value: '12', currency: 'EUR' })).toEqual({
      kind: 'percent',
      value: 1200,
    });
    expect(ruleOf({ kind: 'percent', value: '12,5', currency: 'EUR' })).toEqual({
      kind: 'percent',
      value: 1250,
    });
    expect(ruleOf({ kind: 'fixed', value: '5.5', currency: 'EUR' })).toEqual({
      kind: 'fixed',
      value: 550,
      currency: 'EUR',
    });
    expect(ruleOf({ kind: 'fixed', value: '800', currency: 'JPY' })).toEqual({
      kind: 'fixed',
      value: 800,
      currency: 'JPY',
    });
    expect(ruleOf({ kind: 'fixed', value: '1.250', currency: 'KWD' })).toEqual({
      kind: 'fixed',
      value: 1250,
      currency: 'KWD',
    });
    expect(ruleOf({ kind: 'none', value: '9', currency: 'EUR' })).toBeNull();
  });

  it('refuses what is not a plain number of the allowed decimals', () => {
    for (const [value, currency] of [
      ['', 'EUR'],
      ['-3', 'EUR'],
      ['1.234', 'EUR'],
      ['8.5', 'JPY'],
      ['1e3', 'EUR'],
      ['abc', 'EUR'],
    ] as const)
      expect(ruleOf({ kind: 'fixed', value, currency }), `${value} ${currency}`).toBeUndefined();
    expect(ruleOf({ kind: 'percent', value: '12.345', currency: 'EUR' })).toBeUndefined();
  });

  it('shows a stored markup back in the form, round trip', () => {
    for (const rule of [
      { kind: 'percent' as const, value: 1250 },
      { kind: 'fixed' as const, value: 550, currency: 'EUR' },
      { kind: 'fixed' as const, value: 1250, currency: 'KWD' },
    ])
      expect(ruleOf(draftOf(rule, 'EUR'))).toEqual(rule);
    expect(draftOf(null, 'ILS')).toEqual({ kind: 'none', value: '', currency: 'ILS' });
  });
});
