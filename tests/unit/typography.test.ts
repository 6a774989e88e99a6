import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALE_CODES } from '../../src/lib/i18n/locales';
import { TYPOGRAPHY, typographyViolations } from '../../contract/typography';

const root = join(import.meta.dirname, '../..');
const readJson = <T>(...path: string[]) =>
  JSON.parse(readFileSync(join(root, ...path), 'utf8')) as T;

// What the API's messages quote as is: the values of its sort parameter.
const API_LITERALS = /-?\b(?:price|rating|stars|distance)\b/g;

/** Every text of a locale, site and API, named by where it lives. */
function textsOf(code: string): [where: string, text: string, literals?: RegExp][] {
  const texts: [string, string, RegExp?][] = [];
  for (const file of readdirSync(join(root, 'locales', code)))
    for (const [key, text] of Object.entries(
      readJson<Record<string, string>>('locales', code, file),
    ))
      texts.push([`${file.replace('.json', '')}:${key}`, text]);
  const api = readJson<{
    messages: Record<string, string | Record<string, string>>;
    attributes: Record<string, string>;
  }>('api', 'locales', `${code}.json`);
  for (const [key, text] of Object.entries(api.messages))
    if (typeof text === 'string') texts.push([`api:${key}`, text, API_LITERALS]);
    else
      for (const [category, form] of Object.entries(text))
        texts.push([`api:${key}#${category}`, form]);
  for (const [field, name] of Object.entries(api.attributes))
    texts.push([`api-field:${field}`, name]);
  return texts;
}

describe('typography', () => {
  it('has rules for exactly the locales of the site', () => {
    expect(Object.keys(TYPOGRAPHY).sort()).toEqual([...LOCALE_CODES].sort());
  });

  it('finds marks out of place', () => {
    expect(typographyViolations('fr', 'Prix\u00a0: 3\u00a0€')).toEqual([]);
    expect(typographyViolations('fr', 'Prix : 3 €')).toEqual(['" " before : (wants U+00A0)']);
    expect(typographyViolations('fr', 'Le champ « nom » manque !')).toEqual([
      '" " before ! (wants U+202F)',
      '" " before » (wants U+202F)',
      '" " after « (wants U+202F)',
    ]);
    expect(typographyViolations('fr', "l'hôtel à 10:00")).toEqual(["the mark '"]);
    expect(
      typographyViolations('fr', 'Champ «\u202f:attribute\u202f» requis ; {{n}}\u202f!'),
    ).toEqual(['" " before ; (wants U+202F)']);
    expect(typographyViolations('de', 'Das Feld "Name"')).toEqual(['the mark "', 'the mark "']);
    expect(typographyViolations('ja', '「氏名」を入力してください(必須)')).toEqual([
      'half-width punctuation in "い("',
    ]);
    expect(
      typographyViolations('ja', '10:00から、2,5,8|1（例）、「:attribute」は:min文字'),
    ).toEqual([]);
    expect(typographyViolations('ko', "'내 예약'")).toEqual(["the mark '", "the mark '"]);
    expect(typographyViolations('sr', 'Ваша marža, iPhone, ime@primer.rs (white label)')).toEqual([
      'the Latin word "marža"',
    ]);
  });

  it.each(LOCALE_CODES)('holds %s to its own rules', (code) => {
    const found = textsOf(code).flatMap(([where, text, literals]) =>
      typographyViolations(code, text, literals).map(
        (problem) => `${where}: ${problem} in "${text}"`,
      ),
    );
    expect(found).toEqual([]);
  });
});
