import { describe, expect, it } from 'vitest';
import { clusterPoints } from './cluster';

describe('clusterPoints', () => {
  it('keeps far points apart and groups near ones at their mean, in list order', () => {
    const clusters = clusterPoints(
      [
        { item: 'a', x: 0, y: 0 },
        { item: 'b', x: 200, y: 0 },
        { item: 'c', x: 10, y: 10 },
        { item: 'd', x: 0, y: 20 },
      ],
      40,
    );
    expect(clusters).toEqual([
      { items: ['a', 'c', 'd'], x: 10 / 3, y: 10 },
      { items: ['b'], x: 200, y: 0 },
    ]);
  });

  it('separates every point once the zoom spreads them wider than the distance', () => {
    const points = [0, 50, 100].map((x, i) => ({ item: i, x, y: 0 }));
    expect(clusterPoints(points, 40)).toHaveLength(3);
    expect(clusterPoints(points, 60)).toHaveLength(2);
    expect(clusterPoints([], 40)).toEqual([]);
  });
});
