import { memo } from 'react';
import type { T } from '../../../lib/i18n/messages';
import { hasFilters, NO_FILTERS, type ResultsFilters } from '../../../lib/search/filters';
import type { ResultsPage } from '../../../lib/search/results';
import { FiltersPanel } from '../FiltersPanel';

/**
 * The filters beside the results (below large screens, folded away under the toolbar's toggle),
 * with a button that clears them and keeps the sort. A poll that changed neither the filters
 * nor their price range (`keepUnchanged`) leaves it as it is.
 */
export const FiltersAside = memo(function FiltersAside({
  t,
  iso,
  id,
  open,
  filters,
  currency,
  priceRange,
  onChange,
}: {
  t: T;
  iso: string;
  /** The panel's element id (the toggle controls it). */
  id: string;
  /** Shown below large screens (large screens always show it). */
  open: boolean;
  filters: ResultsFilters;
  currency: string;
  priceRange: ResultsPage['priceRange'] | undefined;
  onChange: (filters: ResultsFilters) => void;
}) {
  return (
    <aside aria-label={t('filters.title')} className={open ? '' : 'hidden lg:block'}>
      <div id={id} className="rounded-2xl border border-slate-200 p-4 dark:border-slate-700">
        <h2 className="mb-4 hidden text-lg font-bold lg:block">{t('filters.title')}</h2>
        <FiltersPanel
          t={t}
          iso={iso}
          filters={filters}
          currency={currency}
          priceRange={priceRange ?? { min: null, max: null }}
          onChange={onChange}
        />
        {hasFilters(filters) && (
          <button
            type="button"
            onClick={() => onChange({ ...NO_FILTERS, sort: filters.sort })}
            className="mt-6 text-sm font-bold text-brand hover:underline"
          >
            {t('filters.clear')}
          </button>
        )}
      </div>
    </aside>
  );
});
