/**
 * Reading a rendered PDF back as a reader's program does, with Poppler's tools (found, or
 * installed on a fresh Debian machine, by scripts/find-poppler.mjs).
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { findPoppler } from '../../../scripts/find-poppler.mjs';

const poppler = findPoppler();

/**
 * The text pdftotext reads from a PDF, as one line: bidi embedding marks dropped and every run
 * of white space one space. For he and ar pdftotext itself turns the drawn (visual) order of
 * each line back into logical order, so a name reads as it was written.
 */
export function pdfText(pdf: Uint8Array): string {
  return execFileSync(join(poppler, 'pdftotext'), ['-enc', 'UTF-8', '-', '-'], {
    input: pdf,
    encoding: 'utf8',
  })
    .replace(/[\u202a-\u202e\u2066-\u2069\u200e\u200f]/g, '')
    .replace(/\s+/g, ' ');
}

/** The fonts pdffonts lists in the PDF at `file`, a line each (name, type, embedded, …). */
export function pdfFonts(file: string): string[] {
  return execFileSync(join(poppler, 'pdffonts'), [file], { encoding: 'utf8' })
    .split('\n')
    .slice(2)
    .filter(Boolean);
}
