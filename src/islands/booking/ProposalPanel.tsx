import { useId, useState } from 'react';
import { ApiError } from '../../lib/api/errors';
import type { T } from '../../lib/i18n/messages';
import { LOCALES } from '../../lib/i18n/locales';
import { browserApi } from '../../stores/api';
import { buttonClass } from '../ui/button';

type Created =
  | { status: 'idle' }
  | { status: 'creating' }
  | { status: 'ready'; link: string; copied: boolean }
  | { status: 'error'; message: string };

interface Props {
  t: T;
  /** The page's locale: the client's language starts as it. */
  locale: string;
  /** The rate ids the agent ticked, in the order of the list. */
  chosen: readonly string[];
}

/**
 * An agent's proposal for a client (`POST /v3/agent/proposals`): the rates ticked in the list,
 * in the client's language (any of the site's), answered with the signed link to send.
 */
export function ProposalPanel({ t, locale, chosen }: Props) {
  const [language, setLanguage] = useState(locale);
  const [created, setCreated] = useState<Created>({ status: 'idle' });
  const languageId = useId();

  async function create() {
    setCreated({ status: 'creating' });
    try {
      const { createProposal } = await import('../../lib/api/agent-calls');
      const proposal = await createProposal(browserApi(locale, t('api.unreachable')), {
        rate_ids: [...chosen],
        locale: language,
      });
      setCreated(
        proposal
          ? { status: 'ready', link: proposal.link, copied: false }
          : { status: 'error', message: t('api.error') },
      );
    } catch (error) {
      setCreated({
        status: 'error',
        message: error instanceof ApiError ? error.firstMessage : t('api.error'),
      });
    }
  }

  async function copy(link: string) {
    await navigator.clipboard.writeText(link);
    setCreated({ status: 'ready', link, copied: true });
  }

  return (
    <section
      aria-labelledby={`${languageId}-title`}
      className="mt-4 rounded-2xl border border-slate-200 p-4 dark:border-slate-700"
      data-proposal-panel
    >
      <h3 id={`${languageId}-title`} className="font-black">
        {t('proposal.panelTitle')}
      </h3>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('proposal.panelHint')}</p>
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <label htmlFor={languageId} className="text-sm font-bold">
          {t('proposal.language')}
          <select
            id={languageId}
            value={language}
            onChange={(event) => setLanguage(event.target.value)}
            className="mt-1 block rounded-xl border border-slate-300 bg-white px-3 py-2 font-normal dark:border-slate-600 dark:bg-slate-900"
            data-proposal-language
          >
            {LOCALES.map((l) => (
              <option key={l.code} value={l.code} lang={l.iso}>
                {l.name}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          className={buttonClass('primary')}
          disabled={chosen.length === 0 || created.status === 'creating'}
          onClick={() => void create()}
          data-proposal-create
        >
          {t('proposal.create')}
        </button>
      </div>
      <div aria-live="polite">
        {created.status === 'ready' && (
          <div className="mt-3">
            <p className="text-sm font-bold text-emerald-700 dark:text-emerald-400">
              {t('proposal.ready')}
            </p>
            <div className="mt-1 flex flex-wrap gap-2">
              <input
                readOnly
                value={created.link}
                aria-label={t('proposal.panelTitle')}
                onFocus={(event) => event.currentTarget.select()}
                className="min-w-0 flex-1 rounded-xl border border-slate-300 px-3 py-2 text-sm dark:border-slate-600 dark:bg-slate-900"
                data-proposal-link
              />
              <button
                type="button"
                className={buttonClass('secondary')}
                onClick={() => void copy(created.link)}
              >
                {created.copied ? t('proposal.copied') : t('proposal.copy')}
              </button>
            </div>
          </div>
        )}
        {created.status === 'error' && (
          <p role="alert" className="mt-3 text-sm font-bold text-red-700 dark:text-red-300">
            {created.message}
          </p>
        )}
      </div>
    </section>
  );
}
