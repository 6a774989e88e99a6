import { cleanTestStorage, useTestStorageEngine } from '@nanostores/persistent';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { LEAD_TIMING } from '../lib/lead/timing';

const mountLeadDialog = vi.fn(() => Promise.resolve(() => undefined));
vi.mock('../islands/lead/mount-dialog', () => ({ mountLeadDialog }));
vi.mock('../lib/device', () => ({ parseDevice: () => ({ crawler: false }) }));

const START = Date.UTC(2026, 4, 1, 9, 0, 0);

beforeAll(() => useTestStorageEngine());
beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
  vi.resetModules();
  mountLeadDialog.mockClear();
  vi.stubGlobal('document', { querySelector: () => ({}) });
  vi.stubGlobal('navigator', { onLine: true, userAgent: 'Mozilla/5.0' });
  vi.stubGlobal('addEventListener', () => undefined);
  vi.stubGlobal('removeEventListener', () => undefined);
});
afterEach(() => {
  cleanTestStorage();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** A first visit's page: the pop-up's clock runs; a close in another tab arrives `ago` ms old. */
async function closeInAnotherTab(ago: number): Promise<boolean> {
  (await import('./lead-popup')).startLeadPopup(Date.now());
  const { $closed } = await import('../stores/lead');
  $closed.set(Date.now() - ago);
  await vi.advanceTimersByTimeAsync(LEAD_TIMING.delay);
  await vi.dynamicImportSettled();
  return mountLeadDialog.mock.calls.length > 0;
}

describe('the lead pop-up script keeps the 7-day re-show rule (lib/lead/timing.ts)', () => {
  it('opens on a first visit when nothing closed it', async () => {
    (await import('./lead-popup')).startLeadPopup(Date.now());
    await vi.advanceTimersByTimeAsync(LEAD_TIMING.delay);
    await vi.dynamicImportSettled();
    expect(mountLeadDialog).toHaveBeenCalledOnce();
  });

  it('counts the delay from the load when its clock starts later', async () => {
    const loadedAt = Date.now();
    await vi.advanceTimersByTimeAsync(3000);
    (await import('./lead-popup')).startLeadPopup(loadedAt);
    await vi.advanceTimersByTimeAsync(LEAD_TIMING.delay - 3000 - 1);
    await vi.dynamicImportSettled();
    expect(mountLeadDialog).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await vi.dynamicImportSettled();
    expect(mountLeadDialog).toHaveBeenCalledOnce();
  });

  it('stops for a close 7 days old or less in another tab', async () => {
    expect(await closeInAnotherTab(LEAD_TIMING.reshowGap)).toBe(false);
  });

  it('keeps going for a close older than 7 days', async () => {
    expect(await closeInAnotherTab(LEAD_TIMING.reshowGap + 1)).toBe(true);
  });
});
