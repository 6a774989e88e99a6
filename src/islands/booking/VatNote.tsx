import { VAT_AGGREGATOR } from '../../lib/booking/config';
import type { T } from '../../lib/i18n/messages';
import { vatFlag } from '../../lib/vat';

interface Props {
  t: T;
  locale: string;
  hotel: { aggregator: string | null; countryCode: string; cityName: string };
  visitorCountry: string | null;
}

/**
 * The VAT note of SPEC section 5: with the flag the price stands as given (VAT included
 * where it applies); without it, VAT is not included and Israeli residents pay it at the
 * property.
 */
export function VatNote({ t, locale, hotel, visitorCountry }: Props) {
  const included = vatFlag({
    aggregator: hotel.aggregator,
    designatedAggregator: VAT_AGGREGATOR,
    country: hotel.countryCode,
    city: hotel.cityName,
    visitorCountry,
    locale,
  });
  return (
    <p
      className="flex items-start gap-2 text-sm text-slate-600 dark:text-slate-400"
      data-vat={included ? 'included' : 'excluded'}
    >
      <svg
        viewBox="0 0 20 20"
        className="mt-0.5 h-4 w-4 shrink-0"
        fill="currentColor"
        aria-hidden="true"
      >
        <path d="M10 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16zm0 4a1 1 0 1 1 0 2 1 1 0 0 1 0-2zm1 8H9V9h2z" />
      </svg>
      {t(included ? 'vat.included' : 'vat.excluded')}
    </p>
  );
}
