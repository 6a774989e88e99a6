/**
 * A hotel page's free-cancellation deadlines with the visitor's own time beside the hotel's
 * (src/lib/hotel-time.ts). The server renders the rates in the hotel's time alone, since it
 * cannot know the visitor's zone; this small script completes them as the rates come within a
 * screen of view, so they read right before the rates' island wakes, which renders the same
 * text once it does. Not at load: a page's first date formatter costs 20-30 ms (`Intl` loading
 * its data; 160-240 ms on Lighthouse's slowest phone), a long task the page would pay for rates
 * far below the fold. The words come from the `[data-deadline-messages]` element around the
 * rates, in the page's language `data-iso`.
 */
import { formatHotelDeadline } from '../lib/hotel-time';
import { createT, type Messages } from '../lib/i18n/messages';

/** Completes the deadlines inside `root` (the element carrying the messages). */
export function showViewerDeadlines(root: HTMLElement): void {
  const iso = root.dataset.iso ?? 'en';
  const t = createT(JSON.parse(root.dataset.deadlineMessages ?? '{}') as Messages, iso);
  for (const line of root.querySelectorAll<HTMLElement>('[data-free-until]')) {
    const instant = line.dataset.freeUntil;
    if (!instant) continue;
    line.textContent = t('cancel.freeUntil', {
      date: formatHotelDeadline(instant, line.dataset.timeZone ?? null, iso, t),
    });
  }
}

/**
 * Completes the deadlines once one of them is within a screen of the viewport (at once without
 * IntersectionObserver), unless the rates' island woke first: it renders them itself. The lines,
 * not the section: on a phone the section starts within two screens of the top, its deadlines
 * a screen further down.
 */
function completeWhenNear(root: HTMLElement): void {
  const complete = () => {
    if (!root.querySelector('astro-island:not([ssr])')) showViewerDeadlines(root);
  };
  if (typeof IntersectionObserver === 'undefined') {
    complete();
    return;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      complete();
    },
    { rootMargin: '100% 0px' },
  );
  for (const line of root.querySelectorAll('[data-free-until]')) observer.observe(line);
}

const root = document.querySelector<HTMLElement>('[data-deadline-messages]');
if (root) completeWhenNear(root);
