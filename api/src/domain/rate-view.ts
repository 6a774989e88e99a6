import type { Locale } from '../lib/i18n.ts';
import { penaltyOf, priceView, type SellerTerms } from './price-view.ts';
import type { Quote } from './pricing.ts';
import { encodeRate, type RateKey } from './rate-ids.ts';
import { local } from './views.ts';

/** The stay a rate is priced for (a rate id's key without the room, board, policy and total). */
export type RateStay = Pick<RateKey, 'checkIn' | 'checkOut' | 'guests' | 'currency' | 'country'>;

/**
 * The rate JSON of a live quote (`GET /v3/hotels/{id}/rates`): priced under the seller terms
 * (none: the public price), its id signed with the client price it was quoted at.
 */
export function rateView(
  quote: Quote,
  hotelId: number,
  stay: RateStay,
  seller: SellerTerms | null,
  rooms: number,
  locale: Locale,
  secret: string,
) {
  const { currency } = stay;
  const price = priceView(quote, currency, seller, rooms);
  return {
    rate_id: encodeRate(
      {
        hotelId,
        room: quote.room.code,
        board: quote.board,
        refundable: quote.refundable,
        ...stay,
        total: price.total.amount,
      },
      secret,
    ),
    room_code: quote.room.code,
    room_name: local(quote.room.name, locale),
    board: quote.board,
    beds: local(quote.room.beds, locale),
    size_m2: quote.room.size_m2,
    max_occupancy: quote.room.max_occupancy,
    refundable: quote.refundable,
    cancellation: {
      free_until: quote.freeUntil,
      penalty: { amount: penaltyOf(quote, price.pay_now.amount), currency },
    },
    price,
    price_per_night: { amount: Math.round(price.total.amount / quote.nights), currency },
    rooms_left: quote.roomsLeft,
  };
}

/** A rate as `rateView` makes it. */
export type RateView = ReturnType<typeof rateView>;
