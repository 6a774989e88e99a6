import { describe, expect, it } from 'vitest';
import { shownLabels, type LabelBox } from './labels';

const box = (left: number, top: number, width = 80, height = 20): LabelBox => ({
  left,
  top,
  right: left + width,
  bottom: top + height,
});

describe('shownLabels', () => {
  it('leaves out a label under a hotel marker or over a label shown before it', () => {
    const labels = [box(0, 0), box(40, 10), box(200, 0), box(400, 0)];
    const markers = [box(390, 5, 30, 30)];
    expect(shownLabels(labels, markers)).toEqual([true, false, true, false]);
  });

  it('keeps the most important label over a less important one, not under a marker', () => {
    expect(shownLabels([box(0, 0), box(10, 5)], [])).toEqual([true, false]);
    expect(shownLabels([box(0, 0), box(10, 5)], [box(0, 0, 8, 8)])).toEqual([false, true]);
  });

  it('shows labels that only touch, and every label once they are apart', () => {
    expect(shownLabels([box(0, 0), box(80, 0), box(0, 20)], [])).toEqual([true, true, true]);
    expect(shownLabels([], [box(0, 0)])).toEqual([]);
  });
});
