import { describe, expect, it } from 'vitest';
import { formatStayDate } from './dates';
import { guestCounts } from './guests';

describe('dates', () => {
  it('formats stay dates in the language without shifting the day', () => {
    expect(formatStayDate('2030-03-01', 'en')).toBe('Fri, 1 Mar 2030');
    expect(formatStayDate('2030-03-01', 'de')).toContain('1. März 2030');
    expect(formatStayDate('not a date', 'en')).toBe('not a date');
  });
});

describe('guestCounts', () => {
  it('counts rooms, adults and children', () => {
    expect(guestCounts('2,5,8|1')).toEqual({ rooms: 2, adults: 3, children: 2 });
    expect(guestCounts('zero')).toBeNull();
  });
});
