// @vitest-environment happy-dom
/**
 * The `client:interaction` directive's ways to wake an island besides a first input in it: a
 * state it shows changed in this tab, a script asking, and what it keeps of a choice made in
 * a list while the island loads.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import interaction from './client-interaction';
import { STORED_HERE_EVENT } from '../lib/stored-here';
import { isWaking, wakeIsland } from './island-wake';

/** An island whose code "loads" when the test says (`finish`), hydrating as React would mark it. */
function sleepingIsland(html: string, tokens?: string) {
  const el = document.createElement('astro-island');
  el.innerHTML = html;
  document.body.append(el);
  let finish: () => void = () => {};
  const loaded = new Promise<void>((resolve) => (finish = resolve));
  const hydrate = vi.fn(() => {
    // React marks each node it hydrates.
    Object.assign(el.firstElementChild!, { __reactFiber$test: {} });
    return Promise.resolve();
  });
  const load = vi.fn(async () => {
    await loaded;
    return hydrate;
  });
  void interaction(load, { name: 'interaction', value: tokens ?? '' }, el);
  return { el, load, hydrate, finish };
}

afterEach(() => {
  document.body.innerHTML = '';
  localStorage.clear();
});

describe('the client:interaction directive', () => {
  it('wakes an island when this tab changes a state it shows, not another state', () => {
    const { el, load } = sleepingIsland('<p>rates</p>', 'currency unit');
    window.dispatchEvent(new CustomEvent(STORED_HERE_EVENT, { detail: 'favorites' }));
    expect(load).not.toHaveBeenCalled();
    window.dispatchEvent(new CustomEvent(STORED_HERE_EVENT, { detail: 'currency' }));
    expect(load).toHaveBeenCalledTimes(1);
    expect(isWaking(el)).toBe(true);
  });

  it('wakes an island a script asks to wake, once, and not one taken out of the page', () => {
    const kept = sleepingIsland('<p>list</p>');
    wakeIsland(kept.el);
    wakeIsland(kept.el);
    expect(kept.load).toHaveBeenCalledTimes(1);
    const removed = sleepingIsland('<p>old list</p>');
    removed.el.remove();
    wakeIsland(removed.el);
    expect(removed.load).not.toHaveBeenCalled();
    expect(isWaking(removed.el)).toBe(false);
  });

  it('tells the woken island of an option chosen while it loaded', async () => {
    const { el, hydrate, finish } = sleepingIsland(
      '<div><select><option value="price">Price</option><option value="stars">Stars</option></select></div>',
    );
    const list = el.querySelector('select')!;
    list.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    list.value = 'stars';
    list.dispatchEvent(new Event('change', { bubbles: true }));
    // Hydration sets the list back to what it rendered; the choice comes back after it.
    hydrate.mockImplementationOnce(() => {
      Object.assign(el.firstElementChild!, { __reactFiber$test: {} });
      list.value = 'price';
      return Promise.resolve();
    });
    const seen: string[] = [];
    el.addEventListener('change', () => seen.push(list.value));
    finish();
    await vi.waitFor(() => expect(seen).toEqual(['stars']));
    expect(list.value).toBe('stars');
  });
});
