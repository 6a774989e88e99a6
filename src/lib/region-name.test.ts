import { describe, expect, it } from 'vitest';
import { regionName } from './region-name';

describe('regionName', () => {
  it('names a stored country in the page language, whatever language it was picked in', () => {
    expect(regionName('IL', 'he-IL', 'Israel')).toBe('ישראל');
    expect(regionName('IL', 'en-US', 'ישראל')).toBe('Israel');
    expect(regionName('de', 'fr-FR', 'Germany')).toBe('Allemagne');
  });

  it('falls back to the stored name for codes Intl does not know', () => {
    expect(regionName('XK', 'en-US', 'Kosovo')).toBe('Kosovo');
    expect(regionName('??', 'en-US', 'Somewhere')).toBe('Somewhere');
  });
});
