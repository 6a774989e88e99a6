import { describe, expect, it } from 'vitest';
import { vatFlag, type VatInput } from './vat';

const base = { designatedAggregator: 'ILDirect' };

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
        aggregator: designated ? 'ILDirect' : 'WorldBeds',
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
        aggregator: ' ildirect ',
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
});
