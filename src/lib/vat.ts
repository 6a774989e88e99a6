/** The place a price is for, as the VAT rule of SPEC section 5 reads it. */
export interface VatInput {
  /** The hotel's aggregator name. */
  aggregator: string | null | undefined;
  /** The configured name of the one aggregator the rule singles out. */
  designatedAggregator: string;
  /** Country code of the hotel (any case). */
  country: string | null | undefined;
  /** City name of the hotel (any case, English). */
  city: string | null | undefined;
  /** The visitor's country code (any case). */
  visitorCountry: string | null | undefined;
  /** The site language. */
  locale: string;
}

const isEilat = (city: string | null | undefined) => (city ?? '').trim().toLowerCase() === 'eilat';
const isIsrael = (code: string | null | undefined) => (code ?? '').trim().toLowerCase() === 'il';

/**
 * The VAT flag of SPEC section 5. For the designated aggregator it is true when the hotel
 * is in Israel and not in Eilat. Otherwise, when the visitor's country is IL or the
 * language is Hebrew, it is false when the place is in Israel and not Eilat; in every
 * other case it is true (the price stands as given).
 */
export function vatFlag(input: VatInput): boolean {
  const israelNotEilat = isIsrael(input.country) && !isEilat(input.city);
  if (
    (input.aggregator ?? '').trim().toLowerCase() ===
    input.designatedAggregator.trim().toLowerCase()
  ) {
    return israelNotEilat;
  }
  if (isIsrael(input.visitorCountry) || input.locale === 'he') return !israelNotEilat;
  return true;
}

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
