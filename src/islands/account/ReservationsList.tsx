import { browserApi } from '../../stores/api';
import { ApiError } from '../../lib/api/errors';
import { createT, type Messages, type T } from '../../lib/i18n/messages';
import { formatMoney } from '../../lib/money';
import { routeUrl } from '../../lib/routes';
import { formatDayRange } from '../../lib/dates';
import { fetchReservations } from '../../lib/api/booking-calls';
import type { Reservation } from './data';
import { useAccountUser, useLoad } from './hooks';
import { cardClass, failureData, Loading, Notice, SignInPrompt, StatusBadge } from './parts';
import { LoadFailure } from '../ui/LoadFailure';
import { buttonClass } from '../ui/button';

interface Props {
  locale: string;
  iso: string;
  messages: Messages;
}

/** One reservation or booking as a row of a list: hotel, dates, status, reference, amount. */
export function ReservationRow({
  reservation: r,
  href,
  t,
  iso,
  extra,
  facts = [],
}: {
  reservation: Reservation;
  href: string;
  t: T;
  iso: string;
  extra?: string | undefined;
  /** More labelled values (an agent's list: who booked, commission and markup earned). */
  facts?: { key: string; label: string; value: string }[];
}) {
  const total = r.price['total'];
  return (
    <li>
      <a
        href={href}
        className={`${cardClass} block hover:border-brand focus-visible:border-brand`}
        data-reservation-row={r.reference}
      >
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <p className="text-lg font-bold">{r.hotel?.name ?? r.room.name}</p>
            {r.hotel?.city_name && (
              <p className="text-sm text-slate-500 dark:text-slate-400">{r.hotel.city_name}</p>
            )}
          </div>
          <StatusBadge status={r.status} t={t} />
        </div>
        <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
          <div>
            <dt className="text-slate-500 dark:text-slate-400">{t('col.dates')}</dt>
            <dd>{formatDayRange(r.check_in, r.check_out, iso)}</dd>
          </div>
          <div>
            <dt className="text-slate-500 dark:text-slate-400">{t('col.reference')}</dt>
            <dd className="font-mono">
              <bdi>{r.reference}</bdi>
            </dd>
          </div>
          <div>
            <dt className="text-slate-500 dark:text-slate-400">{t('col.amount')}</dt>
            <dd className="font-bold">
              {total ? formatMoney(total.amount, total.currency, iso) : ''}
            </dd>
          </div>
          {extra && (
            <div>
              <dt className="text-slate-500 dark:text-slate-400">{t('col.guest')}</dt>
              <dd>{extra}</dd>
            </div>
          )}
          {facts.map((fact) => (
            <div key={fact.key} data-fact={fact.key}>
              <dt className="text-slate-500 dark:text-slate-400">{fact.label}</dt>
              <dd className="tabular-nums">{fact.value}</dd>
            </div>
          ))}
        </dl>
      </a>
    </li>
  );
}

/** /account/reservations (SPEC issue 6): the signed-in user's reservations, newest first. */
export default function ReservationsList({ locale, iso, messages }: Props) {
  const t = createT(messages, iso);
  const { ready, user } = useAccountUser();
  const { result, retry } = useLoad(
    async () => {
      const list = await fetchReservations(browserApi(locale, t('api.unreachable')));
      if (!list) throw new ApiError(502, t('api.error'));
      return list;
    },
    ready && user !== null,
    String(user?.id),
    t('api.error'),
  );

  if (!ready) return <Loading t={t} />;
  if (!user) return <SignInPrompt t={t} locale={locale} />;
  if (result.state === 'loading') return <Loading t={t} />;
  if (result.state === 'error')
    return (
      <LoadFailure
        message={result.error.message}
        retry={{ label: t('load.retry'), onRetry: retry }}
        className="mt-8"
        data={failureData(result.error)}
      />
    );
  if (result.data.length === 0) {
    return (
      <Notice>
        <p>{t('reservations.empty')}</p>
        <a href={routeUrl('hotels', {}, locale)} className={`${buttonClass('primary')} mt-4`}>
          {t('cta.searchHotels')}
        </a>
      </Notice>
    );
  }
  return (
    <ul className="mt-8 space-y-4" data-reservations>
      {result.data.map((r) => (
        <ReservationRow
          key={r.uuid}
          reservation={r}
          href={routeUrl('account-reservations-uuid', { uuid: r.uuid }, locale)}
          t={t}
          iso={iso}
        />
      ))}
    </ul>
  );
}
