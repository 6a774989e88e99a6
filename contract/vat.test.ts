import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_VAT_AGGREGATOR,
  residentVatApplies,
  vatAggregatorName,
  vatFlag,
  type VatInput,
} from './vat.ts';

const base = { designatedAggregator: DEFAULT_VAT_AGGREGATOR };

describe('vatFlag (full truth table)', () => {
  // [aggregator is designated, hotel in IL, city is Eilat, visitor IL, language he] -> flag
  const table: [boolean, boolean, boolean, boolean, boolean, boolean][] = [];
  for (const designated of [true, false])
    for (const inIsrael of [true, false])
      for (const eilat of [true, false])
        for (const visitorIl of [true, false])
          for (const he of [true, false]) {
            const israelNotEilat = inIsrael && !eilat;
            const expected = designated ? israelNotEilat : visitorIl || he ? !israelNotEilat : true;
            table.push([designated, inIsrael, eilat, visitorIl, he, expected]);
          }

  it.each(table)(
    'designated=%s inIsrael=%s eilat=%s visitorIL=%s he=%s -> %s',
    (designated, inIsrael, eilat, visitorIl, he, expected) => {
      const input: VatInput = {
        ...base,
        aggregator: designated ? DEFAULT_VAT_AGGREGATOR : 'WorldBeds',
        country: inIsrael ? 'il' : 'de',
        city: eilat ? 'Eilat' : inIsrael ? 'Tel Aviv' : 'Berlin',
        visitorCountry: visitorIl ? 'IL' : 'US',
        locale: he ? 'he' : 'en',
      };
      expect(vatFlag(input)).toBe(expected);
    },
  );

  it('compares names and codes without regard to case or spaces', () => {
    expect(
      vatFlag({
        ...base,
        aggregator: ` ${DEFAULT_VAT_AGGREGATOR.toLowerCase()} `,
        country: 'IL',
        city: ' EILAT ',
        visitorCountry: null,
        locale: 'en',
      }),
    ).toBe(false);
    expect(
      vatFlag({
        ...base,
        aggregator: null,
        country: null,
        city: null,
        visitorCountry: 'il',
        locale: 'fr',
      }),
    ).toBe(true);
  });

  it('singles out the configured aggregator, not the default one', () => {
    const input = {
      aggregator: 'HolyLandBeds',
      country: 'IL',
      city: 'Haifa',
      visitorCountry: 'IL',
      locale: 'he',
    };
    expect(vatFlag({ ...input, designatedAggregator: ' holylandbeds ' })).toBe(true);
    expect(vatFlag({ ...input, designatedAggregator: DEFAULT_VAT_AGGREGATOR })).toBe(false);
  });
});

describe('vatAggregatorName', () => {
  it('reads the setting trimmed, and the default when it is unset or blank', () => {
    expect(vatAggregatorName(' HolyLandBeds ')).toBe('HolyLandBeds');
    for (const unset of [undefined, null, '', '   ', 42])
      expect(vatAggregatorName(unset)).toBe(DEFAULT_VAT_AGGREGATOR);
  });
});

describe('residentVatApplies', () => {
  it.each([
    ['IL', 'Tel Aviv', 'IL', true],
    ['il', 'Jerusalem', ' il ', true],
    ['IL', 'Eilat', 'IL', false],
    ['IL', 'eilat', 'IL', false],
    ['IL', 'Tel Aviv', 'US', false],
    ['IL', 'Tel Aviv', '', false],
    ['DE', 'Berlin', 'IL', false],
  ])('hotel %s %s, visitor %s -> %s', (hotelCountry, city, visitor, expected) => {
    expect(residentVatApplies(hotelCountry, city, visitor)).toBe(expected);
  });
});

describe('one home for the VAT rule', () => {
  const root = join(import.meta.dirname, '..');
  const home = join(root, 'contract', 'vat.ts');
  function* sources(dir: string): Generator<string> {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) yield* sources(path);
      else if (/\.(ts|tsx|astro|js|mjs)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
        yield path;
    }
  }

  it('no other module of the site, its server or the API names the default aggregator or tests for Eilat', () => {
    // The seed generates hotel data (Eilat's resort prices); it applies no VAT rule.
    const seed = join(root, 'api', 'src', 'seed');
    const copies: string[] = [];
    for (const dir of ['src', 'server', 'api/src', 'contract']) {
      for (const path of sources(join(root, dir))) {
        if (path === home || path.startsWith(seed)) continue;
        const text = readFileSync(path, 'utf8');
        if (
          text.includes(DEFAULT_VAT_AGGREGATOR) ||
          /[!=]==?\s*['"`]eilat['"`]|['"`]eilat['"`]\s*[!=]==?/i.test(text)
        )
          copies.push(relative(root, path));
      }
    }
    expect(copies).toEqual([]);
  });
});
