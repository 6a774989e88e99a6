/** The messages between the pages (src/scripts/offline.ts) and the service worker. */
export const WORKER_MESSAGES = {
  /** Page → worker: a waiting new version may take over now (refused during a booking). */
  skipWaiting: 'stayway:skip-waiting',
  /** Page → worker: keep this page as if it had been visited under the worker. */
  keepPage: 'stayway:keep-page',
  /** Page → worker: keep the "connection needed" page of this locale. */
  keepOfflinePage: 'stayway:keep-offline-page',
  /** Worker → page: an API answer came from the saved copy stored at `savedAt`. */
  savedCopy: 'stayway:saved-copy',
} as const;

/** A message a page sends to the worker. */
export type PageMessage =
  | { type: typeof WORKER_MESSAGES.skipWaiting }
  | { type: typeof WORKER_MESSAGES.keepPage; url: string }
  | { type: typeof WORKER_MESSAGES.keepOfflinePage; locale: string };

/** A message the worker sends to a page. */
export interface WorkerMessage {
  type: typeof WORKER_MESSAGES.savedCopy;
  savedAt: string;
}
