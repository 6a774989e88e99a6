/**
 * What every page starts once it is interactive (src/scripts/page.ts loads it then, after the
 * load event when the browser is idle, or at the first input if that comes sooner), in one
 * part so that none of its requests compete with the page's first paint: the agent view, the
 * lead pop-up's clock, the agent id and white-label settings, and, once the page has settled,
 * the service worker.
 */
import { syncAgentView } from './agent-view';
import { startLeadPopup } from './lead-popup';
import { startOffline } from './offline';
import { runWhiteLabel } from './white-label';

/**
 * How long after the page is interactive the service worker starts. Installing it and keeping
 * the offline page with its files is work on the page's own processor: the worker's thread
 * took 180 ms beside the page's 320 ms in the seconds after a results page loaded (a fast
 * machine; four times that on a slow phone), while the page still followed its search. No
 * visitor needs the worker in the first seconds: it serves the next visits and offline reading.
 */
export const WORKER_DELAY_MS = 5000;

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Starts each, in a task of its own after the one its modules ran in: modules and parts were
 * one task of 27 ms on a fast machine, on every page, which a slow phone's four times slower
 * processor made a long task. Settles once all have started. `loadedAt` is the time of the
 * page's load event (ms since the epoch).
 */
export async function startInteractive(loadedAt: number): Promise<void> {
  await nextTask();
  syncAgentView();
  await nextTask();
  startLeadPopup(loadedAt);
  await nextTask();
  void runWhiteLabel();
  // A browser that refuses the worker (private mode, storage off) just has none.
  setTimeout(() => void startOffline().catch(() => undefined), WORKER_DELAY_MS);
}
