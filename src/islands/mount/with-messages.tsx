import type { ComponentType } from 'react';
import type { Messages } from '../../lib/i18n/messages';
import { islandMessages } from './messages';
import type { MessageSet } from './message-sets';

/**
 * An island that receives its message props from the sets (`./messages.ts`) instead of from
 * the page: `withMessages(UserMenu, { messages: 'header', accountMessages: 'account' })`.
 * The mounted component takes the island's other props and the `locale` that picks the sets.
 */
export function withMessages<P extends object, K extends keyof P & string>(
  Island: ComponentType<P>,
  props: Record<K, MessageSet>,
): ComponentType<Omit<P, K> & { locale: string }> {
  return function Mounted(given: Omit<P, K> & { locale: string }) {
    const messages = {} as Record<K, Messages>;
    for (const [prop, set] of Object.entries(props) as [K, MessageSet][]) {
      messages[prop] = islandMessages(given.locale, set);
    }
    return <Island {...(given as unknown as P)} {...messages} />;
  };
}
