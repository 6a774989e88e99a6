import { describe, expect, it } from 'vitest';
import { clusterPoints, type PlacedPoint } from './cluster';
import { overlap } from './labels';

/** A price label 70 px wide and 24 px high, centred at (x, y). */
const label = <T>(item: T, x: number, y: number): PlacedPoint<T> => ({
  item,
  x,
  y,
  width: 70,
  height: 24,
});
const GROUP = { width: 44, height: 44 };

/** Whether any two drawn markers overlap (labels for single items, GROUP for groups). */
function covered(points: PlacedPoint<string>[]) {
  const drawn = clusterPoints(points, GROUP).map((c) => {
    const { x, y, width, height } =
      c.items.length === 1 ? points.find((p) => p.item === c.items[0])! : { ...c, ...GROUP };
    return {
      left: x - width / 2,
      right: x + width / 2,
      top: y - height / 2,
      bottom: y + height / 2,
    };
  });
  return drawn.some((a, i) => drawn.slice(i + 1).some((b) => overlap(a, b)));
}

describe('clusterPoints', () => {
  it('keeps labels that do not touch apart and groups overlapping ones at their mean', () => {
    const clusters = clusterPoints(
      [label('a', 0, 0), label('b', 200, 0), label('c', 60, 10), label('d', 0, 30)],
      GROUP,
    );
    expect(clusters).toEqual([
      { items: ['a', 'c', 'd'], x: 20, y: 40 / 3 },
      { items: ['b'], x: 200, y: 0 },
    ]);
  });

  it('groups labels side by side on one line, which a round distance kept apart', () => {
    // 60 px apart on a line: more than a marker's radius, less than a price label's width.
    const clusters = clusterPoints([label('a', 0, 0), label('b', 60, 0)], GROUP);
    expect(clusters.map((c) => c.items)).toEqual([['a', 'b']]);
    // One above the other, 30 px apart: clear of each other.
    expect(clusterPoints([label('a', 0, 0), label('b', 0, 30)], GROUP)).toHaveLength(2);
  });

  it('leaves no two markers over each other, however the labels crowd', () => {
    const crowd = Array.from({ length: 20 }, (_, i) =>
      label(`h${i}`, ((i * 37) % 160) + (i % 3) * 11, ((i * 53) % 90) + (i % 4) * 7),
    );
    expect(covered(crowd)).toBe(false);
    expect(clusterPoints(crowd, GROUP).flatMap((c) => c.items)).toHaveLength(20);
  });

  it('separates every label once the zoom spreads them wider than the labels', () => {
    const points = [0, 80, 160].map((x, i) => label(i, x, 0));
    expect(clusterPoints(points, GROUP)).toHaveLength(3);
    // Closer: the first two make a group, whose round marker leaves room for the third label.
    const closer = [0, 60, 150].map((x, i) => label(i, x, 0));
    expect(clusterPoints(closer, GROUP).map((c) => c.items)).toEqual([[0, 1], [2]]);
    expect(clusterPoints([], GROUP)).toEqual([]);
  });
});
