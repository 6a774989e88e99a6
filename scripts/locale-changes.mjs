#!/usr/bin/env node
// Counts, per locale, the values that differ from a git revision (keys present in both):
// the "values changed" figure of a translation review. Usage:
//   node scripts/locale-changes.mjs <revision> [--list] [code...]
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const args = process.argv.slice(2);
const revision = args.find((a) => !a.startsWith('--'));
if (!revision) {
  console.error('usage: node scripts/locale-changes.mjs <revision> [--list] [code...]');
  process.exit(2);
}
const list = args.includes('--list');
const only = args.filter((a) => !a.startsWith('--') && a !== revision);

/** The messages of `locales/<code>/<file>` at the revision, or {} if the file was not there. */
const before = (code, file) => {
  try {
    const text = execFileSync('git', ['show', `${revision}:locales/${code}/${file}`], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return JSON.parse(text);
  } catch {
    return {};
  }
};

const codes = readdirSync(join(root, 'locales'))
  .filter((c) => only.length === 0 || only.includes(c))
  .sort();
let total = 0;
for (const code of codes) {
  const changed = [];
  for (const file of readdirSync(join(root, 'locales', code)).filter((f) => f.endsWith('.json'))) {
    const old = before(code, file);
    const now = JSON.parse(readFileSync(join(root, 'locales', code, file), 'utf8'));
    for (const [key, value] of Object.entries(now)) {
      if (key in old && old[key] !== value) changed.push(`${file}:${key}: ${old[key]} -> ${value}`);
    }
  }
  total += changed.length;
  console.log(`${code.padEnd(6)} ${String(changed.length).padStart(4)}`);
  if (list) for (const line of changed) console.log(`       ${line}`);
}
console.log(`total  ${String(total).padStart(4)}`);
