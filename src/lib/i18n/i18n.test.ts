import { describe, expect, it } from 'vitest';
import { pickMessages, RESOURCES, useTranslations } from './i18n';
import { getLocale, LOCALE_CODES } from './locales';
import type { TranslationKey } from './keys';
import { createT } from './messages';

describe('useTranslations', () => {
  // Region codes (zh-tw, pt-br, tl-ph) once fell back to English or to their language's text.
  it.each([...LOCALE_CODES])('speaks %s from its own files', (code) => {
    const t = useTranslations(code);
    for (const [ns, messages] of Object.entries(RESOURCES[code] ?? {})) {
      const [key, value] = Object.entries(messages).find(([, v]) => !v.includes('{{')) ?? [];
      if (!key) continue;
      expect(t(`${ns}:${key}` as TranslationKey)).toBe(value);
    }
  });

  it('counts in the locale’s own plural forms for a region code', () => {
    const counted = Object.keys(RESOURCES['pt-br']?.['search'] ?? {}).find((k) =>
      k.endsWith('_one'),
    );
    expect(counted).toBeDefined();
    const base = (counted as string).slice(0, -'_one'.length);
    expect(useTranslations('pt-br')(`search:${base}` as TranslationKey, { count: 1 })).toBe(
      RESOURCES['pt-br']?.['search']?.[counted as string]?.replace('{{count}}', '1'),
    );
  });

  // Portugal's Portuguese (pt-PT) says "0 noites"; bare `pt` rules (Brazil's) would say
  // "0 noite". The server (i18next) and the islands (createT) once disagreed at 0.
  it('counts pt as pt-PT on the server and in the islands alike', () => {
    const server = useTranslations('pt');
    const island = createT(
      pickMessages('pt', ['summary.nightsCount'], 'booking'),
      getLocale('pt').iso,
    );
    const expected = { 0: '0 noites', 1: '1 noite', 2: '2 noites' };
    for (const [count, text] of Object.entries(expected)) {
      expect(server('booking:summary.nightsCount', { count: Number(count) })).toBe(text);
      expect(island('summary.nightsCount', { count: Number(count) })).toBe(text);
    }
    // Brazil's Portuguese keeps its own rule: 0 is singular there.
    expect(useTranslations('pt-br')('booking:summary.nightsCount', { count: 0 })).toBe('0 noite');
  });

  it('writes a count as the language writes numbers, on the server and in the islands', () => {
    const cases = {
      en: '1,234 hotels found',
      de: '1.234 Hotels gefunden',
      ja: '1,234軒のホテルが見つかりました',
    };
    for (const [code, text] of Object.entries(cases)) {
      const island = createT(pickMessages(code, ['results.found'], 'search'), getLocale(code).iso);
      expect(useTranslations(code)('search:results.found', { count: 1234 })).toBe(text);
      expect(island('results.found', { count: 1234 })).toBe(text);
    }
    // Other numbers are not counts: a year stays "2026", not "2,026".
    expect(createT<'copy'>({ copy: '© {{year}}' }, 'en')('copy', { year: 2026 })).toBe('© 2026');
    expect(useTranslations('de')('footer.copyright', { year: 2026, brand: 'B' })).toMatch(
      /^© 2026 B/,
    );
  });
});
