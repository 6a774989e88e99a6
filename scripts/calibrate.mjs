/**
 * A short CPU calibration for the end-to-end timeouts: times a fixed piece of work and
 * compares it with the time it takes on the machine the timeouts were set on. A machine
 * that is slower, or busy with something else, gets a larger factor.
 */
import { performance } from 'node:perf_hooks';

/** Milliseconds the work takes on the reference machine (2 cores, quiet). */
const REFERENCE_MS = 60;

function work() {
  const started = performance.now();
  let x = 0;
  for (let i = 0; i < 20_000_000; i++) x = (x * 31 + i) | 0;
  if (x === 42) console.log('');
  return performance.now() - started;
}

/** The time factor (>= 1, one decimal) and the median time it was computed from. */
export function calibrate() {
  const runs = Array.from({ length: 7 }, work).sort((a, b) => a - b);
  const median = runs[3];
  return { factor: Math.max(1, Math.ceil((median / REFERENCE_MS) * 10) / 10), median };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { factor, median } = calibrate();
  console.log(
    `calibration: ${median.toFixed(1)} ms (reference ${REFERENCE_MS} ms), factor ${factor}`,
  );
}
