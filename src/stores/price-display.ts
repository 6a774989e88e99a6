import { oneOf, persisted } from './persisted';

export type PriceDisplay = 'net' | 'gross';

/** Whether agents see net or gross prices; net by default (SPEC section 3 and 9). */
export const $priceDisplay = persisted<PriceDisplay>(
  'priceDisplay',
  'net',
  oneOf(['net', 'gross'] as const),
);

/** Back to net: on login, logout and server start (SPEC section 4). */
export function resetPriceDisplay(): void {
  $priceDisplay.set('net');
}

export function togglePriceDisplay(): void {
  $priceDisplay.set($priceDisplay.get() === 'net' ? 'gross' : 'net');
}
