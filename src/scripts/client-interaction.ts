/**
 * The `client:interaction` directive (registered in astro.config.mjs): an island loads and
 * hydrates on its first pointerdown, focus or key press inside it, so a static page runs no
 * framework code until a person reaches for an island. The interaction that woke the island
 * is not lost: clicks and non-character keys (Enter, arrows) that arrive while it loads are held
 * back and played again on the hydrated island (the click that opens the currency picker), and
 * text typed meanwhile goes into its field natively and is handed to React once it hydrated.
 *
 * `client:interaction="currency authUser"` also hydrates the island as soon as the browser is
 * idle when one of those localStorage keys holds a value: the visitor's own state (a chosen
 * currency, a signed-in user) that the server could not render, and when this tab or another
 * changes one of them (tabs share that state). The token `@islands` hydrates
 * it as soon as another island wakes on interaction, at the idle moment after a `client:visible`
 * one hydrated (scrolled into view), or when the page is idle on a page whose other islands
 * hydrate at load or idle (the toaster, which shows what other islands report, and the
 * user menu, which holds the log-in dialog that other islands open).
 *
 * A script may also wake one island (`wakeIsland`, src/scripts/island-wake.ts); the island is
 * marked as it starts to wake (`markWaking`), which a script that wrote into its HTML while
 * it slept listens for (src/scripts/results-follow.ts).
 */
import type { ClientDirective } from 'astro';
import { ISLAND_WAKE_EVENT, markWaking, onWakeRequest, wakeFollowingIslands } from './island-wake';
import { STORED_HERE_EVENT } from '../lib/stored-here';

const TRIGGERS = ['pointerdown', 'focusin', 'keydown'] as const;

type Held =
  | { kind: 'click'; target: Element; init: MouseEventInit }
  | { kind: 'submit'; target: HTMLInputElement }
  | { kind: 'key'; target: Element; init: KeyboardEventInit };

const isTextField = (node: EventTarget | null): node is HTMLInputElement | HTMLTextAreaElement =>
  node instanceof HTMLTextAreaElement ||
  (node instanceof HTMLInputElement &&
    /^(text|search|email|tel|url|password|number|)$/.test(node.type));

function hasStoredState(keys: string[]): boolean {
  try {
    return keys
      .filter((key) => !key.startsWith('@'))
      .some((key) => {
        const value = localStorage.getItem(key);
        return value !== null && value !== 'null' && value !== '';
      });
  } catch {
    return false;
  }
}

const whenIdle = (run: () => void) =>
  'requestIdleCallback' in window
    ? requestIdleCallback(run, { timeout: 2000 })
    : setTimeout(run, 200);

/** Types `text` into a field as a person would, so the island's change handlers see it. */
const setValue = (field: HTMLInputElement | HTMLTextAreaElement, value: string) =>
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set?.call(
    field,
    value,
  );

/**
 * Gives React the text a person put into a field while the island loaded. Typing is never held
 * back: characters reach the field natively, in order, whether they come with key presses or
 * without (an input method, a paste, a tool's insertText), and React's hydration leaves a
 * field's value as it finds it. What React has not seen is that value as a change, so it is
 * handed over as one input event: the instance setter first resets React's record of the
 * value, the prototype's setter puts the text back without touching that record, and the
 * input event then reads as a change from empty to the whole text.
 * This comes after hydration; a render of the island before it (a mount effect that sets
 * state) sets a controlled field back to its state and the typed text is gone, so a field in
 * such an island takes the text over itself in a layout effect (DestinationCombobox).
 */
function handOver(field: HTMLInputElement | HTMLTextAreaElement, text: string): void {
  field.value = '';
  setValue(field, text);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Whether React has taken over the island's HTML (it marks each node it hydrates). */
const isHydrated = (el: HTMLElement) => {
  const node = el.firstElementChild;
  return node === null || Object.keys(node).some((key) => key.startsWith('__reactFiber'));
};

/** The next task: a message to ourselves, which a page's fake clock does not hold back. */
const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });

/**
 * Resolves once React has hydrated the island and run its mount effects (it hydrates in a
 * transition, after `hydrate` returns, then runs effects in a task of its own): events played
 * back earlier would meet fields whose value React does not track yet, or be undone by an
 * effect that sets the field's first value.
 */
async function hydrationDone(el: HTMLElement): Promise<void> {
  for (let tasks = 0; tasks < 20_000 && !isHydrated(el); tasks++) await nextTask();
  for (let tasks = 0; tasks < 20; tasks++) await nextTask();
}

function replay(
  held: Held[],
  typed: Map<HTMLInputElement | HTMLTextAreaElement, string>,
  chosen: Map<HTMLSelectElement, string>,
  el: HTMLElement,
): void {
  // The island's focus handlers missed the focus that woke it.
  const active = document.activeElement;
  if (active instanceof HTMLElement && el.contains(active)) {
    active.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    active.dispatchEvent(new FocusEvent('focus'));
  }
  for (const [field, text] of typed) if (field.isConnected) handOver(field, text);
  // A list's choice: put back (hydration may have set the list to its rendered value) and
  // told as the change it was.
  for (const [list, value] of chosen) {
    if (!list.isConnected) continue;
    list.value = value;
    list.dispatchEvent(new Event('change', { bubbles: true }));
  }
  for (const event of held) {
    if (!event.target.isConnected) continue;
    if (event.kind === 'click') {
      event.target.dispatchEvent(
        new MouseEvent('click', { ...event.init, bubbles: true, cancelable: true, composed: true }),
      );
    } else if (event.kind === 'submit') {
      const handled = !event.target.dispatchEvent(
        new KeyboardEvent('keydown', {
          key: 'Enter',
          code: 'Enter',
          bubbles: true,
          cancelable: true,
        }),
      );
      if (!handled) event.target.form?.requestSubmit();
    } else {
      event.target.dispatchEvent(
        new KeyboardEvent('keydown', { ...event.init, bubbles: true, cancelable: true }),
      );
    }
  }
}

const interaction: ClientDirective = (load, options, el) => {
  let started = false;
  const held: Held[] = [];

  // While the island loads, hold back what would be lost on a page without handlers.
  const hold = (event: Event) => {
    const target = event.target;
    if (!(target instanceof Element)) return;
    // The target may be an icon's <path> inside the button: held and played back on it.
    if (event instanceof MouseEvent && event.type === 'click') {
      event.preventDefault();
      event.stopPropagation();
      const { clientX, clientY, screenX, screenY, button, detail } = event;
      held.push({
        kind: 'click',
        target,
        init: { clientX, clientY, screenX, screenY, button, detail, view: window },
      });
      return;
    }
    if (!(event instanceof KeyboardEvent) || event.isComposing) return;
    // Characters typed into a field go in natively (see handOver).
    if (isTextField(target) && event.key.length === 1 && !event.ctrlKey && !event.metaKey) {
      return;
    } else if (event.key === 'Enter' && target instanceof HTMLInputElement && isTextField(target)) {
      event.preventDefault();
      held.push({ kind: 'submit', target });
    } else if (event.key !== 'Tab' && event.key.length > 1) {
      held.push({
        kind: 'key',
        target,
        init: {
          key: event.key,
          code: event.code,
          shiftKey: event.shiftKey,
          ctrlKey: event.ctrlKey,
          altKey: event.altKey,
          metaKey: event.metaKey,
        },
      });
    }
  };

  const start = async () => {
    // An island taken out of the page (the results script puts the complete list's in its
    // place) has nothing to wake.
    if (started || !el.isConnected) return;
    started = true;
    markWaking(el);
    wakeFollowingIslands();
    for (const type of TRIGGERS) el.removeEventListener(type, onTrigger, true);
    // The latest text of each field a person typed into while the island loads, and the
    // option chosen in each list (the sort) meanwhile.
    const typed = new Map<HTMLInputElement | HTMLTextAreaElement, string>();
    const chosen = new Map<HTMLSelectElement, string>();
    const note = (event: Event) => {
      if (isTextField(event.target)) typed.set(event.target, event.target.value);
      if (event.target instanceof HTMLSelectElement) chosen.set(event.target, event.target.value);
    };
    el.addEventListener('click', hold, true);
    el.addEventListener('keydown', hold, true);
    el.addEventListener('input', note, true);
    el.addEventListener('change', note, true);
    try {
      const hydrate = await load();
      await hydrate();
      await hydrationDone(el);
    } finally {
      el.removeEventListener('click', hold, true);
      el.removeEventListener('keydown', hold, true);
      el.removeEventListener('input', note, true);
      el.removeEventListener('change', note, true);
    }
    replay(held, typed, chosen, el);
  };
  const onTrigger = (event: Event) => {
    void start();
    // The key press that woke the island is held like those after it.
    if (event.type === 'keydown') hold(event);
  };

  for (const type of TRIGGERS) el.addEventListener(type, onTrigger, true);
  onWakeRequest(el, () => void start());
  const tokens =
    typeof options.value === 'string' ? options.value.split(/\s+/).filter(Boolean) : [];
  if (tokens.includes('@islands')) {
    document.addEventListener(ISLAND_WAKE_EVENT, () => void start(), { once: true });
    // An island that waited to be seen (a map below the fold) brings the framework when it
    // hydrates: they follow at the next idle moment. Astro's event on the island does not
    // bubble: caught on its way down.
    const onHydrated = (event: Event) => {
      if (!(event.target instanceof Element) || event.target.getAttribute('client') !== 'visible')
        return;
      document.removeEventListener('astro:hydrate', onHydrated, true);
      whenIdle(() => void start());
    };
    document.addEventListener('astro:hydrate', onHydrated, true);
    // A page whose islands hydrate without waiting (an account page, the login page) loads
    // the framework anyway: the following islands come along once it is idle.
    if (
      document.querySelector('astro-island:not([client="interaction"]):not([client="visible"])')
    ) {
      whenIdle(() => void start());
    }
  }
  if (hasStoredState(tokens)) whenIdle(() => void start());
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || tokens.includes(event.key)) {
      removeEventListener('storage', onStorage);
      removeEventListener(STORED_HERE_EVENT, onStoredHere);
      void start();
    }
  };
  const onStoredHere = (event: Event) => {
    if (event instanceof CustomEvent && tokens.includes(String(event.detail))) {
      removeEventListener('storage', onStorage);
      removeEventListener(STORED_HERE_EVENT, onStoredHere);
      void start();
    }
  };
  if (tokens.some((token) => !token.startsWith('@'))) {
    addEventListener('storage', onStorage);
    addEventListener(STORED_HERE_EVENT, onStoredHere);
  }
};

export default interaction;
