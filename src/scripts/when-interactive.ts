/**
 * Runs `start` once the page is interactive: when the browser is idle after `load`, or at
 * the first pointer or key input if that comes sooner; never before first paint.
 */
export function whenInteractive(start: () => void): void {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    removeEventListener('pointerdown', once, true);
    removeEventListener('keydown', once, true);
    start();
  };
  addEventListener('pointerdown', once, { capture: true, passive: true });
  addEventListener('keydown', once, { capture: true, passive: true });
  const idle = () =>
    'requestIdleCallback' in window
      ? requestIdleCallback(once, { timeout: 3000 })
      : setTimeout(once, 500);
  if (document.readyState === 'complete') idle();
  else addEventListener('load', idle, { once: true });
}
