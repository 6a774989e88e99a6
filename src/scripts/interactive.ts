/**
 * What every page starts once it is interactive (src/scripts/page.ts loads it then, after the
 * load event when the browser is idle, or at the first input if that comes sooner), in one
 * part so that none of its requests compete with the page's first paint: the agent view, the
 * lead pop-up's clock, the agent id and white-label settings, and the service worker.
 */
import { syncAgentView } from './agent-view';
import { startLeadPopup } from './lead-popup';
import { startOffline } from './offline';
import { runWhiteLabel } from './white-label';

/** Starts each; `loadedAt` is the time of the page's load event (ms since the epoch). */
export function startInteractive(loadedAt: number): void {
  syncAgentView();
  startLeadPopup(loadedAt);
  void runWhiteLabel();
  // A browser that refuses the worker (private mode, storage off) just has none.
  startOffline().catch(() => undefined);
}
