import { readFileSync } from 'node:fs';
import type { Locale } from '../../lib/i18n.ts';
import { intlTag } from '../room-texts/index.ts';
import {
  DESCRIPTION_TEMPLATES,
  type DescriptionTemplate,
  type TemplateLocale,
} from './templates.ts';

export {
  DESCRIPTION_TEMPLATES,
  type DescriptionTemplate,
  type TemplateLocale,
} from './templates.ts';

/** The locales written from templates (all but en and he), in the order of the table. */
export const TEMPLATE_LOCALES = Object.keys(DESCRIPTION_TEMPLATES) as TemplateLocale[];

/** The facts a description is written from, already in the reader's terms. */
export interface DescriptionFacts {
  hotel: string;
  stars: number;
  /** The city's name in the locale (place-name data), nominative. */
  city: string;
  /** Kilometres from the city centre; under 2 reads as "in the centre". */
  distanceKm: number;
  /** Amenity codes to name (pool, spa, wifi, …); none names free Wi-Fi. */
  highlights: readonly string[];
  roomTypes: number;
}

// The site's own amenity labels (`amenity.<code>` in locales/<code>/booking.json), read once,
// so a description names an amenity as the hotel page's list does.
const AMENITY_LABELS = new Map<TemplateLocale, Record<string, unknown>>();

function amenityLabel(locale: TemplateLocale, code: string): string {
  let labels = AMENITY_LABELS.get(locale);
  if (!labels) {
    const url = new URL(`../../../../locales/${locale}/booking.json`, import.meta.url);
    labels = JSON.parse(readFileSync(url, 'utf8')) as Record<string, unknown>;
    AMENITY_LABELS.set(locale, labels);
  }
  const label = labels[`amenity.${code}`];
  if (typeof label !== 'string')
    throw new Error(`locales/${locale}/booking.json has no amenity.${code}`);
  return label;
}

/**
 * A label as a word inside a sentence: "Piscine" -> "piscine", but "Wi-Fi gratuit", "SPA"
 * and German nouns keep their capitals (a first word with another capital is a name or acronym).
 */
function inSentence(locale: TemplateLocale, template: DescriptionTemplate, code: string): string {
  const own = template.amenityNames?.[code];
  if (own) return own;
  const label = amenityLabel(locale, code);
  if (template.keepCapitals) return label;
  const firstWord = label.split(/\s/)[0] ?? '';
  if (/\p{Lu}/u.test(firstWord.slice(1))) return label;
  return label.charAt(0).toLocaleLowerCase(intlTag(locale)) + label.slice(1);
}

/** A locale's Intl formatters, made once: a hotel page writes all 37 descriptions per answer. */
interface Formatters {
  plural: Intl.PluralRules;
  number: Intl.NumberFormat;
  kilometres: Intl.NumberFormat;
  list: Intl.ListFormat;
}

const FORMATTERS = new Map<TemplateLocale, Formatters>();

function formatters(locale: TemplateLocale): Formatters {
  let made = FORMATTERS.get(locale);
  if (!made) {
    const tag = intlTag(locale);
    made = {
      plural: new Intl.PluralRules(tag),
      number: new Intl.NumberFormat(tag),
      kilometres: new Intl.NumberFormat(tag, {
        style: 'unit',
        unit: 'kilometer',
        unitDisplay: 'short',
        minimumFractionDigits: 1,
        maximumFractionDigits: 1,
      }),
      list: new Intl.ListFormat(tag, { type: 'conjunction' }),
    };
    FORMATTERS.set(locale, made);
  }
  return made;
}

/** "4 типа номеров": the form Intl.PluralRules picks for n, the number written by Intl. */
function counted(locale: TemplateLocale, forms: DescriptionTemplate['stars'], n: number): string {
  const { plural, number } = formatters(locale);
  const form = forms[plural.select(n)] ?? forms.other ?? '';
  return form.replace('{n}', () => number.format(n));
}

function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** Languages that write sentences one after another without a space. */
const NO_SPACE = new Set<Locale>(['ja', 'zh-cn', 'zh-tw']);

/** A hotel's description in a templated locale, every number, unit and list written by Intl. */
export function describeIn(locale: TemplateLocale, facts: DescriptionFacts): string {
  const template = DESCRIPTION_TEMPLATES[locale];
  const { kilometres, list } = formatters(locale);
  const distance = kilometres.format(facts.distanceKm);
  const codes = facts.highlights.length > 0 ? facts.highlights : ['wifi'];
  const amenities = list.format(codes.map((code) => inSentence(locale, template, code)));
  const values = {
    hotel: facts.hotel,
    stars: counted(locale, template.stars, facts.stars),
    city: facts.city,
    distance,
    amenities,
  };
  return [
    fill(template.intro, values),
    fill(facts.distanceKm < 2 ? template.centre : template.distance, values),
    fill(template.amenities, values),
    counted(locale, template.rooms, facts.roomTypes),
  ].join(NO_SPACE.has(locale) ? '' : ' ');
}
