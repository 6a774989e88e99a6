/**
 * Server side of the island message sets: pages call `provideIslandMessages` before they
 * render islands mounted through `./with-messages.tsx`. Reads every locale file: never
 * import it from an island.
 */
import { pickMessages } from '../../lib/i18n/i18n';
import { MESSAGE_SETS, type MessageSet } from './message-sets';
import { islandMessages, storeIslandMessages } from './messages';

/** Picks the sets for `locale` (once per locale and set) for the islands about to render. */
export function provideIslandMessages(locale: string, ...names: MessageSet[]): void {
  for (const name of names) {
    if (Object.keys(islandMessages(locale, name)).length > 0) continue;
    const picked = {};
    for (const [ns, prefixes] of MESSAGE_SETS[name]) {
      Object.assign(picked, pickMessages(locale, [...prefixes], ns));
    }
    storeIslandMessages(locale, name, picked);
  }
}
