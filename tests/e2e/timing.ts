import process from 'node:process';

/**
 * How much slower this machine is than the one the suite's timeouts were set on.
 * `scripts/e2e.mjs` measures it once before the run (a short CPU calibration, printed)
 * unless `E2E_TIME_FACTOR` is given; every timeout of the suite goes through `scaled`.
 */
export const TIME_FACTOR = Math.max(1, Number(process.env.E2E_TIME_FACTOR) || 1);

/** `ms` on the reference machine, stretched for this one. */
export function scaled(ms: number): number {
  return Math.round(ms * TIME_FACTOR);
}
