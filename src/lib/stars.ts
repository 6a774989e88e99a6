/** A hotel's star rating to show: a whole number from 1 to 5, else nothing (SPEC section 5). */
export function starRating(value: unknown): number | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  const stars = Math.round(value);
  return stars >= 1 && stars <= 5 && Math.abs(stars - value) < 1e-9 ? stars : null;
}
