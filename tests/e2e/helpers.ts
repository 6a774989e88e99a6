import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The booking API's address as the tests reach it (set by playwright.config.ts). */
export const API = process.env.E2E_API_URL ?? '';

/** A translated string of a locale, read from the same files the site uses. */
export function text(locale: string, key: string, ns = 'common'): string {
  const file = join(import.meta.dirname, '../../locales', locale, `${ns}.json`);
  const messages = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  const value = messages[key];
  if (value === undefined) throw new Error(`No ${locale}/${ns} ${key}`);
  return value;
}

/** `/path` in a locale: no prefix for en. */
export function localized(locale: string, path: string): string {
  if (locale === 'en') return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/**
 * Waits until the page's own module has started (after the first paint,
 * src/scripts/inline/page-start.js) and every island of the page is ready: hydrated (Astro
 * removes `ssr` then), or, for an island that hydrates on a person's first interaction
 * (`client:interaction`), listening for it, which it does once its directive has run, or, for
 * an island that hydrates when seen (`client:visible`), hydrated once it is in view.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const inView = (island: Element) => {
      const box = (island.firstElementChild ?? island).getBoundingClientRect();
      return box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
    };
    return (
      'pageStarted' in document.documentElement.dataset &&
      [...document.querySelectorAll('astro-island[ssr]:not([client="interaction"])')].every(
        (island) => island.getAttribute('client') === 'visible' && !inView(island),
      ) &&
      (document.querySelector('astro-island[client="interaction"]') === null ||
        'interaction' in ((window as { Astro?: object }).Astro ?? {}))
    );
  });
}
