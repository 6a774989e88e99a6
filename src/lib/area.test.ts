import { describe, expect, it } from 'vitest';
import { areaFromFeet, areaIn, SQFT_TO_SQM } from './area';

describe('area units', () => {
  it('converts with 0.09290304 and rounds to whole numbers', () => {
    expect(SQFT_TO_SQM).toBe(0.09290304);
    expect(areaIn(30, 'm')).toBe(30);
    expect(areaIn(30, 'f')).toBe(323);
    expect(areaFromFeet(323, 'm')).toBe(30);
    expect(areaFromFeet(100, 'f')).toBe(100);
    expect(areaIn(27.4, 'm')).toBe(27);
  });
});
