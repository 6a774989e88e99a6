import { describe, expect, it } from 'vitest';
import { priceBreakdown } from './booking/breakdown';
import type { Price } from '../../contract/money';
import { DEFAULT_VAT_AGGREGATOR, vatFlag, type VatInput } from '../../contract/vat';
import { vatNote, type VatNoteKind } from './vat';

const base = { designatedAggregator: DEFAULT_VAT_AGGREGATOR };

describe('vatNote with the priced breakdown (every case of the flag)', () => {
  const money = (amount: number) => ({ amount, currency: 'ILS' });
  /** A price as the booking API answers it for the case (api/src/domain/pricing.ts). */
  const priced = (designated: boolean, place: string, visitor: string): Price => {
    const residentVat = place === 'Tel Aviv' && visitor === 'IL';
    const vatInPrice = residentVat && designated ? 18_000 : 0;
    const vatAtProperty = residentVat && !designated ? 18_000 : 0;
    const payNow = 100_000 + vatInPrice;
    const payAtProperty = 2_000 + vatAtProperty;
    return {
      total: money(payNow + payAtProperty),
      taxes_and_fees: money(9_000 + vatInPrice + vatAtProperty + 2_000),
      pay_now: money(payNow),
      pay_at_property: money(payAtProperty),
      ...(vatInPrice ? { vat_in_price: money(vatInPrice) } : {}),
      ...(vatAtProperty ? { vat_at_property: money(vatAtProperty) } : {}),
    };
  };
  const cases: [boolean, string, string, string, boolean, VatNoteKind][] = [];
  for (const designated of [true, false])
    for (const place of ['Tel Aviv', 'Eilat', 'Berlin'])
      for (const visitor of ['IL', 'US'])
        for (const locale of ['he', 'en']) {
          const input: VatInput = {
            ...base,
            aggregator: designated ? DEFAULT_VAT_AGGREGATOR : 'WorldBeds',
            country: place === 'Berlin' ? 'DE' : 'IL',
            city: place,
            visitorCountry: visitor,
            locale,
          };
          const flag = vatFlag(input);
          const kind: VatNoteKind =
            place === 'Berlin'
              ? 'general'
              : place === 'Eilat'
                ? 'vatFreeZone'
                : visitor === 'IL'
                  ? designated
                    ? 'inPrice'
                    : 'atProperty'
                  : flag
                    ? 'exempt'
                    : 'exemptResidentHint';
          cases.push([designated, place, visitor, locale, flag, kind]);
        }

  it.each(cases)(
    'designated=%s %s visitor=%s %s: flag %s, note %s, matching the amounts',
    (designated, place, visitor, locale, flag, kind) => {
      const input: VatInput = {
        ...base,
        aggregator: designated ? DEFAULT_VAT_AGGREGATOR : 'WorldBeds',
        country: place === 'Berlin' ? 'DE' : 'IL',
        city: place,
        visitorCountry: visitor,
        locale,
      };
      const price = priced(designated, place, visitor);
      expect(vatFlag(input)).toBe(flag);
      expect(vatNote(input, price)).toBe(kind);
      const lines = priceBreakdown(price, { agent: false, display: 'gross' });
      expect(lines).not.toBeNull();
      // What the note says is what the lines show.
      expect((lines?.vatInPrice ?? 0) > 0).toBe(kind === 'inPrice');
      expect((lines?.vatAtProperty ?? 0) > 0).toBe(kind === 'atProperty');
      if (kind === 'atProperty')
        expect(lines?.payAtProperty).toBeGreaterThan(lines?.vatAtProperty ?? 0);
    },
  );

  it('says nothing for an Israeli hotel before a price speaks for it', () => {
    const input: VatInput = {
      ...base,
      aggregator: 'WorldBeds',
      country: 'IL',
      city: 'Tel Aviv',
      visitorCountry: 'IL',
      locale: 'he',
    };
    expect(vatNote(input, null)).toBeNull();
    expect(vatNote({ ...input, city: 'Eilat' }, null)).toBe('vatFreeZone');
    expect(vatNote({ ...input, country: 'FR', city: 'Paris' }, null)).toBe('general');
  });
});
