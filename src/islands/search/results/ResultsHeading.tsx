import type { Ref } from 'react';
import type { T } from '../../../lib/i18n/messages';
import { SORTS, type ResultsFilters, type Sort } from '../../../lib/search/filters';
import type { ResultsPhase } from '../../../lib/search/session';

/**
 * The results' heading (how many were found so far, focused when the page changes) and the sort
 * field. "Distance" reads "Nearest" for a place's search.
 */
export function ResultsHeading({
  t,
  id,
  ref,
  phase,
  total,
  filters,
  byPlace,
  onChange,
}: {
  t: T;
  id: string;
  ref: Ref<HTMLHeadingElement>;
  phase: ResultsPhase;
  total: number;
  filters: ResultsFilters;
  byPlace: boolean;
  onChange: (filters: ResultsFilters) => void;
}) {
  const searching = phase === 'starting' || phase === 'searching';
  const shown = phase === 'done' || phase === 'updating';
  return (
    <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
      <h2
        id={id}
        ref={ref}
        tabIndex={-1}
        className="text-xl font-black outline-none"
        data-results-count={total}
      >
        {phase === 'starting'
          ? t('results.starting')
          : searching
            ? t('results.foundSoFar', { count: total })
            : shown
              ? t('results.found', { count: total })
              : t('results.title')}
      </h2>
      <label className="flex items-center gap-2 text-sm">
        <span className="font-bold">{t('sort.label')}</span>
        <select
          value={filters.sort}
          onChange={(e) => onChange({ ...filters, sort: e.target.value as Sort, page: 1 })}
          className="rounded-lg border border-slate-300 bg-page px-2 py-1.5 dark:border-slate-600"
          data-sort
        >
          {SORTS.map((s) => (
            <option key={s} value={s}>
              {t(s === 'distance' && byPlace ? 'sort.nearest' : `sort.${s}`)}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
