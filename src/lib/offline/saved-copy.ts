/**
 * The oldest of the times a page's saved copies were stored (ISO 8601), or null when none
 * is a valid time: what "last updated" says when a page and its answers came from the cache.
 */
export function oldestSavedAt(times: readonly (string | null | undefined)[]): string | null {
  let oldest: number | null = null;
  for (const time of times) {
    const ms = time ? Date.parse(time) : Number.NaN;
    if (Number.isFinite(ms) && (oldest === null || ms < oldest)) oldest = ms;
  }
  return oldest === null ? null : new Date(oldest).toISOString();
}

/** The "last updated" time of a saved copy, in the page's language and the visitor's zone. */
export function formatSavedAt(savedAt: string, iso: string): string {
  return new Intl.DateTimeFormat(iso, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(savedAt),
  );
}
