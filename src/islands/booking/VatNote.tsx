import { vatFlag } from '../../../contract/vat';
import { VAT_AGGREGATOR } from '../../lib/booking/config';
import type { T } from '../../lib/i18n/messages';
import { vatNote, type VatParts } from '../../lib/vat';

interface Props {
  t: T;
  locale: string;
  hotel: { aggregator: string | null; countryCode: string; cityName: string };
  visitorCountry: string | null;
  /** The price the note speaks for (the chosen rate, or the first of a list); null while none. */
  price: VatParts | null;
}

/**
 * The VAT note beside a price: what it says follows the amounts the API priced (`vatNote`),
 * and it carries SPEC section 5's flag for the page's scripts and tests.
 */
export function VatNote({ t, locale, hotel, visitorCountry, price }: Props) {
  const input = {
    aggregator: hotel.aggregator,
    designatedAggregator: VAT_AGGREGATOR,
    country: hotel.countryCode,
    city: hotel.cityName,
    visitorCountry,
    locale,
  };
  const kind = vatNote(input, price);
  if (kind === null) return null;
  return (
    <p
      className="flex items-start gap-2 text-sm text-slate-600 dark:text-slate-400"
      data-vat={kind}
      data-vat-flag={String(vatFlag(input))}
    >
      <svg
        viewBox="0 0 20 20"
        className="mt-0.5 h-4 w-4 shrink-0"
        fill="currentColor"
        aria-hidden="true"
      >
        <path d="M10 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16zm0 4a1 1 0 1 1 0 2 1 1 0 0 1 0-2zm1 8H9V9h2z" />
      </svg>
      {t(`vat.${kind}`)}
    </p>
  );
}
