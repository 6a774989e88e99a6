import { ApiError } from '../api/errors';
import type { SavedSearch } from '../types';
import {
  buildSearchParams,
  formatGuests,
  parseSearchQuery,
  type Correction,
  type SearchQuery,
} from '../search-query';
import { NO_FILTERS, pageCount, parseFilters, writeFilters, type ResultsFilters } from './filters';
import { SEARCH_KEYS } from './query-keys';
import { growingPage, keepUnchanged, sessionMatches, type ResultsPage } from './results';

/**
 * The search-session machine of a results page, as pure steps: the store
 * (src/stores/results.ts) runs the calls and applies what these functions return.
 */

/**
 * Where a results list stands: starting a session, filling, complete, a complete list being
 * sorted, filtered or paged again (it stays on screen), or stopped by a failure.
 */
export type ResultsPhase = 'starting' | 'searching' | 'done' | 'updating' | 'error' | 'offline';

/**
 * Why a search stopped: the API refused it (with its own localised words), could not be
 * reached, or failed (5xx, an answer off the contract).
 */
export type ResultsFailure =
  { kind: 'refused'; message: string } | { kind: 'unreachable' } | { kind: 'failed' };

/** Everything a results list shows; plain data, so the server can render it and hand it over. */
export interface ResultsState {
  phase: ResultsPhase;
  /** The last page of results the session answered; null until the first one. */
  page: ResultsPage | null;
  failure: ResultsFailure | null;
  /** What was wrong with the URL's search and has been corrected. */
  corrections: Correction[];
  /** The URL's session had ended: the same search was started again. */
  expired: boolean;
  filters: ResultsFilters;
  /** The search as the URL holds it (with its session once one runs); null before it is read. */
  query: SearchQuery | null;
}

/** How often a filling session is asked for more results. */
export const POLL_MS = 600;

/** A list that has not read its URL yet: what the island shows when nothing else is known. */
export const BLANK_RESULTS: ResultsState = {
  phase: 'starting',
  page: null,
  failure: null,
  corrections: [],
  expired: false,
  filters: NO_FILTERS,
  query: null,
};

/** The search, its corrections and the filters a results URL's query asks for. */
export function readResultsUrl(
  search: string,
  fallbackCurrency: string,
  today?: string,
): { query: SearchQuery; corrections: Correction[]; filters: ResultsFilters } {
  const params = new URLSearchParams(search);
  const { query, corrections } = parseSearchQuery(params, {
    currency: fallbackCurrency,
    ...(today ? { today } : {}),
  });
  return { query, corrections, filters: parseFilters(params) };
}

/**
 * The results URL for a search and its filters: the search keys and filters rewritten, any
 * other key of the current query (`fid`, a widget's colours) kept.
 */
export function resultsHref(
  pathname: string,
  currentSearch: string,
  query: SearchQuery,
  filters: ResultsFilters,
): string {
  const next = buildSearchParams(query);
  for (const [key, value] of new URLSearchParams(currentSearch)) {
    if (!(SEARCH_KEYS as readonly string[]).includes(key) && !next.has(key))
      next.append(key, value);
  }
  return `${pathname}?${writeFilters(next, filters).toString()}`;
}

/** The saved search (SPEC section 4) of a session just started on this page. */
export function savedSearchOf(
  pathname: string,
  query: SearchQuery,
  placeName: string,
): SavedSearch {
  return {
    router: `${pathname}?${buildSearchParams(query).toString()}`,
    params: {
      check_in: query.check_in,
      check_out: query.check_out,
      guests: formatGuests(query.rooms),
      currency: query.currency,
      ...(query.country ? { country: query.country } : {}),
      destination: placeName,
    },
  };
}

/** True when a session's page answers this search (same stay, guests and currency). */
export function pageAnswers(page: Pick<ResultsPage, 'search'>, query: SearchQuery): boolean {
  return sessionMatches(page.search, { ...query, guests: formatGuests(query.rooms) });
}

/**
 * True when `state` is a complete list of the very search, corrections and filters the URL
 * reads as (`readResultsUrl`): the list a server rendered for this URL, with nothing to ask.
 */
export function showsComplete(
  state: ResultsState,
  read: Pick<ResultsState, 'query' | 'corrections' | 'filters'>,
): boolean {
  return (
    state.phase === 'done' &&
    read.corrections.length === 0 &&
    JSON.stringify(state.query) === JSON.stringify(read.query) &&
    JSON.stringify(state.filters) === JSON.stringify(read.filters)
  );
}

/**
 * The URL's search with the session the server started for it (`startServerResults`): the
 * server's render names a session for exactly this search, which the URL does not name yet.
 * Otherwise `read` as it is.
 */
export function withServerSession<R extends Pick<ResultsState, 'query' | 'corrections'>>(
  state: ResultsState,
  read: R,
): R {
  const session = state.query?.session;
  if (!session || !read.query || read.query.session || read.corrections.length > 0) return read;
  const sameSearch =
    JSON.stringify({ ...state.query, session: null }) === JSON.stringify(read.query);
  return sameSearch ? { ...read, query: { ...read.query, session } } : read;
}

/** What to do after a page of results arrived. */
export type PageStep =
  /** The session still fills: ask again after `POLL_MS`. */
  | { next: 'poll' }
  /** The session is complete and the page exists. */
  | { next: 'stop' }
  /** The session is complete with fewer pages than the one asked: show the first instead. */
  | { next: 'first-page'; filters: ResultsFilters };

/** The state while a run asks again: a complete list stays on screen, marked as updating. */
export function runningState(state: ResultsState): ResultsState {
  return state.phase === 'done' ? { ...state, phase: 'updating' } : state;
}

/**
 * The state a page of results shows, and the step after it. `growing`: the page on screen is
 * an earlier answer of the same session for the same filters (the run's previous poll, or the
 * server's render of this search), so while the session fills its cards stay in place and the
 * new ones are added after them (`growingPage`); a list for other filters is replaced at once.
 */
export function afterPage(
  state: ResultsState,
  page: ResultsPage,
  filters: ResultsFilters,
  growing = false,
): { state: ResultsState; step: PageStep } {
  const next: ResultsState = {
    ...state,
    page:
      growing && state.page && !page.complete
        ? growingPage(state.page, page)
        : keepUnchanged(state.page, page),
    phase: page.complete ? 'done' : 'searching',
  };
  if (!page.complete) return { state: next, step: { next: 'poll' } };
  if (filters.page > 1 && filters.page > pageCount(page.total)) {
    const first = { ...filters, page: 1 };
    return { state: { ...next, filters: first }, step: { next: 'first-page', filters: first } };
  }
  return { state: next, step: { next: 'stop' } };
}

/** True when a call failed because the session it asked about no longer exists. */
export function sessionEnded(reason: unknown): boolean {
  return reason instanceof ApiError && reason.status === 404;
}

/** What a failed search shows: offline, or an error with the words to say. */
export function failureState(state: ResultsState, reason: unknown, online: boolean): ResultsState {
  if (!online) return { ...state, phase: 'offline' };
  const failure: ResultsFailure =
    reason instanceof ApiError && reason.status >= 400 && reason.status < 500
      ? { kind: 'refused', message: reason.firstMessage }
      : reason instanceof ApiError && reason.unreachable
        ? { kind: 'unreachable' }
        : { kind: 'failed' };
  return { ...state, phase: 'error', failure };
}

/**
 * The same search in another currency (chosen in the header): a new session, price filters
 * (in the old currency) and page reset; undefined when nothing changes.
 */
export function withCurrency(state: ResultsState, currency: string): ResultsState | undefined {
  const query = state.query;
  if (!query || currency === query.currency) return undefined;
  return {
    ...state,
    query: { ...query, currency, session: null },
    corrections: state.corrections.filter((c) => c !== 'currency'),
    filters: { ...state.filters, priceMin: null, priceMax: null, page: 1 },
  };
}

/**
 * The first state of a results list the server renders: the URL's search and, when the
 * URL's session already answered it with a page that exists, that page (otherwise the list
 * starts with skeletons and the browser finds the results).
 */
export function serverResultsState(
  read: Pick<ResultsState, 'query' | 'corrections' | 'filters'>,
  page: ResultsPage | undefined,
): ResultsState {
  const base: ResultsState = { ...BLANK_RESULTS, ...read };
  if (!page || !read.query || !pageAnswers(page, read.query)) return base;
  const shown = afterPage(base, page, read.filters);
  return shown.step.next === 'first-page' ? base : shown.state;
}
