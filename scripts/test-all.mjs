/**
 * `npm test`: every check of the project (type check, lint and format side by side, then unit
 * tests with the booking API on SQLite beside the API's tests again on PostgreSQL, then
 * end-to-end tests, size budget), stopping at the first failure, with the wall time of each stage printed as it
 * ends and as a table at the end. The PostgreSQL stage uses DATABASE_URL when it names one,
 * else a throwaway local cluster (scripts/postgres.mjs, which installs PostgreSQL on Debian as
 * root).
 */
import { spawn } from 'node:child_process';
import process from 'node:process';

/**
 * Each step is one stage or a group of stages that run side by side: on a 2-core machine one
 * single-threaded check, or one test run that waits much of its time, leaves a core idle.
 */
const steps = [
  [
    ['typecheck', 'npm run typecheck'],
    ['lint', 'npm run lint'],
    ['format', 'npm run format:check'],
  ],
  // The unit stage keeps the API on SQLite even when DATABASE_URL is set; the other runs the
  // API's tests on PostgreSQL. Both spend much of their time waiting on test servers and the
  // database, so they share the machine (each run seeds its own template database).
  [
    ['unit', 'npm run test:unit', { DATABASE_URL: '' }],
    ['api-postgres', 'node scripts/postgres.mjs npx vitest run api/src/'],
  ],
  [['end-to-end', 'npm run test:e2e']],
  [['budget', 'npm run budget']],
];

/**
 * Runs one stage. Alone it writes to this terminal as it goes; beside others its output is
 * held and printed whole when it ends, so that stages do not interleave their lines.
 */
function run([name, command, env = {}], alone) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, {
      stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      shell: true,
      env: { ...process.env, ...env },
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (status) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      if (!alone) process.stdout.write(Buffer.concat(output));
      console.log(`[test] ${name}: ${seconds} s${status === 0 ? '' : ' (failed)'}`);
      resolve({ name, seconds, status });
    });
  });
}

const times = [];
const table = () => {
  console.log('\n[test] stage         seconds');
  for (const [name, seconds, ok] of times)
    console.log(`[test] ${name.padEnd(13)} ${String(seconds).padStart(7)}${ok ? '' : '  FAILED'}`);
};
for (const stages of steps) {
  const started = Date.now();
  const results = await Promise.all(stages.map((stage) => run(stage, stages.length === 1)));
  for (const { name, seconds, status } of results) times.push([name, seconds, status === 0]);
  if (stages.length > 1) {
    const seconds = Math.round((Date.now() - started) / 1000);
    console.log(`[test] ${results.map((r) => r.name).join(' + ')} side by side: ${seconds} s`);
    times.push(['  (together)', seconds, true]);
  }
  const failed = results.find(({ status }) => status !== 0);
  if (failed) {
    table();
    process.exit(failed.status ?? 1);
  }
}
table();
