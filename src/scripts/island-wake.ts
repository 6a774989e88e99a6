/**
 * The document event that says an island woke (src/scripts/client-interaction.ts): islands
 * mounted with `client:interaction="@islands"` (the toaster, which shows what the others
 * report) hydrate then. Code that mounts React outside an island (the lead dialog) sends it too.
 */
export const ISLAND_WAKE_EVENT = 'island-interaction';

/** Wakes the islands that follow the others. */
export function wakeFollowingIslands(): void {
  document.dispatchEvent(new Event(ISLAND_WAKE_EVENT));
}
