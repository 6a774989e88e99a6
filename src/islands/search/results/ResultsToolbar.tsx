import type { ReactNode } from 'react';
import type { T } from '../../../lib/i18n/messages';
import { hasFilters, SORTS, type ResultsFilters, type Sort } from '../../../lib/search/filters';
import { buttonClass } from '../../ui/button';
import { Icon } from '../../ui/Icon';
import * as glyphs from '../../ui/glyphs';

/**
 * The results' one bar of controls: the filters toggle (below large screens, where the filters
 * fold away), the sort field and what the page adds after them (the map switch). On phones it
 * stays under the site header while the list scrolls. "Distance" reads "Nearest" for a place's
 * search.
 */
export function ResultsToolbar({
  t,
  filtersId,
  filtersOpen,
  onToggleFilters,
  filters,
  byPlace,
  onChange,
  children,
}: {
  t: T;
  /** The filters panel's element id (the toggle controls it). */
  filtersId: string;
  filtersOpen: boolean;
  onToggleFilters: () => void;
  filters: ResultsFilters;
  byPlace: boolean;
  onChange: (filters: ResultsFilters) => void;
  children?: ReactNode;
}) {
  return (
    <div
      className="sticky top-16 z-30 -mx-4 mb-3 flex flex-wrap items-center gap-2 border-b border-slate-200 bg-page px-4 py-2 lg:static lg:mx-0 lg:mb-4 lg:justify-end lg:border-0 lg:bg-transparent lg:p-0 dark:border-slate-800"
      data-results-toolbar
    >
      <button
        type="button"
        aria-expanded={filtersOpen}
        aria-controls={filtersId}
        onClick={onToggleFilters}
        className={`${buttonClass('secondary', 'sm')} shrink-0 lg:hidden`}
        data-filters-toggle
      >
        <Icon glyph={glyphs.filter} />
        {t('filters.title')}
        {hasFilters(filters) && (
          <span className="rounded-full bg-bg-brand px-2 text-xs text-text-brand">
            {t('filters.active')}
          </span>
        )}
      </button>
      {/* Last and at least 8rem wide: where the buttons' words are long, it takes a row of its
          own rather than being cut to a few letters. */}
      <label className="order-last flex min-w-[8rem] flex-1 items-center gap-2 text-sm sm:order-none lg:flex-none">
        <span className="sr-only font-bold sm:not-sr-only">{t('sort.label')}</span>
        <select
          value={filters.sort}
          onChange={(e) => onChange({ ...filters, sort: e.target.value as Sort, page: 1 })}
          className="w-full min-w-0 rounded-lg border border-slate-300 bg-page px-2 py-1.5 lg:w-auto dark:border-slate-600"
          data-sort
        >
          {SORTS.map((s) => (
            <option key={s} value={s}>
              {t(s === 'distance' && byPlace ? 'sort.nearest' : `sort.${s}`)}
            </option>
          ))}
        </select>
      </label>
      {children}
    </div>
  );
}
