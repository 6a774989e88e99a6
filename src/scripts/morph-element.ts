/**
 * Brings an element of the page to the HTML of another, keeping its nodes where the two
 * match: a node of the same kind and tag at the same place keeps its element and takes the
 * other's attributes and text; only what differs is replaced. The results script
 * (src/scripts/results-follow.ts) puts the complete list in place this way: the complete first
 * page has the same cards as the filling one, in another order, so most of it is the same
 * elements with other texts and links. Replacing the whole island instead had the browser
 * style, lay out and paint the list anew in one long task (issue 30 item 4); this way only the
 * changed texts are laid out again, as when the awake island updates its cards in place, and
 * the work is cut in slices short enough not to hold up a visitor's input (`startMorph`).
 */

/** Whether `from` can be kept for `to`: the same kind of node, and for an element the same tag. */
function sameKind(from: Node, to: Node): boolean {
  return from.nodeType === to.nodeType && from.nodeName === to.nodeName;
}

function syncAttributes(from: Element, to: Element): void {
  for (const name of from.getAttributeNames())
    if (!to.hasAttribute(name)) from.removeAttribute(name);
  for (const name of to.getAttributeNames()) {
    const value = to.getAttribute(name)!;
    if (from.getAttribute(name) !== value) from.setAttribute(name, value);
  }
}

/**
 * The morph of `from` into `to`, one element at a time, in document order (what is on screen
 * first): each call brings one element's attributes and children to the other's and returns
 * whether elements remain. Nodes new to the page are taken out of `to`, which is spent after.
 */
function morphSteps(from: Element, to: Element): () => boolean {
  const pending: [Element, Element][] = [[from, to]];
  return () => {
    const pair = pending.pop();
    if (!pair) return false;
    const [element, target] = pair;
    syncAttributes(element, target);
    const old = Array.from(element.childNodes);
    const next = Array.from(target.childNodes);
    const deeper: [Element, Element][] = [];
    next.forEach((node, index) => {
      const kept = old[index];
      if (!kept) element.appendChild(node);
      else if (!sameKind(kept, node)) element.replaceChild(node, kept);
      // An equal subtree (compared natively) needs no walk.
      else if (kept.nodeType === Node.ELEMENT_NODE) {
        if (!kept.isEqualNode(node)) deeper.push([kept as Element, node as Element]);
      } else if (kept.nodeValue !== node.nodeValue) kept.nodeValue = node.nodeValue;
    });
    for (const extra of old.slice(next.length)) extra.remove();
    pending.push(...deeper.reverse());
    return pending.length > 0;
  };
}

/** A morph under way: `done` settles when it is; `finish` does the rest at once. */
export interface Morph {
  done: Promise<void>;
  finish: () => void;
}

/** Slices of work of at most this long, in milliseconds, between which the page can answer. */
const SLICE_MS = 3;

/**
 * A task after the next frame: each slice's changes are styled, laid out and painted in a frame
 * of their own (a few cards' texts), not several slices' together in one long rendering task
 * (17-40 ms on a fast machine when the slices only waited for the next task). A hidden tab has
 * no frames: the morph waits until it is shown, or until `finish`.
 */
const nextSlice = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/**
 * Makes `from` (in the page) hold what `to` holds, node for node, in slices of about
 * `SLICE_MS` with a frame in between, so that no long task holds up the page. The page's
 * result is the HTML of `to`, so a framework hydrating `from` later finds exactly the server's
 * render it was given. The first slice runs at once: the element's own attributes are `to`'s
 * from the start.
 */
export function startMorph(from: Element, to: Element): Morph {
  const step = morphSteps(from, to);
  let more = true;
  const slice = () => {
    const end = performance.now() + SLICE_MS;
    do more = step();
    while (more && performance.now() < end);
  };
  slice();
  const done = (async () => {
    while (more) {
      await nextSlice();
      if (more) slice();
    }
  })();
  return {
    done,
    finish: () => {
      while (more) more = step();
    },
  };
}
