import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { browserApi } from '../../stores/api';
import { defaultCurrency } from '../../lib/currencies';
import { createT, type Messages } from '../../lib/i18n/messages';
import { formatDay } from '../../lib/search/dates';
import { hasFilters, NO_FILTERS, pageCount, SORTS, type Sort } from '../../lib/search/filters';
import type { ResultsState } from '../../lib/search/session';
import { $currency } from '../../stores/currency';
import { createResultsSession, type ResultsTarget } from '../../stores/results';
import { useTransitionStore } from '../ui/useTransitionStore';
import { FiltersPanel } from './FiltersPanel';
import { HotelCardSkeleton } from './HotelCardSkeleton';
import { HotelCardView } from './HotelCardView';
import { Icon } from '../ui/Icon';
import * as glyphs from '../ui/glyphs';
import { formatPercent } from '../../lib/units';

interface Props {
  locale: string;
  iso: string;
  messages: Messages;
  /** Where to search; null when the page could not tell (the page explains why). */
  target: ResultsTarget | null;
  /** The destination's name, kept with the saved search. */
  placeName: string;
  /** What the server rendered (`serverResults`): the first cards, or skeletons. */
  initial: ResultsState;
}

/** Skeleton cards while the first results are on their way: about a screen's worth. */
const SKELETONS = 3;

/**
 * Sort, filters and page change only when the visitor changes them: those render at once (the
 * sort field keeps the value just chosen); a poll's answer renders as a transition.
 */
const visitorChanged = (previous: ResultsState, next: ResultsState) =>
  previous.filters !== next.filters;

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
}: Props) {
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
  const heading = useRef<HTMLHeadingElement>(null);

  // Read the URL once the island is in the browser, then search.
  useEffect(() => {
    session.begin($currency.get() ?? defaultCurrency(locale));
    return session.stop;
  }, [session, locale]);

  // Back online: try again.
  useEffect(() => {
    const onOnline = () => {
      if (session.$results.get().phase === 'offline') session.retry();
    };
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [session]);

  // Another currency chosen in the header: the same search in that currency.
  useEffect(
    () =>
      $currency.listen((code) => {
        if (code) session.changeCurrency(code);
      }),
    [session],
  );

  const change = session.change;

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
  const updating = phase === 'updating';
  // A complete list, also while it is being sorted, filtered or paged again.
  const shown = phase === 'done' || updating;
  const currency = page?.currency ?? query?.currency ?? defaultCurrency(locale);

  return (
    <div data-results data-phase={phase}>
      {corrections.length > 0 && query && (
        <div
          role="status"
          className="mb-4 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950 dark:border-amber-700 dark:bg-amber-950/60 dark:text-amber-100"
          data-corrections={corrections.join(' ')}
        >
          <p className="font-bold">{t('corrections.title')}</p>
          <ul className="mt-1 list-disc space-y-1 ps-5 text-sm">
            {corrections.map((c) => (
              <li key={c}>
                {t(`corrections.${c}`, {
                  currency: query.currency,
                  checkIn: formatDay(query.check_in, iso),
                  checkOut: formatDay(query.check_out, iso),
                })}
              </li>
            ))}
          </ul>
        </div>
      )}
      {expired && (
        <p
          role="status"
          className="mb-4 rounded-xl border border-sky-300 bg-sky-50 p-4 text-sm text-sky-950 dark:border-sky-700 dark:bg-sky-950/60 dark:text-sky-100"
          data-expired
        >
          {t('results.expired')}
        </p>
      )}
      {!target && (
        <p role="alert" className="rounded-xl border border-slate-200 p-6 dark:border-slate-700">
          {t('results.noTarget')}
        </p>
      )}
      {target && (
        <div className="grid gap-6 lg:grid-cols-[16rem_minmax(0,1fr)]">
          <aside aria-label={t('filters.title')}>
            <button
              type="button"
              aria-expanded={filtersOpen}
              aria-controls={`${headingId}-filters`}
              onClick={() => setFiltersOpen((o) => !o)}
              className="flex w-full items-center justify-center gap-2 rounded-xl border border-slate-300 px-4 py-2 font-bold lg:hidden dark:border-slate-600"
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
              id={`${headingId}-filters`}
              className={`${filtersOpen ? 'block' : 'hidden'} mt-4 rounded-2xl border border-slate-200 p-4 lg:mt-0 lg:block dark:border-slate-700`}
            >
              <h2 className="mb-4 hidden text-lg font-bold lg:block">{t('filters.title')}</h2>
              <FiltersPanel
                t={t}
                iso={iso}
                filters={filters}
                currency={currency}
                priceRange={page?.priceRange ?? { min: null, max: null }}
                onChange={change}
              />
              {hasFilters(filters) && (
                <button
                  type="button"
                  onClick={() => change({ ...NO_FILTERS, sort: filters.sort })}
                  className="mt-6 text-sm font-bold text-brand hover:underline"
                >
                  {t('filters.clear')}
                </button>
              )}
            </div>
          </aside>
          <section aria-labelledby={headingId} aria-busy={searching || updating}>
            <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
              <h2
                id={headingId}
                ref={heading}
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
                  onChange={(e) => change({ ...filters, sort: e.target.value as Sort, page: 1 })}
                  className="rounded-lg border border-slate-300 bg-page px-2 py-1.5 dark:border-slate-600"
                  data-sort
                >
                  {SORTS.map((s) => (
                    <option key={s} value={s}>
                      {t(
                        s === 'distance' && target.kind === 'place' ? 'sort.nearest' : `sort.${s}`,
                      )}
                    </option>
                  ))}
                </select>
              </label>
            </div>
            {searching && (
              <div className="mb-4" data-progress>
                <div
                  role="progressbar"
                  aria-label={t('results.progressLabel')}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={page?.progress ?? 0}
                  className="h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
                >
                  <div
                    className="h-full rounded-full bg-bg-brand transition-[width] duration-500"
                    style={{ width: `${Math.max(4, page?.progress ?? 0)}%` }}
                  />
                </div>
                <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">
                  {t('results.progress', { progress: formatPercent(page?.progress ?? 0, iso) })}
                </p>
              </div>
            )}
            {shown && (
              // The progress bar's room stays when the search completes, so the list under it
              // does not move up (CLS).
              <div className="mb-4 h-9" aria-hidden="true" data-progress-space />
            )}
            {phase === 'error' && (
              <div
                role="alert"
                className="rounded-xl border border-red-300 bg-red-50 p-6 dark:border-red-800 dark:bg-red-950/50"
              >
                <p className="font-bold">{t('results.errorTitle')}</p>
                <p className="mt-1">{error}</p>
                <button
                  type="button"
                  onClick={session.retry}
                  className="mt-4 rounded-xl bg-bg-brand px-5 py-2 font-bold text-text-brand hover:opacity-90"
                >
                  {t('results.retry')}
                </button>
              </div>
            )}
            {phase === 'offline' && (
              <div
                role="alert"
                className="rounded-xl border border-amber-300 bg-amber-50 p-6 dark:border-amber-700 dark:bg-amber-950/50"
              >
                <p className="font-bold">{t('results.offlineTitle')}</p>
                <p className="mt-1">{t('results.offline')}</p>
                <button
                  type="button"
                  onClick={session.retry}
                  className="mt-4 rounded-xl bg-bg-brand px-5 py-2 font-bold text-text-brand hover:opacity-90"
                >
                  {t('results.retry')}
                </button>
              </div>
            )}
            {shown && total === 0 && (
              <div
                className="rounded-xl border border-slate-200 p-6 dark:border-slate-700"
                data-empty
              >
                <p className="font-bold">
                  {hasFilters(filters) ? t('results.emptyFiltered') : t('results.empty')}
                </p>
                <p className="mt-1 text-slate-600 dark:text-slate-300">
                  {hasFilters(filters) ? t('results.emptyFilteredHint') : t('results.emptyHint')}
                </p>
                {hasFilters(filters) && (
                  <button
                    type="button"
                    onClick={() => change({ ...NO_FILTERS, sort: filters.sort })}
                    className="mt-4 rounded-xl bg-bg-brand px-5 py-2 font-bold text-text-brand hover:opacity-90"
                  >
                    {t('filters.clear')}
                  </button>
                )}
              </div>
            )}
            {searching && !page?.hotels.length && (
              // Placeholders of the cards' own size, so the first cards do not move the page;
              // the progress bar and heading above say what is happening.
              <ol className="space-y-4" aria-hidden="true" data-hotel-skeletons>
                {Array.from({ length: SKELETONS }, (_, i) => (
                  <li key={i}>
                    <HotelCardSkeleton />
                  </li>
                ))}
              </ol>
            )}
            {page &&
              query &&
              page.hotels.length > 0 &&
              phase !== 'error' &&
              phase !== 'offline' && (
                <ol className="space-y-4" data-hotel-list>
                  {page.hotels.map((card, index) => (
                    // Slots keyed by position: when a filling session reorders the hotels,
                    // each slot stays where it is and takes its new card, so nothing moves
                    // on screen (CLS). The card itself is keyed by hotel: an element never
                    // turns into another hotel's link under a pointer, a focus or a screen
                    // reader's cursor.
                    <li key={index}>
                      <HotelCardView
                        key={card.id}
                        t={t}
                        iso={iso}
                        locale={locale}
                        card={card}
                        query={query}
                        nights={page.nights}
                      />
                    </li>
                  ))}
                </ol>
              )}
            {shown && pages > 1 && (
              <nav
                aria-label={t('pages.label')}
                className="mt-6 flex items-center justify-between gap-3"
              >
                <button
                  type="button"
                  disabled={filters.page <= 1}
                  onClick={() => goToPage(filters.page - 1)}
                  className="flex items-center gap-1 rounded-xl border border-slate-300 px-4 py-2 font-bold hover:border-brand hover:text-brand disabled:opacity-40 dark:border-slate-600"
                >
                  <span aria-hidden="true" className="flip-rtl inline-block">
                    ‹
                  </span>
                  {t('pages.previous')}
                </button>
                <span className="text-sm" aria-current="page" data-page={filters.page}>
                  {t('pages.status', { page: filters.page, pages })}
                </span>
                <button
                  type="button"
                  disabled={filters.page >= pages}
                  onClick={() => goToPage(filters.page + 1)}
                  className="flex items-center gap-1 rounded-xl border border-slate-300 px-4 py-2 font-bold hover:border-brand hover:text-brand disabled:opacity-40 dark:border-slate-600"
                >
                  {t('pages.next')}
                  <span aria-hidden="true" className="flip-rtl inline-block">
                    ›
                  </span>
                </button>
              </nav>
            )}
          </section>
        </div>
      )}
    </div>
  );
}
