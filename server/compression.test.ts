import { describe, expect, it } from 'vitest';
import { chooseEncoding } from './compression.ts';

describe('chooseEncoding', () => {
  it('prefers brotli, then gzip, among what the client accepts and the file has', () => {
    expect(chooseEncoding('gzip, deflate, br', ['br', 'gzip'])).toBe('br');
    expect(chooseEncoding('gzip, deflate', ['br', 'gzip'])).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0.5', ['br', 'gzip'])).toBe('gzip');
    expect(chooseEncoding('*', ['gzip'])).toBe('gzip');
    expect(chooseEncoding('br', ['gzip'])).toBeUndefined();
    expect(chooseEncoding('identity', ['br', 'gzip'])).toBeUndefined();
    expect(chooseEncoding(null, ['br'])).toBeUndefined();
  });
});
