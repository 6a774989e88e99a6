// @vitest-environment happy-dom
/**
 * `startMorph` brings an element of the page to another's HTML: the result is that HTML, and
 * the nodes that match (same kind, same tag, same place) are the page's own, kept. The work
 * goes in short slices, the top of the page first; `finish` does the rest at once.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startMorph } from './morph-element';

/** Morphs at once. */
const morphElement = (from: Element, to: Element) => startMorph(from, to).finish();

/** An element parsed from `html`, outside the page, as the results script gets it. */
function parsed(html: string): Element {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content.firstElementChild!;
}

function onPage(html: string): Element {
  document.body.innerHTML = html;
  return document.body.firstElementChild!;
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('startMorph', () => {
  it('gives the element the other HTML, keeping the elements that match', () => {
    const list = onPage(
      '<ol data-x="1" class="a"><li id="one"><a href="/h/1">Hotel <!-- -->One</a><b>9.1</b></li><li id="two"><a href="/h/2">Hotel Two</a></li><li>gone</li></ol>',
    );
    const [first, second] = Array.from(list.children);
    const link = first!.querySelector('a');
    const target =
      '<ol class="b" data-y=""><li id="two"><a href="/h/2?sort=price">Hotel <!-- -->Two</a><i>new</i></li><li id="one"><a href="/h/1">Hotel One</a></li></ol>';
    morphElement(list, parsed(target));

    expect(list.outerHTML).toBe(target);
    // The same list and cards, their links updated in place.
    expect(document.body.firstElementChild).toBe(list);
    expect(list.children[0]).toBe(first);
    expect(list.children[1]).toBe(second);
    expect(first!.querySelector('a')).toBe(link);
    expect(link!.getAttribute('href')).toBe('/h/2?sort=price');
    // A node of another kind at a place is replaced: the new one is the target's.
    expect(first!.querySelector('i')?.textContent).toBe('new');
    expect(first!.querySelector('b')).toBe(null);
  });

  it('adds the nodes the other has beyond the page’s, and removes the page’s extra ones', () => {
    const list = onPage('<ul><li>1</li></ul>');
    morphElement(list, parsed('<ul><li>1</li><li>2</li><li>3</li></ul>'));
    expect(list.outerHTML).toBe('<ul><li>1</li><li>2</li><li>3</li></ul>');
    morphElement(list, parsed('<ul>text</ul>'));
    expect(list.outerHTML).toBe('<ul>text</ul>');
  });

  it('replaces an element whose tag differs', () => {
    const box = onPage('<div><p>a</p><span>b</span></div>');
    const span = box.querySelector('span');
    morphElement(box, parsed('<div><p>a</p><strong>b</strong></div>'));
    expect(box.outerHTML).toBe('<div><p>a</p><strong>b</strong></div>');
    expect(span!.isConnected).toBe(false);
  });

  it('works in slices, the first elements first, and finishes at once when asked', async () => {
    const items = (prefix: string) =>
      Array.from({ length: 60 }, (_, i) => `<li><a href="/${prefix}/${i}">${prefix} ${i}</a></li>`);
    const list = onPage(`<ol>${items('old').join('')}</ol>`);
    const target = `<ol>${items('new').join('')}</ol>`;
    // Each look at the clock finds 1 ms gone: a slice is over after a few elements.
    let clock = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (clock += 1));
    const frames: FrameRequestCallback[] = [];
    const frame = vi
      .spyOn(window, 'requestAnimationFrame')
      .mockImplementation((paint) => frames.push(paint));
    const morph = startMorph(list, parsed(target));
    const links = Array.from(list.querySelectorAll('a'));
    expect(links[0]!.textContent).toBe('new 0');
    expect(links[59]!.textContent).toBe('old 59');
    // Each next slice runs after a frame (its changes painted alone), until all is done.
    let done = false;
    void morph.done.then(() => (done = true));
    const aTask = () => new Promise((resolve) => setTimeout(resolve, 0));
    let painted = 0;
    while (!done) {
      await aTask();
      expect(frames.length).toBeLessThanOrEqual(1);
      const before = list.innerHTML;
      await aTask();
      // Without a frame, nothing more is done.
      expect(list.innerHTML).toBe(before);
      frames.shift()?.(0);
      painted += 1;
      await aTask();
    }
    expect(painted).toBeGreaterThan(2);
    expect(list.outerHTML).toBe(target);
    frame.mockRestore();

    const again = startMorph(list, parsed(`<ol>${items('last').join('')}</ol>`));
    expect(list.querySelectorAll('a')[59]!.textContent).toBe('new 59');
    again.finish();
    expect(list.querySelectorAll('a')[59]!.textContent).toBe('last 59');
    await again.done;
    expect(list.outerHTML).toBe(`<ol>${items('last').join('')}</ol>`);
  });
});
