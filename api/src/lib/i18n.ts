import { readFileSync } from 'node:fs';
import { dateTag } from '../../../contract/locales.ts';
import { PLACE_LOCALES } from '../../../contract/places/names.ts';
import enCatalog from '../../locales/en.json' with { type: 'json' };

/** The site's locale codes (SPEC section 2): en without a URL prefix, the others prefixed. */
export const LOCALES = PLACE_LOCALES;

/** One of the site's locale codes. */
export type Locale = (typeof LOCALES)[number];

const LOCALE_SET = new Set<string>(LOCALES);

/** The locale named by a `locale` query value (case-insensitive, `_` or `-`); unknown -> en. */
export function parseLocale(value: string | undefined | null): Locale {
  const code = (value ?? '').trim().toLowerCase().replace('_', '-');
  return LOCALE_SET.has(code) ? (code as Locale) : 'en';
}

/**
 * The `Intl` tag of a locale, as the site has it (src/lib/i18n/locales.ts): `pt` is Portugal's
 * Portuguese, whose plural rules and number marks differ from bare `pt` (Brazil's): "0 minutos",
 * not "0 minuto"; "1234,56 €".
 */
export function intlTag(locale: Locale): string {
  return locale === 'pt' ? 'pt-PT' : locale;
}

/** The tag of a locale's dates and times: the site's rule (`dateTag`, English day first). */
export function dateIntlTag(locale: Locale): string {
  return dateTag(intlTag(locale));
}

/** The site's URL prefix of a locale: '' for en, else `he/`. */
export function localePrefix(locale: Locale): string {
  return locale === 'en' ? '' : `${locale}/`;
}

/** A message: one text, or (when it counts something) one text per CLDR plural category. */
export type MessageText = string | Partial<Record<Intl.LDMLPluralRule, string>>;

/** One locale's file `api/locales/<code>.json`. */
export interface LocaleCatalog {
  /** Message key -> text with `:name` placeholders. */
  messages: Record<MessageKey, MessageText>;
  /** Request field (`holder.email`) -> its name in sentences ("email"). */
  attributes: Record<string, string>;
}

/** A message key of the API's catalogue (the keys of `api/locales/en.json`). */
export type MessageKey = keyof typeof enCatalog.messages;

/**
 * The parameter whose number chooses the plural form of each counted message; every other
 * message is one text in every locale.
 */
export const COUNTED_BY: Readonly<Partial<Record<MessageKey, string>>> = {
  'auth.locked': 'minutes',
  'http.too_many': 'seconds',
  'http.too_many_minutes': 'minutes',
  'validation.min': 'min',
  'validation.max': 'max',
  'booking.expired': 'minutes',
  'booking.too_many_holds': 'minutes',
};

/** The file of a locale's messages. */
export function catalogUrl(locale: Locale): URL {
  return new URL(`../../locales/${locale}.json`, import.meta.url);
}

// Read once, at start-up: a missing or broken locale file stops the API from starting rather
// than failing one visitor's request later.
const CATALOGS = new Map<Locale, LocaleCatalog>(
  LOCALES.map((locale) => [
    locale,
    locale === 'en'
      ? (enCatalog as LocaleCatalog)
      : (JSON.parse(readFileSync(catalogUrl(locale), 'utf8')) as LocaleCatalog),
  ]),
);

const PLURAL_RULES = new Map<Locale, Intl.PluralRules>();

function pluralRules(locale: Locale): Intl.PluralRules {
  let rules = PLURAL_RULES.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(intlTag(locale));
    PLURAL_RULES.set(locale, rules);
  }
  return rules;
}

const NUMBER_FORMATS = new Map<Locale, Intl.NumberFormat>();

function numberFormat(locale: Locale): Intl.NumberFormat {
  let format = NUMBER_FORMATS.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(intlTag(locale));
    NUMBER_FORMATS.set(locale, format);
  }
  return format;
}

function template(locale: Locale, key: MessageKey, params: Record<string, string | number>) {
  const text = CATALOGS.get(locale)?.messages[key] ?? enCatalog.messages[key];
  if (typeof text === 'string') return text;
  const count = Number(params[COUNTED_BY[key] ?? ''] ?? 0);
  const forms = text as Partial<Record<Intl.LDMLPluralRule, string>>;
  return forms[pluralRules(locale).select(count)] ?? forms.other ?? '';
}

/**
 * A localised message, with `:name` placeholders filled from params; en when the locale has
 * no such message.
 */
export function t(
  locale: Locale,
  key: MessageKey,
  params: Record<string, string | number> = {},
): string {
  return template(locale, key, params).replace(/:([a-z_]+)/g, (match, name: string) => {
    if (!(name in params)) return match;
    const value = params[name];
    // Numbers here are quantities (minutes, a minimum length): in the language's own marks.
    return typeof value === 'number' ? numberFormat(locale).format(value) : String(value);
  });
}

/**
 * The localised name of a request field as sentences use it (`holder.email` -> "email");
 * list items are named by their list (`guests_names.2` -> "guest name").
 */
export function attributeName(locale: Locale, field: string): string {
  const name = field
    .split('.')
    .filter((part) => !/^\d+$/.test(part))
    .join('.');
  return (
    CATALOGS.get(locale)?.attributes[name] ??
    enCatalog.attributes[name as keyof typeof enCatalog.attributes] ??
    name.split('.').pop()!.replace(/_/g, ' ')
  );
}
