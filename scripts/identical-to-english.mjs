#!/usr/bin/env node
// Counts, per locale, the values that are still exactly the English text: a rough measure of
// what was left untranslated. Names (brands, cities, social networks), codes and units, and
// values made only of placeholders and punctuation are left out: they are the same in every
// language by nature. Usage: node scripts/identical-to-english.mjs [--list] [code...]
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..', 'locales');
const args = process.argv.slice(2);
const list = args.includes('--list');
const only = args.filter((a) => !a.startsWith('--'));

// Keys whose value is a proper name, a code or a unit in every language.
const NAMES = [
  /^common:destinations\.(dubai|berlin|barcelona|cancun|amsterdam)$/,
  /^common:social\./,
  /^common:unit\.(m|f)$/,
  /^pages:hotelsIsrael\.(eilat|telAviv|jerusalem|deadSea|haifa|tiberias)$/,
  /^pages:app\.androidTitle$/,
];

/** True when nothing is left to translate once placeholders, digits and punctuation go. */
const placeholdersOnly = (text) =>
  !/\p{L}/u.test(text.replace(/{{\s*\w+\s*}}/g, '').replace(/[²]/g, ''));

const read = (code, file) => JSON.parse(readFileSync(join(root, code, file), 'utf8'));
const namespaces = readdirSync(join(root, 'en')).filter((f) => f.endsWith('.json'));

/** `ns:key` -> English value, for every key that can be translated. */
const english = new Map();
for (const file of namespaces) {
  const ns = file.replace(/\.json$/, '');
  for (const [key, value] of Object.entries(read('en', file))) {
    const id = `${ns}:${key}`;
    if (NAMES.some((re) => re.test(id)) || placeholdersOnly(value)) continue;
    english.set(id, value);
  }
}

const codes = readdirSync(root)
  .filter((c) => c !== 'en')
  .filter((c) => only.length === 0 || only.includes(c))
  .sort();
let total = 0;
console.log(`translatable English values: ${english.size}`);
for (const code of codes) {
  const same = [];
  for (const file of namespaces) {
    const ns = file.replace(/\.json$/, '');
    const messages = read(code, file);
    for (const [key, value] of Object.entries(messages)) {
      const id = `${ns}:${key}`;
      if (english.get(id) === value) same.push(`${id} = ${value}`);
    }
  }
  total += same.length;
  console.log(`${code.padEnd(6)} ${String(same.length).padStart(4)}`);
  if (list) for (const line of same) console.log(`       ${line}`);
}
console.log(`total  ${String(total).padStart(4)}`);
