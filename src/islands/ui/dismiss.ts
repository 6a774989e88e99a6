/** Widest screen on which the side modal closes on a swipe (SPEC section 9). */
export const SWIPE_MAX_WIDTH = 639;
/** Distance a finger must travel for a swipe to count, in pixels. */
export const SWIPE_DISTANCE = 60;

/**
 * Whether a finished swipe closes a modal (SPEC section 2): the side modal on a horizontal
 * swipe towards its edge on screens 639 px wide or less, the bottom sheet on a swipe down.
 * `dx` is measured in the reading direction (positive = towards the end edge).
 */
export function swipeCloses(
  kind: 'side' | 'sheet',
  move: { dx: number; dy: number },
  screenWidth: number,
): boolean {
  const { dx, dy } = move;
  if (kind === 'sheet') return dy >= SWIPE_DISTANCE && Math.abs(dy) > Math.abs(dx);
  return screenWidth <= SWIPE_MAX_WIDTH && dx >= SWIPE_DISTANCE && Math.abs(dx) > Math.abs(dy);
}

let locks = 0;
let saved: { overflow: string; paddingInlineEnd: string } | undefined;

/**
 * The width of the page's scrollbar (0 where scrollbars overlay the page). Read it before a
 * modal enters the page: read after, it lays out the whole page with the modal inside the
 * click that opens it, and once more after the lock changes the body's styles.
 */
export function scrollbarWidth(doc: Document = document): number {
  return Math.max(0, (doc.defaultView?.innerWidth ?? 0) - doc.documentElement.clientWidth);
}

/**
 * Locks page scrolling while any modal is open; the last unlock restores it. Nested
 * modals count, so closing an inner one keeps the page locked. The page keeps its width:
 * the `scrollbar` the lock hides (`scrollbarWidth`) becomes padding.
 */
export function lockScroll(scrollbar: number, doc: Pick<Document, 'body'> = document): () => void {
  if (locks === 0) {
    const body = doc.body;
    saved = { overflow: body.style.overflow, paddingInlineEnd: body.style.paddingInlineEnd };
    body.style.overflow = 'hidden';
    if (scrollbar > 0) body.style.paddingInlineEnd = `${scrollbar}px`;
  }
  locks++;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    locks--;
    if (locks === 0 && saved) {
      doc.body.style.overflow = saved.overflow;
      doc.body.style.paddingInlineEnd = saved.paddingInlineEnd;
    }
  };
}

const FOCUSABLE =
  'a[href],button:not([disabled]),input:not([disabled]):not([type="hidden"]),select:not([disabled]),textarea:not([disabled]),[tabindex]:not([tabindex="-1"])';

/** The elements Tab can reach inside `root`, in order. */
export function focusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => !el.hasAttribute('hidden') && el.getAttribute('aria-hidden') !== 'true',
  );
}
