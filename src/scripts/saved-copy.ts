/**
 * "Last updated" on pages the service worker answered from its saved copies: the page's own
 * time (`data-saved-at` on `<html>`, written by the worker) and the times of the API answers
 * it reports by message (src/service-worker/worker.ts). Shown in the network notice; runs as
 * the page starts, since the worker's messages are not kept for late listeners.
 */
import { WORKER_MESSAGES, type WorkerMessage } from '../lib/offline/messages';
import { formatSavedAt, oldestSavedAt } from '../lib/offline/saved-copy';

/** Calls `show` with the oldest saved time so far, now and whenever an older one arrives. */
export function watchSavedCopy(show: (savedAt: string, formatted: string) => void): void {
  const root = document.documentElement;
  let current = oldestSavedAt([root.dataset.savedAt]);
  const update = (time: string | undefined) => {
    const next = oldestSavedAt([current, time]);
    // Nothing saved, or a newer answer than one already shown: the oldest time stands.
    if (next === null || (time !== undefined && next === current)) return;
    current = next;
    root.dataset.savedAt = next;
    show(next, formatSavedAt(next, root.lang || 'en'));
  };
  if (current !== null) update(undefined);
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent<unknown>) => {
    const message = event.data as Partial<WorkerMessage> | null;
    if (message?.type === WORKER_MESSAGES.savedCopy && typeof message.savedAt === 'string') {
      update(message.savedAt);
    }
  });
}
