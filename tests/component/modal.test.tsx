// @vitest-environment happy-dom
/**
 * The modal's page scroll lock as a visitor meets it: the dialog shows first, the page stops
 * scrolling from the frame after (so hiding the body's overflow, which has the browser draw
 * the whole page again, does not hold back the dialog's first frame), and scrolling is back
 * once it closes, also when it closes before that frame.
 */
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Modal } from '../../src/islands/ui/Modal';

const dialog = (open: boolean) => (
  <Modal open={open} onClose={() => undefined} title="Dates" closeLabel="Close">
    <p>Choose your check-in day</p>
  </Modal>
);

/** Resolves once the browser (happy-dom) has run a frame and the task after it. */
const nextPaint = () =>
  new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

afterEach(() => {
  cleanup();
  document.body.removeAttribute('style');
});

describe('modal scroll lock', () => {
  it('locks the page once the dialog has shown and unlocks it on close', async () => {
    const { rerender } = render(dialog(true));
    expect(screen.getByRole('dialog', { name: 'Dates' })).toBeTruthy();
    expect(document.body.style.overflow).toBe('');
    await waitFor(() => expect(document.body.style.overflow).toBe('hidden'));
    rerender(dialog(false));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.style.overflow).toBe('');
  });

  it('never locks a page whose dialog closed before its first frame', async () => {
    const { rerender } = render(dialog(true));
    rerender(dialog(false));
    await act(nextPaint);
    await act(nextPaint);
    expect(document.body.style.overflow).toBe('');
  });
});
