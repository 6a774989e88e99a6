/** Meal plans: room only, bed and breakfast, half board, full board, all inclusive. */
export const BOARDS = ['RO', 'BB', 'HB', 'FB', 'AI'] as const;
/** A meal plan code. */
export type Board = (typeof BOARDS)[number];

/** True for one of the board codes. */
export function isBoard(value: unknown): value is Board {
  return (BOARDS as readonly unknown[]).includes(value);
}
