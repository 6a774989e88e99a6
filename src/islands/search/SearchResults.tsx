import { useId, useMemo, useRef, useState } from 'react';
import { browserApi } from '../../stores/api';
import { defaultCurrency } from '../../lib/currencies';
import { createT, type Messages } from '../../lib/i18n/messages';
import type { NumberPatterns } from '../../lib/number-patterns';
import { adoptNumberPatterns } from '../../lib/units';
import { hasFilters, NO_FILTERS, pageCount, sameFilters } from '../../lib/search/filters';
import type { ResultsState } from '../../lib/search/session';
import { createResultsSession, type ResultsTarget } from '../../stores/results';
import { useTransitionStore } from '../ui/useTransitionStore';
import { FiltersAside } from './results/FiltersAside';
import { HotelList, HotelSkeletons, NoHotels } from './results/HotelList';
import { Pagination } from './results/Pagination';
import { ResultsHeading } from './results/ResultsHeading';
import { ResultsNotices } from './results/ResultsNotices';
import { ResultsFailure } from './results/ResultsProblem';
import { ResultsToolbar } from './results/ResultsToolbar';
import { ResultsMap } from './results/ResultsMap';
import { MapToggle, useMapSwitch } from './results/MapToggle';
import { useResultsSession } from './results/useResultsSession';
import type { PlacePoint } from '../map/MapView';
import { SearchProgress } from './results/SearchProgress';

export interface SearchResultsProps {
  locale: string;
  iso: string;
  messages: Messages;
  /** How the server writes the list's numbers (`numberPatterns`), written without `Intl`. */
  numbers?: NumberPatterns;
  /** Where to search; null when the page could not tell (the page explains why). */
  target: ResultsTarget | null;
  /** The destination's name, kept with the saved search. */
  placeName: string;
  /** What the server rendered (`serverResults`): the first cards, or skeletons. */
  initial: ResultsState;
  /** The destination's centre and named areas, marked on the results map. */
  places?: PlacePoint[];
  /**
   * True for a complete list that filled on screen before it was rendered (the list the
   * results script puts in place of a filling one): it keeps the progress bar's space.
   */
  filled?: boolean;
}

/**
 * Sort, filters and page change only when the visitor changes them: those render at once (the
 * sort field keeps the value just chosen); a poll's answer renders as a transition. So does the
 * browser's first reading of the URL, which finds the filters the server rendered: rendered at
 * once, it would render every card again in one long task as the page starts.
 */
const visitorChanged = (previous: ResultsState, next: ResultsState) =>
  !sameFilters(previous.filters, next.filters);

/**
 * Search results (issue 4): shows the results session of `src/stores/results.ts`, which reads
 * the search from the URL (correcting and explaining bad values), reuses the URL's session or
 * starts one, polls while it fills and keeps sort, filters and page in the URL. Its first render
 * is the server's: the session's first cards, or skeleton cards of the same size.
 */
export default function SearchResults({
  locale,
  iso,
  messages,
  target,
  placeName,
  initial,
  places = [],
  numbers = {},
  filled: filledBefore = false,
}: SearchResultsProps) {
  // In the browser, before any card renders: a page's first `Intl` formatter is a long task on
  // a phone. The server writes with `Intl` itself (the patterns write the same).
  if (typeof document !== 'undefined') adoptNumberPatterns(numbers);
  const t = useMemo(() => createT(messages, iso), [messages, iso]);
  const [session] = useState(() =>
    createResultsSession({
      api: browserApi(locale, t('api.unreachable')),
      target,
      placeName,
      initial,
    }),
  );
  const { phase, page, failure, corrections, expired, filters, query } = useTransitionStore(
    session.$results,
    visitorChanged,
  );
  const headingId = useId();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const { mapOpen, toggleMap } = useMapSwitch();
  const [highlighted, setHighlighted] = useState<number | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useResultsSession(session, locale);

  const change = session.change;
  const clearFilters = () => change({ ...NO_FILTERS, sort: filters.sort });

  const goToPage = (number: number) => {
    change({ ...filters, page: number });
    heading.current?.focus({ preventScroll: true });
    heading.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  };

  const error =
    failure?.kind === 'refused'
      ? failure.message
      : failure?.kind === 'unreachable'
        ? t('api.unreachable')
        : t('api.error');
  const total = page?.total ?? 0;
  const pages = pageCount(total);
  const searching = phase === 'starting' || phase === 'searching';
  // Whether this page has shown a filling search: its list keeps the progress bar's space
  // once complete, so the cards do not move up. A list the server sent complete needs it only
  // when it replaces one that filled on screen.
  const [filled, setFilled] = useState(searching || filledBefore);
  if (searching && !filled) setFilled(true);
  const updating = phase === 'updating';
  // A complete list, also while it is being sorted, filtered or paged again.
  const shown = phase === 'done' || updating;
  const currency = page?.currency ?? query?.currency ?? defaultCurrency(locale);

  return (
    <div data-results data-phase={phase}>
      <ResultsNotices t={t} iso={iso} corrections={corrections} query={query} expired={expired} />
      {!target && (
        <p role="alert" className="rounded-xl border border-slate-200 p-6 dark:border-slate-700">
          {t('results.noTarget')}
        </p>
      )}
      {target && (
        <ResultsToolbar
          t={t}
          filtersId={`${headingId}-filters`}
          filtersOpen={filtersOpen}
          onToggleFilters={() => setFiltersOpen((open) => !open)}
          filters={filters}
          byPlace={target.kind === 'place'}
          onChange={change}
        >
          <MapToggle t={t} mapOpen={mapOpen} onToggle={toggleMap} />
        </ResultsToolbar>
      )}
      {target && (
        <div
          className={`grid gap-3 lg:gap-6 ${mapOpen ? 'lg:grid-cols-[14rem_minmax(0,1fr)_minmax(0,1fr)]' : 'lg:grid-cols-[16rem_minmax(0,1fr)]'}`}
        >
          <FiltersAside
            t={t}
            iso={iso}
            id={`${headingId}-filters`}
            open={filtersOpen}
            filters={filters}
            currency={currency}
            priceRange={page?.priceRange}
            onChange={change}
          />
          <section
            aria-labelledby={headingId}
            aria-busy={searching || updating}
            className={mapOpen ? 'max-lg:hidden' : ''}
          >
            <ResultsHeading t={t} id={headingId} ref={heading} phase={phase} total={total} />
            {(searching || (shown && filled)) && (
              <SearchProgress
                t={t}
                iso={iso}
                searching={searching}
                progress={page?.progress ?? 0}
              />
            )}
            <ResultsFailure t={t} phase={phase} error={error} onRetry={session.retry} />
            {shown && total === 0 && (
              <NoHotels t={t} filtered={hasFilters(filters)} onClearFilters={clearFilters} />
            )}
            {searching && !page?.hotels.length && <HotelSkeletons />}
            {page &&
              query &&
              page.hotels.length > 0 &&
              phase !== 'error' &&
              phase !== 'offline' && (
                <HotelList
                  t={t}
                  iso={iso}
                  locale={locale}
                  hotels={page.hotels}
                  nights={page.nights}
                  query={query}
                  {...(mapOpen ? { onHighlight: setHighlighted } : {})}
                />
              )}
            {shown && pages > 1 && (
              <Pagination t={t} page={filters.page} pages={pages} onPage={goToPage} />
            )}
          </section>
          {mapOpen && (
            <div className="h-[calc(100dvh-10rem)] lg:sticky lg:top-20 lg:h-[calc(100dvh-6rem)]">
              <ResultsMap
                t={t}
                iso={iso}
                locale={locale}
                page={page}
                pageNumber={filters.page}
                query={query}
                places={places}
                highlighted={highlighted}
                onHighlight={setHighlighted}
                onSearchArea={(area) => change({ ...filters, area, page: 1 })}
              />
            </div>
          )}
        </div>
      )}
    </div>
  );
}
