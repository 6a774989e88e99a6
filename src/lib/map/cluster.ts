import { overlap, type LabelBox } from './labels';

/** A marker's label on the map's pixel plane at the current zoom: its centre and its size. */
export interface PlacedPoint<T> {
  item: T;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** One marker to draw: a single item, or several close together. */
export interface Cluster<T> {
  items: T[];
  /** Where its marker goes: the mean position of its items on the pixel plane. */
  x: number;
  y: number;
}

/** Pixels kept between two markers' labels. */
const GAP = 4;

interface Group<T> {
  points: PlacedPoint<T>[];
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A group's marker as a box, with half the gap around it. */
const boxOf = <T>({ x, y, width, height }: Group<T>): LabelBox => ({
  left: x - width / 2 - GAP / 2,
  right: x + width / 2 + GAP / 2,
  top: y - height / 2 - GAP / 2,
  bottom: y + height / 2 + GAP / 2,
});

/**
 * Groups the points whose labels would cover each other: two labels that overlap (with a small
 * gap) become one group, drawn at their mean position with a marker of `groupSize`, and groups
 * merge again until no two markers overlap, so every price on the map can be read. Pairs are
 * taken in the list's order (the first hotel of the list leads its group); the same zoom
 * always gives the same groups. Small result pages (20 hotels) need nothing cleverer.
 */
export function clusterPoints<T>(
  points: PlacedPoint<T>[],
  groupSize: { width: number; height: number },
): Cluster<T>[] {
  const groups: Group<T>[] = points.map((point) => ({ ...point, points: [point] }));
  for (let merged = true; merged;) {
    merged = false;
    for (let i = 0; i < groups.length && !merged; i++) {
      for (let j = i + 1; j < groups.length && !merged; j++) {
        const [a, b] = [groups[i]!, groups[j]!];
        if (!overlap(boxOf(a), boxOf(b))) continue;
        const all = [...a.points, ...b.points];
        groups[i] = {
          points: all,
          x: all.reduce((sum, p) => sum + p.x, 0) / all.length,
          y: all.reduce((sum, p) => sum + p.y, 0) / all.length,
          ...groupSize,
        };
        groups.splice(j, 1);
        merged = true;
      }
    }
  }
  return groups.map((g) => ({ items: g.points.map((p) => p.item), x: g.x, y: g.y }));
}
