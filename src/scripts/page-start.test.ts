import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';

const code = readFileSync(new URL('./inline/page-start.js', import.meta.url), 'utf8');
const SRC = '/_astro/page.abc123.js';

/**
 * Runs the inline page-start script in a page as far as it sees one: a document in
 * `readyState` holding the page module's template, window events, frames and timers that
 * run only when the test says so; `wakesAlone`: an island wakes without input. `appended` lists
 * the scripts it adds to the body.
 */
function page(
  readyState: 'loading' | 'interactive' | 'complete',
  { hidden = false, wakesAlone = false } = {},
) {
  const listeners = new Map<string, Set<() => void>>();
  const frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const appended: { type: string; src: string }[] = [];
  const held = { type: 'module', getAttribute: (name: string) => (name === 'src' ? SRC : null) };
  const document = {
    readyState,
    visibilityState: hidden ? 'hidden' : 'visible',
    getElementById: (id: string) =>
      id === 'page-module'
        ? { content: { querySelector: (s: string) => (s === 'script[src]' ? held : null) } }
        : null,
    querySelector: (selector: string) =>
      wakesAlone && selector === 'astro-island:not([client="interaction"])' ? {} : null,
    createElement: () => ({ type: '', src: '' }),
    body: { appendChild: (node: { type: string; src: string }) => appended.push(node) },
  };
  const window = {
    document,
    addEventListener: (type: string, fn: () => void) => {
      if (!listeners.has(type)) listeners.set(type, new Set());
      listeners.get(type)?.add(fn);
    },
    removeEventListener: (type: string, fn: () => void) => listeners.get(type)?.delete(fn),
    requestAnimationFrame: (fn: () => void) => frames.push(fn),
    setTimeout: (fn: () => void) => timers.push(fn),
  };
  runInNewContext(code, window);
  return {
    appended,
    dispatch: (type: string) => [...(listeners.get(type) ?? [])].forEach((fn) => fn()),
    /** Paints a frame, then runs the tasks queued until then. */
    paint: () => {
      frames.splice(0).forEach((fn) => fn());
      timers.splice(0).forEach((fn) => fn());
    },
  };
}

describe('page-start (the page module after the first paint)', () => {
  it('starts nothing while the page loads, and the module once a frame is painted after load', () => {
    const p = page('interactive');
    p.paint();
    expect(p.appended).toEqual([]);
    p.dispatch('load');
    expect(p.appended).toEqual([]);
    p.paint();
    expect(p.appended).toEqual([{ type: 'module', src: SRC }]);
  });

  it('waits for the next frame when the page has already loaded', () => {
    const p = page('complete');
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
