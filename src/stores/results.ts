import { atom, type ReadableAtom } from 'nanostores';
import { fetchSearchResults, startSearch } from '../lib/api/search-calls';
import type { Api } from '../lib/api/client';
import { ApiError } from '../lib/api/errors';
import { filtersQuery, type ResultsFilters } from '../lib/search/filters';
import { toResultsPage, type ResultsPage } from '../lib/search/results';
import {
  afterPage,
  failureState,
  pageAnswers,
  POLL_MS,
  readResultsUrl,
  resultsHref,
  runningState,
  savedSearchOf,
  sessionEnded,
  showsComplete,
  withCurrency,
  type ResultsState,
} from '../lib/search/session';
import { searchRequest, type SearchTarget } from '../lib/search/targets';
import {
  browserEnvironment,
  keepServerSession,
  type ResultsEnvironment,
} from './results-environment';

/** Where a results list searches. */
export type ResultsTarget = Extract<SearchTarget, { kind: 'destination' | 'place' }>;

export interface ResultsSessionOptions {
  api: Api;
  /** Null when the page could not tell where to search: the URL is still read, nothing runs. */
  target: ResultsTarget | null;
  /** The destination's name, kept with the saved search. */
  placeName: string;
  /** What the list shows first: the server's render (see `serverResults`). */
  initial: ResultsState;
  environment?: ResultsEnvironment;
}

/** A results list's store and the actions that change it. */
export interface ResultsSession {
  $results: ReadableAtom<ResultsState>;
  /** Reads the search from the URL (correcting it there) and runs it. */
  begin: (fallbackCurrency: string) => void;
  /** Other sort, filters or page: written into the URL and run. */
  change: (filters: ResultsFilters) => void;
  /** Runs the search again (after an error, or back online). */
  retry: () => void;
  /** Another currency chosen in the header: the same search in that currency. */
  changeCurrency: (currency: string) => void;
  /** Stops polling (the island is gone). */
  stop: () => void;
}

/**
 * The search session of one results list (issue 4): reuses the URL's session while it lives
 * and answers the same search, or starts a new one (written back into the URL and saved);
 * polls while the session fills; starts the same search again when the session ends; and
 * keeps sort, filters and page in the URL. Each run supersedes the one before it.
 */
export function createResultsSession(options: ResultsSessionOptions): ResultsSession {
  const { api, target, placeName } = options;
  const env = options.environment ?? browserEnvironment;
  const $results = atom<ResultsState>(options.initial);
  let generation = 0;

  const patch = (changes: Partial<ResultsState>) => $results.set({ ...$results.get(), ...changes });
  const writeUrl = (state: ResultsState) => {
    if (!state.query) return;
    const { pathname, search } = env.location();
    env.replaceUrl(resultsHref(pathname, search, state.query, state.filters));
  };

  async function poll(session: string, filters: ResultsFilters, currency: string) {
    const answer = await fetchSearchResults(api, session, filtersQuery(filters, currency));
    if (!answer) throw new ApiError(500, 'Search results off the contract');
    return toResultsPage(answer);
  }

  async function run(): Promise<void> {
    const start = $results.get();
    if (!start.query || !target) return;
    const mine = ++generation;
    const alive = () => generation === mine;
    const filters = start.filters;
    let query = start.query;
    $results.set(runningState(start));
    try {
      let current: ResultsPage | undefined;
      if (query.session) {
        try {
          current = await poll(query.session, filters, query.currency);
          if (!pageAnswers(current, query)) {
            current = undefined;
            query = { ...query, session: null };
          }
        } catch (reason) {
          if (!sessionEnded(reason)) throw reason;
          query = { ...query, session: null };
          if (alive()) patch({ expired: true });
        }
      }
      if (!alive()) return;
      if (!query.session || !current) {
        patch({ phase: 'starting', page: null });
        const started = await startSearch(api, searchRequest(target, query));
        if (!started) throw new ApiError(500, 'Search session off the contract');
        if (!alive()) return;
        query = { ...query, session: started.session };
        patch({ query });
        writeUrl($results.get());
        env.remember(savedSearchOf(env.location().pathname, query, placeName));
        current = await poll(started.session, filters, query.currency);
      }
      const session = query.session ?? current.session;
      // The list on screen grows from the second answer of this run on, and from the first
      // when it is the server's render of this very session and filters (the page's start).
      const shown = $results.get().page;
      let growing = mine === 1 && shown !== null && shown.session === session;
      while (alive()) {
        const { state, step } = afterPage($results.get(), current, filters, growing);
        growing = true;
        $results.set(state);
        if (step.next === 'first-page') {
          writeUrl(state);
          void run();
          return;
        }
        if (step.next === 'stop') return;
        await env.wait(POLL_MS);
        if (!alive()) return;
        current = await poll(session, filters, query.currency);
      }
    } catch (reason) {
      if (!alive()) return;
      if (sessionEnded(reason) && query.session) {
        // The session ended while we were looking at it: start the same search again.
        patch({ query: { ...query, session: null }, expired: true });
        void run();
        return;
      }
      $results.set(failureState($results.get(), reason, env.online()));
    }
  }

  return {
    $results,
    begin(fallbackCurrency) {
      const read = target
        ? keepServerSession(env, $results.get(), placeName, fallbackCurrency)
        : readResultsUrl(env.location().search, fallbackCurrency);
      // The server already showed this search complete: nothing to ask, nothing to render.
      if (showsComplete($results.get(), read)) return;
      patch(read);
      if (!target) return;
      if (read.corrections.length > 0) writeUrl($results.get());
      void run();
    },
    change(filters) {
      if (!$results.get().query) return;
      // The new filters and the list's "updating" in one change: the first render of the
      // visitor's choice never shows the old list as the answer to it.
      $results.set(runningState({ ...$results.get(), filters }));
      writeUrl($results.get());
      void run();
    },
    retry() {
      void run();
    },
    changeCurrency(currency) {
      const next = withCurrency($results.get(), currency);
      if (!next) return;
      $results.set(next);
      writeUrl(next);
      void run();
    },
    stop() {
      generation += 1;
    },
  };
}
