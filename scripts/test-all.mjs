/**
 * `npm test`: every check of the project in order (type check, lint, format, unit tests,
 * end-to-end tests, size budget), stopping at the first failure, with the wall time of each
 * stage printed as it ends and as a table at the end.
 */
import { spawnSync } from 'node:child_process';
import process from 'node:process';

const stages = [
  ['typecheck', 'npm run typecheck'],
  ['lint', 'npm run lint'],
  ['format', 'npm run format:check'],
  ['unit', 'npm run test:unit'],
  ['end-to-end', 'npm run test:e2e'],
  ['budget', 'npm run budget'],
];

const times = [];
const table = () => {
  console.log('\n[test] stage        seconds');
  for (const [name, seconds, ok] of times)
    console.log(`[test] ${name.padEnd(12)} ${String(seconds).padStart(7)}${ok ? '' : '  FAILED'}`);
};
for (const [name, command] of stages) {
  const started = Date.now();
  const { status } = spawnSync(command, { stdio: 'inherit', shell: true });
  const seconds = Math.round((Date.now() - started) / 1000);
  times.push([name, seconds, status === 0]);
  console.log(`[test] ${name}: ${seconds} s${status === 0 ? '' : ' (failed)'}`);
  if (status !== 0) {
    table();
    process.exit(status ?? 1);
  }
}
table();
