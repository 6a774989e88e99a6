import { readFileSync } from 'node:fs';
import { LOCALES, type Locale } from './i18n.ts';

/**
 * Labels that name a place with what contains it ("Berlin, Deutschland", "バルセロナ（スペイン）",
 * "برشلونة، إسبانيا"), written with the same messages the site uses for them in each locale
 * (`location.withCountry` in locales/<code>/common.json, `destination.hotelTitle` in
 * pages.json), so a suggestion reads as the page it leads to.
 */
interface LabelMessages {
  withCountry: Template;
  within: Template;
}

/** A message split at its `{{name}}` placeholders: odd parts are placeholder names. */
type Template = readonly string[];

function compile(text: string): Template {
  return text.split(/\{\{(\w+)\}\}/);
}

function fill(template: Template, values: Record<string, string>): string {
  let out = '';
  for (let i = 0; i < template.length; i++)
    out += i % 2 === 1 ? (values[template[i] as string] ?? '') : template[i];
  return out;
}

function siteMessage(locale: Locale, file: string, key: string): string {
  const url = new URL(`../../../locales/${locale}/${file}.json`, import.meta.url);
  const messages = JSON.parse(readFileSync(url, 'utf8')) as Record<string, unknown>;
  const text = messages[key];
  if (typeof text !== 'string') throw new Error(`locales/${locale}/${file}.json has no ${key}`);
  return text;
}

// Read once at start-up, like the API's own catalogues.
const MESSAGES = new Map<Locale, LabelMessages>(
  LOCALES.map((locale) => [
    locale,
    {
      withCountry: compile(siteMessage(locale, 'common', 'location.withCountry')),
      within: compile(siteMessage(locale, 'pages', 'destination.hotelTitle')),
    },
  ]),
);

function messages(locale: Locale): LabelMessages {
  return (MESSAGES.get(locale) ?? MESSAGES.get('en')) as LabelMessages;
}

/** A place with its country: "Berlin, Deutschland", "バルセロナ（スペイン）". */
export function withCountry(locale: Locale, place: string, country: string): string {
  return fill(messages(locale).withCountry, { place, country });
}

/** A hotel or named place within its city and country: "Hotel Adlon, Berlin, Deutschland". */
export function withinCity(locale: Locale, name: string, city: string, country: string): string {
  return fill(messages(locale).within, {
    hotel: name,
    place: withCountry(locale, city, country),
  });
}
