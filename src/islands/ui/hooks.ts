import { useEffect, useMemo, useRef, type RefObject } from 'react';
import { focusables, lockScroll, scrollbarWidth, swipeCloses } from './dismiss';

/** Calls `onClose` on Escape while `active`. */
export function useEscape(active: boolean, onClose: () => void): void {
  useEffect(() => {
    if (!active) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onClose();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [active, onClose]);
}

/** Calls `onClose` on a pointer press outside `ref` (and outside `ignore`) while `active`. */
export function useOutsideClick(
  ref: RefObject<HTMLElement | null>,
  active: boolean,
  onClose: () => void,
  ignore?: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    if (!active) return;
    const onDown = (event: PointerEvent) => {
      const target = event.target as Node | null;
      if (!target || ref.current?.contains(target) || ignore?.current?.contains(target)) return;
      onClose();
    };
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, [active, onClose, ref, ignore]);
}

/** Locks page scrolling while `active` (SPEC section 2: scrolling resumes on close). */
export function useScrollLock(active: boolean): void {
  // Measured while rendering the opening, before the modal is in the page (see scrollbarWidth).
  const scrollbar = useMemo(() => (active ? scrollbarWidth() : 0), [active]);
  useEffect(() => {
    if (!active) return;
    // Locked once the modal's first frame is painted: hiding the body's overflow has the
    // browser draw the whole page again (its tiles: 30-70 ms of raster at the calendar's
    // opening here, against 10-20 ms without the lock), which would hold back that frame.
    let release: (() => void) | null = null;
    const timer = afterNextPaint(() => {
      release = lockScroll(scrollbar);
    });
    return () => {
      timer.cancel();
      release?.();
    };
  }, [active, scrollbar]);
}

/**
 * Runs `task` in the first task after the next frame is painted (an animation frame's callback
 * runs before its paint; a timeout set there runs after it). `cancel` stops it if still pending.
 */
function afterNextPaint(task: () => void): { cancel: () => void } {
  let timeout: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timeout = setTimeout(task, 0);
  });
  return {
    cancel: () => {
      cancelAnimationFrame(frame);
      clearTimeout(timeout);
    },
  };
}

/**
 * Keeps Tab inside `ref` while `active`, focuses the `data-autofocus` or first control on open and gives
 * focus back to what had it before on close.
 */
export function useFocusTrap(ref: RefObject<HTMLElement | null>, active: boolean): void {
  const previous = useRef<Element | null>(null);
  useEffect(() => {
    const root = ref.current;
    if (!active || !root) return;
    previous.current = document.activeElement;
    // `data-autofocus` marks the control to start in (React's autoFocus would steal focus
    // before this effect could remember where it came from).
    (root.querySelector<HTMLElement>('[data-autofocus]') ?? focusables(root)[0] ?? root).focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const items = focusables(root);
      if (items.length === 0) {
        event.preventDefault();
        return;
      }
      const firstItem = items[0];
      const lastItem = items[items.length - 1];
      if (event.shiftKey && document.activeElement === firstItem) {
        event.preventDefault();
        lastItem?.focus();
      } else if (!event.shiftKey && document.activeElement === lastItem) {
        event.preventDefault();
        firstItem?.focus();
      }
    };
    root.addEventListener('keydown', onKey);
    return () => {
      root.removeEventListener('keydown', onKey);
      if (previous.current instanceof HTMLElement) previous.current.focus();
    };
  }, [active, ref]);
}

/** Calls `onClose` when a touch swipe on `ref` closes the modal (see `swipeCloses`). */
export function useSwipeToClose(
  ref: RefObject<HTMLElement | null>,
  kind: 'side' | 'sheet',
  active: boolean,
  onClose: () => void,
): void {
  useEffect(() => {
    const root = ref.current;
    if (!active || !root) return;
    let start: { x: number; y: number } | undefined;
    const onStart = (event: TouchEvent) => {
      const touch = event.touches[0];
      start = touch ? { x: touch.clientX, y: touch.clientY } : undefined;
    };
    const onEnd = (event: TouchEvent) => {
      const touch = event.changedTouches[0];
      if (!start || !touch) return;
      const rtl = document.documentElement.dir === 'rtl';
      const dx = (touch.clientX - start.x) * (rtl ? -1 : 1);
      const dy = touch.clientY - start.y;
      start = undefined;
      if (swipeCloses(kind, { dx, dy }, window.innerWidth)) onClose();
    };
    root.addEventListener('touchstart', onStart, { passive: true });
    root.addEventListener('touchend', onEnd);
    return () => {
      root.removeEventListener('touchstart', onStart);
      root.removeEventListener('touchend', onEnd);
    };
  }, [active, kind, onClose, ref]);
}
