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
