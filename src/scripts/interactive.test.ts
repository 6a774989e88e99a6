/**
 * The page's interactive part (`startInteractive`): the agent view, the lead pop-up's clock and
 * the white-label settings start with it; the service worker only once the page has settled.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { syncAgentView } from './agent-view';
import { startInteractive, WORKER_DELAY_MS } from './interactive';
import { startLeadPopup } from './lead-popup';
import { startOffline } from './offline';
import { runWhiteLabel } from './white-label';

vi.mock('./agent-view', () => ({ syncAgentView: vi.fn() }));
vi.mock('./lead-popup', () => ({ startLeadPopup: vi.fn() }));
vi.mock('./white-label', () => ({ runWhiteLabel: vi.fn(() => Promise.resolve()) }));
vi.mock('./offline', () => ({ startOffline: vi.fn(() => Promise.reject(new Error('refused'))) }));

afterEach(() => {
  vi.useRealTimers();
  vi.clearAllMocks();
});

describe('startInteractive', () => {
  it('starts each page part in a task of its own and the service worker five seconds later', async () => {
    vi.useFakeTimers();
    let started = false;
    void startInteractive(1_000).then(() => (started = true));
    // Not in the task the part's modules ran in: each part after the other, a task apart.
    expect(syncAgentView).not.toHaveBeenCalled();
    await vi.runOnlyPendingTimersAsync();
    expect(syncAgentView).toHaveBeenCalledTimes(1);
    expect(startLeadPopup).not.toHaveBeenCalled();
    await vi.runOnlyPendingTimersAsync();
    expect(startLeadPopup).toHaveBeenCalledWith(1_000);
    expect(runWhiteLabel).not.toHaveBeenCalled();
    await vi.runOnlyPendingTimersAsync();
    expect(runWhiteLabel).toHaveBeenCalledTimes(1);
    expect(started).toBe(true);
    expect(WORKER_DELAY_MS).toBe(5_000);
    await vi.advanceTimersByTimeAsync(WORKER_DELAY_MS - 1);
    expect(startOffline).not.toHaveBeenCalled();
    // A browser that refuses the worker: nothing thrown, nothing left unhandled.
    await vi.advanceTimersByTimeAsync(1);
    expect(startOffline).toHaveBeenCalledTimes(1);
  });
});
