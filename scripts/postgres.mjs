/**
 * Runs a command against a real PostgreSQL: `node scripts/postgres.mjs [--] <command> [args…]`
 * (`--find` only finds, or installs, PostgreSQL's binaries and prints their folder).
 *
 * With DATABASE_URL already set to `postgres://…`, the command simply runs with it. Otherwise a
 * throwaway cluster is made: PostgreSQL's binaries are found (installing Debian's `postgresql`
 * package when missing, as root with apt), `initdb` makes a cluster in a temp dir (as the
 * `postgres` user when run as root, since PostgreSQL refuses to run as root), `pg_ctl` starts it
 * on a free loopback port, the command runs with DATABASE_URL pointing at it, and the cluster is
 * stopped and removed however the command ends. No container runtime is needed.
 *
 * The cluster trades durability for speed (fsync off): it exists for tests and benchmarks only.
 * Exit status: the command's; 2 when no PostgreSQL can be had (the message says what to do).
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import process from 'node:process';
import { installDebianPackages } from './debian-packages.mjs';

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

/** The folder of initdb and pg_ctl: PATH, then Debian's versioned folders (newest first). */
function findBinaries() {
  const fromPath = spawnSync('sh', ['-c', 'command -v pg_ctl'], { encoding: 'utf8' });
  const onPath = fromPath.status === 0 ? fromPath.stdout.trim() : '';
  if (onPath && existsSync(join(onPath, '..', 'initdb'))) return join(onPath, '..');
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter(
      (v) =>
        existsSync(join(root, v, 'bin', 'initdb')) && existsSync(join(root, v, 'bin', 'pg_ctl')),
    )
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], 'bin') : null;
}

/** initdb and pg_ctl, installing Debian's postgresql package if needed and allowed. */
function binaries() {
  const found = findBinaries();
  if (found) return found;
  if (installDebianPackages(['postgresql'], { recommends: false })) {
    const installed = findBinaries();
    if (installed) return installed;
  }
  console.error(
    '[postgres] PostgreSQL is needed for the API tests on PostgreSQL and none was found. Either ' +
      'set DATABASE_URL=postgres://user:password@host:port/database (a role allowed to CREATE ' +
      'DATABASE), or install PostgreSQL (Debian: `apt-get install postgresql`, run as root ' +
      'this script does it; macOS: `brew install postgresql`) so initdb and pg_ctl are on PATH ' +
      'or in /usr/lib/postgresql/<version>/bin.',
  );
  process.exit(2);
}

/** As root, the user that owns and runs the cluster (Debian's package makes `postgres`). */
function clusterUser() {
  if (!isRoot) return null;
  const lookup = () => spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
  if (lookup().status !== 0)
    execFileSync('useradd', [
      '--system',
      '--no-create-home',
      '--shell',
      '/usr/sbin/nologin',
      'postgres',
    ]);
  const uid = Number(lookup().stdout.trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
  return { name: 'postgres', uid, gid };
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

/** Runs a cluster tool, as the cluster's user when root. */
function tool(bin, user, name, args) {
  const [command, fullArgs] = user
    ? ['runuser', ['-u', user.name, '--', join(bin, name), ...args]]
    : [join(bin, name), args];
  execFileSync(command, fullArgs, { stdio: ['ignore', 'ignore', 'inherit'] });
}

/**
 * Starts a throwaway cluster; resolves to its URL and a stop function (stops and removes it).
 */
export async function startCluster() {
  const bin = binaries();
  const user = clusterUser();
  const dir = mkdtempSync(join(tmpdir(), 'api-pg-'));
  if (user) chownSync(dir, user.uid, user.gid);
  const data = join(dir, 'data');
  let started = false;
  const stop = () => {
    if (started) {
      try {
        tool(bin, user, 'pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // Already gone; the folder is removed all the same.
      }
      started = false;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    tool(bin, user, 'initdb', [
      '-D',
      data,
      '-U',
      'api',
      '--auth=trust',
      '-E',
      'UTF8',
      '--locale=C',
      '-N',
    ]);
    const port = await freePort();
    const options = [
      `-p ${port}`,
      `-k ${dir}`,
      '-c listen_addresses=127.0.0.1',
      '-c max_connections=300',
      '-c fsync=off',
      '-c synchronous_commit=off',
      '-c full_page_writes=off',
    ].join(' ');
    tool(bin, user, 'pg_ctl', [
      '-D',
      data,
      '-o',
      options,
      '-l',
      join(dir, 'server.log'),
      '-w',
      '-t',
      '60',
      'start',
    ]);
    started = true;
    console.log(`[postgres] throwaway cluster (${bin}) on 127.0.0.1:${port} in ${dir}`);
    return { url: `postgres://api@127.0.0.1:${port}/postgres`, stop };
  } catch (error) {
    stop();
    throw error;
  }
}

async function main() {
  const args = process.argv.slice(2);
  if (args[0] === '--find') {
    // CI's install step: make sure the binaries are here (installing them if needed).
    console.log(process.env['DATABASE_URL'] ? 'DATABASE_URL is set' : binaries());
    return;
  }
  if (args[0] === '--') args.shift();
  if (args.length === 0) {
    console.error('Usage: node scripts/postgres.mjs [--] <command> [args…]');
    process.exit(2);
  }
  // One argument is a shell command line; several are a program and its arguments.
  const run = (env) =>
    args.length === 1
      ? spawn(args[0], { stdio: 'inherit', shell: true, env })
      : spawn(args[0], args.slice(1), { stdio: 'inherit', env });
  const given = process.env['DATABASE_URL'] ?? '';
  if (/^postgres(?:ql)?:\/\//.test(given)) {
    console.log('[postgres] using DATABASE_URL');
    const child = run(process.env);
    child.on('exit', (code) => process.exit(code ?? 1));
    return;
  }
  const cluster = await startCluster();
  const child = run({ ...process.env, DATABASE_URL: cluster.url });
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => child.kill(signal));
  const status = await new Promise((resolve) => child.on('exit', (code) => resolve(code ?? 1)));
  cluster.stop();
  console.log('[postgres] cluster stopped and removed');
  process.exit(status);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
