import { useState } from 'react';
import type { T } from '../../../lib/i18n/messages';
import { hasFilters, NO_FILTERS, type ResultsFilters } from '../../../lib/search/filters';
import type { ResultsPage } from '../../../lib/search/results';
import { buttonClass } from '../../ui/button';
import { Icon } from '../../ui/Icon';
import * as glyphs from '../../ui/glyphs';
import { FiltersPanel } from '../FiltersPanel';

/**
 * The filters beside the results (under a toggle on small screens), with a button that clears
 * them and keeps the sort.
 */
export function FiltersAside({
  t,
  iso,
  id,
  filters,
  currency,
  priceRange,
  onChange,
}: {
  t: T;
  iso: string;
  /** The panel's element id (the toggle controls it). */
  id: string;
  filters: ResultsFilters;
  currency: string;
  priceRange: ResultsPage['priceRange'] | undefined;
  onChange: (filters: ResultsFilters) => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <aside aria-label={t('filters.title')}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
        className={`${buttonClass('secondary', 'sm')} w-full lg:hidden`}
      >
        <Icon glyph={glyphs.filter} />
        {t('filters.title')}
        {hasFilters(filters) && (
          <span className="rounded-full bg-bg-brand px-2 text-xs text-text-brand">
            {t('filters.active')}
          </span>
        )}
      </button>
      <div
        id={id}
        className={`${open ? 'block' : 'hidden'} mt-4 rounded-2xl border border-slate-200 p-4 lg:mt-0 lg:block dark:border-slate-700`}
      >
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
}
