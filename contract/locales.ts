/** The site's locales (SPEC section 2), `en` first. */
export const LOCALES = [
  'en',
  'ar',
  'bg',
  'ca',
  'cs',
  'da',
  'de',
  'el',
  'es',
  'et',
  'fi',
  'fr',
  'he',
  'hr',
  'hu',
  'id',
  'is',
  'it',
  'ja',
  'ko',
  'lt',
  'ms',
  'nl',
  'pl',
  'pt',
  'pt-br',
  'ro',
  'ru',
  'sk',
  'sl',
  'sr',
  'sv',
  'th',
  'tl-ph',
  'tr',
  'uk',
  'vi',
  'zh-cn',
  'zh-tw',
] as const;

/** A site locale code: every call of the API takes one as `?locale=`. */
export type Locale = (typeof LOCALES)[number];

/** Locales the long legal texts are written in; others show English (SPEC section 9). */
export const FALLBACK_LOCALES = ['en', 'he'] as const;

/** True for one of the site's locale codes. */
export function isLocaleCode(value: unknown): value is Locale {
  return (LOCALES as readonly unknown[]).includes(value);
}

/**
 * The tag that formats dates and times for a language tag (`en`, `he`, `pt-PT`): English is
 * written day first with a 24-hour clock ("12 January 2027, 15:00"), as a European and Middle
 * Eastern audience reads it, on the site and in the API's mails and documents alike.
 */
export function dateTag(tag: string): string {
  return tag === 'en' ? 'en-GB' : tag;
}
