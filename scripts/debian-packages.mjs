/**
 * Installs Debian packages the tests run (Chromium, xmllint, poppler-utils, PostgreSQL) on a
 * fresh machine, as root with apt: the one way the find-* scripts and scripts/postgres.mjs get
 * a missing tool. The package lists are fetched once (`apt-get update`), not again by each
 * tool that follows within the hour.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import process from 'node:process';

const LISTS = '/var/lib/apt/lists';
/** Lists younger than this are the ones an earlier tool of the same run fetched. */
const FRESH_MS = 60 * 60 * 1000;

/** Whether this process may install packages: root, on a system with apt. */
function canInstallDebianPackages() {
  return (
    typeof process.getuid === 'function' && process.getuid() === 0 && existsSync('/usr/bin/apt-get')
  );
}

/**
 * Whether apt's package lists were fetched within the hour: their change time (apt sets a
 * list's modification time to the server's date, so that says nothing of when it came).
 */
function listsAreFresh() {
  if (!existsSync(LISTS)) return false;
  return readdirSync(LISTS)
    .filter((name) => name.endsWith('_Packages') || name.endsWith('_Packages.lz4'))
    .some((name) => Date.now() - statSync(join(LISTS, name)).ctimeMs < FRESH_MS);
}

/**
 * Installs `names` with apt; false where this process may not. `recommends: false` leaves out
 * the packages Debian only recommends (PostgreSQL's server needs none of them).
 */
export function installDebianPackages(names, { recommends = true } = {}) {
  if (!canInstallDebianPackages()) return false;
  console.log(`Installing ${names.join(', ')} from Debian packages…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (!listsAreFresh()) execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  const options = recommends ? [] : ['--no-install-recommends'];
  execFileSync('apt-get', ['install', '-y', '-qq', ...options, ...names], {
    stdio: 'inherit',
    env,
  });
  return true;
}
