/** A 32-bit FNV-1a hash of the parts, joined by '|'. */
export function hash32(...parts: (string | number)[]): number {
  let h = 0x811c9dc5;
  const text = parts.join('|');
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A deterministic pseudo-random number generator (mulberry32) yielding [0, 1). */
export interface Rng {
  (): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  /** One element of a non-empty list. */
  pick<T>(list: readonly T[]): T;
  /** `count` distinct elements of a list, in random order. */
  sample<T>(list: readonly T[], count: number): T[];
  /** True with probability p. */
  chance(p: number): boolean;
}

/** A generator seeded from a number or from the hash of several parts. */
export function createRng(...seedParts: (string | number)[]): Rng {
  let state = hash32(...seedParts);
  const next = (() => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = Math.imul(state ^ (state >>> 15), 1 | state);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  }) as Rng;
  next.int = (min, max) => min + Math.floor(next() * (max - min + 1));
  next.pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  next.sample = <T>(list: readonly T[], count: number): T[] => {
    const copy = [...list];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy.slice(0, Math.min(count, copy.length));
  };
  next.chance = (p) => next() < p;
  return next;
}
