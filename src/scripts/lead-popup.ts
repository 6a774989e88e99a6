/**
 * The timed lead-capture pop-up (SPEC section 4 and 9) for guests only, never for crawlers,
 * as plain script: the clock (`planLeadPopup` over the persisted `visited` and `closed`
 * stores, so a close in one tab holds in the others) costs no framework; the dialog, React
 * and the dialog's messages load only when the pop-up opens (src/islands/lead/mount-dialog.tsx).
 * Started by src/scripts/interactive.ts on pages with the pop-up's element (LeadCapture.astro).
 */
import { closedRecently, planLeadPopup } from '../lib/lead/timing';
import { $authUser } from '../stores/auth';
import { $closed, $visited } from '../stores/lead';

function startLeadClock(root: HTMLElement, loadedAt: number): void {
  if ($authUser.get() !== null) return;
  const plan = planLeadPopup(loadedAt, $visited.get(), $closed.get());
  $visited.set(plan.visited);
  if (plan.closed !== $closed.get()) $closed.set(plan.closed);
  if (plan.openIn === null) return;

  let cancelled = false;
  let close: (() => void) | undefined;
  const show = () => {
    void Promise.all([import('../lib/device'), import('../islands/lead/mount-dialog')]).then(
      async ([{ parseDevice }, { mountLeadDialog }]) => {
        if (cancelled || parseDevice(navigator.userAgent).crawler) return;
        if ($authUser.get() !== null || closedRecently(Date.now(), $closed.get())) return;
        let unmount: (() => void) | undefined = await mountLeadDialog(root, () => {
          close?.();
          $closed.set(Date.now());
        });
        close = () => {
          unmount?.();
          unmount = undefined;
        };
        if (cancelled) close();
      },
      // A part that fails to load: no pop-up on this page (the page script handles reloads).
      () => undefined,
    );
  };
  const timer = setTimeout(
    () => {
      // Offline, loading the dialog would fail and reload the page: wait for the connection.
      if (navigator.onLine) show();
      else addEventListener('online', show, { once: true });
    },
    Math.max(0, plan.openIn - (Date.now() - loadedAt)),
  );
  const stop = () => {
    cancelled = true;
    clearTimeout(timer);
    removeEventListener('online', show);
    close?.();
  };
  // Signing in, or a close in another tab, ends it here too.
  $authUser.listen((user) => user !== null && stop());
  $closed.listen((closed) => closedRecently(Date.now(), closed) && stop());
}

/**
 * Runs the pop-up's clock on a page with its element, counted from `loadedAt` (the page's
 * load, ms since the epoch), for a guest; the clock may start later than the load.
 */
export function startLeadPopup(loadedAt: number): void {
  const root = document.querySelector<HTMLElement>('[data-lead-popup]');
  if (root) startLeadClock(root, loadedAt);
}
