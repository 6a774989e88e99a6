/**
 * A hotel page's free-cancellation deadlines with the visitor's own time beside the hotel's
 * (src/lib/hotel-time.ts). The server renders the rates in the hotel's time alone, since it
 * cannot know the visitor's zone; this small script completes them at load, so they read right
 * before the rates' island wakes, which renders the same text once it does. The words come from
 * the `[data-deadline-messages]` element around the rates, in the page's language `data-iso`.
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

const root = document.querySelector<HTMLElement>('[data-deadline-messages]');
if (root) showViewerDeadlines(root);
