import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  attributeName,
  catalogUrl,
  COUNTED_BY,
  LOCALES,
  parseLocale,
  t,
  type Locale,
  type LocaleCatalog,
  type MessageText,
} from './i18n.ts';

function catalog(locale: Locale): LocaleCatalog {
  return JSON.parse(readFileSync(catalogUrl(locale), 'utf8')) as LocaleCatalog;
}

const en = catalog('en');
const placeholders = (text: string) => [...new Set(text.match(/:[a-z_]+/g) ?? [])].sort();
const forms = (text: MessageText) => (typeof text === 'string' ? [text] : Object.values(text));
// Literal text a reader must type or recognise as is: date and expiry formats, the test
// cards (the payment page wraps them in <bdi>), the guests syntax, the API's own values.
const LITERALS =
  /YYYY-MM-DD|MM\/YY|\d{4}(?: \d{4}){3}|2,5,8\|1|Idempotency-Key|-?price|rating|stars|distance/g;

/** How many integers 0..200 fall in a plural category: a form for one number may omit it. */
function integersIn(locale: Locale, category: string): number {
  const rules = new Intl.PluralRules(locale);
  let count = 0;
  for (let n = 0; n <= 200; n++) if (rules.select(n) === category) count++;
  return count;
}

describe('API message catalogues (api/locales/<code>.json)', () => {
  it('exist for every site locale, with exactly en’s message keys and attribute names', () => {
    for (const locale of LOCALES) {
      const own = catalog(locale);
      expect(Object.keys(own.messages), locale).toEqual(Object.keys(en.messages));
      expect(Object.keys(own.attributes), locale).toEqual(Object.keys(en.attributes));
      for (const [field, name] of Object.entries(own.attributes))
        expect(name.trim(), `${locale} @${field}`).not.toBe('');
    }
  });

  it('keep en’s :placeholders and literal formats in every text', () => {
    for (const locale of LOCALES) {
      const own = catalog(locale).messages;
      for (const [key, enText] of Object.entries(en.messages)) {
        const expected = placeholders(forms(enText).join(' '));
        const literals = [...new Set(forms(enText).join(' ').match(LITERALS) ?? [])];
        const counted = COUNTED_BY[key as keyof typeof COUNTED_BY];
        const text = own[key as keyof typeof own];
        const entries = typeof text === 'string' ? [['', text] as const] : Object.entries(text);
        for (const [category, form] of entries) {
          const where = `${locale} ${key}${category ? `#${category}` : ''}`;
          expect(form.trim(), where).not.toBe('');
          // A form used for a single number ("دقيقتين", "שתי דקות") may leave the count out.
          const exact = category !== '' && integersIn(locale, category) <= 1;
          const wanted = exact ? expected.filter((p) => p !== `:${counted}`) : expected;
          const own = placeholders(form);
          expect(
            own.filter((p) => !(exact && p === `:${counted}`)),
            where,
          ).toEqual(wanted);
          for (const literal of literals) expect(form, where).toContain(literal);
        }
      }
    }
  });

  it('write counted messages in exactly the plural categories of each locale (CLDR)', () => {
    expect(Object.keys(COUNTED_BY).sort()).toEqual(
      Object.entries(en.messages)
        .filter(([, text]) => typeof text !== 'string')
        .map(([key]) => key)
        .sort(),
    );
    for (const locale of LOCALES) {
      const categories = [...new Intl.PluralRules(locale).resolvedOptions().pluralCategories];
      for (const [key, text] of Object.entries(catalog(locale).messages)) {
        if (key in COUNTED_BY) {
          expect(typeof text, `${locale} ${key}`).toBe('object');
          expect(Object.keys(text).sort(), `${locale} ${key}`).toEqual([...categories].sort());
        } else {
          expect(typeof text, `${locale} ${key}`).toBe('string');
        }
      }
    }
  });
});

describe('t and attributeName', () => {
  it('choose the plural form by the count', () => {
    expect(t('ru', 'http.too_many', { seconds: 1 })).toMatch(/через 1 секунду\.$/);
    expect(t('ru', 'http.too_many', { seconds: 3 })).toMatch(/через 3 секунды\.$/);
    expect(t('ru', 'http.too_many', { seconds: 25 })).toMatch(/через 25 секунд\.$/);
    expect(t('ar', 'http.too_many_minutes', { minutes: 2 })).toMatch(/بعد دقيقتين\.$/);
    expect(t('ar', 'http.too_many_minutes', { minutes: 5 })).toMatch(/بعد 5 دقائق\.$/);
    expect(t('en', 'auth.locked', { minutes: 1 })).toMatch(/in 1 minute\.$/);
    expect(t('en', 'auth.locked', { minutes: 60 })).toMatch(/in 60 minutes\.$/);
    expect(t('ja', 'validation.min', { attribute: 'パスワード', min: 8 })).toBe(
      '「パスワード」は8文字以上で入力してください。',
    );
  });

  it('count pt by Portugal’s rules (0 is plural there), as the site does', () => {
    expect(t('pt', 'auth.locked', { minutes: 0 })).toMatch(/dentro de 0 minutos\.$/);
    expect(t('pt', 'auth.locked', { minutes: 1 })).toMatch(/dentro de 1 minuto\.$/);
    expect(t('pt', 'auth.locked', { minutes: 2 })).toMatch(/dentro de 2 minutos\.$/);
  });

  it('write numbers in the language’s own marks', () => {
    expect(t('de', 'validation.max', { attribute: 'Name', max: 1000 })).toBe(
      'Das Feld „Name“ darf höchstens 1.000 Zeichen lang sein.',
    );
    expect(t('en', 'validation.max', { attribute: 'name', max: 1000 })).toMatch(/ 1,000 /);
    expect(t('fr', 'validation.max', { attribute: 'nom', max: 1000 })).toMatch(/ 1\u202f000 /);
  });

  it('fall back to en for an unknown locale, and name fields in the locale', () => {
    expect(t(parseLocale('xx'), 'hotel.not_found')).toBe('This hotel could not be found.');
    expect(t(parseLocale('PT_BR'), 'hotel.not_found')).toBe('Não encontramos este hotel.');
    expect(attributeName('de', 'holder.email')).toBe('E-Mail');
    expect(attributeName('fr', 'guests_names.2')).toBe('nom du voyageur');
    expect(attributeName('de', 'unlisted_field')).toBe('unlisted field');
  });
});
