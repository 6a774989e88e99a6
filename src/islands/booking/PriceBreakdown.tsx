import type { Breakdown } from '../../lib/booking/breakdown';
import type { T } from '../../lib/i18n/messages';
import { money } from './format';

interface Props {
  t: T;
  iso: string;
  breakdown: Breakdown | null;
  nights: number;
}

/**
 * The price lines of a booking: room rate, taxes and fees, total; what is paid now and at
 * the property, each with the Israeli VAT it holds where that applies; for agents in their
 * net view gross (the client price), commission, markup and net. They add up exactly
 * (priceBreakdown); the client-price view shows a client's lines only.
 */
export function PriceBreakdown({ t, iso, breakdown, nights }: Props) {
  if (!breakdown) {
    return (
      <p role="alert" className="font-bold text-red-700 dark:text-red-400">
        {t('price.unavailable')}
      </p>
    );
  }
  const m = (amount: number) => money(amount, breakdown.currency, iso);
  const row = (label: string, amount: number, key: string, strong = false, part = false) => (
    <div
      key={key}
      className={`flex justify-between gap-4 ${strong ? 'text-lg font-black' : ''} ${part ? 'ps-4 text-xs text-slate-500 dark:text-slate-400' : ''}`}
      data-line={key}
    >
      <dt>{label}</dt>
      <dd className="text-end tabular-nums" data-amount={amount}>
        {m(amount)}
      </dd>
    </div>
  );
  return (
    <div className="space-y-4" data-breakdown>
      <dl className="space-y-2">
        {row(t('price.roomRate', { count: nights }), breakdown.roomRate, 'roomRate')}
        {row(t('price.taxesAndFees'), breakdown.taxesAndFees, 'taxesAndFees')}
        <div className="border-t border-slate-200 pt-2 dark:border-slate-700">
          {row(t('price.total'), breakdown.total, 'total', true)}
        </div>
      </dl>
      <dl className="space-y-2 rounded-xl bg-slate-50 p-3 text-sm dark:bg-slate-800/60">
        {row(t('price.payNow'), breakdown.payNow, 'payNow')}
        {breakdown.vatInPrice > 0 &&
          row(t('price.vatIncluded'), breakdown.vatInPrice, 'vatInPrice', false, true)}
        {row(t('price.payAtProperty'), breakdown.payAtProperty, 'payAtProperty')}
        {breakdown.vatAtProperty > 0 &&
          row(t('price.vatAtProperty'), breakdown.vatAtProperty, 'vatAtProperty', false, true)}
      </dl>
      {breakdown.agent && (
        <dl
          className="space-y-2 rounded-xl border border-emerald-200 p-3 text-sm dark:border-emerald-900"
          data-agent-prices
        >
          {row(t('agent.gross'), breakdown.agent.gross, 'gross')}
          {row(t('agent.commissionLabel'), breakdown.agent.commission, 'commission')}
          {breakdown.agent.markup > 0 &&
            row(t('agent.markupLabel'), breakdown.agent.markup, 'markup')}
          {row(t('agent.net'), breakdown.agent.net, 'net', true)}
        </dl>
      )}
    </div>
  );
}
