/**
 * Finds xmllint (Debian's libxml2-utils) for the sitemap schema test, installing the package
 * when running as root with apt (scripts/debian-packages.mjs). Prints the path.
 */
import { existsSync } from 'node:fs';
import process from 'node:process';
import { installDebianPackages } from './debian-packages.mjs';

const candidates = ['/usr/bin/xmllint', '/usr/local/bin/xmllint', '/opt/homebrew/bin/xmllint'];

/** The path of xmllint, installing it if needed; throws when it cannot be had. */
export function findXmllint() {
  const found = candidates.find((path) => existsSync(path));
  if (found) return found;
  if (installDebianPackages(['libxml2-utils']) && existsSync('/usr/bin/xmllint'))
    return '/usr/bin/xmllint';
  throw new Error('xmllint is missing: install libxml2-utils (Debian) or libxml2 (Homebrew).');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(findXmllint());
}
