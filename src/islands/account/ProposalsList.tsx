import { useState } from 'react';
import type { AgentProposal } from '../../../contract/proposals';
import { fetchAgentProposals } from '../../lib/api/agent-calls';
import { ApiError } from '../../lib/api/errors';
import { formatStayDate } from '../../lib/booking/dates';
import type { T } from '../../lib/i18n/messages';
import { LOCALES } from '../../lib/i18n/locales';
import { formatMoney } from '../../lib/money';
import { routeUrl } from '../../lib/routes';
import { browserApi } from '../../stores/api';
import { LoadFailure } from '../ui/LoadFailure';
import { buttonClass } from '../ui/button';
import { useLoad } from './hooks';
import { cardClass, failureData, Loading } from './parts';

const STATUS_TONES: Record<AgentProposal['status'], string> = {
  sent: 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100',
  opened: 'bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-100',
  booked: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/40 dark:text-emerald-100',
};

function languageName(code: string): string {
  return LOCALES.find((l) => l.code === code)?.name ?? code;
}

function ProposalRow({
  proposal,
  t,
  iso,
  locale,
}: {
  proposal: AgentProposal;
  t: T;
  iso: string;
  locale: string;
}) {
  const [copied, setCopied] = useState(false);
  const prices = proposal.rates
    .map((r) => formatMoney(r.proposed.amount, r.proposed.currency, iso))
    .join(' · ');
  return (
    <li className={cardClass} data-proposal-row={proposal.id} data-status={proposal.status}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-bold">{proposal.hotel.name}</h3>
        <span
          className={`rounded-full px-3 py-1 text-xs font-bold ${STATUS_TONES[proposal.status]}`}
          data-proposal-status={proposal.status}
        >
          {t(`proposals.status.${proposal.status}`)}
        </span>
      </div>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        {formatStayDate(proposal.check_in, iso)} – {formatStayDate(proposal.check_out, iso)} ·{' '}
        {t('proposals.language', { language: languageName(proposal.locale) })}
      </p>
      <p className="text-sm">{prices}</p>
      {proposal.opened_at && (
        <p className="text-sm text-slate-600 dark:text-slate-300">
          {t('proposals.openedAt', {
            date: new Intl.DateTimeFormat(iso, { dateStyle: 'medium', timeStyle: 'short' }).format(
              new Date(proposal.opened_at),
            ),
          })}
        </p>
      )}
      {proposal.booking && (
        <p className="text-sm font-bold">
          <a
            href={routeUrl('dashboard-bookings-uuid', { uuid: proposal.booking.uuid }, locale)}
            className="text-brand underline"
          >
            {t('proposals.booking', { reference: proposal.booking.reference })}
          </a>
        </p>
      )}
      <div className="mt-2 flex flex-wrap items-center gap-2">
        {proposal.expired ? (
          <span className="text-sm font-bold text-rose-700 dark:text-rose-400" data-expired>
            {t('proposals.expired')}
          </span>
        ) : (
          <button
            type="button"
            className={buttonClass('secondary', 'sm')}
            onClick={() => {
              void navigator.clipboard.writeText(proposal.link).then(() => setCopied(true));
            }}
          >
            {copied ? t('proposals.copied') : t('proposals.copy')}
          </button>
        )}
      </div>
    </li>
  );
}

/**
 * The agent's proposals to clients (`GET /v3/agent/proposals`), newest first: the hotel, stay
 * and language, the prices proposed, whether the client opened it and the booking made from it.
 */
export function ProposalsList({ locale, iso, t }: { locale: string; iso: string; t: T }) {
  const { result, retry } = useLoad(
    async () => {
      const proposals = await fetchAgentProposals(browserApi(locale, t('api.unreachable')));
      if (!proposals) throw new ApiError(502, t('api.error'));
      return proposals;
    },
    true,
    'proposals',
    t('api.error'),
  );
  return (
    <section className="mt-10" aria-labelledby="proposals-title" data-proposals>
      <h2 id="proposals-title" className="text-xl font-black">
        {t('proposals.title')}
      </h2>
      {result.state === 'loading' && <Loading t={t} />}
      {result.state === 'error' && (
        <LoadFailure
          message={result.error.message}
          retry={{ label: t('load.retry'), onRetry: retry }}
          className="mt-4"
          data={failureData(result.error)}
        />
      )}
      {result.state === 'ready' &&
        (result.data.length === 0 ? (
          <p className="mt-2 text-slate-600 dark:text-slate-300">{t('proposals.empty')}</p>
        ) : (
          <ul className="mt-4 space-y-3">
            {result.data.map((proposal) => (
              <ProposalRow key={proposal.id} proposal={proposal} t={t} iso={iso} locale={locale} />
            ))}
          </ul>
        ))}
    </section>
  );
}
