/**
 * The Israeli VAT rule of SPEC section 5, shared by the site (the VAT flag and note beside a
 * price) and the API (who pays VAT, and where). Imports nothing: islands use it.
 */

/**
 * The aggregator the VAT rule singles out when none is configured; the site reads the
 * configured name from `PUBLIC_VAT_AGGREGATOR`, the API from `VAT_AGGREGATOR`.
 */
export const DEFAULT_VAT_AGGREGATOR = 'ILDirect';

/** The configured designated aggregator: the setting trimmed, or the default when unset or blank. */
export function vatAggregatorName(setting: unknown): string {
  return typeof setting === 'string' && setting.trim() !== ''
    ? setting.trim()
    : DEFAULT_VAT_AGGREGATOR;
}

const same = (a: string | null | undefined, b: string) =>
  (a ?? '').trim().toLowerCase() === b.toLowerCase();

/** True for Israel's country code (any case, spaces around ignored). */
export function isIsrael(country: string | null | undefined): boolean {
  return same(country, 'il');
}

/** True for Eilat, Israel's VAT-free zone (the English city name, any case). */
export function isEilat(city: string | null | undefined): boolean {
  return same(city, 'eilat');
}

/** True for a place in Israel outside Eilat: where Israeli VAT applies to a hotel stay. */
export function israelNotEilat(
  country: string | null | undefined,
  city: string | null | undefined,
): boolean {
  return isIsrael(country) && !isEilat(city);
}

/**
 * True when Israeli residents pay VAT on the stay: the visitor's country is Israel and the
 * hotel is in Israel outside Eilat (visitors from abroad are exempt).
 */
export function residentVatApplies(
  hotelCountry: string | null | undefined,
  city: string | null | undefined,
  visitorCountry: string | null | undefined,
): boolean {
  return isIsrael(visitorCountry) && israelNotEilat(hotelCountry, city);
}

/** The place a price is for, as the VAT rule reads it. */
export interface VatInput {
  /** The hotel's aggregator name. */
  aggregator: string | null | undefined;
  /** The configured name of the one aggregator the rule singles out (`vatAggregatorName`). */
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

/**
 * The VAT flag of SPEC section 5. For the designated aggregator it is true when the hotel
 * is in Israel and not in Eilat. Otherwise, when the visitor's country is IL or the
 * language is Hebrew, it is false when the place is in Israel and not Eilat; in every
 * other case it is true (the price stands as given).
 */
export function vatFlag(input: VatInput): boolean {
  const taxed = israelNotEilat(input.country, input.city);
  if (same(input.aggregator, input.designatedAggregator.trim())) return taxed;
  if (isIsrael(input.visitorCountry) || input.locale === 'he') return !taxed;
  return true;
}
