import { describe, expect, it } from 'vitest';
import { lockScroll, swipeCloses, SWIPE_DISTANCE, SWIPE_MAX_WIDTH } from './dismiss';

describe('swipeCloses', () => {
  it('closes the side modal on a sideways swipe on screens of 639 px or less', () => {
    expect(swipeCloses('side', { dx: SWIPE_DISTANCE, dy: 5 }, SWIPE_MAX_WIDTH)).toBe(true);
    expect(swipeCloses('side', { dx: SWIPE_DISTANCE, dy: 5 }, SWIPE_MAX_WIDTH + 1)).toBe(false);
    expect(swipeCloses('side', { dx: SWIPE_DISTANCE - 1, dy: 0 }, 375)).toBe(false);
    expect(swipeCloses('side', { dx: -200, dy: 0 }, 375)).toBe(false);
    expect(swipeCloses('side', { dx: 80, dy: 120 }, 375)).toBe(false);
  });

  it('closes the bottom sheet on a swipe down, at any width', () => {
    expect(swipeCloses('sheet', { dx: 0, dy: 80 }, 1280)).toBe(true);
    expect(swipeCloses('sheet', { dx: 0, dy: -80 }, 375)).toBe(false);
    expect(swipeCloses('sheet', { dx: 100, dy: 70 }, 375)).toBe(false);
  });
});

describe('lockScroll', () => {
  // A page whose body scrolls, as lockScroll sees it (its body's inline styles).
  const page = () => ({ body: { style: { overflow: 'auto', paddingInlineEnd: '' } } });
  const lock = (scrollbar: number, doc: ReturnType<typeof page>) =>
    lockScroll(scrollbar, doc as unknown as Pick<Document, 'body'>);

  it('hides the page scrollbar and pads its width until the last lock is released', () => {
    const doc = page();
    const outer = lock(15, doc);
    expect(doc.body.style).toEqual({ overflow: 'hidden', paddingInlineEnd: '15px' });
    const inner = lock(15, doc);
    inner();
    inner();
    expect(doc.body.style.overflow).toBe('hidden');
    outer();
    expect(doc.body.style).toEqual({ overflow: 'auto', paddingInlineEnd: '' });
  });

  it('adds no padding where scrollbars overlay the page', () => {
    const doc = page();
    const release = lock(0, doc);
    expect(doc.body.style).toEqual({ overflow: 'hidden', paddingInlineEnd: '' });
    release();
    expect(doc.body.style.overflow).toBe('auto');
  });
});
