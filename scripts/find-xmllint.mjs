/**
 * Finds xmllint (Debian's libxml2-utils) for the sitemap schema test, installing the package
 * when running as root with apt, as scripts/find-browser.mjs does for Chromium. Prints the path.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import process from 'node:process';

const candidates = ['/usr/bin/xmllint', '/usr/local/bin/xmllint', '/opt/homebrew/bin/xmllint'];

/** The path of xmllint, installing it if needed; throws when it cannot be had. */
export function findXmllint() {
  const found = candidates.find((path) => existsSync(path));
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log('Installing xmllint (libxml2-utils) from Debian packages…');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '-qq', 'libxml2-utils'], { stdio: 'inherit', env });
    if (existsSync('/usr/bin/xmllint')) return '/usr/bin/xmllint';
  }
  throw new Error('xmllint is missing: install libxml2-utils (Debian) or libxml2 (Homebrew).');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(findXmllint());
}
