import type { ReadableAtom } from 'nanostores';
import { startTransition, useEffect, useState } from 'react';

/**
 * A store's value, its changes rendered as a transition: React renders them in slices and lets
 * the browser run between them, so a long list rendered again on every poll of a filling
 * search never holds the page for long (Lighthouse's total blocking time on a slow phone).
 * `useStore` cannot do that: a store read through `useSyncExternalStore` always renders at
 * once. A change for which `urgent(previous, next)` is true renders at once as well: one the
 * visitor made, so a control they just changed shows its new value straight away.
 */
export function useTransitionStore<T>(
  store: ReadableAtom<T>,
  urgent: (previous: T, next: T) => boolean,
): T {
  const [value, setValue] = useState(() => store.get());
  useEffect(() => {
    let previous = store.get();
    let first = true;
    // `subscribe` first calls with the value it finds: a change between the first render and
    // this subscription shows at once.
    return store.subscribe((next) => {
      const now = first || urgent(previous, next);
      first = false;
      previous = next;
      if (now) setValue(next);
      else startTransition(() => setValue(next));
    });
    // `urgent` is a rule, not state: the subscription follows the store alone.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [store]);
  return value;
}
