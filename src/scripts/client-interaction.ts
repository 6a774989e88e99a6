/**
 * The `client:interaction` directive (registered in astro.config.mjs): an island loads and
 * hydrates on its first pointerdown, focus or key press inside it, so a static page runs no
 * framework code until a person reaches for an island. The interaction that woke the island
 * is not lost: clicks and key presses that arrive while it loads are held back and played
 * again on the hydrated island (the click that opens the currency picker, the letters typed
 * into the destination field).
 *
 * `client:interaction="currency authUser"` also hydrates the island as soon as the browser is
 * idle when one of those localStorage keys holds a value: the visitor's own state (a chosen
 * currency, a signed-in user) that the server could not render, and when another tab changes
 * one of them (tabs share that state). The token `@islands` hydrates
 * it as soon as another island wakes (the toaster, which shows what other islands report).
 */
import type { ClientDirective } from 'astro';
import { ISLAND_WAKE_EVENT, wakeFollowingIslands } from './island-wake';

const TRIGGERS = ['pointerdown', 'focusin', 'keydown'] as const;

type Held =
  | { kind: 'click'; target: Element; init: MouseEventInit }
  | { kind: 'text'; target: HTMLInputElement | HTMLTextAreaElement; text: string }
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
function typeText(field: HTMLInputElement | HTMLTextAreaElement, text: string): void {
  if (document.activeElement !== field) field.focus();
  // insertText fires the same beforeinput and input events as typing, at the caret.
  if (document.execCommand('insertText', false, text)) return;
  const prototype = Object.getPrototypeOf(field) as object;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, field.value + text);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

function replay(held: Held[], el: HTMLElement): void {
  // The island's focus handlers missed the focus that woke it.
  const active = document.activeElement;
  if (active instanceof HTMLElement && el.contains(active)) {
    active.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    active.dispatchEvent(new FocusEvent('focus'));
  }
  for (const event of held) {
    if (!event.target.isConnected) continue;
    if (event.kind === 'click') {
      event.target.dispatchEvent(
        new MouseEvent('click', { ...event.init, bubbles: true, cancelable: true, composed: true }),
      );
    } else if (event.kind === 'text') typeText(event.target, event.text);
    else if (event.kind === 'submit') {
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
    if (
      isTextField(target) &&
      event.key.length === 1 &&
      !event.ctrlKey &&
      !event.metaKey &&
      !event.altKey
    ) {
      event.preventDefault();
      const last = held.at(-1);
      if (last?.kind === 'text' && last.target === target) last.text += event.key;
      else held.push({ kind: 'text', target, text: event.key });
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
    if (started) return;
    started = true;
    wakeFollowingIslands();
    for (const type of TRIGGERS) el.removeEventListener(type, onTrigger, true);
    el.addEventListener('click', hold, true);
    el.addEventListener('keydown', hold, true);
    try {
      const hydrate = await load();
      await hydrate();
    } finally {
      el.removeEventListener('click', hold, true);
      el.removeEventListener('keydown', hold, true);
    }
    replay(held, el);
  };
  const onTrigger = (event: Event) => {
    void start();
    // The key press that woke the island is held like those after it.
    if (event.type === 'keydown') hold(event);
  };

  for (const type of TRIGGERS) el.addEventListener(type, onTrigger, true);
  const tokens =
    typeof options.value === 'string' ? options.value.split(/\s+/).filter(Boolean) : [];
  if (tokens.includes('@islands')) {
    document.addEventListener(ISLAND_WAKE_EVENT, () => void start(), { once: true });
  }
  if (hasStoredState(tokens)) whenIdle(() => void start());
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || tokens.includes(event.key)) {
      removeEventListener('storage', onStorage);
      void start();
    }
  };
  if (tokens.some((token) => !token.startsWith('@'))) addEventListener('storage', onStorage);
};

export default interaction;
