// @vitest-environment happy-dom
/**
 * When the page's interactive part starts (`src/scripts/page.ts`): not while the page loads, at
 * the first idle moment after it, or at once when a person presses a key or the pointer.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenInteractive } from './when-interactive';

/** Idle callbacks asked for, run when the test says so; the document still loading. */
let idle: (() => void)[];

beforeEach(() => {
  idle = [];
  vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
  vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('whenInteractive', () => {
  it('starts at the first idle moment after load, once', () => {
    const start = vi.fn();
    whenInteractive(start);
    expect(idle).toHaveLength(0);
    window.dispatchEvent(new Event('load'));
    expect(start).not.toHaveBeenCalled();
    idle.forEach((run) => run());
    idle.forEach((run) => run());
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts at a first key press or pointer press before then, and not again', () => {
    const start = vi.fn();
    whenInteractive(start);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    expect(start).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new PointerEvent('pointerdown'));
    window.dispatchEvent(new Event('load'));
    idle.forEach((run) => run());
    expect(start).toHaveBeenCalledTimes(1);
  });
});
