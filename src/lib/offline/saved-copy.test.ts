import { describe, expect, it } from 'vitest';
import { formatSavedAt, oldestSavedAt } from './saved-copy';

describe('oldestSavedAt', () => {
  it('is the oldest valid time, ignoring missing and malformed ones', () => {
    expect(
      oldestSavedAt([
        '2026-11-27T10:00:00.000Z',
        null,
        'yesterday',
        '2026-11-26T08:30:00.000Z',
        undefined,
      ]),
    ).toBe('2026-11-26T08:30:00.000Z');
  });

  it('is null when no copy has a time', () => {
    expect(oldestSavedAt([])).toBeNull();
    expect(oldestSavedAt([null, 'soon'])).toBeNull();
  });
});

describe('formatSavedAt', () => {
  it('writes the date and time in the page language', () => {
    const time = '2026-11-26T08:30:00.000Z';
    expect(formatSavedAt(time, 'en-US')).toMatch(/Nov 26, 2026/);
    expect(formatSavedAt(time, 'de-DE')).toMatch(/26\.11\.2026/);
  });
});
