import { readFileSync } from 'node:fs';
import { intlTag, LOCALES, type Locale } from '../lib/i18n.ts';
import en from '../../../locales/en/documents.json' with { type: 'json' };

/**
 * The texts of the guest's documents (voucher, calendar entry), from the site's translation
 * files `locales/<code>/documents.json`, read with i18next's conventions: `{{name}}`
 * placeholders and `_one`/`_other`… keys chosen by `Intl.PluralRules` for a `count`.
 */

/** A key of the documents' texts, counted ones without their plural suffix. */
export type DocumentKey = keyof typeof en extends infer K
  ? K extends `${infer Base}_${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}`
    ? Base
    : K
  : never;

type Messages = Record<string, string>;

const EN: Messages = en;

function messagesUrl(locale: Locale): URL {
  return new URL(`../../../locales/${locale}/documents.json`, import.meta.url);
}

// Read once, at start-up: a missing locale file stops the API instead of one guest's voucher.
const MESSAGES = new Map<Locale, Messages>(
  LOCALES.map((locale) => [
    locale,
    locale === 'en' ? EN : (JSON.parse(readFileSync(messagesUrl(locale), 'utf8')) as Messages),
  ]),
);

/** A document text in a locale, its placeholders filled; counts are written in the locale's digits. */
export function documentText(
  locale: Locale,
  key: DocumentKey,
  values: Record<string, string | number> = {},
): string {
  const messages = MESSAGES.get(locale) ?? EN;
  const tag = intlTag(locale);
  let text: string | undefined = messages[key];
  const count = values['count'];
  if (typeof count === 'number') {
    const category = new Intl.PluralRules(tag).select(count);
    text = messages[`${key}_${category}`] ?? messages[`${key}_other`] ?? text;
  }
  text ??= EN[key] ?? key;
  return text.replace(/{{\s*(\w+)\s*}}/g, (match, name: string) => {
    const value = values[name];
    if (value === undefined) return match;
    return typeof value === 'number' ? new Intl.NumberFormat(tag).format(value) : value;
  });
}
