import { fetchSearchResults } from '../api/calls';
import type { Api } from '../api/client';
import { filtersQuery } from './filters';
import { toResultsPage } from './results';
import { readResultsUrl, serverResultsState, sessionEnded, type ResultsState } from './session';

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
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), waitMs);
  });
  try {
    const answer = await Promise.race([
      fetchSearchResults(api, session, filtersQuery(read.filters, read.query.currency)),
      late,
    ]);
    return serverResultsState(read, answer ? toResultsPage(answer) : undefined);
  } catch (reason) {
    // The session ended: say so at once (the browser starts the same search again). Any
    // other failure the browser finds out and explains; until then the page shows skeletons.
    return { ...serverResultsState(read, undefined), expired: sessionEnded(reason) };
  } finally {
    clearTimeout(timer);
  }
}
