import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { getLocale, LOCALE_CODES } from '../../src/lib/i18n/locales';

const root = join(import.meta.dirname, '../../locales');
const read = (code: string, file: string) =>
  JSON.parse(readFileSync(join(root, code, file), 'utf8')) as Record<string, unknown>;
const placeholders = (text: string) =>
  [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1] ?? '').sort();
const namespaces = readdirSync(join(root, 'en')).filter((f) => f.endsWith('.json'));

// i18next's plural suffixes, one per CLDR category.
const PLURAL = /^(.+)_(zero|one|two|few|many|other)$/;
const ORDER = ['zero', 'one', 'two', 'few', 'many', 'other'];

/** The plural categories of a site locale, as i18next (and `createT`) pick them. */
function categoriesOf(code: string): string[] {
  return [...new Intl.PluralRules(getLocale(code).iso).resolvedOptions().pluralCategories].sort(
    (a, b) => ORDER.indexOf(a) - ORDER.indexOf(b),
  );
}

/** Keys split into plain keys and counted keys (base name -> categories present). */
function split(messages: Record<string, unknown>) {
  const plain: string[] = [];
  const counted = new Map<string, string[]>();
  for (const key of Object.keys(messages)) {
    const match = PLURAL.exec(key);
    if (match) {
      const [, base = '', category = ''] = match;
      counted.set(base, [...(counted.get(base) ?? []), category]);
    } else plain.push(key);
  }
  for (const categories of counted.values())
    categories.sort((a, b) => ORDER.indexOf(a) - ORDER.indexOf(b));
  return { plain: plain.sort(), counted };
}

// A form for one exact number may say the number in words ("ليلتان", "une nuit"), so it
// may leave out the count; every other placeholder must be there.
const NUMBER_PLACEHOLDERS = new Set(['count', 'formatted']);
const mayOmitNumber = (category: string) => ['zero', 'one', 'two'].includes(category);

describe('locale files', () => {
  it('exist for exactly the locales of the site', () => {
    expect(readdirSync(root).sort()).toEqual([...LOCALE_CODES].sort());
  });

  it('en counts with exactly one and other', () => {
    expect(categoriesOf('en')).toEqual(['one', 'other']);
    for (const ns of namespaces) {
      for (const categories of split(read('en', ns)).counted.values()) {
        expect(categories).toEqual(['one', 'other']);
      }
    }
  });

  it('know the plural categories of their language from Intl', () => {
    expect(categoriesOf('ru')).toEqual(['one', 'few', 'many', 'other']);
    expect(categoriesOf('ar')).toEqual(['zero', 'one', 'two', 'few', 'many', 'other']);
    expect(categoriesOf('ja')).toEqual(['other']);
    expect(categoriesOf('pt-br')).toEqual(['one', 'many', 'other']);
    expect(categoriesOf('zh-cn')).toEqual(['other']);
    expect(categoriesOf('tl-ph')).toEqual(['one', 'other']);
  });

  describe.each(LOCALE_CODES.filter((c) => c !== 'en'))('%s', (code) => {
    it('has the namespaces of en, no more', () => {
      expect(readdirSync(join(root, code)).sort()).toEqual([...namespaces].sort());
    });

    it.each(namespaces)(
      '%s has every key of en, each counted one in the plural forms of its language, with the same placeholders',
      (ns) => {
        const en = read('en', ns);
        const other = read(code, ns);
        const source = split(en);
        const target = split(other);
        expect(target.plain, `${code}/${ns} plain keys`).toEqual(source.plain);
        expect([...target.counted.keys()].sort(), `${code}/${ns} counted keys`).toEqual(
          [...source.counted.keys()].sort(),
        );
        const categories = categoriesOf(code);
        for (const base of source.counted.keys()) {
          expect(target.counted.get(base), `${code}/${ns} ${base}`).toEqual(categories);
        }
        for (const [key, value] of Object.entries(other)) {
          expect(typeof value, `${code}/${ns} ${key}`).toBe('string');
          const text = value as string;
          expect(text.trim(), `${code}/${ns} ${key} is empty`).not.toBe('');
          const match = PLURAL.exec(key);
          const sourceKey = match ? `${match[1] ?? ''}_other` : key;
          const wanted = placeholders(en[sourceKey] as string);
          const found = placeholders(text);
          if (match && mayOmitNumber(match[2] ?? '')) {
            expect(found, `${code}/${ns} ${key}`).toEqual(
              wanted.filter((name) => !NUMBER_PLACEHOLDERS.has(name) || found.includes(name)),
            );
          } else {
            expect(found, `${code}/${ns} ${key}`).toEqual(wanted);
          }
        }
      },
    );
  });

  it.each(namespaces)('en/%s has only non-empty strings', (ns) => {
    for (const value of Object.values(read('en', ns))) {
      expect(typeof value).toBe('string');
      expect((value as string).trim()).not.toBe('');
    }
  });
});
