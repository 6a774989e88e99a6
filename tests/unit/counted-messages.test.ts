import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { documentText, type DocumentKey } from '../../api/src/documents/messages';
import {
  COUNTED_BY,
  intlTag,
  t as apiT,
  type Locale as ApiLocale,
  type MessageKey,
} from '../../api/src/lib/i18n';
import { NAMESPACES, useTranslations } from '../../src/lib/i18n/i18n';
import type { TranslationKey } from '../../src/lib/i18n/keys';
import { getLocale, LOCALE_CODES } from '../../src/lib/i18n/locales';
import { createT } from '../../src/lib/i18n/messages';
import { formatNumber } from '../../src/lib/units';

// Every message that puts a number beside a counted noun, rendered as a reader meets it for
// the numbers where languages' plural rules part ways (0, 1, 2, 3, 5, 11, 21, 101): each
// needs the form of its number's category, and a form that serves many numbers must say the
// number (a Croatian `one` form is read for 21 too, a French one for 0).
const NUMBERS = [0, 1, 2, 3, 5, 11, 21, 101];
const SUFFIX = /^(.+)_(zero|one|two|few|many|other)$/;
const root = join(import.meta.dirname, '../..');
const readJson = <T>(...path: string[]) =>
  JSON.parse(readFileSync(join(root, ...path), 'utf8')) as T;
const siteNamespaces = readdirSync(join(root, 'locales', 'en')).map((f) => f.replace('.json', ''));

/** The counted messages of a namespace in en: base keys of `_one`/`_other` pairs. */
const countedKeys = (ns: string) =>
  Object.keys(readJson<Record<string, string>>('locales', 'en', `${ns}.json`)).flatMap((key) => {
    const match = SUFFIX.exec(key);
    return match?.[2] === 'other' ? [match[1] ?? ''] : [];
  });

/** How many integers 0..200 fall in a plural category of a language. */
function integersIn(iso: string, category: string): number {
  const rules = new Intl.PluralRules(iso);
  let found = 0;
  for (let n = 0; n <= 200; n++) if (rules.select(n) === category) found++;
  return found;
}

/** Values for every placeholder of a message, the counted ones set to `n`. */
const values = (n: number, iso: string) => ({
  count: n,
  formatted: formatNumber(n, iso),
  stars: 4,
  checkIn: '1 May',
  checkOut: '4 May',
  place: 'Rome',
  price: '€80',
  cities: 'CITIES',
});

// A second number in a counted message (the hotels' stars in "12 4-star hotels") has no
// plural form of its own: it must go through a counted message (`$t(search:card.stars, …)`)
// or stand as a symbol (4★), unless the locale's word beside it does not change with the
// number (a reviewer's judgement, per locale, in glossary/plurals.json).
const SECOND_NUMBERS: Record<string, string> = { 'pages:facts.starCount': 'stars' };

const notes = readJson<{
  categories: Record<string, Record<string, string>>;
  invariantBeside: Record<string, Record<string, string>>;
  sameInEveryForm: Record<string, string>;
}>('glossary', 'plurals.json');

describe.each(LOCALE_CODES)('counted messages in %s', (code) => {
  const iso = getLocale(code).iso;
  const categories = new Intl.PluralRules(iso).resolvedOptions().pluralCategories;
  const siteT = useTranslations(code);

  it('has a translators’ note on what each plural category covers', () => {
    const own = notes.categories[code] ?? {};
    expect(Object.keys(own).sort()).toEqual([...categories].sort());
    // Each note opens with the whole numbers of its category ("1, 21, 31…" or "Only 2").
    for (const [category, note] of Object.entries(own)) {
      const head = note.split(' — ')[0] ?? '';
      for (const n of head.match(/\d+/g) ?? [])
        if (!head.startsWith('No '))
          expect(new Intl.PluralRules(iso).select(Number(n)), `${code} ${category}: ${n}`).toBe(
            category,
          );
    }
  });

  it.each(siteNamespaces)('%s: every form for 0, 1, 2, 3, 5, 11, 21 and 101', (ns) => {
    const own = readJson<Record<string, string>>('locales', code, `${ns}.json`);
    const island = createT<string>(own, iso);
    for (const base of countedKeys(ns)) {
      const id = `${ns}:${base}`;
      for (const n of NUMBERS) {
        const category = new Intl.PluralRules(iso).select(n);
        expect(own[`${base}_${category}`], `${code} ${id}_${category} (for ${n})`).toBeTypeOf(
          'string',
        );
        const options = values(n, iso);
        const texts =
          ns === 'documents'
            ? [documentText(code as ApiLocale, base as DocumentKey, options)]
            : NAMESPACES.includes(ns)
              ? [siteT(id as TranslationKey, options)]
              : [];
        // Islands read the same files without i18next's nesting.
        if (!own[`${base}_${category}`]?.includes('$t(')) texts.push(island(base, options));
        for (const text of texts) {
          expect(text, `${code} ${id} for ${n}`).not.toMatch(/{{|\$t\(/);
          if (integersIn(iso, category) > 1)
            expect(text, `${code} ${id} for ${n}: the form serves many numbers`).toContain(
              formatNumber(n, iso),
            );
        }
      }
    }
  });

  it.each(Object.entries(SECOND_NUMBERS))('%s counts its %s too', (id, name) => {
    const [ns = '', base = ''] = id.split(':');
    const own = readJson<Record<string, string>>('locales', code, `${ns}.json`);
    const free = notes.invariantBeside[id]?.[code];
    for (const category of categories) {
      const text = own[`${base}_${category}`] ?? '';
      const bare = text.replace(/\$t\([^)]*\)/g, '').replace(new RegExp(`{{${name}}}★`, 'g'), '');
      if (free === undefined)
        expect(bare, `${code} ${id}_${category} puts {{${name}}} beside a word`).not.toContain(
          `{{${name}}}`,
        );
    }
    for (const stars of [1, 2, 3, 5]) {
      const text = siteT(id as TranslationKey, { ...values(2, iso), [name]: stars });
      expect(text, `${code} ${id} with ${stars} ${name}`).not.toMatch(/{{|\$t\(/);
    }
  });
});

// Messages with one text for every number may show a count only as a value after a label
// ("Bookings found: 3"), never beside a noun that would need its plural form.
const LABELLED_NUMBERS: Record<string, string> = {
  'account:bookings.total': 'count',
  'account:earnings.bookings': 'count',
  'account:earnings.confirmed': 'count',
  'account:earnings.cancelled': 'count',
  'account:earnings.refunded': 'count',
  'booking:hotel.reviews': 'reviews',
  'search:map.cluster': 'number',
};

describe('numbers in messages without plural forms', () => {
  it('cover every plain message of en with a {{count}}', () => {
    for (const ns of siteNamespaces)
      for (const [key, text] of Object.entries(
        readJson<Record<string, string>>('locales', 'en', `${ns}.json`),
      ))
        if (!SUFFIX.test(key) && text.includes('{{count}}'))
          expect(LABELLED_NUMBERS, `${ns}:${key}`).toHaveProperty([`${ns}:${key}`]);
  });

  it.each(LOCALE_CODES)('%s writes them after a label where nouns count', (code) => {
    const plural = new Intl.PluralRules(getLocale(code).iso).resolvedOptions().pluralCategories;
    for (const [id, name] of Object.entries(LABELLED_NUMBERS)) {
      const [ns = '', key = ''] = id.split(':');
      const text = readJson<Record<string, string>>('locales', code, `${ns}.json`)[key] ?? '';
      expect(text, `${code} ${id}`).toContain(`{{${name}}}`);
      if (plural.length > 1)
        expect(text, `${code} ${id}: {{${name}}} beside a noun`).toMatch(
          new RegExp(`[:：]\\s*{{${name}}}`),
        );
    }
  });
});

describe.each(Object.keys(notes.sameInEveryForm))('counted messages in %s', (code) => {
  const categories = new Intl.PluralRules(getLocale(code).iso).resolvedOptions().pluralCategories;

  it('says the same sentence in every form', () => {
    const api = readJson<{ messages: Record<string, string | Record<string, string>> }>(
      'api',
      'locales',
      `${code}.json`,
    ).messages;
    for (const ns of siteNamespaces) {
      const own = readJson<Record<string, string>>('locales', code, `${ns}.json`);
      for (const base of countedKeys(ns))
        for (const category of categories)
          expect(own[`${base}_${category}`], `${code} ${ns}:${base}_${category}`).toBe(
            own[`${base}_other`],
          );
    }
    for (const key of Object.keys(COUNTED_BY)) {
      const forms = api[key] as Record<string, string>;
      for (const category of categories)
        expect(forms[category], `${code} ${key}#${category}`).toBe(forms['other']);
    }
  });
});

describe.each(LOCALE_CODES)('counted API messages in %s', (code) => {
  const locale = code as ApiLocale;
  const tag = intlTag(locale);

  it.each(Object.entries(COUNTED_BY))('%s for 0, 1, 2, 3, 5, 11, 21 and 101', (key, param) => {
    const catalog = readJson<{ messages: Record<string, Record<string, string>> }>(
      'api',
      'locales',
      `${code}.json`,
    );
    for (const n of NUMBERS) {
      const category = new Intl.PluralRules(tag).select(n);
      expect(catalog.messages[key]?.[category], `${code} ${key}#${category} (for ${n})`).toBeTypeOf(
        'string',
      );
      const text = apiT(locale, key as MessageKey, { [param]: n, attribute: 'X' });
      expect(text, `${code} ${key} for ${n}`).not.toContain(`:${param}`);
      if (integersIn(tag, category) > 1)
        expect(text, `${code} ${key} for ${n}: the form serves many numbers`).toContain(
          new Intl.NumberFormat(tag).format(n),
        );
    }
  });
});
