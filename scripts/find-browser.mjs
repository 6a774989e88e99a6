/**
 * Finds a Chromium for Playwright without downloading a browser build where that is
 * not allowed: the system's Chromium when present, Debian's package when running as
 * root with apt, else Playwright's own installer (ordinary machines). Prints the path.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import process from 'node:process';

const candidates = [
  process.env.CHROMIUM_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
].filter(Boolean);

/** The path of a usable Chromium, installing one if needed; undefined means Playwright's own. */
export function findBrowser() {
  const found = candidates.find((path) => existsSync(path));
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log('Installing Chromium from Debian packages…');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
    if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  }
  console.log('No system Chromium: using Playwright’s installer.');
  execFileSync('npx', ['playwright', 'install', 'chromium'], { stdio: 'inherit' });
  return undefined;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(findBrowser() ?? 'playwright-managed chromium');
}
