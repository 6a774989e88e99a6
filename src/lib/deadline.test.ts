import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withinDeadline } from './deadline';

describe('withinDeadline', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('gives the answer that comes in time', async () => {
    await expect(withinDeadline(100, () => Promise.resolve('rates'))).resolves.toBe('rates');
  });

  it('gives undefined once the time is up, and aborts the late work', async () => {
    let aborted = false;
    const answer = withinDeadline(100, (signal) => {
      signal.addEventListener('abort', () => {
        aborted = true;
      });
      return new Promise<string>(() => undefined);
    });
    await vi.advanceTimersByTimeAsync(100);
    await expect(answer).resolves.toBeUndefined();
    expect(aborted).toBe(true);
  });

  it('passes a failure within the time on', async () => {
    await expect(withinDeadline(100, () => Promise.reject(new Error('down')))).rejects.toThrow(
      'down',
    );
  });
});
