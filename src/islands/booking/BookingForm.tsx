import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useRef, useState, type SubmitEvent } from 'react';
import { fetchSendsMail } from '../../lib/api/booking-calls';
import { browserApi } from '../../stores/api';
import {
  $bookingAttempt,
  $bookingLoad,
  loadBooking,
  showFieldErrors,
  submitBooking,
} from '../../stores/booking';
import { selectionHotelHref, type FieldErrors } from '../../lib/booking/book-page';
import {
  GUEST_FIELDS,
  validateGuestForm,
  type GuestField,
  type GuestFieldProblem,
} from '../../lib/booking/guest-form';
import { defaultCurrency } from '../../lib/currencies';
import { createT, type Messages, type T } from '../../lib/i18n/messages';
import { routeUrl } from '../../lib/routes';
import { $fid } from '../../stores/agent';
import { $isAgent } from '../../stores/auth';
import { $currency } from '../../stores/currency';
import { $priceDisplay } from '../../stores/price-display';
import { LoadFailure } from '../ui/LoadFailure';
import { useClientStore } from '../ui/useClientStore';
import { BookingAside } from './BookingAside';
import { BookingOutcomeView } from './BookingOutcomeView';
import { GuestFields } from './GuestFields';
import { useGuestForm } from './useGuestForm';

interface Props {
  locale: string;
  iso: string;
  messages: Messages;
}

function problemMessage(t: T, problem: GuestFieldProblem): string {
  return t(`form.error.${problem}`);
}

/**
 * The booking page: reads the chosen rate and search from the URL, re-checks it, shows the
 * stay and a price breakdown, and takes the guest's details (kept in sessionStorage). It books
 * with `POST /v3/bookings` (server field errors under the fields, sold out and price changes
 * explained) and goes on to `/pay?booking={uuid}`.
 */
export default function BookingForm({ locale, iso, messages }: Props) {
  const t = useMemo(() => createT(messages, iso), [messages, iso]);
  const load = useStore($bookingLoad);
  const { submitting, outcome, errors } = useStore($bookingAttempt);
  const [attempt, setAttempt] = useState(0);
  const [form, update] = useGuestForm();
  const agent = useClientStore($isAgent, false);
  const display = useClientStore($priceDisplay, 'net');
  const currency = useClientStore($currency, null);
  const fid = useClientStore($fid, null);
  const formRef = useRef<HTMLFormElement>(null);
  const api = browserApi(locale, t('api.unreachable'));

  // The form promises a confirmation email only when the API says it sends mail.
  const [sendsMail, setSendsMail] = useState(false);
  useEffect(() => {
    fetchSendsMail(api).then(
      (sends) => setSendsMail(sends !== false),
      () => setSendsMail(false),
    );
    // Asked once per page: the API's mail setting does not change while the form is open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    void loadBooking(api, new URLSearchParams(location.search), {
      locale,
      currency: currency ?? defaultCurrency(locale),
      errorMessage: t('api.error'),
    });
    // The URL is read once per attempt (the currency store only fills a URL without one).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);

  function goToPay(uuid: string) {
    location.assign(routeUrl('pay', {}, locale, { booking: uuid }));
  }

  function focusField(field: GuestField | undefined) {
    if (field) formRef.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();
  }

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    if (load.status !== 'ready' || submitting) return;
    const fieldErrors: FieldErrors = {};
    for (const [field, problem] of Object.entries(validateGuestForm(form))) {
      fieldErrors[field as GuestField] = problemMessage(t, problem);
    }
    showFieldErrors(fieldErrors);
    const first = GUEST_FIELDS.find((f) => fieldErrors[f]);
    if (first) {
      focusField(first);
      return;
    }
    const result = await submitBooking(api, form, { locale, fid, errorMessage: t('api.error') });
    if (result?.kind === 'pay') goToPay(result.uuid);
    else if (result) focusField(result.focus);
  }

  if (load.status === 'loading') {
    return (
      <div
        aria-busy="true"
        className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]"
        data-booking-state="loading"
      >
        <p className="sr-only">{t('book.loading')}</p>
        <div className="h-96 animate-pulse rounded-2xl bg-slate-100 dark:bg-slate-800" />
        <div className="h-72 animate-pulse rounded-2xl bg-slate-100 dark:bg-slate-800" />
      </div>
    );
  }
  if (load.status === 'invalid' || load.status === 'gone' || load.status === 'error') {
    return (
      <LoadFailure
        message={
          load.status === 'invalid'
            ? t('book.invalid')
            : load.status === 'gone'
              ? t('book.gone')
              : load.message
        }
        retry={
          load.status === 'error'
            ? { label: t('rates.retry'), onRetry: () => setAttempt((n) => n + 1) }
            : undefined
        }
        away={
          load.status === 'gone'
            ? { label: t('book.chooseAnother'), href: load.hotelHref }
            : { label: t('book.search'), href: routeUrl('hotels-search', {}, locale) }
        }
        data={{ 'data-booking-state': load.status }}
      />
    );
  }

  const backHref = selectionHotelHref(load.hotel, locale, load.selection);
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]" data-booking-state="ready">
      <div className="min-w-0 space-y-6">
        {load.corrections.length > 0 || load.repriced ? (
          <p
            role="status"
            className="rounded-xl bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-900/30 dark:text-amber-100"
            data-repriced
          >
            {t('book.repriced')}
          </p>
        ) : null}
        <form
          ref={formRef}
          onSubmit={(e) => void submit(e)}
          noValidate
          className="space-y-6"
          data-guest-form
        >
          <GuestFields t={t} form={form} errors={errors} onChange={update} />
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {t('form.latinHint')}
            {sendsMail ? ` ${t('form.emailHint')}` : null}
          </p>

          <BookingOutcomeView
            t={t}
            iso={iso}
            outcome={outcome}
            submitting={submitting}
            backHref={backHref}
            onPay={goToPay}
          />
        </form>
      </div>
      <BookingAside
        t={t}
        iso={iso}
        locale={locale}
        load={load}
        backHref={backHref}
        agent={agent}
        display={display}
      />
    </div>
  );
}
