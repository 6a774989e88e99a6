import { fetchSearchResults, startSearch } from '../api/search-calls';
import type { Api } from '../api/client';
import { withinDeadline } from '../deadline';
import { filtersQuery } from './filters';
import { toResultsPage } from './results';
import {
  BLANK_RESULTS,
  readResultsUrl,
  serverResultsState,
  sessionEnded,
  type ResultsState,
} from './session';
import { searchRequest, type SearchTarget } from './targets';

/** How long a page render waits for the session's first results before sending skeletons. */
export const SERVER_RESULTS_WAIT_MS = 1500;

/**
 * The results list a results page renders on the server (issue 15 item 4): when the URL
 * names a search session that already has results for this search, its page of cards;
 * otherwise (no session, an ended one, a slow or failing API) the starting state, which the
 * island shows as skeleton cards until the browser has results.
 */
export async function serverResults(
  api: Api,
  search: string,
  fallbackCurrency: string,
  waitMs = SERVER_RESULTS_WAIT_MS,
): Promise<ResultsState> {
  const read = readResultsUrl(search, fallbackCurrency);
  const session = read.query.session;
  if (!session) return serverResultsState(read, undefined);
  try {
    const answer = await withinDeadline(waitMs, () =>
      fetchSearchResults(api, session, filtersQuery(read.filters, read.query.currency)),
    );
    return serverResultsState(read, answer ? toResultsPage(answer) : undefined);
  } catch (reason) {
    // The session ended: say so at once (the browser starts the same search again). Any
    // other failure the browser finds out and explains; until then the page shows skeletons.
    return { ...serverResultsState(read, undefined), expired: sessionEnded(reason) };
  }
}

/**
 * True when a results URL asks for a new search the server may start for the visitor: a
 * complete, valid search (nothing to correct) without a session, in a currency the URL names
 * (without one the browser searches in the visitor's chosen currency, which the server cannot
 * know).
 */
export function startsOnServer(search: string, fallbackCurrency: string): boolean {
  const read = readResultsUrl(search, fallbackCurrency);
  return (
    !read.query.session &&
    read.corrections.length === 0 &&
    new URLSearchParams(search).has('currency')
  );
}

/**
 * The results list of a new search the server starts for the visitor (issue 30 item 4):
 * `openApi` gives a client acting for the visitor, the search starts as the browser would
 * start it, and the session's first page is rendered when it comes within `waitMs` (cards,
 * complete or still filling); a session that started but answered late is handed over with
 * skeletons, for the browser to poll. Undefined when no session started in time (the API is
 * slow, refuses, limits the visitor or fails): the page then renders what it renders without
 * a session, and the browser starts the search and explains any failure, as before.
 */
export async function startServerResults(
  openApi: (signal: AbortSignal) => Promise<Api | undefined>,
  target: Extract<SearchTarget, { kind: 'destination' | 'place' }>,
  search: string,
  fallbackCurrency: string,
  waitMs = SERVER_RESULTS_WAIT_MS,
): Promise<ResultsState | undefined> {
  const read = readResultsUrl(search, fallbackCurrency);
  let session: string | undefined;
  const started = (): ResultsState | undefined =>
    session ? { ...BLANK_RESULTS, ...read, query: { ...read.query, session } } : undefined;
  const run = async (signal: AbortSignal): Promise<ResultsState | undefined> => {
    const api = await openApi(signal);
    if (!api || signal.aborted) return undefined;
    const created = await startSearch(api, searchRequest(target, read.query));
    if (!created) return undefined;
    session = created.session;
    const answer = await fetchSearchResults(
      api,
      session,
      filtersQuery(read.filters, read.query.currency),
    );
    const state = started();
    return answer && state ? serverResultsState(state, toResultsPage(answer)) : state;
  };
  try {
    return (await withinDeadline(waitMs, run)) ?? started();
  } catch {
    return started();
  }
}
