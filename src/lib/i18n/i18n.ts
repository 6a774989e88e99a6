import i18next, { type FormatterModule, type i18n, type TOptions } from 'i18next';
import { DEFAULT_LOCALE, getLocale, isLocale } from './locales';
import { formatNumber } from '../units';
import type { TranslationKey } from './keys';

type Messages = Record<string, string>;

// Every locale's namespace files, bundled into the server build (islands load their own);
// not `documents` and `mail`, the texts of the guest's voucher, calendar file and emails, which
// the API writes.
const files = import.meta.glob<Messages>(
  [
    '../../../locales/*/*.json',
    '!../../../locales/*/documents.json',
    '!../../../locales/*/mail.json',
  ],
  {
    eager: true,
    import: 'default',
  },
);

/** locale code -> namespace -> flat messages. */
export const RESOURCES: Record<string, Record<string, Messages>> = {};
for (const [path, messages] of Object.entries(files)) {
  const [, code = '', ns = ''] = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
  (RESOURCES[code] ??= {})[ns] = messages;
}

/**
 * The resources as i18next looks them up: it canonicalises codes (`tl-ph` becomes `fil-ph`,
 * see `Intl.getCanonicalLocales`), so each locale is also filed under its canonical code.
 */
const LOOKUP_RESOURCES: typeof RESOURCES = { ...RESOURCES };
for (const [code, namespaces] of Object.entries(RESOURCES)) {
  const [canonical] = Intl.getCanonicalLocales(code);
  if (canonical) LOOKUP_RESOURCES[canonical.toLowerCase()] ??= namespaces;
  // Filed under the `Intl` tag too (`pt` as `pt-pt`): i18next picks plural rules by the code
  // it finds the text under, and the islands count by the tag (see `i18nLanguage`).
  if (isLocale(code)) LOOKUP_RESOURCES[getLocale(code).iso.toLowerCase()] ??= namespaces;
}

/**
 * The language i18next speaks for a site locale: its `Intl` tag, so the server counts with
 * the same plural rules as the islands' `createT`. `pt` is Portugal's Portuguese (`pt-PT`),
 * whose rules put 0 in `other` ("0 noites") where bare `pt` (Brazil's) says `one` ("0 noite").
 */
export function i18nLanguage(code: string): string {
  return getLocale(isLocale(code) ? code : DEFAULT_LOCALE).iso;
}

/** The namespaces of the source locale (`en`). */
export const NAMESPACES = Object.keys(RESOURCES[DEFAULT_LOCALE] ?? {});

const instances = new Map<string, i18n>();

/**
 * i18next's formatter for one language: a `count` is a quantity, written as the language
 * writes numbers ("1.234 Hotels" in de), as `createT` does in the islands; other numbers
 * (years, booking numbers) stay as they are. Named formats (`{{value, name}}`) are the ones
 * registered through `add`; the messages use none today.
 */
function countFormatter(iso: string): FormatterModule {
  const named = new Map<
    string,
    (value: unknown, lng: string | undefined, options: object) => string
  >();
  return {
    type: 'formatter',
    init: () => undefined,
    add: (name, format) => void named.set(name.trim().toLowerCase(), format),
    addCached: (name, cached) =>
      void named.set(name.trim().toLowerCase(), (value, lng, options) =>
        cached(lng, options)(value),
      ),
    format: (value: unknown, format, lng, options): string => {
      if (format) {
        const apply = named.get(format.trim().toLowerCase());
        if (apply) return apply(value, lng, options ?? {});
      } else if (options?.interpolationkey === 'count' && typeof value === 'number') {
        return formatNumber(value, iso);
      }
      // Anything else as given: i18next turns it into text, and reports a missing value itself.
      return value as string;
    },
  };
}

/** A ready i18next instance for a locale (unknown codes get `en`), cached per locale. */
export function getI18n(code: string): i18n {
  const lng = isLocale(code) ? code : DEFAULT_LOCALE;
  let instance = instances.get(lng);
  if (!instance) {
    instance = i18next.createInstance().use(countFormatter(i18nLanguage(lng)));
    void instance.init({
      lng: i18nLanguage(lng),
      // Our codes are lower case (`zh-tw`, `pt-br`); without this i18next looks for `zh-TW`,
      // finds no such resources and falls back to English.
      lowerCaseLng: true,
      fallbackLng: DEFAULT_LOCALE,
      resources: LOOKUP_RESOURCES,
      ns: NAMESPACES,
      defaultNS: 'common',
      keySeparator: false,
      nsSeparator: ':',
      // Astro and React escape on output; escaping here would double-escape.
      // Every value goes through `countFormatter`, which writes counts in the language's digits.
      interpolation: { escapeValue: false, alwaysFormat: true },
      initAsync: false,
      returnNull: false,
    });
    instances.set(lng, instance);
  }
  return instance;
}

/** A translate function: `t('nav.hotels')`, `t('pages:home.title')`, `t('x', { brand })`. */
export type Translate = (key: TranslationKey, options?: TOptions) => string;

const plainTexts = new Map<string, Map<string, string>>();

/** The translate function of a locale. */
export function useTranslations(code: string): Translate {
  const instance = getI18n(code);
  // A message without values is the same on every page: i18next looks each up once per
  // locale (pre-rendering asks for the header's and footer's on tens of thousands of pages).
  let plain = plainTexts.get(code);
  if (!plain) {
    plain = new Map();
    plainTexts.set(code, plain);
  }
  const known = plain;
  return (key, options) => {
    if (options !== undefined) return String(instance.t(key, options));
    let text = known.get(key);
    if (text === undefined) {
      text = String(instance.t(key, {}));
      known.set(key, text);
    }
    return text;
  };
}

/** Direction and language tag for `<html>`. */
export function htmlAttributes(code: string): { lang: string; dir: 'ltr' | 'rtl' } {
  const locale = getLocale(code);
  return { lang: locale.iso, dir: locale.dir };
}

const picks = new Map<string, Record<string, string>>();

/**
 * The messages of a locale whose keys start with one of `prefixes` (`'header.'`), from
 * namespace `ns`, with English filling any gap: what an island needs, and nothing more.
 */
export function pickMessages(
  code: string,
  prefixes: string[],
  ns = 'common',
): Record<string, string> {
  const lng = isLocale(code) ? code : DEFAULT_LOCALE;
  // Every pre-rendered page asks for the same few sets: pick each once (a copy per call, so a
  // caller may add to it).
  const key = `${lng}|${ns}|${prefixes.join('|')}`;
  let picked = picks.get(key);
  if (!picked) {
    const source = { ...RESOURCES[DEFAULT_LOCALE]?.[ns], ...RESOURCES[lng]?.[ns] };
    picked = Object.fromEntries(
      Object.entries(source).filter(([name]) => prefixes.some((prefix) => name.startsWith(prefix))),
    );
    picks.set(key, picked);
  }
  return { ...picked };
}
