import { CACHE_NAMES } from './rules';

/**
 * Removes every saved personal page, answer and file (reservations, vouchers, their PDF and
 * calendar files) from this device: called when the visitor signs out or the session ends.
 * Resolves when the cache is gone; browsers without the Cache API have nothing to remove.
 */
export async function clearPersonalCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  try {
    await caches.delete(CACHE_NAMES.personal);
  } catch {
    // Storage blocked (private mode, disabled site data): nothing was saved either.
  }
}
