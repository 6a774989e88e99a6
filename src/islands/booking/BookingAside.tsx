import { priceBreakdown } from '../../lib/booking/breakdown';
import type { BookingLoad } from '../../lib/booking/book-page';
import type { T } from '../../lib/i18n/messages';
import { formatGuests } from '../../lib/search-query';
import type { PriceDisplay } from '../../stores/price-display';
import { AgentToggle } from './AgentToggle';
import { PriceBreakdown } from './PriceBreakdown';
import { StaySummary } from './StaySummary';
import { VatNote } from './VatNote';

/**
 * Beside the booking form: the stay, the price breakdown (an agent chooses net or client
 * prices) and the VAT note.
 */
export function BookingAside({
  t,
  iso,
  locale,
  load,
  backHref,
  agent,
  display,
}: {
  t: T;
  iso: string;
  locale: string;
  load: Extract<BookingLoad, { status: 'ready' }>;
  backHref: string;
  agent: boolean;
  display: PriceDisplay;
}) {
  const { hotel, rate, selection, nights } = load;
  return (
    <aside className="space-y-6 rounded-2xl border border-slate-200 p-5 lg:sticky lg:top-6 lg:self-start dark:border-slate-700">
      <StaySummary
        t={t}
        iso={iso}
        stay={{
          hotelName: hotel.name,
          hotelHref: backHref,
          stars: hotel.stars,
          address:
            hotel.address && hotel.country_name
              ? t('location.withCountry', { place: hotel.address, country: hotel.country_name })
              : hotel.address || hotel.country_name,
          roomName: rate.room_name,
          board: rate.board,
          refundable: rate.refundable,
          freeUntil: rate.cancellation.free_until,
          timeZone: hotel.time_zone,
          penalty: rate.cancellation.penalty,
          checkIn: selection.query.check_in,
          checkOut: selection.query.check_out,
          nights,
          guests: formatGuests(selection.query.rooms),
        }}
      />
      {agent && <AgentToggle t={t} display={display} />}
      <PriceBreakdown
        t={t}
        iso={iso}
        breakdown={priceBreakdown(rate.price, { agent, display })}
        nights={nights}
      />
      <VatNote
        t={t}
        locale={locale}
        hotel={{
          aggregator: hotel.aggregator,
          countryCode: hotel.country_code,
          cityName: hotel.city_name,
        }}
        visitorCountry={selection.query.country}
        price={rate.price}
      />
    </aside>
  );
}
