/**
 * Finds Poppler's command-line tools (Debian's poppler-utils: pdftotext, pdffonts, pdftoppm),
 * with which the API's tests read back the PDF vouchers they render, installing the package
 * when running as root with apt (scripts/debian-packages.mjs). Prints their folder.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import process from 'node:process';
import { installDebianPackages } from './debian-packages.mjs';

const folders = ['/usr/bin', '/usr/local/bin', '/opt/homebrew/bin'];
const found = () => folders.find((folder) => existsSync(join(folder, 'pdftotext')));

/** The folder of pdftotext and its siblings, installing them if needed; throws without them. */
export function findPoppler() {
  const folder = found();
  if (folder) return folder;
  if (installDebianPackages(['poppler-utils'])) {
    const installed = found();
    if (installed) return installed;
  }
  throw new Error('pdftotext is missing: install poppler-utils (Debian) or poppler (Homebrew).');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(findPoppler());
}
