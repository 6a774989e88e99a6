import { describe, expect, it } from 'vitest';
import { swipeCloses, SWIPE_DISTANCE, SWIPE_MAX_WIDTH } from './dismiss';

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
