import type { EarningsTotal } from '../../../contract/bookings';
import { formatMoney } from '../../lib/money';
import type { T } from '../../lib/i18n/messages';
import { cardClass } from './parts';

interface Props {
  t: T;
  iso: string;
  totals: EarningsTotal[];
  byAgent: { agent: string | null; totals: EarningsTotal[] }[];
  csvUrl: string;
}

function CurrencyTotals({ t, iso, total }: { t: T; iso: string; total: EarningsTotal }) {
  const m = (amount: number) => formatMoney(amount, total.currency, iso);
  return (
    <div data-earnings-currency={total.currency}>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        {[
          t('earnings.bookings', { count: total.bookings }),
          t('earnings.confirmed', { count: total.confirmed }),
          t('earnings.cancelled', { count: total.cancelled }),
          t('earnings.refunded', { count: total.refunded }),
        ].join(' · ')}
      </p>
      <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-slate-500 dark:text-slate-400">{t('earnings.sales')}</dt>
          <dd className="tabular-nums" data-total="sales">
            {m(total.sales)}
          </dd>
        </div>
        <div>
          <dt className="text-slate-500 dark:text-slate-400">{t('col.commission')}</dt>
          <dd className="tabular-nums" data-total="commission">
            {m(total.commission)}
          </dd>
        </div>
        <div>
          <dt className="text-slate-500 dark:text-slate-400">{t('col.markup')}</dt>
          <dd className="tabular-nums" data-total="markup">
            {m(total.markup)}
          </dd>
        </div>
        <div>
          <dt className="text-slate-500 dark:text-slate-400">{t('earnings.total')}</dt>
          <dd className="font-bold tabular-nums" data-total="earnings">
            {m(total.commission + total.markup)}
          </dd>
        </div>
      </dl>
    </div>
  );
}

/**
 * The earnings of an agent's filtered bookings list: per currency the bookings counted
 * (confirmed, cancelled, refunded), sales, commission, markup and their sum; per agent for
 * an agency's list; and the CSV export of the same list.
 */
export function EarningsSummary({ t, iso, totals, byAgent, csvUrl }: Props) {
  return (
    <section
      className={`${cardClass} mt-6 space-y-4`}
      aria-labelledby="earnings-title"
      data-earnings
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="earnings-title" className="text-lg font-bold">
          {t('earnings.title')}
        </h2>
        <a href={csvUrl} download className="text-sm font-bold text-brand underline" data-csv>
          {t('earnings.export')}
        </a>
      </div>
      {totals.map((total) => (
        <CurrencyTotals key={total.currency} t={t} iso={iso} total={total} />
      ))}
      {byAgent.length > 0 && (
        <div data-earnings-by-agent>
          <h3 className="text-base font-bold">{t('earnings.byAgent')}</h3>
          <ul className="mt-2 space-y-3">
            {byAgent.map((group) => (
              <li key={group.agent ?? ''} data-agent-earnings={group.agent ?? ''}>
                <p className="font-bold">{group.agent ?? t('earnings.signedOut')}</p>
                {group.totals.map((total) => (
                  <CurrencyTotals key={total.currency} t={t} iso={iso} total={total} />
                ))}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
