/**
 * The drawings of every icon on the site, one per meaning: `Icon.tsx` draws them in islands and
 * `components/Icon.astro` in static markup. Each is its own export, so an island's chunk
 * carries only the drawings it uses.
 */
export interface Glyph {
  /** The drawing's coordinate box, e.g. `0 0 24 24`. */
  readonly viewBox: string;
  /** Path data, drawn in the text colour. */
  readonly d: string;
  /** Line width of a line drawing; a drawing without one is a solid shape. */
  readonly stroke?: number;
  /** Round line ends and corners. */
  readonly round?: boolean;
}

const line = (d: string, stroke = 2, round = false): Glyph => ({
  viewBox: '0 0 24 24',
  d,
  stroke,
  round,
});
const solid = (d: string, viewBox = '0 0 20 20'): Glyph => ({ viewBox, d });

export const search = line('M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14Zm9 16-4-4', 2, true);
export const recent = line('M12 3a9 9 0 1 0 9 9M12 7v5l3 2M21 3v6h-6', 2, true);
export const city = line(
  'M3 21h18M5 21V8l6-3v16M11 21V9h8v12M8 10v.01M8 13v.01M8 16v.01M14 12h2M14 15h2M14 18h2',
  2,
  true,
);
export const pin = line(
  'M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11Zm0-8.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z',
  2,
  true,
);
export const globe = line(
  'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm-9 9h18M12 3c2.5 2.7 3.8 5.7 3.8 9S14.5 18.3 12 21c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3Z',
  2,
  true,
);
export const hotel = line(
  'M3 19V6M3 14h18v5M21 14v-2a3 3 0 0 0-3-3h-7v5M7 12.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3Z',
  2,
  true,
);
export const calendar = line('M4 6h16v14H4zM4 10h16M8 3v4M16 3v4', 2, true);
export const guests = line(
  'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 10v-1a6 6 0 0 1 12 0v1M16 3.5a4 4 0 0 1 0 7M22 21v-1a6 6 0 0 0-4-5.7',
  2,
  true,
);
/** A star's corners in a 24-unit square. */
const STAR_CORNERS = [
  [12, 3],
  [14.8, 8.7],
  [21, 9.6],
  [16.5, 14],
  [17.5, 20.2],
  [12, 17.3],
  [6.5, 20.2],
  [7.5, 14],
  [3, 9.6],
  [9.2, 8.7],
] as const;

/**
 * A star rating's row of `count` stars side by side (1-5), pass `filled` to draw them solid:
 * one drawing, so a rating is one `<svg>` and one `<path>` however many stars it has (a
 * results page of 20 hotels draws about 50 stars: two elements each were a tenth of its own).
 * Its box is `count` squares wide: give it a height and an automatic width.
 */
export function stars(count: number): Glyph {
  const row = Array.from(
    { length: count },
    (_, i) => `M${STAR_CORNERS.map(([x, y]) => `${x + 24 * i} ${y}`).join('L')}Z`,
  );
  return { viewBox: `0 0 ${24 * count} 24`, d: row.join(''), stroke: 2, round: true };
}
/** A favourite's heart: pass `filled` when it is chosen. */
export const heart = line(
  'M12 20s-7.5-4.6-9.3-9.2C1.5 7.6 3.5 4.5 6.8 4.5c2 0 3.4 1.1 4.2 2.4.8-1.3 2.2-2.4 4.2-2.4 3.3 0 5.3 3.1 4.1 6.3C19.5 15.4 12 20 12 20Z',
  2,
  true,
);
export const filter = line('M4 5h16M7 12h10M10 19h4', 2, true);
export const close = line('M6 6l12 12M18 6 6 18', 2, true);
export const check = line('M5 12l5 5L19 7', 3);
export const clock = line('M12 6v6l4 2M12 21a9 9 0 1 1 0-18 9 9 0 0 1 0 18z');
export const menu = line('M4 6h16M4 12h16M4 18h16');
/** A folded map (the results' Map button). */
export const map = line('M9 4 3 6v14l6-2 6 2 6-2V4l-6 2-6-2zM9 4v14M15 6v14', 2, true);
/** A list of lines with bullets (back from the map to the list). */
export const list = line('M9 6h11M9 12h11M9 18h11M4 6h.01M4 12h.01M4 18h.01', 2, true);
/** Points back (left); mirror it with `flip-rtl` in right-to-left pages. */
export const chevronBack = line('M15 18l-6-6 6-6');
/** Points forward (right); mirror it with `flip-rtl` in right-to-left pages. */
export const chevronForward = solid(
  'M7.3 4.3a1 1 0 0 1 1.4 0l5 5a1 1 0 0 1 0 1.4l-5 5a1 1 0 1 1-1.4-1.4L11.6 10 7.3 5.7a1 1 0 0 1 0-1.4z',
);
export const chevronDown = line('M6 9l6 6 6-6');
/** Opens elsewhere (another site or window); mirror it with `flip-rtl`. */
export const external = line(
  'M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5',
);
export const ruler = line('M3 21V3h18v18zM3 9h4M3 15h4M9 3v4M15 3v4', 1.8);
export const screen = line('M4 5h16v11H4zM9 20h6M12 16v4', 1.8);
export const sun = line(
  'M12 4V2m0 20v-2m8-8h2M2 12h2m13.7-5.7 1.4-1.4M4.9 19.1l1.4-1.4m0-11.4L4.9 4.9m14.2 14.2-1.4-1.4M12 17a5 5 0 1 0 0-10 5 5 0 0 0 0 10Z',
  1.8,
);
export const moon = line('M21 13a9 9 0 1 1-10-10 7 7 0 0 0 10 10Z', 1.8);
export const person = solid(
  'M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10Zm0 2c-4.4 0-8 2.2-8 5v1h16v-1c0-2.8-3.6-5-8-5Z',
  '0 0 24 24',
);
export const lock = solid(
  'M10 1a5 5 0 0 0-5 5v2H4a2 2 0 0 0-2 2v7a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-7a2 2 0 0 0-2-2h-1V6a5 5 0 0 0-5-5zm3 7H7V6a3 3 0 1 1 6 0z',
);
/** A city skyline: decoration behind destination cards. */
export const skyline = solid(
  'M0 80V50h12V30h10v20h8V10h14v40h10V25h12v25h8V40h10v40Zm120 0V45h16V20h10v25h12V35h14v45Z',
  '0 0 200 80',
);
