/**
 * Island messages without props. On the server, a page component picks a set before its
 * islands render (`provideIslandMessages`, from `./provide.ts`); in the browser, an island's
 * module loads its locale's set before it hydrates, each locale's namespace file being a
 * chunk of its own. Either way the island reads the set synchronously (`islandMessages`).
 */
import type { Messages } from '../../lib/i18n/messages';
import { LOCALES } from '../../lib/i18n/locales';
import { MESSAGE_SETS, type MessageSet } from './message-sets';

const sets = new Map<string, Messages>();
const key = (locale: string, set: MessageSet) => `${locale}|${set}`;

/** Stores a picked set (the server's side of `islandMessages`). */
export function storeIslandMessages(locale: string, set: MessageSet, messages: Messages): void {
  sets.set(key(locale, set), messages);
}

/** The set an island renders with; empty when nobody provided or loaded it. */
export function islandMessages(locale: string, set: MessageSet): Messages {
  return sets.get(key(locale, set)) ?? {};
}

const files = import.meta.glob<Messages>('../../../locales/*/{common,account,search,lead}.json', {
  import: 'default',
});

/** The page's locale code, from `<html lang>`. */
export function pageLocale(): string {
  const lang = document.documentElement.lang.toLowerCase();
  return LOCALES.find((l) => l.iso.toLowerCase() === lang)?.code ?? 'en';
}

/** Loads sets of the page's locale in the browser; resolves once `islandMessages` has them. */
export async function loadIslandMessages(names: readonly MessageSet[]): Promise<void> {
  const locale = pageLocale();
  await Promise.all(
    names
      .filter((name) => !sets.has(key(locale, name)))
      .map(async (name) => {
        const picked: Messages = {};
        for (const [ns, prefixes] of MESSAGE_SETS[name]) {
          const load = files[`../../../locales/${locale}/${ns}.json`];
          const messages = load ? await load() : {};
          for (const [id, text] of Object.entries(messages)) {
            if (prefixes.some((prefix) => id.startsWith(prefix))) picked[id] = text;
          }
        }
        sets.set(key(locale, name), picked);
      }),
  );
}
