import { useStore } from '@nanostores/react';
import type { ReadableAtom } from 'nanostores';
import { useHydrated } from './useHydrated';

/**
 * A store's value, but `serverValue` until the island has mounted: persisted stores read
 * localStorage, which the server cannot, and the first render must match its HTML.
 */
export function useClientStore<T>(store: ReadableAtom<T>, serverValue: T): T {
  const value = useStore(store);
  return useHydrated() ? value : serverValue;
}
