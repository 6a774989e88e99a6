/** Square feet to square metres (SPEC section 9). */
export const SQFT_TO_SQM = 0.09290304;

/** An area given in square metres, in the chosen unit, rounded to a whole number. */
export function areaIn(squareMetres: number, unit: 'm' | 'f'): number {
  const value = unit === 'm' ? squareMetres : squareMetres / SQFT_TO_SQM;
  return Math.round(value);
}

/** An area given in square feet (the base unit of SPEC section 4) in the chosen unit. */
export function areaFromFeet(squareFeet: number, unit: 'm' | 'f'): number {
  return Math.round(unit === 'f' ? squareFeet : squareFeet * SQFT_TO_SQM);
}
