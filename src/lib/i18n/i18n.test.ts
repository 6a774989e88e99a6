import { describe, expect, it } from 'vitest';
import { RESOURCES, useTranslations } from './i18n';
import { LOCALE_CODES } from './locales';

describe('useTranslations', () => {
  // Region codes (zh-tw, pt-br, tl-ph) once fell back to English or to their language's text.
  it.each([...LOCALE_CODES])('speaks %s from its own files', (code) => {
    const t = useTranslations(code);
    for (const [ns, messages] of Object.entries(RESOURCES[code] ?? {})) {
      const [key, value] = Object.entries(messages).find(([, v]) => !v.includes('{{')) ?? [];
      if (!key) continue;
      expect(t(`${ns}:${key}`)).toBe(value);
    }
  });

  it('counts in the locale’s own plural forms for a region code', () => {
    const counted = Object.keys(RESOURCES['pt-br']?.['search'] ?? {}).find((k) =>
      k.endsWith('_one'),
    );
    expect(counted).toBeDefined();
    const base = (counted as string).slice(0, -'_one'.length);
    expect(useTranslations('pt-br')(`search:${base}`, { count: 1 })).toBe(
      RESOURCES['pt-br']?.['search']?.[counted as string]?.replace('{{count}}', '1'),
    );
  });
});
