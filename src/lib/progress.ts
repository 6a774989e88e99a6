/** Progress bar timings of SPEC section 9, in milliseconds. */
export const PROGRESS = {
  throttle: 200,
  duration: 5000,
  tick: 100,
  hideAfter: 500,
} as const;

export type ProgressState = 'idle' | 'running' | 'finished' | 'failed';

export interface ProgressView {
  state: ProgressState;
  /** 0 to 100. */
  percent: number;
  visible: boolean;
}

interface Timers {
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (id: unknown) => void;
  setInterval: (fn: () => void, ms: number) => unknown;
  clearInterval: (id: unknown) => void;
}

/**
 * The navigation progress bar's logic (SPEC section 4): it appears only when loading
 * lasts longer than the throttle, advances every tick so that it would reach 100% after
 * `duration` (held at 95% until the load ends), then finishes or fails and hides.
 */
export function createProgress(render: (view: ProgressView) => void, timers: Timers) {
  let percent = 0;
  let state: ProgressState = 'idle';
  let visible = false;
  let throttleId: unknown;
  let tickId: unknown;
  let hideId: unknown;

  const emit = () => render({ state, percent, visible });
  const clearAll = () => {
    timers.clearTimeout(throttleId);
    timers.clearInterval(tickId);
    timers.clearTimeout(hideId);
  };
  const end = (next: 'finished' | 'failed') => {
    if (state !== 'running') return;
    clearAll();
    state = next;
    if (!visible) {
      // Finished within the throttle: never shown.
      state = 'idle';
      percent = 0;
      emit();
      return;
    }
    percent = 100;
    emit();
    hideId = timers.setTimeout(() => {
      visible = false;
      state = 'idle';
      percent = 0;
      emit();
    }, PROGRESS.hideAfter);
  };

  return {
    start() {
      clearAll();
      state = 'running';
      percent = 0;
      visible = false;
      throttleId = timers.setTimeout(() => {
        visible = true;
        emit();
        tickId = timers.setInterval(() => {
          percent = Math.min(95, percent + (100 * PROGRESS.tick) / PROGRESS.duration);
          emit();
        }, PROGRESS.tick);
      }, PROGRESS.throttle);
      emit();
    },
    finish: () => end('finished'),
    fail: () => end('failed'),
  };
}

/** Minimum time between two automatic reloads after a page part failed to load. */
export const RELOAD_GAP_MS = 60_000;

/** Whether a failed page part may reload the page now (at most once per minute). */
export function mayReload(lastReloadAt: number | null, now: number): boolean {
  return (
    lastReloadAt === null || !Number.isFinite(lastReloadAt) || now - lastReloadAt >= RELOAD_GAP_MS
  );
}
