/**
 * The "connection needed" page (src/pages/[...lang]/offline.astro): shows the search the
 * visitor typed, read back from the address, and loads the address again once online.
 */
import { formatStay, keptSearch } from '../lib/offline/kept-search';

const kept = document.querySelector<HTMLElement>('[data-kept-search]');
const search = keptSearch(new URL(location.href));
if (kept && search) {
  const stay = formatStay(search, document.documentElement.lang || 'en');
  kept.textContent = (kept.dataset.template ?? '').replace('{search}', stay);
  kept.hidden = false;
}

// Only the real page answers once back online (the worker never serves this one then).
const RETRIED_KEY = 'connection-needed-retried';
addEventListener('online', () => {
  try {
    sessionStorage.removeItem(RETRIED_KEY);
  } catch {
    // Storage refused (a private window's settings): the retry below is skipped, nothing else.
  }
  location.reload();
});
// The browser can say it is online a moment before requests get through, and the worker then
// answers this page again: shown while online, it tries once more shortly after, and then
// waits for the next time the connection returns (no loop while the site is down; without
// storage to remember the try, it only waits).
const retryOnce = () => {
  try {
    if (sessionStorage.getItem(RETRIED_KEY) !== null) return false;
    sessionStorage.setItem(RETRIED_KEY, '1');
    return true;
  } catch {
    return false;
  }
};
if (navigator.onLine && retryOnce()) setTimeout(() => location.reload(), 2000);
