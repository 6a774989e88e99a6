import { DEFAULT_LOCALE, isLocale, PREFIXED_LOCALE_CODES } from './locales';

/** Static paths of a page in every locale: `en` without prefix, then the prefixed ones. */
export function localeStaticPaths(): { params: { lang: string | undefined } }[] {
  return [undefined, ...PREFIXED_LOCALE_CODES].map((lang) => ({ params: { lang } }));
}

/**
 * The locale of an on-demand page's optional `[...lang]` parameter, or undefined when
 * the prefix is not a locale (the page answers 404). `/en/...` is not a valid prefix.
 */
export function resolveLang(param: string | undefined): string | undefined {
  if (param === undefined || param === '') return DEFAULT_LOCALE;
  return param !== DEFAULT_LOCALE && isLocale(param) ? param : undefined;
}
