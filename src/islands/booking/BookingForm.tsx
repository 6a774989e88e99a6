import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useRef, useState, type SubmitEvent } from 'react';
import { browserApi } from '../../stores/api';
import {
  $bookingAttempt,
  $bookingLoad,
  clearFieldError,
  loadBooking,
  showFieldErrors,
  submitBooking,
} from '../../stores/booking';
import { priceBreakdown } from '../../lib/booking/breakdown';
import { selectionHotelHref, type FieldErrors } from '../../lib/booking/book-page';
import {
  emptyGuestForm,
  GUEST_FIELDS,
  GUEST_FORM_KEY,
  MAX_LENGTH,
  readStoredGuestForm,
  validateGuestForm,
  type GuestField,
  type GuestForm,
} from '../../lib/booking/guest-form';
import { defaultCurrency } from '../../lib/currencies';
import { createT, type Messages, type T } from '../../lib/i18n/messages';
import { routeUrl } from '../../lib/routes';
import { formatGuests } from '../../lib/search-query';
import { $fid } from '../../stores/agent';
import { $isAgent } from '../../stores/auth';
import { $currency } from '../../stores/currency';
import { $priceDisplay } from '../../stores/price-display';
import { useClientStore } from '../ui/useClientStore';
import { AgentToggle } from './AgentToggle';
import { money } from './format';
import { PriceBreakdown } from './PriceBreakdown';
import { StaySummary } from './StaySummary';
import { VatNote } from './VatNote';

interface Props {
  locale: string;
  iso: string;
  messages: Messages;
}

const inputClass =
  'mt-1 w-full rounded-lg border bg-page px-3 py-2 aria-[invalid=true]:border-red-600 border-slate-300 dark:border-slate-600';

function problemMessage(t: T, problem: string): string {
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
  const [form, setForm] = useState<GuestForm>(emptyGuestForm);
  const agent = useClientStore($isAgent, false);
  const display = useClientStore($priceDisplay, 'net');
  const currency = useClientStore($currency, null);
  const fid = useClientStore($fid, null);
  const formRef = useRef<HTMLFormElement>(null);
  const api = browserApi(locale, t('api.unreachable'));

  useEffect(() => {
    try {
      setForm(readStoredGuestForm(sessionStorage.getItem(GUEST_FORM_KEY)));
    } catch {
      // Storage can be unavailable (private modes); the form then simply starts empty.
    }
  }, []);

  useEffect(() => {
    void loadBooking(api, new URLSearchParams(location.search), {
      locale,
      currency: currency ?? defaultCurrency(locale),
      errorMessage: t('api.error'),
    });
    // The URL is read once per attempt (the currency store only fills a URL without one).
  }, [attempt]);

  function update(field: GuestField, value: string) {
    const next = { ...form, [field]: value };
    setForm(next);
    clearFieldError(field);
    try {
      sessionStorage.setItem(GUEST_FORM_KEY, JSON.stringify(next));
    } catch {
      // Without storage a reload starts empty; nothing else depends on it.
    }
  }

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
    const text =
      load.status === 'invalid'
        ? t('book.invalid')
        : load.status === 'gone'
          ? t('book.gone')
          : load.message;
    return (
      <div
        role={load.status === 'error' ? 'alert' : 'status'}
        className="rounded-2xl border border-slate-200 p-6 dark:border-slate-700"
        data-booking-state={load.status}
      >
        <p className="text-lg font-bold">{text}</p>
        <div className="mt-4 flex flex-wrap gap-3">
          {load.status === 'error' && (
            <button
              type="button"
              onClick={() => setAttempt((n) => n + 1)}
              className="rounded-xl bg-bg-brand px-5 py-2.5 font-bold text-text-brand hover:opacity-90"
            >
              {t('rates.retry')}
            </button>
          )}
          <a
            href={load.status === 'gone' ? load.hotelHref : routeUrl('hotels-search', {}, locale)}
            className="rounded-xl border border-slate-300 px-5 py-2.5 font-bold hover:border-brand hover:text-brand dark:border-slate-600"
          >
            {load.status === 'gone' ? t('book.chooseAnother') : t('book.search')}
          </a>
        </div>
      </div>
    );
  }

  const { hotel, rate, selection, nights } = load;
  const breakdown = priceBreakdown(rate.price, { agent, display });
  const backHref = selectionHotelHref(hotel, locale, selection);
  const field = (name: GuestField, type: string, autoComplete: string, required = true) => {
    const error = errors[name];
    const id = `guest-${name}`;
    const common = {
      id,
      name,
      value: form[name],
      maxLength: MAX_LENGTH[name],
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `${id}-error` : undefined,
      className: inputClass,
    };
    return (
      <div className={name === 'special_requests' ? 'sm:col-span-2' : ''}>
        <label htmlFor={id} className="block text-sm font-bold">
          {t(`form.${name}`)}
          {!required && <span className="font-normal text-slate-500"> ({t('form.optional')})</span>}
        </label>
        {name === 'special_requests' ? (
          <textarea
            {...common}
            rows={3}
            onChange={(e) => update(name, e.target.value)}
            placeholder={t('form.special_requests_hint')}
          />
        ) : (
          <input
            {...common}
            type={type}
            autoComplete={autoComplete}
            required={required}
            dir={type === 'tel' || type === 'email' ? 'ltr' : undefined}
            onChange={(e) => update(name, e.target.value)}
          />
        )}
        {error && (
          <p
            id={`${id}-error`}
            className="mt-1 text-sm font-bold text-red-700 dark:text-red-400"
            data-field-error={name}
          >
            {error}
          </p>
        )}
      </div>
    );
  };

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
          <fieldset className="grid gap-4 sm:grid-cols-2">
            <legend className="mb-2 text-xl font-black">{t('form.title')}</legend>
            {field('first_name', 'text', 'given-name')}
            {field('last_name', 'text', 'family-name')}
            {field('email', 'email', 'email')}
            {field('phone', 'tel', 'tel')}
            {field('special_requests', 'text', 'off', false)}
          </fieldset>
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('form.latinHint')}</p>

          {outcome.kind === 'error' && (
            <div
              role="alert"
              className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-800 dark:border-red-900 dark:bg-red-950/40 dark:text-red-200"
              data-booking-error
            >
              {outcome.messages.map((m) => (
                <p key={m} className="font-bold">
                  {m}
                </p>
              ))}
            </div>
          )}
          {outcome.kind === 'soldOut' && (
            <div
              role="alert"
              className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-800 dark:border-red-900 dark:bg-red-950/40 dark:text-red-200"
              data-sold-out
            >
              <p className="font-bold">{outcome.message}</p>
              <p className="mt-1">{t('book.soldOutHint')}</p>
              <a href={backHref} className="mt-3 inline-block font-bold underline">
                {t('book.chooseAnother')}
              </a>
            </div>
          )}
          {outcome.kind === 'priceChanged' ? (
            <div
              role="alert"
              className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950 dark:border-amber-800 dark:bg-amber-900/30 dark:text-amber-100"
              data-price-changed
            >
              <p className="text-lg font-black">{t('book.priceChanged')}</p>
              <p className="mt-1">
                {t('book.priceChangedText', {
                  old: money(
                    outcome.booking.previous_price?.amount ?? Number.NaN,
                    outcome.booking.previous_price?.currency ??
                      outcome.booking.price.total.currency,
                    iso,
                  ),
                  new: money(
                    outcome.booking.price.total.amount,
                    outcome.booking.price.total.currency,
                    iso,
                  ),
                })}
              </p>
              <div className="mt-3 flex flex-wrap gap-3">
                <button
                  type="button"
                  onClick={() => goToPay(outcome.booking.uuid)}
                  className="rounded-xl bg-bg-brand px-5 py-2.5 font-bold text-text-brand hover:opacity-90"
                >
                  {t('book.acceptNewPrice')}
                </button>
                <a
                  href={backHref}
                  className="rounded-xl border border-amber-400 px-5 py-2.5 font-bold hover:bg-amber-100 dark:hover:bg-amber-900/40"
                >
                  {t('book.chooseAnother')}
                </a>
              </div>
            </div>
          ) : (
            <button
              type="submit"
              disabled={submitting}
              className="w-full rounded-xl bg-bg-brand px-6 py-3 text-lg font-bold text-text-brand hover:opacity-90 disabled:opacity-60 sm:w-auto"
            >
              {submitting ? t('book.submitting') : t('book.submit')}
            </button>
          )}
        </form>
      </div>
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
        <PriceBreakdown t={t} iso={iso} breakdown={breakdown} nights={nights} />
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
    </div>
  );
}
