import { useEffect, useMemo, useRef, useState } from 'react';
import { browserApi } from '../../stores/api';
import { ApiError } from '../../lib/api/errors';
import { newIdempotencyKey } from '../../lib/api/idempotency';
import type { Reservation as Booking } from '../../../contract/bookings';
import { fetchBooking, startPayment } from '../../lib/api/booking-calls';
import { priceBreakdown } from '../../lib/booking/breakdown';
import { hotelPath } from '../../lib/booking/hotel';
import { safePaymentUrl } from '../../lib/booking/payment';
import { API_URL } from '../../lib/config';
import { isUuid } from '../../lib/errors';
import { createT, type Messages } from '../../lib/i18n/messages';
import { routeUrl } from '../../lib/routes';
import { $isAgent } from '../../stores/auth';
import { $priceDisplay } from '../../stores/price-display';
import { buttonClass } from '../ui/button';
import { LoadFailure } from '../ui/LoadFailure';
import { useClientStore } from '../ui/useClientStore';
import { useBrowserValue, useHydrated } from '../ui/useHydrated';
import { money } from './format';
import { PriceBreakdown } from './PriceBreakdown';
import { StaySummary } from './StaySummary';
import { Icon } from '../ui/Icon';
import * as glyphs from '../ui/glyphs';

interface Props {
  locale: string;
  iso: string;
  messages: Messages;
}

type Load =
  | { status: 'loading' }
  | { status: 'invalid' }
  | { status: 'error'; message: string }
  | { status: 'ready'; booking: Booking };

/**
 * The payment page (`/pay?booking={uuid}`): the booking's summary and price, and a "Pay
 * securely" button that starts the payment and hands over to the provider's page, only when
 * that page is on the API's own origin.
 */
export default function PayView({ locale, iso, messages }: Props) {
  const t = useMemo(() => createT(messages, iso), [messages, iso]);
  const [attempt, setAttempt] = useState(0);
  const hydrated = useHydrated();
  const uuid = useBrowserValue(() => new URLSearchParams(location.search).get('booking') ?? '', '');
  // Each answer is kept with the attempt it answers: a retry reads as loading until its own
  // answer arrives.
  const [answer, setAnswer] = useState<{ attempt: number; load: Load } | null>(null);
  const [paying, setPaying] = useState(false);
  const [payError, setPayError] = useState<string | null>(null);
  const agent = useClientStore($isAgent, false);
  const display = useClientStore($priceDisplay, 'net');
  const api = useMemo(() => browserApi(locale, t('api.unreachable')), [locale, t]);
  const load: Load = !hydrated
    ? { status: 'loading' }
    : !isUuid(uuid)
      ? { status: 'invalid' }
      : answer?.attempt === attempt
        ? answer.load
        : { status: 'loading' };
  // Every click on this page starts the same payment attempt (the API answers it again), so a
  // double click or a retry never opens a second one.
  const payKey = useRef(newIdempotencyKey());

  useEffect(() => {
    if (!isUuid(uuid)) return;
    let cancelled = false;
    const setLoad = (next: Load) => setAnswer({ attempt, load: next });
    fetchBooking(api, uuid)
      .then((booking) => {
        if (cancelled) return;
        setLoad(
          booking ? { status: 'ready', booking } : { status: 'error', message: t('api.error') },
        );
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        if (error instanceof ApiError && error.status === 404) setLoad({ status: 'invalid' });
        else
          setLoad({
            status: 'error',
            message: error instanceof ApiError ? error.message : t('api.error'),
          });
      });
    return () => {
      cancelled = true;
    };
  }, [uuid, attempt, api, t]);

  async function pay(booking: Booking) {
    setPaying(true);
    setPayError(null);
    try {
      const started = await startPayment(api, booking.uuid, payKey.current);
      const url = safePaymentUrl(started?.payment_url, API_URL, location.origin);
      if (url) {
        location.assign(url);
        return;
      }
      setPayError(t('pay.badProvider'));
    } catch (error) {
      // Paid, cancelled or expired meanwhile: the reloaded booking shows its status.
      if (error instanceof ApiError && error.status === 409) setAttempt((n) => n + 1);
      setPayError(error instanceof ApiError ? error.message : t('api.error'));
    }
    setPaying(false);
  }

  if (load.status === 'loading') {
    return (
      <div
        aria-busy="true"
        className="h-96 animate-pulse rounded-2xl bg-slate-100 dark:bg-slate-800"
        data-pay-state="loading"
      >
        <p className="sr-only">{t('book.loading')}</p>
      </div>
    );
  }
  if (load.status !== 'ready') {
    return (
      <LoadFailure
        message={load.status === 'error' ? load.message : t('pay.invalid')}
        retry={
          load.status === 'error'
            ? { label: t('rates.retry'), onRetry: () => setAttempt((n) => n + 1) }
            : undefined
        }
        away={{ label: t('book.search'), href: routeUrl('hotels-search', {}, locale) }}
        data={{ 'data-pay-state': load.status }}
      />
    );
  }

  const { booking } = load;
  const breakdown = priceBreakdown(booking.price, { agent, display });
  const stayQuery = {
    check_in: booking.check_in,
    check_out: booking.check_out,
    guests: booking.guests,
  };
  const hotelHref = booking.hotel ? hotelPath(booking.hotel, locale, stayQuery) : null;
  const holder = [booking.holder['first_name'], booking.holder['last_name']]
    .filter(Boolean)
    .join(' ');

  return (
    <div
      className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]"
      data-pay-state="ready"
      data-booking-status={booking.status}
    >
      <div className="min-w-0 space-y-6">
        <div className="rounded-2xl border border-slate-200 p-5 dark:border-slate-700">
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('pay.reference')}</p>
          <p className="text-lg font-black">
            <bdi dir="ltr" data-reference>
              {booking.reference}
            </bdi>
          </p>
          {holder && (
            <p className="mt-2 text-slate-700 dark:text-slate-300">
              {t('pay.holder', { name: holder })}
            </p>
          )}
          {booking.holder['email'] && (
            <p className="text-slate-700 dark:text-slate-300">
              {t('pay.email', { email: booking.holder['email'] })}
            </p>
          )}
        </div>
        {booking.status === 'pending_payment' ? (
          <div className="space-y-3">
            <p className="text-slate-700 dark:text-slate-300">
              {t('pay.amountNow', {
                amount: money(booking.price.pay_now.amount, booking.price.pay_now.currency, iso),
              })}
            </p>
            <button
              type="button"
              disabled={paying}
              onClick={() => void pay(booking)}
              className={`${buttonClass('primary', 'lg')} w-full text-lg sm:w-auto`}
              data-pay
            >
              <Icon glyph={glyphs.lock} className="h-5 w-5" />
              {paying ? t('pay.redirecting') : t('pay.button')}
            </button>
            <p className="text-sm text-slate-600 dark:text-slate-400">{t('pay.secureNote')}</p>
          </div>
        ) : (
          <div
            role="status"
            className="rounded-2xl bg-slate-50 p-5 dark:bg-slate-800/60"
            data-not-payable
          >
            <p className="font-bold">{t(`pay.status.${booking.status}`)}</p>
            <div className="mt-3 flex flex-wrap gap-3">
              {booking.status === 'confirmed' ? (
                <a
                  href={routeUrl('account-reservations', {}, locale)}
                  className="font-bold text-brand hover:underline"
                >
                  {t('outcome.seeReservations')}
                </a>
              ) : (
                hotelHref && (
                  <a href={hotelHref} className="font-bold text-brand hover:underline">
                    {t('book.chooseAnother')}
                  </a>
                )
              )}
            </div>
          </div>
        )}
        {payError && booking.status === 'pending_payment' && (
          <p
            role="alert"
            className="rounded-xl border border-red-200 bg-red-50 p-4 font-bold text-red-800 dark:border-red-900 dark:bg-red-950/40 dark:text-red-200"
            data-pay-error
          >
            {payError}
          </p>
        )}
      </div>
      <aside className="space-y-6 rounded-2xl border border-slate-200 p-5 lg:self-start dark:border-slate-700">
        <StaySummary
          t={t}
          iso={iso}
          stay={{
            hotelName: booking.hotel?.name ?? booking.room.name,
            hotelHref,
            stars: booking.hotel?.stars ?? null,
            address: booking.hotel?.address ?? '',
            roomName: booking.room.name,
            board: booking.board,
            refundable: booking.refundable,
            freeUntil: booking.cancellation.free_until,
            timeZone: booking.hotel?.time_zone ?? null,
            penalty: booking.cancellation.penalty,
            checkIn: booking.check_in,
            checkOut: booking.check_out,
            nights: booking.nights,
            guests: booking.guests,
          }}
        />
        <PriceBreakdown t={t} iso={iso} breakdown={breakdown} nights={booking.nights} />
      </aside>
    </div>
  );
}
