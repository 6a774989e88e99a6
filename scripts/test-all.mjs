/**
 * `npm test`: every check of the project, stopping at the first failure, with the wall time of
 * each stage printed as it ends and as a table at the end. Three steps, each of lanes that run
 * side by side (a lane's stages one after the other):
 * 1. the end-to-end build, then the size budget on it, beside the type check, lint and format
 *    check (on a 2-core machine a single-threaded check leaves a core idle; the build and the
 *    checks took 397 s one after the other on the CI machine);
 * 2. unit tests with the booking API on SQLite, beside the API's tests again on PostgreSQL
 *    (DATABASE_URL when it names one, else a throwaway local cluster: scripts/postgres.mjs,
 *    which installs PostgreSQL on Debian as root);
 * 3. the end-to-end tests, alone: Chromium, the site and the API share the machine, and
 *    nothing else should.
 */
import { spawn } from 'node:child_process';
import process from 'node:process';
import { freePort } from './free-port.mjs';

// The end-to-end build writes the site's address into its pages, so the tests, two steps
// later, serve it on the same port (free now; every server of step 2 has closed by then).
const e2e = { E2E_SITE_PORT: process.env.E2E_SITE_PORT ?? String(await freePort()) };

/** Steps, each a list of lanes, each lane a list of stages: [name, command, env]. */
const steps = [
  [
    [
      ['e2e build', 'node scripts/e2e.mjs --build-only', e2e],
      ['budget', 'npm run budget'],
    ],
    // The type check starts last: `astro check` and `astro build` both rewrite .astro/ as they
    // start, and a check reading it half-written would fail for nothing.
    [
      ['lint', 'npm run lint'],
      ['format', 'npm run format:check'],
      ['typecheck', 'npm run typecheck'],
    ],
  ],
  // The unit stage keeps the API on SQLite even when DATABASE_URL is set; the other runs the
  // API's tests on PostgreSQL. Both spend much of their time waiting on test servers and the
  // database, so they share the machine (each run seeds its own template database).
  [
    [['unit', 'npm run test:unit', { DATABASE_URL: '' }]],
    [['api-postgres', 'node scripts/postgres.mjs npx vitest run api/src/']],
  ],
  [[['end-to-end', 'npm run test:e2e', { ...e2e, E2E_BUILT: '1' }]]],
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

/** Runs a lane's stages in turn, up to the first that fails. */
async function runLane(lane, alone) {
  const results = [];
  for (const stage of lane) {
    const result = await run(stage, alone);
    results.push(result);
    if (result.status !== 0) break;
  }
  return results;
}

const times = [];
const table = () => {
  console.log('\n[test] stage         seconds');
  for (const [name, seconds, ok] of times)
    console.log(`[test] ${name.padEnd(13)} ${String(seconds).padStart(7)}${ok ? '' : '  FAILED'}`);
};
for (const lanes of steps) {
  const started = Date.now();
  const alone = lanes.length === 1 && lanes[0].length === 1;
  const results = (await Promise.all(lanes.map((lane) => runLane(lane, alone)))).flat();
  for (const { name, seconds, status } of results) times.push([name, seconds, status === 0]);
  if (!alone) {
    const seconds = Math.round((Date.now() - started) / 1000);
    console.log(`[test] ${results.map((r) => r.name).join(' + ')}: ${seconds} s`);
    times.push(['  (together)', seconds, true]);
  }
  const failed = results.find(({ status }) => status !== 0);
  if (failed) {
    table();
    process.exit(failed.status ?? 1);
  }
}
table();
