import { useEffect, useId, useState, type SubmitEvent } from 'react';
import { browserApi } from '../../stores/api';
import { ApiError } from '../../lib/api/errors';
import { agentBookingsCsvUrl, fetchAgentBookings } from '../../lib/api/agent-calls';
import { canSeeAllReservations, isAgent } from '../../lib/auth/roles';
import { formatMoney } from '../../lib/money';
import { createT, type Messages } from '../../lib/i18n/messages';
import { queryString, routeUrl } from '../../lib/routes';
import {
  BOOKING_STATUSES,
  bookingFiltersQuery,
  readBookingFilters,
  type BookingFilters,
} from './data';
import { useAccountUser, useLoad } from './hooks';
import { failureData, inputClass, Loading, Notice, SignInPrompt } from './parts';
import { LoadFailure } from '../ui/LoadFailure';
import { buttonClass } from '../ui/button';
import { EarningsSummary } from './EarningsSummary';
import { ProposalsList } from './ProposalsList';
import { ReservationRow } from './ReservationsList';

interface Props {
  locale: string;
  iso: string;
  messages: Messages;
}

const EMPTY: BookingFilters = { status: '', from: '', to: '', q: '', all: false, page: 1 };

/**
 * /dashboard/bookings (SPEC issue 6): the user's bookings, or with `all=true` the whole
 * agency's when the user has the `reservations` action (else a clear message and their own);
 * filters by status, check-in range and text, all kept in the URL; pages of 20. Agents also
 * see what each booking earned (commission and markup), the filtered list's totals (per agent
 * for the agency's list) and its CSV export.
 */
export default function BookingsDashboard({ locale, iso, messages }: Props) {
  const t = createT(messages, iso);
  const id = useId();
  const { ready, user } = useAccountUser();
  const [filters, setFilters] = useState<BookingFilters>(EMPTY);
  const [draft, setDraft] = useState<BookingFilters>(EMPTY);

  useEffect(() => {
    const read = () => {
      const next = readBookingFilters(new URLSearchParams(location.search));
      setFilters(next);
      setDraft(next);
    };
    read();
    addEventListener('popstate', read);
    return () => removeEventListener('popstate', read);
  }, []);

  const forbiddenAll = filters.all && user !== null && !canSeeAllReservations(user);
  const effective = forbiddenAll ? { ...filters, all: false } : filters;
  const { result, retry } = useLoad(
    async () => {
      const page = await fetchAgentBookings(
        browserApi(locale, t('api.unreachable')),
        bookingFiltersQuery(effective),
      );
      if (!page) throw new ApiError(502, t('api.error'));
      return page;
    },
    ready && user !== null,
    `${String(user?.id)}:${JSON.stringify(effective)}`,
    t('api.error'),
  );

  const earningFacts = (uuid: string) => {
    if (result.state !== 'ready') return [];
    const earned = result.data.earnings[uuid];
    const by = result.data.bookedBy[uuid];
    return [
      ...(by && effective.all ? [{ key: 'agent', label: t('col.agent'), value: by }] : []),
      ...(earned
        ? [
            {
              key: 'commission',
              label: t('col.commission'),
              value: formatMoney(earned.commission, earned.currency, iso),
            },
            {
              key: 'markup',
              label: t('col.markup'),
              value: formatMoney(earned.markup, earned.currency, iso),
            },
          ]
        : []),
    ];
  };

  const go = (next: BookingFilters) => {
    history.pushState(null, '', `${location.pathname}${queryString(bookingFiltersQuery(next))}`);
    setFilters(next);
    setDraft(next);
  };
  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    go({ ...draft, page: 1 });
  };

  if (!ready) return <Loading t={t} />;
  if (!user) return <SignInPrompt t={t} locale={locale} />;
  const allowedAll = canSeeAllReservations(user);
  const agent = isAgent(user);
  const label = 'text-sm font-bold';

  return (
    <div className="mt-8" data-bookings-dashboard>
      {allowedAll && (
        <div
          className="mb-4 inline-flex rounded-xl border border-slate-300 p-1 dark:border-slate-600"
          role="group"
        >
          {[false, true].map((all) => (
            <button
              key={String(all)}
              type="button"
              aria-pressed={effective.all === all}
              onClick={() => go({ ...filters, all, page: 1 })}
              className="rounded-lg px-3 py-1.5 text-sm font-bold aria-pressed:bg-bg-brand aria-pressed:text-text-brand"
              data-scope={all ? 'all' : 'mine'}
            >
              {t(all ? 'bookings.scopeAll' : 'bookings.scopeMine')}
            </button>
          ))}
        </div>
      )}
      {forbiddenAll && (
        <Notice tone="warning">
          <p data-all-forbidden>{t('bookings.allForbidden')}</p>
        </Notice>
      )}
      <form
        onSubmit={submit}
        aria-label={t('bookings.filters')}
        className="mt-4 grid grid-cols-1 gap-3 rounded-2xl border border-slate-200 p-4 sm:grid-cols-2 lg:grid-cols-4 dark:border-slate-700"
        data-bookings-filters
      >
        <div>
          <label htmlFor={`${id}-status`} className={label}>
            {t('bookings.status')}
          </label>
          <select
            id={`${id}-status`}
            name="status"
            value={draft.status}
            onChange={(e) =>
              setDraft({ ...draft, status: e.target.value as BookingFilters['status'] })
            }
            className={inputClass}
          >
            <option value="">{t('bookings.anyStatus')}</option>
            {BOOKING_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`status.${s}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-from`} className={label}>
            {t('bookings.from')}
          </label>
          <input
            id={`${id}-from`}
            name="from"
            type="date"
            value={draft.from}
            onChange={(e) => setDraft({ ...draft, from: e.target.value })}
            className={inputClass}
          />
        </div>
        <div>
          <label htmlFor={`${id}-to`} className={label}>
            {t('bookings.to')}
          </label>
          <input
            id={`${id}-to`}
            name="to"
            type="date"
            value={draft.to}
            onChange={(e) => setDraft({ ...draft, to: e.target.value })}
            className={inputClass}
          />
        </div>
        <div>
          <label htmlFor={`${id}-q`} className={label}>
            {t('bookings.q')}
          </label>
          <input
            id={`${id}-q`}
            name="q"
            type="search"
            maxLength={100}
            placeholder={t('bookings.qPlaceholder')}
            value={draft.q}
            onChange={(e) => setDraft({ ...draft, q: e.target.value })}
            className={inputClass}
          />
        </div>
        <div className="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-4">
          <button type="submit" className={buttonClass('primary')}>
            {t('bookings.apply')}
          </button>
          <button
            type="button"
            onClick={() => go({ ...EMPTY, all: filters.all })}
            className={buttonClass('secondary')}
          >
            {t('bookings.clear')}
          </button>
        </div>
      </form>
      {result.state === 'loading' && <Loading t={t} />}
      {result.state === 'error' && (
        <LoadFailure
          message={result.error.message}
          retry={{ label: t('load.retry'), onRetry: retry }}
          className="mt-8"
          data={failureData(result.error)}
        />
      )}
      {result.state === 'ready' && (
        <>
          <p
            className="mt-6 text-sm text-slate-600 dark:text-slate-300"
            role="status"
            data-bookings-total
          >
            {t('bookings.total', { count: result.data.total })}
          </p>
          {agent && (
            <EarningsSummary
              t={t}
              iso={iso}
              totals={result.data.totals}
              byAgent={effective.all ? result.data.byAgent : []}
              csvUrl={agentBookingsCsvUrl(bookingFiltersQuery(effective), locale)}
            />
          )}
          {result.data.bookings.length === 0 ? (
            <Notice>
              <p>{t('bookings.empty')}</p>
            </Notice>
          ) : (
            <ul className="mt-3 space-y-4" data-bookings>
              {result.data.bookings.map((b) => (
                <ReservationRow
                  key={b.uuid}
                  reservation={b}
                  href={routeUrl('dashboard-bookings-uuid', { uuid: b.uuid }, locale)}
                  t={t}
                  iso={iso}
                  extra={[b.holder['first_name'], b.holder['last_name']].filter(Boolean).join(' ')}
                  facts={agent ? earningFacts(b.uuid) : []}
                />
              ))}
            </ul>
          )}
          {result.data.pages > 1 && (
            <nav
              className="mt-6 flex items-center justify-between gap-2"
              aria-label={t('bookings.pageOf', {
                page: result.data.page,
                pages: result.data.pages,
              })}
            >
              <button
                type="button"
                disabled={filters.page <= 1}
                onClick={() => go({ ...filters, page: filters.page - 1 })}
                className={buttonClass('secondary')}
              >
                {t('bookings.previous')}
              </button>
              <span className="text-sm">
                {t('bookings.pageOf', { page: result.data.page, pages: result.data.pages })}
              </span>
              <button
                type="button"
                disabled={filters.page >= result.data.pages}
                onClick={() => go({ ...filters, page: filters.page + 1 })}
                className={buttonClass('secondary')}
              >
                {t('bookings.next')}
              </button>
            </nav>
          )}
        </>
      )}
      {agent && <ProposalsList locale={locale} iso={iso} t={t} />}
    </div>
  );
}
