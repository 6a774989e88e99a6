import { useSyncExternalStore } from 'react';

const nothingToWatch = () => () => undefined;

/**
 * False in the server's render and while the island hydrates over that HTML, true from the
 * render that follows (at once for an island mounted in the browser): what only the browser
 * knows (localStorage, the URL's query) waits for it, so the first render matches the HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    nothingToWatch,
    () => true,
    () => false,
  );
}

/**
 * A value only the browser knows and that does not change while the page lives (a parameter
 * of the URL): `serverValue` until hydrated. `read` must give the same value each call.
 */
export function useBrowserValue<T extends string | number | boolean | null>(
  read: () => T,
  serverValue: T,
): T {
  return useSyncExternalStore(nothingToWatch, read, () => serverValue);
}
