/**
 * `npm test`: every check of the project in order (type check, lint, format, unit tests with
 * the booking API on SQLite, the API's tests again on PostgreSQL, end-to-end tests, size
 * budget), stopping at the first failure, with the wall time of each stage printed as it ends
 * and as a table at the end. The PostgreSQL stage uses DATABASE_URL when it names one, else a
 * throwaway local cluster (scripts/postgres.mjs, which installs PostgreSQL on Debian as root).
 */
import { spawnSync } from 'node:child_process';
import process from 'node:process';

const stages = [
  ['typecheck', 'npm run typecheck'],
  ['lint', 'npm run lint'],
  ['format', 'npm run format:check'],
  // The unit stage keeps the API on SQLite even when DATABASE_URL is set; the next is PostgreSQL.
  ['unit', 'npm run test:unit', { DATABASE_URL: '' }],
  ['api-postgres', 'node scripts/postgres.mjs npx vitest run api/src/'],
  ['end-to-end', 'npm run test:e2e'],
  ['budget', 'npm run budget'],
];

const times = [];
const table = () => {
  console.log('\n[test] stage         seconds');
  for (const [name, seconds, ok] of times)
    console.log(`[test] ${name.padEnd(13)} ${String(seconds).padStart(7)}${ok ? '' : '  FAILED'}`);
};
for (const [name, command, env = {}] of stages) {
  const started = Date.now();
  const { status } = spawnSync(command, {
    stdio: 'inherit',
    shell: true,
    env: { ...process.env, ...env },
  });
  const seconds = Math.round((Date.now() - started) / 1000);
  times.push([name, seconds, status === 0]);
  console.log(`[test] ${name}: ${seconds} s${status === 0 ? '' : ' (failed)'}`);
  if (status !== 0) {
    table();
    process.exit(status ?? 1);
  }
}
table();
