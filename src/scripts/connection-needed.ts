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
addEventListener('online', () => location.reload());
