import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALE_CODES } from '../../src/lib/i18n/locales';

const root = join(import.meta.dirname, '../../locales');
const read = (code: string, file: string) =>
  JSON.parse(readFileSync(join(root, code, file), 'utf8')) as Record<string, unknown>;
const placeholders = (text: string) =>
  [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();
const namespaces = readdirSync(join(root, 'en')).filter((f) => f.endsWith('.json'));

describe('locale files', () => {
  it('exist for exactly the locales of the site', () => {
    expect(readdirSync(root).sort()).toEqual([...LOCALE_CODES].sort());
  });

  describe.each(LOCALE_CODES.filter((c) => c !== 'en'))('%s', (code) => {
    it('has the namespaces of en, no more', () => {
      expect(readdirSync(join(root, code)).sort()).toEqual([...namespaces].sort());
    });

    it.each(namespaces)('%s has every key of en, no extra, with the same placeholders', (ns) => {
      const en = read('en', ns);
      const other = read(code, ns);
      expect(Object.keys(other).sort()).toEqual(Object.keys(en).sort());
      for (const [key, source] of Object.entries(en)) {
        const value = other[key];
        expect(typeof value, `${code}/${ns} ${key}`).toBe('string');
        expect((value as string).trim(), `${code}/${ns} ${key} is empty`).not.toBe('');
        expect(placeholders(value as string), `${code}/${ns} ${key}`).toEqual(
          placeholders(source as string),
        );
      }
    });
  });

  it.each(namespaces)('en/%s has only non-empty strings', (ns) => {
    for (const value of Object.values(read('en', ns))) {
      expect(typeof value).toBe('string');
      expect((value as string).trim()).not.toBe('');
    }
  });
});
