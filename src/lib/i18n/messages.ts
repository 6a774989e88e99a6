/**
 * Translation for islands without shipping i18next: the server picks the messages an
 * island needs (`pickMessages`) and passes them as a prop; `createT` reads them with
 * i18next's conventions (`{{name}}` interpolation, `_one`/`_other`… plural suffixes).
 */
import { formatNumber } from '../units';
import type { MessageKey } from './keys';

export type Messages = Record<string, string>;

/** A translate function over a message set whose keys are `Key`. */
export type Translator<Key extends string> = (
  key: Key,
  values?: Record<string, string | number>,
) => string;

/** A translate function over the site's messages: its keys are the source locale's. */
export type T = Translator<MessageKey>;

const pluralRules = new Map<string, Intl.PluralRules>();

/**
 * The translate function of `messages` in the language `iso`. Its keys are the site's
 * (`MessageKey`, checked by the type check) unless a caller brings messages of its own.
 */
export function createT<Key extends string = MessageKey>(
  messages: Messages,
  iso: string,
): Translator<Key> {
  let plural = pluralRules.get(iso);
  if (!plural) {
    plural = new Intl.PluralRules(iso);
    pluralRules.set(iso, plural);
  }
  return (key: string, values?: Record<string, string | number>) => {
    let template = messages[key];
    const count = values?.count;
    if (typeof count === 'number') {
      template =
        messages[`${key}_${count === 0 ? 'zero' : plural.select(count)}`] ??
        messages[`${key}_${plural.select(count)}`] ??
        messages[`${key}_other`] ??
        template;
    }
    if (template === undefined) return key;
    return template.replace(/{{\s*(\w+)\s*}}/g, (match, name: string) => {
      const value = values?.[name];
      if (value === undefined) return match;
      // A count is a quantity, written as the language writes numbers ("1.234 Hotels"), as
      // i18next does on the server (src/lib/i18n/i18n.ts).
      return name === 'count' && typeof value === 'number'
        ? formatNumber(value, iso)
        : String(value);
    });
  };
}
