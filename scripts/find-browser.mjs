/**
 * Finds a Chromium for Playwright without downloading a browser build where that is
 * not allowed: the system's Chromium when present, Debian's package when running as
 * root with apt, else Playwright's own installer (ordinary machines). Prints the path of the
 * browser, then the one of the headless shell the end-to-end suite runs on.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import process from 'node:process';
import { installDebianPackages } from './debian-packages.mjs';

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
  if (installDebianPackages(['chromium']) && existsSync('/usr/bin/chromium'))
    return '/usr/bin/chromium';
  console.log('No system Chromium: using Playwright’s installer.');
  execFileSync('npx', ['playwright', 'install', 'chromium'], { stdio: 'inherit' });
  return undefined;
}

const SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The Chromium the end-to-end suite runs on: `CHROMIUM_PATH` when set, else Chromium's
 * headless shell (Debian's `chromium-headless-shell`, installed as `findBrowser` installs
 * Chromium), the build Playwright itself runs headless tests on. Without a browser window
 * behind it, it runs the suite in about two thirds of the full browser's time on a 2-core
 * machine. Falls back to `findBrowser()`; undefined means Playwright's own (its shell).
 */
export function findHeadlessShell() {
  if (process.env.CHROMIUM_PATH) return findBrowser();
  if (existsSync(SHELL)) return SHELL;
  if (installDebianPackages(['chromium-headless-shell']) && existsSync(SHELL)) return SHELL;
  return findBrowser();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(findBrowser() ?? 'playwright-managed chromium');
  console.log(findHeadlessShell() ?? 'playwright-managed headless shell');
}
