import { describe, expect, it } from 'vitest';
import { colorOverrides, safeColor, WIDGET_COLOR_PARAMS } from './colors';

describe('safeColor', () => {
  it('accepts plain colours', () => {
    expect(safeColor('#FF0000')).toBe('#ff0000');
    expect(safeColor('ff0000')).toBe('#ff0000');
    expect(safeColor('#abc')).toBe('#abc');
    expect(safeColor('#11223344')).toBe('#11223344');
    expect(safeColor('rgb(255, 0, 0)')).toBe('rgb(255, 0, 0)');
    expect(safeColor('rgba(0,0,0,0.5)')).toBe('rgba(0,0,0,0.5)');
    expect(safeColor('rgb(10 20 30 / 50%)')).toBe('rgb(10 20 30 / 50%)');
    expect(safeColor('hsl(210, 100%, 50%)')).toBe('hsl(210, 100%, 50%)');
    expect(safeColor('hsl(210deg 100% 50% / 0.4)')).toBe('hsl(210deg 100% 50% / 0.4)');
  });

  it('rejects anything that could escape into CSS or is not a colour', () => {
    for (const bad of [
      'red',
      'red;}body{display:none',
      '#ff0000;background:url(https://evil.test)',
      'url(javascript:alert(1))',
      'expression(alert(1))',
      'rgb(1,2,3));x:y',
      'var(--x)',
      '#ggg',
      '',
      '   ',
      `#${'a'.repeat(70)}`,
      'rgb(1,2)',
      null,
      undefined,
    ]) {
      expect(safeColor(bad)).toBeUndefined();
    }
  });
});

describe('colorOverrides', () => {
  it('writes only the valid ones of the twelve widget parameters', () => {
    expect(WIDGET_COLOR_PARAMS).toHaveLength(12);
    const query = new URLSearchParams({
      brand_light: '#ff0000',
      brand_dark: 'red;}*{color:red',
      background_dark: 'rgb(0,0,0)',
      unknown_param: '#123456',
    });
    expect(colorOverrides(query)).toBe('--brand-light:#ff0000;--background-dark:rgb(0,0,0)');
  });
});
