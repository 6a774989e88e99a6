import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALE_CODES } from '../../src/lib/i18n/locales';

// The booking glossary: `glossary/terms.json` names each term and the keys that use it (as the
// whole label, or inside a sentence); `glossary/<code>.json` gives the locale's word for it. A
// term must read the same in every namespace, the guest's emails and voucher included, and in
// the API's messages (`api:<message key>`) and field names (`api-field:<field>`), so a guest
// never meets two words for one thing.
type Term = { en: string; label: string[]; contains: string[] };
type Entry = { label?: string; forms: string[] };

const root = join(import.meta.dirname, '../..');
const readJson = <T>(...path: string[]) =>
  JSON.parse(readFileSync(join(root, ...path), 'utf8')) as T;
const terms = readJson<Record<string, Term>>('glossary', 'terms.json');
const messages = new Map<string, Record<string, unknown>>();
const catalogs = new Map<
  string,
  { messages: Record<string, unknown>; attributes: Record<string, unknown> }
>();
/** The value of `ns:key` in a locale: a site namespace, `api` or `api-field`. */
const value = (code: string, id: string) => {
  const at = id.indexOf(':');
  const ns = id.slice(0, at);
  const key = id.slice(at + 1);
  if (ns === 'api' || ns === 'api-field') {
    if (!catalogs.has(code)) catalogs.set(code, readJson('api', 'locales', `${code}.json`));
    const catalog = catalogs.get(code);
    const text = ns === 'api' ? catalog?.messages[key] : catalog?.attributes[key];
    return typeof text === 'string' ? text : undefined;
  }
  const file = `${code}/${ns}`;
  if (!messages.has(file)) messages.set(file, readJson(`locales`, code, `${ns}.json`));
  const text = messages.get(file)?.[key];
  return typeof text === 'string' ? text : undefined;
};

describe('booking glossary', () => {
  it('has a file for every locale and nothing else', () => {
    // terms.json lists the terms, plurals.json the translators' notes on counting.
    const files = readdirSync(join(root, 'glossary')).filter(
      (f) => !['terms.json', 'plurals.json'].includes(f),
    );
    expect(files.sort()).toEqual(LOCALE_CODES.map((c) => `${c}.json`).sort());
  });

  it('maps every term to keys that exist in en, none of them counted', () => {
    for (const [term, { label, contains }] of Object.entries(terms)) {
      expect(label.length + contains.length, term).toBeGreaterThan(0);
      for (const id of [...label, ...contains]) {
        expect(value('en', id), `${term}: ${id}`).toBeTypeOf('string');
        // Counted keys change with the plural forms of each language: not a stable place.
        expect(id, term).not.toMatch(/_(zero|one|two|few|many|other)$/);
      }
    }
  });

  describe.each(LOCALE_CODES)('%s', (code) => {
    const glossary = readJson<Record<string, Entry>>('glossary', `${code}.json`);

    it('defines every term, no more', () => {
      expect(Object.keys(glossary).sort()).toEqual(Object.keys(terms).sort());
      for (const [term, { label, forms }] of Object.entries(glossary)) {
        expect(forms.length, term).toBeGreaterThan(0);
        expect(label === undefined, `${term} label`).toBe(terms[term]?.label.length === 0);
        if (label !== undefined) {
          const lower = label.toLocaleLowerCase(code);
          expect(
            forms.some((f) => lower.includes(f.toLocaleLowerCase(code))),
            `${code} ${term}: the label "${label}" uses none of ${forms.join(', ')}`,
          ).toBe(true);
        }
      }
    });

    it("keeps taxes and fees apart from the agent's commission", () => {
      // An agent must never read their earnings as a charge (ja 手数料, ko 수수료 once did).
      const taxes = (glossary.taxesAndFees?.label ?? '').toLocaleLowerCase(code);
      for (const form of glossary.commission?.forms ?? [])
        expect(taxes, `${code}: taxes and fees use "${form}"`).not.toContain(
          form.toLocaleLowerCase(code),
        );
    });

    it.each(Object.keys(terms))('uses one word for %s in every namespace', (term) => {
      const { label: labelled = [], contains = [] } = terms[term] ?? {};
      const { label, forms = [] } = glossary[term] ?? {};
      for (const id of labelled) expect(value(code, id), `${code} ${id}`).toBe(label);
      for (const id of contains) {
        // Placeholder names ({{checkIn}}) are not words of the text.
        const text = (value(code, id) ?? '')
          .replace(/{{\s*\w+\s*}}|:[a-z_]+/g, '')
          .toLocaleLowerCase(code);
        expect(
          forms.some((f) => text.includes(f.toLocaleLowerCase(code))),
          `${code} ${id} "${value(code, id)}" uses none of: ${forms.join(', ')}`,
        ).toBe(true);
      }
    });
  });
});
