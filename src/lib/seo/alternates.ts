/**
 * The language versions of a page: its URL in every locale plus `x-default` (English).
 * Pages link them with `<link rel="alternate" hreflang>` and the sitemaps list them as
 * `xhtml:link` alternates: both come from here, so the two always agree.
 */
import { SITE_URL } from '../config';
import { DEFAULT_LOCALE, LOCALES, localizePath } from '../i18n/locales';

/** A page's absolute URL in a locale (`/he/hotels` for `he`, `/hotels` for `en`). */
export function pageUrl(path: string, locale: string): string {
  return `${SITE_URL}${localizePath(path, locale)}`;
}

/** Every language version of a page, then `x-default`. */
export function pageAlternates(path: string): { hreflang: string; href: string }[] {
  return [
    ...LOCALES.map((l) => ({ hreflang: l.iso, href: pageUrl(path, l.code) })),
    { hreflang: 'x-default', href: pageUrl(path, DEFAULT_LOCALE) },
  ];
}
