import { useId, useState, type SubmitEvent } from 'react';
import type { MarkupRuleJson, MarkupSettings as Settings } from '../../../contract/markup';
import { fetchMarkup, saveMarkup } from '../../lib/api/agent-calls';
import { ApiError } from '../../lib/api/errors';
import type { T } from '../../lib/i18n/messages';
import { draftOf, ruleOf, type MarkupDraft } from '../../lib/markup';
import { formatMoney } from '../../lib/money';
import { browserApi } from '../../stores/api';
import { LoadFailure } from '../ui/LoadFailure';
import { buttonClass } from '../ui/button';
import { useLoad } from './hooks';
import { cardClass, failureData, inputClass, Loading } from './parts';

const CURRENCIES = ['EUR', 'USD', 'GBP', 'ILS', 'JPY', 'KWD'] as const;

/** A markup in words: "12.5% of net", "€5.00 per room per night", "No markup". */
function describe(rule: MarkupRuleJson | null, t: T, iso: string): string {
  if (!rule) return t('markup.none');
  if (rule.kind === 'percent')
    return t('markup.percentValue', {
      value: new Intl.NumberFormat(iso, { maximumFractionDigits: 2 }).format(rule.value / 100),
    });
  return t('markup.fixedValue', { amount: formatMoney(rule.value, rule.currency ?? 'EUR', iso) });
}

function MarkupForm({
  t,
  iso,
  name,
  rule,
  bounds,
  clearLabel,
  onSave,
}: {
  t: T;
  iso: string;
  name: string;
  rule: MarkupRuleJson | null;
  bounds: Settings['bounds'];
  clearLabel: string;
  onSave: (rule: MarkupRuleJson | null) => Promise<void>;
}) {
  const id = useId();
  const [draft, setDraft] = useState<MarkupDraft>(() => draftOf(rule, 'EUR'));
  const [message, setMessage] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const max =
    draft.kind === 'fixed'
      ? formatMoney(bounds.max_fixed.amount, bounds.max_fixed.currency, iso)
      : `${new Intl.NumberFormat(iso).format(bounds.max_percent / 100)}%`;

  const send = async (next: MarkupRuleJson | null) => {
    setBusy(true);
    setMessage(null);
    try {
      await onSave(next);
      setMessage({ tone: 'ok', text: t('markup.saved') });
    } catch (error) {
      setMessage({
        tone: 'error',
        text: error instanceof ApiError ? error.firstMessage : t('markup.failed'),
      });
    } finally {
      setBusy(false);
    }
  };
  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    const next = ruleOf(draft);
    if (next === undefined) {
      setMessage({ tone: 'error', text: t('markup.failed') });
      return;
    }
    void send(next);
  };

  return (
    <form onSubmit={submit} className="mt-4 space-y-3" data-markup-form={name}>
      <fieldset>
        <legend className="text-sm font-bold">{t('markup.kind')}</legend>
        <div className="mt-2 flex flex-wrap gap-4">
          {(['none', 'percent', 'fixed'] as const).map((kind) => (
            <label key={kind} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name={`${id}-kind`}
                value={kind}
                checked={draft.kind === kind}
                onChange={() => setDraft({ ...draft, kind })}
              />
              {t(kind === 'none' ? 'markup.none' : `markup.${kind}`)}
            </label>
          ))}
        </div>
      </fieldset>
      {draft.kind !== 'none' && (
        <div className="flex flex-wrap items-end gap-3">
          <div>
            <label htmlFor={`${id}-value`} className="text-sm font-bold">
              {t('markup.value')}
            </label>
            <input
              id={`${id}-value`}
              name="value"
              inputMode="decimal"
              required
              value={draft.value}
              onChange={(e) => setDraft({ ...draft, value: e.target.value })}
              className={inputClass}
              aria-describedby={`${id}-max`}
              data-markup-value
            />
          </div>
          {draft.kind === 'fixed' && (
            <div>
              <label htmlFor={`${id}-currency`} className="text-sm font-bold">
                {t('markup.currency')}
              </label>
              <select
                id={`${id}-currency`}
                value={draft.currency}
                onChange={(e) => setDraft({ ...draft, currency: e.target.value })}
                className={inputClass}
              >
                {CURRENCIES.map((code) => (
                  <option key={code} value={code}>
                    {code}
                  </option>
                ))}
              </select>
            </div>
          )}
          <p id={`${id}-max`} className="text-sm text-slate-500 dark:text-slate-400">
            {t('markup.max', { max })}
          </p>
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        <button type="submit" disabled={busy} className={buttonClass('primary')}>
          {t('markup.save')}
        </button>
        {rule && (
          <button
            type="button"
            disabled={busy}
            onClick={() => {
              setDraft(draftOf(null, draft.currency));
              void send(null);
            }}
            className={buttonClass('secondary')}
          >
            {clearLabel}
          </button>
        )}
      </div>
      <p
        role="status"
        className={message?.tone === 'error' ? 'font-bold text-red-700 dark:text-red-400' : ''}
        data-markup-message
      >
        {message?.text ?? ''}
      </p>
    </form>
  );
}

/**
 * The agent's markup settings (profile page): their own markup (percent of net or a fixed
 * amount per room-night) and the one that applies now; for the agency's owner also the
 * agency's default. The API keeps the bounds and who may change what.
 */
export function MarkupSettings({ locale, iso, t }: { locale: string; iso: string; t: T }) {
  const api = () => browserApi(locale, t('api.unreachable'));
  const { result, retry, replace } = useLoad(
    async () => {
      const settings = await fetchMarkup(api());
      if (!settings) throw new ApiError(502, t('api.error'));
      return settings;
    },
    true,
    'markup',
    t('api.error'),
  );
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
  const settings = result.data;
  const save = async (rule: MarkupRuleJson | null, agencyFid?: number) => {
    const next = await saveMarkup(api(), rule, agencyFid);
    if (!next) throw new ApiError(502, t('api.error'));
    replace(next);
  };
  return (
    <>
      <section className={`${cardClass} mt-8`} aria-labelledby="markup-title" data-markup>
        <h2 id="markup-title" className="text-lg font-bold">
          {t('markup.title')}
        </h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t('markup.intro')}</p>
        <p className="mt-3 font-bold" data-markup-effective={settings.source}>
          {t('markup.applies', { value: describe(settings.effective, t, iso) })}
        </p>
        <MarkupForm
          t={t}
          iso={iso}
          name="own"
          rule={settings.own}
          bounds={settings.bounds}
          clearLabel={t('markup.clear')}
          onSave={(rule) => save(rule)}
        />
      </section>
      {settings.can_edit_agency && settings.agency_fid !== null && (
        <section
          className={`${cardClass} mt-8`}
          aria-labelledby="agency-markup-title"
          data-agency-markup
        >
          <h2 id="agency-markup-title" className="text-lg font-bold">
            {t('markup.agencyTitle')}
          </h2>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
            {t('markup.agencyIntro')}
          </p>
          <p className="mt-3 font-bold">{describe(settings.agency, t, iso)}</p>
          <MarkupForm
            t={t}
            iso={iso}
            name="agency"
            rule={settings.agency}
            bounds={settings.bounds}
            clearLabel={t('markup.agencyClear')}
            onSave={(rule) => save(rule, settings.agency_fid ?? undefined)}
          />
        </section>
      )}
    </>
  );
}
