import { persistentAtom } from '@nanostores/persistent';
import type { WritableAtom } from 'nanostores';
import { STORED_HERE_EVENT } from '../lib/stored-here';

/**
 * A store kept in localStorage under `key` and shared with other tabs. The stored JSON is
 * read through `parse`: a value that is corrupt or of an old shape gives `fallback`.
 */
export function persisted<T>(
  key: string,
  fallback: T,
  parse: (value: unknown) => T | undefined,
): WritableAtom<T> {
  const store = persistentAtom<T>(key, fallback, {
    encode: (value) => JSON.stringify(value),
    decode: (text) => {
      try {
        const value = parse(JSON.parse(text) as unknown);
        return value === undefined ? fallback : value;
      } catch {
        return fallback;
      }
    },
  });
  // The islands that show this state wake when it changes (a currency chosen in the header
  // reprices the sleeping rates), in this tab as in others.
  // Only a value that changed: a store set again to what it holds (a settings object read
  // afresh) wakes nothing.
  let stored = JSON.stringify(store.get());
  store.listen((value) => {
    const text = JSON.stringify(value);
    if (text === stored) return;
    stored = text;
    if (typeof window !== 'undefined')
      window.dispatchEvent(new CustomEvent(STORED_HERE_EVENT, { detail: key }));
  });
  return store;
}

/** Small shape checks for stored values. */
export const is = {
  record: (v: unknown): v is Record<string, unknown> =>
    typeof v === 'object' && v !== null && !Array.isArray(v),
  string: (v: unknown): v is string => typeof v === 'string',
  boolean: (v: unknown): v is boolean => typeof v === 'boolean',
  finite: (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v),
  nullableString: (v: unknown): v is string | null => v === null || typeof v === 'string',
  nullableFinite: (v: unknown): v is number | null =>
    v === null || (typeof v === 'number' && Number.isFinite(v)),
};

/** `value` if it is one of `allowed`, else undefined. */
export function oneOf<T extends string>(allowed: readonly T[]) {
  return (value: unknown): T | undefined =>
    typeof value === 'string' && (allowed as readonly string[]).includes(value)
      ? (value as T)
      : undefined;
}

/** The elements of an array that pass `item`, or undefined when it is not an array. */
export function arrayOf<T>(item: (value: unknown) => T | undefined) {
  return (value: unknown): T[] | undefined =>
    Array.isArray(value) ? value.map(item).filter((x): x is T => x !== undefined) : undefined;
}
