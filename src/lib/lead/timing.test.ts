import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closedRecently, LEAD_TIMING, planLeadPopup } from './timing';

const DAY = 24 * 60 * 60 * 1000;
const START = Date.UTC(2026, 4, 1, 9, 0, 0);

// A fake clock: every case reads "now" from it, as the island does.
beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
});
afterEach(() => vi.useRealTimers());

const plan = (visited: number | null, closed: number | null) =>
  planLeadPopup(Date.now(), visited, closed);

describe('planLeadPopup', () => {
  it('has the constants of SPEC section 9', () => {
    expect(LEAD_TIMING).toEqual({
      sinceVisit: 120_000,
      delay: 10_000,
      reshowGap: 604_800_000,
      autoClose: 2000,
    });
  });

  it('opens 10 s after load on a first visit and records the visit', () => {
    expect(plan(null, null)).toEqual({ openIn: 10_000, visited: START, closed: null });
  });

  it('opens 10 s after load when the last visit was 120 s ago or longer', () => {
    expect(plan(START - 120_000, null).openIn).toBe(10_000);
    expect(plan(START - 3 * DAY, null).openIn).toBe(10_000);
  });

  it('waits the rest of the 120 s on a revisit within 120 s', () => {
    expect(plan(START - 45_000, null).openIn).toBe(75_000);
    expect(plan(START - 119_000, null).openIn).toBe(1000);
    expect(plan(START, null).openIn).toBe(120_000);
  });

  it('counts a visit time in the future (a clock moved back) as a visit just now', () => {
    expect(plan(START + 60_000, null).openIn).toBe(120_000);
  });

  it('stays closed on every load up to 7 days after a close, keeping the close', () => {
    expect(plan(START - 1000, START - 1000)).toEqual({
      openIn: null,
      visited: START,
      closed: START - 1000,
    });
    expect(plan(null, START - 7 * DAY)).toEqual({
      openIn: null,
      visited: START,
      closed: START - 7 * DAY,
    });
  });

  it('stays closed when the close time is in the future', () => {
    expect(plan(null, START + DAY).openIn).toBeNull();
  });

  it('after more than 7 days resets the close and the visit: it opens as on a first visit', () => {
    const closed = START - 7 * DAY - 1;
    // The last visit was a second ago, but the reset forgets it.
    expect(plan(START - 1000, closed)).toEqual({ openIn: 10_000, visited: START, closed: null });
  });

  it('follows time as it passes: closed, then a week later open again', () => {
    const closedAt = Date.now();
    vi.advanceTimersByTime(6 * DAY);
    expect(plan(closedAt, closedAt).openIn).toBeNull();
    vi.advanceTimersByTime(DAY + 1);
    const later = plan(Date.now() - 30_000, closedAt);
    expect(later.openIn).toBe(10_000);
    expect(later.closed).toBeNull();
    // The next page, 30 s later: the visit recorded above is recent, so the rest of 120 s.
    vi.advanceTimersByTime(30_000);
    expect(plan(later.visited, later.closed).openIn).toBe(90_000);
  });
});

describe('closedRecently', () => {
  it('is the 7-day rule planLeadPopup keeps, up to and including 7 days', () => {
    for (const ago of [-DAY, 0, 1000, 7 * DAY - 1, 7 * DAY, 7 * DAY + 1, 30 * DAY]) {
      const recent = ago <= 7 * DAY;
      expect(closedRecently(START, START - ago), `${ago}`).toBe(recent);
      expect(planLeadPopup(START, null, START - ago).openIn === null, `${ago}`).toBe(recent);
    }
    expect(closedRecently(START, null)).toBe(false);
  });
});
