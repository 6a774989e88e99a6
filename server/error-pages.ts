import type { ERROR_PAGE_STATUSES } from '../src/lib/errors.ts';
import { DEFAULT_LOCALE, localeFromPath } from '../src/lib/i18n/locales.ts';
import { NO_STORE } from './cache-control.ts';
import type { Representation } from './respond.ts';
import { ERROR_PAGE_DIR, type StaticFiles } from './static-files.ts';

/** An error status the front server answers with a page. */
export type ErrorPageStatus = (typeof ERROR_PAGE_STATUSES)[number];

const FALLBACK = (status: number) =>
  new TextEncoder().encode(
    `<!doctype html><html lang="en"><meta charset="utf-8"><title>Error ${status}</title><h1>Error ${status}</h1><p><a href="/">Home</a></p></html>`,
  );

/**
 * The localised error page for `status` in the language of `pathname` (`/he/…` is Hebrew),
 * never stored by caches. A build without error pages gets a bare page, never a blank one.
 */
export function errorPage(
  files: StaticFiles,
  status: ErrorPageStatus,
  pathname: string,
): Representation {
  const locale = localeFromPath(pathname);
  const prefix = locale === DEFAULT_LOCALE ? '' : `/${locale}`;
  const file =
    files.byPath(`${prefix}/${ERROR_PAGE_DIR}/${status}/index.html`) ??
    files.byPath(`/${ERROR_PAGE_DIR}/${status}/index.html`);
  if (file) return files.representation(file, { status, cacheControl: NO_STORE });
  return {
    status,
    headers: new Headers({ 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': NO_STORE }),
    encodings: [],
    read: () => FALLBACK(status),
  };
}
