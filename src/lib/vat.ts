import { isEilat, isIsrael, vatFlag, type VatInput } from '../../contract/vat';

/** The Israeli VAT parts of a price, as the booking API answers them (absent when none). */
export interface VatParts {
  vat_in_price?: { amount: number } | undefined;
  vat_at_property?: { amount: number } | undefined;
}

/** What the VAT note says; each matches the amounts shown beside it. */
export type VatNoteKind =
  'general' | 'vatFreeZone' | 'inPrice' | 'atProperty' | 'exempt' | 'exemptResidentHint';

/**
 * The VAT note of a price, from the amounts the API priced (SPEC section 5 gives only the
 * flag): VAT in the amount paid now says so; VAT due at the property appears as its own
 * amount there and the note says so; Eilat is VAT-free; a hotel in Israel priced without
 * VAT is a visitor from abroad's exemption, and where the flag is false (a Hebrew page or an
 * Israeli visitor) the note adds how residents see their VAT. Hotels elsewhere get the
 * general note. Null while an Israeli hotel has no price to speak for.
 */
export function vatNote(input: VatInput, price: VatParts | null): VatNoteKind | null {
  if (!isIsrael(input.country)) return 'general';
  if (isEilat(input.city)) return 'vatFreeZone';
  if (price === null) return null;
  if ((price.vat_at_property?.amount ?? 0) > 0) return 'atProperty';
  if ((price.vat_in_price?.amount ?? 0) > 0) return 'inPrice';
  return vatFlag(input) ? 'exempt' : 'exemptResidentHint';
}
