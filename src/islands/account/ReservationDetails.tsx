import { useState } from 'react';
import { ApiError } from '../../lib/api/errors';
import type { T } from '../../lib/i18n/messages';
import { formatMoney } from '../../lib/money';
import { starRating } from '../../lib/stars';
import { safeUrl } from '../../lib/urls';
import { showToast } from '../../stores/toasts';
import { Spinner } from '../ui/Spinner';
import { Icon } from '../ui/Icon';
import * as glyphs from '../ui/glyphs';
import { Modal } from '../ui/Modal';
import { guestCounts, NO_GUESTS } from '../../lib/booking/guests';
import { formatDay } from '../../lib/dates';
import { formatHotelDeadline } from '../../lib/hotel-time';
import type { Money, Reservation } from './data';
import { cardClass, DocumentLinks, Fact, StatusBadge } from './parts';
import { buttonClass } from '../ui/button';

interface Props {
  reservation: Reservation;
  t: T;
  iso: string;
  /** Cancels on the API and answers the cancelled reservation (with its refund). */
  cancel: (reservation: Reservation) => Promise<Reservation>;
  onCancelled: (reservation: Reservation) => void;
  /** Show the agent's net price and commission when the API gives them. */
  agentPrices?: boolean;
}

/**
 * A reservation's detail (SPEC issue 6): hotel, room, dates, guests, price paid,
 * cancellation terms and, while it can be cancelled, a cancel button behind a confirmation
 * that shows the refund; after cancelling, the refund.
 */
export function ReservationDetails({
  reservation: r,
  t,
  iso,
  cancel,
  onCancelled,
  agentPrices,
}: Props) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const money = (m: Money | null | undefined) => (m ? formatMoney(m.amount, m.currency, iso) : '');
  const guests = guestCounts(r.guests) ?? NO_GUESTS;
  const image = safeUrl(r.hotel?.image);
  const stars = starRating(r.hotel?.stars ?? null);
  const holder = [r.holder['first_name'], r.holder['last_name']].filter(Boolean).join(' ');

  async function confirmCancel() {
    setBusy(true);
    try {
      const cancelled = await cancel(r);
      setConfirming(false);
      onCancelled(cancelled);
      const refund = cancelled.refund ?? { amount: 0, currency: r.paid?.currency ?? 'EUR' };
      showToast(t('cancel.done', { amount: money(refund) }), 'success');
    } catch (error) {
      showToast(error instanceof ApiError ? error.message : t('api.error'), 'error');
    } finally {
      setBusy(false);
    }
  }

  return (
    <article className="mt-8 space-y-6" data-reservation={r.uuid}>
      <div className={`${cardClass} flex flex-col gap-4 sm:flex-row`}>
        {image && (
          <img src={image} alt="" className="h-40 w-full rounded-xl object-cover sm:h-28 sm:w-40" />
        )}
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <StatusBadge status={r.status} t={t} />
            {(r.status === 'confirmed' || r.status === 'pending_payment') && (
              <span className="text-sm text-slate-500 dark:text-slate-400">
                {t(`stay.${r.stay_status}`)}
              </span>
            )}
          </div>
          <h2 className="mt-2 text-2xl font-black" data-hotel-name>
            {r.hotel?.name ?? r.room.name}
          </h2>
          {stars !== null && (
            <p className="text-amber-500" aria-hidden="true">
              <Icon glyph={glyphs.stars(stars)} filled className="h-4 w-auto" />
            </p>
          )}
          {r.hotel?.address && (
            <p className="text-slate-600 dark:text-slate-300">{r.hotel.address}</p>
          )}
          <p className="mt-2 text-sm">
            {t('col.reference')}:{' '}
            <strong dir="ltr" data-reference>
              {r.reference}
            </strong>
          </p>
          <DocumentLinks documents={r.documents} t={t} className="mt-3" />
        </div>
      </div>

      <dl className={`${cardClass} grid grid-cols-2 gap-4 sm:grid-cols-3`}>
        <Fact label={t('detail.checkIn')}>{formatDay(r.check_in, iso)}</Fact>
        <Fact label={t('detail.checkOut')}>{formatDay(r.check_out, iso)}</Fact>
        <Fact label={t('detail.nights')}>{r.nights}</Fact>
        <Fact label={t('detail.room')}>{r.room.name}</Fact>
        <Fact label={t('detail.board')}>{r.board ? t(`board.${r.board}`) : ''}</Fact>
        <Fact label={t('detail.rooms')}>{r.rooms}</Fact>
        <Fact label={t('detail.adults')}>{guests.adults}</Fact>
        <Fact label={t('detail.children')}>{guests.children}</Fact>
        {holder && <Fact label={t('detail.holder')}>{holder}</Fact>}
        {r.special_requests && (
          <div className="col-span-full">
            <Fact label={t('detail.specialRequests')}>{r.special_requests}</Fact>
          </div>
        )}
      </dl>

      <section className={cardClass}>
        <h3 className="text-lg font-bold">{t('detail.price')}</h3>
        <dl className="mt-3 grid grid-cols-2 gap-4 sm:grid-cols-3">
          <Fact label={t('detail.total')}>{money(r.price['total'])}</Fact>
          <Fact label={t('detail.paid')}>
            <span data-paid>{money(r.paid)}</span>
          </Fact>
          {r.price['pay_at_property'] && r.price['pay_at_property'].amount > 0 && (
            <Fact label={t('detail.payAtProperty')}>{money(r.price['pay_at_property'])}</Fact>
          )}
          {agentPrices && r.price['net'] && (
            <Fact label={t('detail.net')}>{money(r.price['net'])}</Fact>
          )}
          {agentPrices && r.price['commission'] && (
            <Fact label={t('detail.commission')}>{money(r.price['commission'])}</Fact>
          )}
          {agentPrices && r.price['markup'] && (
            <Fact label={t('detail.markup')}>{money(r.price['markup'])}</Fact>
          )}
        </dl>
      </section>

      <section className={cardClass} data-cancellation>
        <h3 className="text-lg font-bold">{t('detail.cancellation')}</h3>
        <ul className="mt-3 list-disc space-y-1 ps-5">
          {!r.refundable || !r.cancellation?.free_until ? (
            <li>{t('detail.nonRefundable')}</li>
          ) : (
            <li data-free-until>
              {t('detail.freeUntil', {
                date: formatHotelDeadline(r.cancellation.free_until, r.hotel?.time_zone, iso, t),
              })}
            </li>
          )}
          {r.cancellation && r.cancellation.penalty.amount > 0 && (
            <li>{t('detail.penalty', { amount: money(r.cancellation.penalty) })}</li>
          )}
        </ul>
        {r.refund && (
          <p className="mt-3 font-bold" data-refund>
            {t('detail.refunded', { amount: money(r.refund) })}
          </p>
        )}
        {r.cancellable && r.refund_if_cancelled ? (
          <>
            <p className="mt-3">
              {t('detail.refundNow', { amount: money(r.refund_if_cancelled) })}
            </p>
            <button
              type="button"
              onClick={() => setConfirming(true)}
              className={`${buttonClass('secondary')} mt-4 text-red-700 dark:text-red-300`}
              data-cancel
            >
              {t('detail.cancel')}
            </button>
          </>
        ) : (
          r.status !== 'cancelled' && (
            <p className="mt-3 text-slate-600 dark:text-slate-300">{t('detail.notCancellable')}</p>
          )
        )}
      </section>

      <Modal
        open={confirming}
        onClose={() => !busy && setConfirming(false)}
        title={t('cancel.title')}
        closeLabel={t('modal.close')}
      >
        <p>{t('cancel.text', { hotel: r.hotel?.name ?? r.reference })}</p>
        {r.refund_if_cancelled && (
          <p className="mt-2 font-bold">
            {t('cancel.refund', { amount: money(r.refund_if_cancelled) })}
          </p>
        )}
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <button
            type="button"
            onClick={() => setConfirming(false)}
            disabled={busy}
            className={buttonClass('secondary')}
            data-autofocus
          >
            {t('cancel.keep')}
          </button>
          <button
            type="button"
            onClick={() => void confirmCancel()}
            disabled={busy}
            aria-busy={busy}
            className={`${buttonClass('danger')}`}
            data-confirm-cancel
          >
            {busy && <Spinner />}
            {t('cancel.confirm')}
          </button>
        </div>
      </Modal>
    </article>
  );
}
