import { readFileSync } from 'node:fs';
import { DEFAULT_LOCALE, isLocale } from '../src/lib/i18n/locales.ts';

const LOCALES_DIR = new URL('../locales/', import.meta.url);
const loaded = new Map<string, Record<string, string>>();

function common(locale: string): Record<string, string> {
  let messages = loaded.get(locale);
  if (!messages) {
    messages = JSON.parse(
      readFileSync(new URL(`${locale}/common.json`, LOCALES_DIR), 'utf8'),
    ) as Record<string, string>;
    loaded.set(locale, messages);
  }
  return messages;
}

/**
 * A message of the site's `common` namespace (locales/<code>/common.json) in `locale`, or in
 * English when the locale is unknown: the front server's own answers speak the visitor's
 * language as the pages do.
 */
export function serverMessage(locale: string | null | undefined, key: string): string {
  const code = isLocale(locale) ? (locale as string) : DEFAULT_LOCALE;
  return common(code)[key] ?? common(DEFAULT_LOCALE)[key] ?? key;
}
