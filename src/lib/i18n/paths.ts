import {
  DEFAULT_LOCALE,
  getLocale,
  isLocale,
  localeFromPath,
  PREFIXED_LOCALE_CODES,
} from './locales';

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

/** A page's locale as the middleware gives it to pages (`Astro.locals`). */
export interface PageLocale {
  /** The locale code the page renders in. */
  locale: string;
  /** The locale's BCP 47 tag (`<html lang>`, `Intl` formats). */
  iso: string;
  /** Its writing direction. */
  dir: 'ltr' | 'rtl';
  /**
   * True when the page's `[...lang]` prefix names no locale of the site (`/xx/book`,
   * `/en/book`): the page then renders in the default locale, and on-demand pages answer 404.
   */
  unknownLocale: boolean;
}

/**
 * The locale of a page: its `[...lang]` parameter when the route has one, else the path's
 * first segment (the 404 and 500 pages, which have no parameter).
 */
export function pageLocale(lang: string | undefined, pathname: string): PageLocale {
  const resolved = lang === undefined ? localeFromPath(pathname) : resolveLang(lang);
  const { code, iso, dir } = getLocale(resolved ?? DEFAULT_LOCALE);
  return { locale: code, iso, dir, unknownLocale: resolved === undefined };
}
