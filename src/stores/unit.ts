import { oneOf, persisted } from './persisted';

/** `m` square metres (default) or `f` square feet (SPEC section 4). */
export type AreaUnit = 'm' | 'f';

export const $unit = persisted<AreaUnit>('unit', 'm', oneOf(['m', 'f'] as const));

export function toggleUnit(): void {
  $unit.set($unit.get() === 'm' ? 'f' : 'm');
}
