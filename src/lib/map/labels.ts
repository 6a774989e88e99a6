/** A label's box on screen (as `getBoundingClientRect` gives it). */
export interface LabelBox {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** Whether two boxes cover each other (boxes that only touch do not). */
export const overlap = (a: LabelBox, b: LabelBox) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * Which of the places' labels to show, given in order of importance: one is left out when it
 * would lie under a hotel's marker (`markers`, drawn above it) or over a more important label
 * shown, so every label on the map can be read; zooming in brings them back.
 */
export function shownLabels(labels: LabelBox[], markers: LabelBox[]): boolean[] {
  const shown: LabelBox[] = [];
  return labels.map((label) => {
    const clear =
      !markers.some((marker) => overlap(label, marker)) &&
      !shown.some((other) => overlap(label, other));
    if (clear) shown.push(label);
    return clear;
  });
}
