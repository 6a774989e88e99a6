import type { Locale as LocaleCode } from '../../../contract/locales.ts';

/** A language variant of the site (SPEC section 3 "Locale"). */
export interface Locale {
  /** URL prefix and i18next language; `en` has no prefix. */
  code: string;
  /** The language's own name, shown in the language picker. */
  name: string;
  /** BCP 47 tag for `<html lang>`, hreflang and `Intl`. */
  iso: string;
  /** Folder of the locale's namespace files under `locales/`. */
  file: string;
  dir: 'ltr' | 'rtl';
}

/** The default locale: served without a prefix and the source of every translation. */
export const DEFAULT_LOCALE = 'en';

/** Locales whose long texts (legal pages) exist; others show the English text (SPEC section 9). */
export { FALLBACK_LOCALES } from '../../../contract/locales.ts';

const table: [code: LocaleCode, name: string, iso: string][] = [
  ['en', 'English', 'en'],
  ['ar', 'العربية', 'ar'],
  ['bg', 'Български', 'bg'],
  ['ca', 'Català', 'ca'],
  ['cs', 'Čeština', 'cs'],
  ['da', 'Dansk', 'da'],
  ['de', 'Deutsch', 'de'],
  ['el', 'Ελληνικά', 'el'],
  ['es', 'Español', 'es'],
  ['et', 'Eesti', 'et'],
  ['fi', 'Suomi', 'fi'],
  ['fr', 'Français', 'fr'],
  ['he', 'עברית', 'he'],
  ['hr', 'Hrvatski', 'hr'],
  ['hu', 'Magyar', 'hu'],
  ['id', 'Bahasa Indonesia', 'id'],
  ['is', 'Íslenska', 'is'],
  ['it', 'Italiano', 'it'],
  ['ja', '日本語', 'ja'],
  ['ko', '한국어', 'ko'],
  ['lt', 'Lietuvių', 'lt'],
  ['ms', 'Bahasa Melayu', 'ms'],
  ['nl', 'Nederlands', 'nl'],
  ['pl', 'Polski', 'pl'],
  ['pt', 'Português', 'pt-PT'],
  ['pt-br', 'Português (Brasil)', 'pt-BR'],
  ['ro', 'Română', 'ro'],
  ['ru', 'Русский', 'ru'],
  ['sk', 'Slovenčina', 'sk'],
  ['sl', 'Slovenščina', 'sl'],
  ['sr', 'Српски', 'sr'],
  ['sv', 'Svenska', 'sv'],
  ['th', 'ไทย', 'th'],
  ['tl-ph', 'Filipino', 'fil-PH'],
  ['tr', 'Türkçe', 'tr'],
  ['uk', 'Українська', 'uk'],
  ['vi', 'Tiếng Việt', 'vi'],
  ['zh-cn', '简体中文', 'zh-CN'],
  ['zh-tw', '繁體中文', 'zh-TW'],
];

const RTL = new Set(['ar', 'he']);

/** Every locale of the site, `en` first (SPEC section 2 lists the prefixes). */
export const LOCALES: readonly Locale[] = table.map(([code, name, iso]) => ({
  code,
  name,
  iso,
  file: code,
  dir: RTL.has(code) ? 'rtl' : 'ltr',
}));

/** Codes of every locale, `en` first. */
export const LOCALE_CODES: readonly string[] = LOCALES.map((l) => l.code);

/** Codes that appear as a URL prefix (all but the default). */
export const PREFIXED_LOCALE_CODES: readonly string[] = LOCALE_CODES.filter(
  (c) => c !== DEFAULT_LOCALE,
);

const byCode = new Map(LOCALES.map((l) => [l.code, l]));

/** True when `code` is one of the site's locale codes (exact, lower-case). */
export function isLocale(code: string | null | undefined): boolean {
  return typeof code === 'string' && byCode.has(code);
}

/** The locale for a code; the default locale for anything unknown. */
export function getLocale(code: string | undefined): Locale {
  return (code !== undefined && byCode.get(code)) || (byCode.get(DEFAULT_LOCALE) as Locale);
}

/**
 * The locale a path is in, read from its first segment: `/he/hotels` is `he`,
 * `/hotels` and `/xx/hotels` are `en`.
 */
export function localeFromPath(pathname: string): string {
  const first = pathname.split('/')[1] ?? '';
  return isLocale(first) ? first : DEFAULT_LOCALE;
}

/** The path without its locale prefix, always starting with `/`. */
export function stripLocale(pathname: string): string {
  const first = pathname.split('/')[1] ?? '';
  if (first !== DEFAULT_LOCALE && isLocale(first)) {
    const rest = pathname.slice(first.length + 1);
    return rest === '' ? '/' : rest;
  }
  return pathname === '' ? '/' : pathname;
}

/** The same path in another locale: `/he/hotels` to `ja` is `/ja/hotels`. */
export function localizePath(pathname: string, locale: string): string {
  const bare = stripLocale(pathname);
  if (locale === DEFAULT_LOCALE || !isLocale(locale)) return bare;
  return bare === '/' ? `/${locale}` : `/${locale}${bare}`;
}
