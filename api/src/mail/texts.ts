import { readFileSync } from 'node:fs';
import { parseLocale, type Locale } from '../lib/i18n.ts';

type Messages = Record<string, string>;

// The site's translation files: `mail` holds the messages' own sentences; labels a guest
// already knows from the site (check-in, meal plan, confirmation number…) come from the
// namespaces the site shows them in, so a message and the page never name one thing twice.
const NAMESPACES = ['mail', 'account', 'booking'] as const;
const ROOT = new URL('../../../locales/', import.meta.url);

const loaded = new Map<Locale, Messages>();

function messagesOf(locale: Locale): Messages {
  let messages = loaded.get(locale);
  if (!messages) {
    messages = {};
    for (const ns of NAMESPACES) {
      const file = JSON.parse(
        readFileSync(new URL(`${locale}/${ns}.json`, ROOT), 'utf8'),
      ) as Messages;
      for (const [key, value] of Object.entries(file)) messages[`${ns}:${key}`] = value;
    }
    loaded.set(locale, messages);
  }
  return messages;
}

/** A message key of one of the namespaces mail reads (`mail:…`, `account:…`, `booking:…`). */
export type MailKey = `${(typeof NAMESPACES)[number]}:${string}`;

/** Translates `ns:key` in a locale (English where a key is missing), filling `{{name}}`s. */
export type MailT = (key: MailKey, params?: Record<string, string | number>) => string;

/** The translator of mail in a locale (unknown codes read as `en`). */
export function mailTranslator(code: string): MailT {
  const locale = parseLocale(code);
  const own = messagesOf(locale);
  const english = messagesOf('en');
  return (key, params = {}) =>
    (own[key] ?? english[key] ?? key).replace(/{{\s*(\w+)\s*}}/g, (whole, name: string) =>
      name in params ? String(params[name]) : whole,
    );
}
