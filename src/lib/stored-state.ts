/** Signals between the code that changes the visitor's stored state and the islands that show it. */

/**
 * The document event that says this tab changed a stored key (`detail`) from code, not from
 * the island that shows it: islands mounted with `client:interaction="<key>"` wake to show
 * it, as they do when another tab changes it.
 */
export const STORED_STATE_EVENT = 'stored-state';

/** Wakes the islands that show the stored `key`. */
export function storedStateChanged(key: string): void {
  if (typeof document === 'undefined') return;
  document.dispatchEvent(new CustomEvent<string>(STORED_STATE_EVENT, { detail: key }));
}
