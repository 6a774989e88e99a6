import { browserApi } from '../../stores/api';
import { ApiError } from '../../lib/api/errors';
import { createT, type Messages } from '../../lib/i18n/messages';
import { routeUrl } from '../../lib/routes';
import { formatDayRange } from '../../lib/dates';
import { formatList } from '../../lib/lists';
import { fetchVouchers } from '../../lib/api/booking-calls';
import { guestCounts, NO_GUESTS } from '../../lib/booking/guests';
import type { Voucher } from './data';
import { useAccountUser, useLoad } from './hooks';
import { cardClass, DocumentLinks, failureData, Loading, Notice, SignInPrompt } from './parts';
import { LoadFailure } from '../ui/LoadFailure';
import { buttonClass } from '../ui/button';
import { isBoard } from '../../../contract/boards';

interface Props {
  locale: string;
  iso: string;
  messages: Messages;
}

const voucherColours: Record<Voucher['status'], string> = {
  valid: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-900/60 dark:text-emerald-200',
  used: 'bg-slate-200 text-slate-700 dark:bg-slate-700 dark:text-slate-200',
  void: 'bg-red-100 text-red-800 dark:bg-red-900/60 dark:text-red-200',
};

/** /vouchers (SPEC section 6): hotel vouchers, for users with `options.vouchers`. */
export default function Vouchers({ locale, iso, messages }: Props) {
  const t = createT(messages, iso);
  const { ready, user } = useAccountUser();
  const enabled = user?.options.vouchers ?? false;
  const { result, retry } = useLoad(
    async () => {
      const list = await fetchVouchers(browserApi(locale, t('api.unreachable')));
      if (!list) throw new ApiError(502, t('api.error'));
      return list;
    },
    ready && enabled,
    String(user?.id),
    t('api.error'),
  );

  if (!ready) return <Loading t={t} />;
  if (!user) return <SignInPrompt t={t} locale={locale} />;
  if (!enabled) {
    return (
      <Notice tone="warning">
        <p data-vouchers-disabled>{t('vouchers.notEnabled')}</p>
      </Notice>
    );
  }
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
        <p>{t('vouchers.empty')}</p>
      </Notice>
    );
  }
  return (
    <>
      <button
        type="button"
        onClick={() => print()}
        className={`${buttonClass('secondary')} mt-6 print:hidden`}
      >
        {t('vouchers.print')}
      </button>
      <ul className="mt-6 space-y-4" data-vouchers>
        {result.data.map((v) => {
          const guests = guestCounts(v.guests) ?? NO_GUESTS;
          return (
            <li key={v.id} className={`${cardClass} break-inside-avoid`} data-voucher={v.code}>
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div>
                  <p className="text-lg font-bold">{v.hotel?.name}</p>
                  {v.hotel?.address && (
                    <p className="text-sm text-slate-500 dark:text-slate-400">{v.hotel.address}</p>
                  )}
                </div>
                <span
                  className={`rounded-full px-2.5 py-0.5 text-xs font-bold ${voucherColours[v.status]}`}
                >
                  {t(`vouchers.status.${v.status}`)}
                </span>
              </div>
              <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
                <div>
                  <dt className="text-slate-500 dark:text-slate-400">{t('vouchers.code')}</dt>
                  <dd className="font-mono font-bold">
                    <bdi>{v.code}</bdi>
                  </dd>
                </div>
                <div>
                  <dt className="text-slate-500 dark:text-slate-400">{t('col.dates')}</dt>
                  <dd>{formatDayRange(v.check_in, v.check_out, iso)}</dd>
                </div>
                <div>
                  <dt className="text-slate-500 dark:text-slate-400">{t('vouchers.guest')}</dt>
                  <dd>{v.holder_name}</dd>
                </div>
                <div>
                  <dt className="text-slate-500 dark:text-slate-400">{t('detail.guests')}</dt>
                  <dd>
                    {formatList(
                      [
                        t('guests.adults', { count: guests.adults }),
                        guests.children > 0
                          ? t('guests.children', { count: guests.children })
                          : null,
                      ],
                      iso,
                    )}
                  </dd>
                </div>
                {isBoard(v.board) && (
                  <div>
                    <dt className="text-slate-500 dark:text-slate-400">{t('detail.board')}</dt>
                    <dd>{t(`board.${v.board}`)}</dd>
                  </div>
                )}
              </dl>
              <a
                href={routeUrl('account-reservations-uuid', { uuid: v.reservation_uuid }, locale)}
                className="mt-3 inline-block text-sm font-bold text-brand hover:underline print:hidden"
              >
                {t('reservations.view')}
              </a>
              <DocumentLinks documents={v.documents} t={t} className="mt-3 print:hidden" />
            </li>
          );
        })}
      </ul>
    </>
  );
}
