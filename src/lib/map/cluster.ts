/** A point on the map's pixel plane at the current zoom. */
export interface PlacedPoint<T> {
  item: T;
  x: number;
  y: number;
}

/** One marker to draw: a single item, or several close together. */
export interface Cluster<T> {
  items: T[];
  /** The mean position of its items on the pixel plane. */
  x: number;
  y: number;
}

/**
 * Groups points that fall closer than `distance` pixels to a group's first point, in the order
 * given (the list's order, so the first hotel of the list leads its group). Small result pages
 * (20 hotels) need nothing cleverer; the same zoom always gives the same groups.
 */
export function clusterPoints<T>(points: PlacedPoint<T>[], distance: number): Cluster<T>[] {
  const groups: { x0: number; y0: number; points: PlacedPoint<T>[] }[] = [];
  for (const point of points) {
    const near = groups.find((g) => Math.hypot(g.x0 - point.x, g.y0 - point.y) < distance);
    if (near) near.points.push(point);
    else groups.push({ x0: point.x, y0: point.y, points: [point] });
  }
  return groups.map((g) => ({
    items: g.points.map((p) => p.item),
    x: g.points.reduce((sum, p) => sum + p.x, 0) / g.points.length,
    y: g.points.reduce((sum, p) => sum + p.y, 0) / g.points.length,
  }));
}
