import { formatStayDate } from '../../lib/booking/dates';
import { formatHotelDeadline } from '../../lib/hotel-time';
import type { T } from '../../lib/i18n/messages';
import { starRating } from '../../lib/stars';
import { Icon } from '../ui/Icon';
import * as glyphs from '../ui/glyphs';
import { guestsText, money } from './format';
import type { Board } from '../../../contract/boards';
import type { Money } from '../../../contract/money';

/** What the summary of a booking shows. */
export interface StayDetails {
  hotelName: string;
  hotelHref: string | null;
  stars: number | null;
  address: string;
  roomName: string;
  board: Board;
  refundable: boolean;
  freeUntil: string | null;
  /** The hotel's IANA zone (null: unknown, read as UTC): the deadline is on its clock. */
  timeZone: string | null;
  penalty: Money;
  checkIn: string;
  checkOut: string;
  nights: number;
  guests: string;
}

/** The booking summary: hotel, room, meal plan, cancellation terms, dates, nights, guests. */
export function StaySummary({ t, iso, stay }: { t: T; iso: string; stay: StayDetails }) {
  const stars = starRating(stay.stars);
  const item = (label: string, value: string, key: string) => (
    <div key={key} data-summary={key}>
      <dt className="text-sm text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="font-bold">{value}</dd>
    </div>
  );
  return (
    <section aria-labelledby="stay-summary" className="space-y-4" data-stay-summary>
      <div>
        <h2 id="stay-summary" className="text-xl font-black">
          {stay.hotelHref ? (
            <a href={stay.hotelHref} className="hover:text-brand hover:underline">
              {stay.hotelName}
            </a>
          ) : (
            stay.hotelName
          )}
        </h2>
        {stars !== null && (
          <p className="text-amber-500" aria-label={t('hotel.stars', { stars })} role="img">
            <Icon glyph={glyphs.stars(stars)} filled className="h-4 w-auto" />
          </p>
        )}
        {stay.address && (
          <p className="text-sm text-slate-600 dark:text-slate-400">{stay.address}</p>
        )}
      </div>
      <dl className="grid grid-cols-2 gap-3">
        {item(t('stay.checkIn'), formatStayDate(stay.checkIn, iso), 'checkIn')}
        {item(t('stay.checkOut'), formatStayDate(stay.checkOut, iso), 'checkOut')}
        {item(t('summary.nights'), t('summary.nightsCount', { count: stay.nights }), 'nights')}
        {item(t('stay.guests'), guestsText(t, stay.guests, iso), 'guests')}
        {item(t('summary.room'), stay.roomName, 'room')}
        {item(t('summary.board'), t(`board.${stay.board}`), 'board')}
      </dl>
      <div className="text-sm" data-summary="cancellation">
        {stay.refundable && stay.freeUntil ? (
          <p className="font-bold text-emerald-700 dark:text-emerald-400">
            {t('cancel.freeUntil', {
              date: formatHotelDeadline(stay.freeUntil, stay.timeZone, iso, t),
            })}
          </p>
        ) : (
          <p className="font-bold text-slate-700 dark:text-slate-300">
            {t('cancel.nonRefundable')}
          </p>
        )}
        <p className="text-slate-600 dark:text-slate-400">
          {t(stay.refundable && stay.freeUntil ? 'cancel.afterPenalty' : 'cancel.penalty', {
            amount: money(stay.penalty.amount, stay.penalty.currency, iso),
          })}
        </p>
      </div>
    </section>
  );
}
