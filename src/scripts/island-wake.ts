/**
 * The document event that says an island woke (src/scripts/client-interaction.ts): islands
 * mounted with `client:interaction="@islands"` (the toaster, which shows what the others
 * report) hydrate then. Code that mounts React outside an island (the lead dialog) sends it too.
 */
export const ISLAND_WAKE_EVENT = 'island-interaction';

/**
 * The event a `client:interaction` island receives as it starts to wake, before its code
 * loads: a script that changed the island's HTML while it slept (src/scripts/results-follow.ts)
 * stops there and gives the island props that render that HTML.
 */
export const ISLAND_WAKING_EVENT = 'island-waking';

/** The event that asks one `client:interaction` island to wake (`wakeIsland`). */
const WAKE_REQUEST_EVENT = 'island-wake-request';

/** Wakes the islands that follow the others. */
export function wakeFollowingIslands(): void {
  document.dispatchEvent(new Event(ISLAND_WAKE_EVENT));
}

/**
 * Marks `island` as waking and tells it (`ISLAND_WAKING_EVENT`): the directive does, once,
 * as the island starts to load.
 */
export function markWaking(island: Element): void {
  island.setAttribute('data-waking', '');
  island.dispatchEvent(new Event(ISLAND_WAKING_EVENT));
}

/** True once `island` started to wake (`markWaking`). */
export function isWaking(island: Element): boolean {
  return island.hasAttribute('data-waking');
}

/** Wakes one sleeping `client:interaction` island, as a first input inside it would. */
export function wakeIsland(island: Element): void {
  island.dispatchEvent(new Event(WAKE_REQUEST_EVENT));
}

/** Calls `wake` when `wakeIsland` asks `island` to wake. */
export function onWakeRequest(island: Element, wake: () => void): void {
  island.addEventListener(WAKE_REQUEST_EVENT, wake, { once: true });
}
