import type { T } from '../../lib/i18n/messages';
import { togglePriceDisplay, type PriceDisplay } from '../../stores/price-display';

/** Agents choose net or gross prices (the `priceDisplay` store, net by default). */
export function AgentToggle({ t, display }: { t: T; display: PriceDisplay }) {
  return (
    <div
      role="group"
      aria-label={t('agent.priceDisplay')}
      className="inline-flex rounded-xl border border-slate-300 p-1 text-sm dark:border-slate-600"
      data-price-display={display}
    >
      {(['net', 'gross'] as const).map((mode) => (
        <button
          key={mode}
          type="button"
          aria-pressed={display === mode}
          onClick={() => {
            if (display !== mode) togglePriceDisplay();
          }}
          className={`rounded-lg px-3 py-1.5 font-bold ${
            display === mode
              ? 'bg-bg-brand text-text-brand'
              : 'hover:bg-slate-100 dark:hover:bg-slate-800'
          }`}
        >
          {t(`agent.${mode}`)}
        </button>
      ))}
    </div>
  );
}
