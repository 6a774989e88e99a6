import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { browserApi } from '../../stores/api';
import { startSearch } from '../../lib/api/calls';
import { ApiError } from '../../lib/api/errors';
import { defaultCurrency } from '../../lib/currencies';
import { createT, type Messages } from '../../lib/i18n/messages';
import { formatDay } from '../../lib/search/dates';
import {
  filtersQuery,
  hasFilters,
  NO_FILTERS,
  pageCount,
  parseFilters,
  SORTS,
  writeFilters,
  type ResultsFilters,
  type Sort,
} from '../../lib/search/filters';
import { readResultsPage, sessionMatches, type ResultsPage } from '../../lib/search/results';
import { searchRequest, type SearchTarget } from '../../lib/search/targets';
import {
  buildSearchParams,
  formatGuests,
  parseSearchQuery,
  type Correction,
  type SearchQuery,
} from '../../lib/search-query';
import { $currency } from '../../stores/currency';
import { saveSearch } from '../../stores/searches';
import { FiltersPanel } from './FiltersPanel';
import { HotelCardView } from './HotelCardView';
import { TypeIcon } from './icons';
import { formatPercent } from '../../lib/units';

interface Props {
  locale: string;
  iso: string;
  messages: Messages;
  /** Where to search; null when the page could not tell (the page explains why). */
  target: Extract<SearchTarget, { kind: 'destination' | 'place' }> | null;
  /** The destination's name, kept with the saved search. */
  placeName: string;
}

type Phase = 'starting' | 'searching' | 'done' | 'error' | 'offline';

/** How often a filling session is asked for more results. */
const POLL_MS = 600;
const SEARCH_KEYS = ['check_in', 'check_out', 'guests', 'country', 'currency', 'session'];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Search results (issue 4): reads the search from the URL (correcting and explaining bad
 * values), reuses the URL's session while it lives or starts a new one, writes the session
 * back into the URL (reload and share show the same search), polls while the session fills
 * with a visible progress state, and keeps sort, filters and page in the URL.
 */
export default function SearchResults({ locale, iso, messages, target, placeName }: Props) {
  const t = useMemo(() => createT(messages, iso), [messages, iso]);
  const api = useMemo(() => browserApi(locale, t('api.unreachable')), [locale, t]);
  const headingId = useId();
  const [phase, setPhase] = useState<Phase>('starting');
  const [page, setPage] = useState<ResultsPage | null>(null);
  const [error, setError] = useState('');
  const [corrections, setCorrections] = useState<Correction[]>([]);
  const [expired, setExpired] = useState(false);
  const [filters, setFilters] = useState<ResultsFilters>(NO_FILTERS);
  const [query, setQuery] = useState<SearchQuery | null>(null);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const generation = useRef(0);
  const queryRef = useRef<SearchQuery | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  const writeUrl = useCallback((q: SearchQuery, f: ResultsFilters) => {
    const current = new URLSearchParams(location.search);
    const next = buildSearchParams(q);
    for (const [key, value] of current) {
      if (!SEARCH_KEYS.includes(key) && !next.has(key)) next.append(key, value);
    }
    const text = writeFilters(next, f).toString();
    history.replaceState(history.state, '', `${location.pathname}?${text}`);
  }, []);

  const poll = useCallback(
    async (session: string, f: ResultsFilters, currency: string) => {
      const answer = await api.get<unknown>(
        `/v3/hotels/search/${encodeURIComponent(session)}`,
        filtersQuery(f, currency),
      );
      const read = readResultsPage(answer);
      if (!read) throw new ApiError(500, t('api.error'));
      return read;
    },
    [api, t],
  );

  const run = useCallback(
    async (f: ResultsFilters) => {
      const q0 = queryRef.current;
      if (!q0 || !target) return;
      const mine = ++generation.current;
      const alive = () => generation.current === mine;
      let q = q0;
      const guests = formatGuests(q.rooms);
      try {
        let current: ResultsPage | undefined;
        if (q.session) {
          try {
            current = await poll(q.session, f, q.currency);
            if (!sessionMatches(current.search, { ...q, guests })) {
              current = undefined;
              q = { ...q, session: null };
            }
          } catch (reason) {
            if (!(reason instanceof ApiError && reason.status === 404)) throw reason;
            q = { ...q, session: null };
            if (alive()) setExpired(true);
          }
        }
        if (!alive()) return;
        if (!q.session || !current) {
          setPhase('starting');
          setPage(null);
          const started = await startSearch(api, searchRequest(target, q));
          if (!started) throw new ApiError(500, t('api.error'));
          if (!alive()) return;
          q = { ...q, session: started.session };
          queryRef.current = q;
          setQuery(q);
          writeUrl(q, f);
          const router = `${location.pathname}?${buildSearchParams(q).toString()}`;
          saveSearch({
            router,
            params: {
              check_in: q.check_in,
              check_out: q.check_out,
              guests,
              currency: q.currency,
              ...(q.country ? { country: q.country } : {}),
              destination: placeName,
            },
          });
          current = await poll(q.session as string, f, q.currency);
        }
        while (alive()) {
          setPage(current);
          setPhase(current.complete ? 'done' : 'searching');
          if (current.complete) {
            if (f.page > pageCount(current.total) && f.page > 1) {
              const first = { ...f, page: 1 };
              setFilters(first);
              writeUrl(q, first);
              void run(first);
            }
            return;
          }
          await sleep(POLL_MS);
          if (!alive()) return;
          current = await poll(q.session as string, f, q.currency);
        }
      } catch (reason) {
        if (!alive()) return;
        if (reason instanceof ApiError && reason.status === 404 && q.session) {
          // The session expired while we were looking at it: start the same search again.
          queryRef.current = { ...q, session: null };
          setExpired(true);
          void run(f);
          return;
        }
        if (!navigator.onLine) {
          setPhase('offline');
          return;
        }
        // A refusal (4xx) carries the API's own localised words; a server failure (5xx)
        // or an unreachable API gets this island's.
        setError(
          reason instanceof ApiError && reason.status >= 400 && reason.status < 500
            ? reason.firstMessage
            : reason instanceof ApiError && reason.unreachable
              ? t('api.unreachable')
              : t('api.error'),
        );
        setPhase('error');
      }
    },
    [api, placeName, poll, t, target, writeUrl],
  );

  // Read the URL once the island is in the browser, then search.
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const parsed = parseSearchQuery(params, {
      currency: $currency.get() ?? defaultCurrency(locale),
    });
    const f = parseFilters(params);
    queryRef.current = parsed.query;
    setQuery(parsed.query);
    setCorrections(parsed.corrections);
    setFilters(f);
    if (!target) return;
    if (parsed.corrections.length > 0) writeUrl(parsed.query, f);
    void run(f);
    return () => {
      generation.current += 1;
    };
    // Once per page: later changes go through `change`.
  }, []);

  // Back online: try again.
  useEffect(() => {
    const onOnline = () => {
      if (phase === 'offline') void run(filters);
    };
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [filters, phase, run]);

  // Another currency chosen in the header: the same search in that currency.
  useEffect(
    () =>
      $currency.listen((code) => {
        const q = queryRef.current;
        if (!code || !q || code === q.currency) return;
        queryRef.current = { ...q, currency: code, session: null };
        setQuery(queryRef.current);
        setCorrections((list) => list.filter((c) => c !== 'currency'));
        const f = { ...filters, priceMin: null, priceMax: null, page: 1 };
        setFilters(f);
        writeUrl(queryRef.current, f);
        void run(f);
      }),
    [filters, run, writeUrl],
  );

  const change = useCallback(
    (next: ResultsFilters) => {
      const q = queryRef.current;
      if (!q) return;
      setFilters(next);
      writeUrl(q, next);
      void run(next);
    },
    [run, writeUrl],
  );

  const goToPage = (number: number) => {
    change({ ...filters, page: number });
    heading.current?.focus({ preventScroll: true });
    heading.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  };

  const total = page?.total ?? 0;
  const pages = pageCount(total);
  const searching = phase === 'starting' || phase === 'searching';
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
              <TypeIcon kind="filter" />
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
          <section aria-labelledby={headingId} aria-busy={searching}>
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
                    : phase === 'done'
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
            {phase === 'error' && (
              <div
                role="alert"
                className="rounded-xl border border-red-300 bg-red-50 p-6 dark:border-red-800 dark:bg-red-950/50"
              >
                <p className="font-bold">{t('results.errorTitle')}</p>
                <p className="mt-1">{error}</p>
                <button
                  type="button"
                  onClick={() => void run(filters)}
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
                  onClick={() => void run(filters)}
                  className="mt-4 rounded-xl bg-bg-brand px-5 py-2 font-bold text-text-brand hover:opacity-90"
                >
                  {t('results.retry')}
                </button>
              </div>
            )}
            {phase === 'done' && total === 0 && (
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
            {page &&
              query &&
              page.hotels.length > 0 &&
              phase !== 'error' &&
              phase !== 'offline' && (
                <ol className="space-y-4" data-hotel-list>
                  {page.hotels.map((card) => (
                    <li key={card.id}>
                      <HotelCardView
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
            {phase === 'done' && pages > 1 && (
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
