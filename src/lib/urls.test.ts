import { describe, expect, it } from 'vitest';
import { safeLocalPath, safeUrl } from './urls';

describe('safeUrl', () => {
  it('keeps absolute http(s) URLs and paths on this site only', () => {
    expect(safeUrl('https://facebook.com/sunny')).toBe('https://facebook.com/sunny');
    expect(safeUrl('http://x.test/a b')).toBe('http://x.test/a%20b');
    expect(safeUrl('/assets/hotels/hotel-01.svg')).toBe('/assets/hotels/hotel-01.svg');
    for (const bad of [
      'javascript:alert(1)',
      'data:text/html,x',
      '//evil.test',
      '/\\evil.test',
      'local',
      'https://u:p@x.test',
      '',
      null,
      undefined,
      `https://x.test/${'a'.repeat(2100)}`,
    ]) {
      expect(safeUrl(bad)).toBeUndefined();
    }
  });
});

describe('safeLocalPath', () => {
  it('keeps same-site paths and refuses anything that leaves the site', () => {
    expect(safeLocalPath('/he/account/reservations')).toBe('/he/account/reservations');
    for (const bad of [
      '//evil.test',
      'https://evil.test',
      '/\\evil.test',
      'evil',
      '/a\nb',
      undefined,
    ]) {
      expect(safeLocalPath(bad)).toBeUndefined();
    }
  });
});
