import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';

const code = readFileSync(new URL('./inline/page-start.js', import.meta.url), 'utf8');
const SRC = '/_astro/page.abc123.js';

/**
 * Runs the inline page-start script in a page as far as it sees one: a document in
 * `readyState` holding the page module's template, window events, frames and timers that
 * run only when the test says so, and Paint Timing (`paintTiming: false`, a browser without
 * it); `held`: the page kind's held modules after the page's own; `wakesAlone`: an island wakes
 * without input. `appended` lists the scripts it adds to
 * the body.
 */
function page(
  readyState: 'loading' | 'interactive' | 'complete',
  { hidden = false, wakesAlone = false, paintTiming = true, held = [] as string[] } = {},
) {
  const listeners = new Map<string, Set<() => void>>();
  const frames: (() => void)[] = [];
  const timers: { fn: () => void; delay: number }[] = [];
  const appended: { type: string; src: string }[] = [];
  const paints: { name: string }[] = [];
  type PaintList = { getEntriesByName: (name: string) => unknown[] };
  const observers = new Set<PerformanceObserver>();
  const document = {
    readyState,
    visibilityState: hidden ? 'hidden' : 'visible',
    querySelectorAll: (selector: string) =>
      selector === 'template[data-held-module]'
        ? [SRC, ...held].map((src) => ({
            content: {
              querySelector: (s: string) =>
                s === 'script[src]'
                  ? { getAttribute: (name: string) => (name === 'src' ? src : null) }
                  : null,
            },
          }))
        : [],
    querySelector: (selector: string) =>
      wakesAlone && selector === 'astro-island:not([client="interaction"])' ? {} : null,
    createElement: () => ({ type: '', src: '' }),
    body: { appendChild: (node: { type: string; src: string }) => appended.push(node) },
  };
  const byName = (entries: { name: string }[]) => (name: string) =>
    entries.filter((entry) => entry.name === name);
  class PerformanceObserver {
    static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
    constructor(readonly callback: (list: PaintList, observer: PerformanceObserver) => void) {}
    observe({ type }: { type: string }) {
      if (type === 'paint') observers.add(this);
    }
    disconnect() {
      observers.delete(this);
    }
  }
  const window = {
    document,
    addEventListener: (type: string, fn: () => void) => {
      if (!listeners.has(type)) listeners.set(type, new Set());
      listeners.get(type)?.add(fn);
    },
    removeEventListener: (type: string, fn: () => void) => listeners.get(type)?.delete(fn),
    requestAnimationFrame: (fn: () => void) => frames.push(fn),
    setTimeout: (fn: () => void, delay = 0) => timers.push({ fn, delay }),
    performance: { getEntriesByName: byName(paints) },
    ...(paintTiming ? { PerformanceObserver } : {}),
  };
  runInNewContext(code, window);
  /** Runs the tasks queued with no delay until none is left. */
  const runTasks = () => {
    for (let i = timers.findIndex((t) => t.delay === 0); i >= 0;) {
      timers.splice(i, 1)[0]?.fn();
      i = timers.findIndex((t) => t.delay === 0);
    }
  };
  return {
    appended,
    dispatch: (type: string) => [...(listeners.get(type) ?? [])].forEach((fn) => fn()),
    /** Paints a frame (not yet on screen), then runs the tasks queued until then. */
    paint: () => {
      frames.splice(0).forEach((fn) => fn());
      runTasks();
    },
    /** The frame with the page's first content reaches the screen: Paint Timing reports it. */
    present: () => {
      const entry = { name: 'first-contentful-paint' };
      paints.push(entry);
      [...observers].forEach((o) => o.callback({ getEntriesByName: byName([entry]) }, o));
      runTasks();
    },
    /** The delayed tasks' time comes. */
    elapse: () => timers.splice(0).forEach((t) => t.fn()),
  };
}

describe('page-start (the page module once the first content is on screen)', () => {
  it('starts nothing while the page loads, and the module once its first content is on screen', () => {
    const p = page('interactive');
    p.paint();
    expect(p.appended).toEqual([]);
    p.dispatch('load');
    p.paint();
    // The frame after the load is painted but not yet presented: its request would compete.
    expect(p.appended).toEqual([]);
    p.present();
    expect(p.appended).toEqual([{ type: 'module', src: SRC }]);
    p.elapse();
    expect(p.appended).toHaveLength(1);
  });

  it("starts every held module, the page kind's with the page's own, once", () => {
    const follow = '/_astro/ResultsFollowStart.def456.js';
    const p = page('interactive', { held: [follow] });
    p.dispatch('load');
    p.present();
    p.dispatch('pointerdown');
    expect(p.appended).toEqual([
      { type: 'module', src: SRC },
      { type: 'module', src: follow },
    ]);
  });

  it('waits for the next frame when the first content was on screen before the load', () => {
    const p = page('interactive');
    p.present();
    p.dispatch('load');
    expect(p.appended).toEqual([]);
    p.paint();
    expect(p.appended).toEqual([{ type: 'module', src: SRC }]);
  });

  it('waits for the first content when the page has already loaded', () => {
    const p = page('complete');
    p.paint();
    expect(p.appended).toEqual([]);
    p.present();
    expect(p.appended).toEqual([{ type: 'module', src: SRC }]);
  });

  it('starts a second after the load when no contentful paint is reported', () => {
    const p = page('loading');
    p.dispatch('load');
    p.paint();
    expect(p.appended).toEqual([]);
    p.elapse();
    expect(p.appended).toEqual([{ type: 'module', src: SRC }]);
    p.present();
    expect(p.appended).toHaveLength(1);
  });

  it('starts after the frame that follows the load in a browser without Paint Timing', () => {
    const p = page('loading', { paintTiming: false });
    p.dispatch('load');
    expect(p.appended).toEqual([]);
    p.paint();
    expect(p.appended).toEqual([{ type: 'module', src: SRC }]);
  });

  it.each(['pointerdown', 'keydown'])('starts at once on a %s before the load, once', (input) => {
    const p = page('loading');
    p.dispatch(input);
    expect(p.appended).toEqual([{ type: 'module', src: SRC }]);
    p.dispatch('load');
    p.paint();
    p.dispatch(input);
    expect(p.appended).toHaveLength(1);
  });

  it('starts at the load in a hidden tab, which paints no frame', () => {
    const p = page('loading', { hidden: true });
    p.dispatch('load');
    expect(p.appended).toEqual([{ type: 'module', src: SRC }]);
  });

  it('starts at once on a page whose islands wake without input', () => {
    const p = page('loading', { wakesAlone: true });
    expect(p.appended).toEqual([{ type: 'module', src: SRC }]);
    p.dispatch('load');
    p.paint();
    expect(p.appended).toHaveLength(1);
  });
});
