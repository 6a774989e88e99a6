import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createProgress, mayReload, PROGRESS, RELOAD_GAP_MS, type ProgressView } from './progress';

describe('createProgress', () => {
  let views: ProgressView[];
  let progress: ReturnType<typeof createProgress>;
  const last = () => views.at(-1);

  beforeEach(() => {
    vi.useFakeTimers();
    views = [];
    progress = createProgress((v) => views.push(v), {
      setTimeout: (fn, ms) => setTimeout(fn, ms),
      clearTimeout: (id) => clearTimeout(id as number),
      setInterval: (fn, ms) => setInterval(fn, ms),
      clearInterval: (id) => clearInterval(id as number),
    });
  });
  afterEach(() => vi.useRealTimers());

  it('stays hidden when loading ends within the 200 ms throttle', () => {
    progress.start();
    vi.advanceTimersByTime(PROGRESS.throttle - 1);
    expect(last()?.visible).toBe(false);
    progress.finish();
    expect(last()).toEqual({ state: 'idle', percent: 0, visible: false });
  });

  it('shows after the throttle and advances every tick towards 5000 ms', () => {
    progress.start();
    vi.advanceTimersByTime(PROGRESS.throttle);
    expect(last()?.visible).toBe(true);
    vi.advanceTimersByTime(PROGRESS.tick * 10);
    expect(last()?.percent).toBeCloseTo(20);
    vi.advanceTimersByTime(PROGRESS.duration * 2);
    expect(last()?.percent).toBe(95);
  });

  it('finishes at 100% and hides 500 ms later', () => {
    progress.start();
    vi.advanceTimersByTime(1000);
    progress.finish();
    expect(last()).toEqual({ state: 'finished', percent: 100, visible: true });
    vi.advanceTimersByTime(PROGRESS.hideAfter - 1);
    expect(last()?.visible).toBe(true);
    vi.advanceTimersByTime(1);
    expect(last()).toEqual({ state: 'idle', percent: 0, visible: false });
  });

  it('marks a failure and hides too', () => {
    progress.start();
    vi.advanceTimersByTime(300);
    progress.fail();
    expect(last()?.state).toBe('failed');
    vi.advanceTimersByTime(PROGRESS.hideAfter);
    expect(last()?.visible).toBe(false);
  });

  it('ignores finish when nothing runs', () => {
    progress.finish();
    expect(views).toHaveLength(0);
  });
});

describe('mayReload', () => {
  it('allows one reload per minute', () => {
    expect(mayReload(null, 1_000)).toBe(true);
    expect(mayReload(1_000, 1_000 + RELOAD_GAP_MS - 1)).toBe(false);
    expect(mayReload(1_000, 1_000 + RELOAD_GAP_MS)).toBe(true);
    expect(mayReload(Number.NaN, 5)).toBe(true);
  });
});
