/**
 * What a results list touches outside itself (the page's URL, the clock, the network, the saved
 * searches), apart from the search calls: the results session (src/stores/results.ts) and the
 * script that follows a sleeping list (src/scripts/results-follow.ts) share it, and the script
 * loads none of the API contract's schemas with it.
 */
import {
  readResultsUrl,
  resultsHref,
  savedSearchOf,
  withServerSession,
  type ResultsState,
} from '../lib/search/session';
import type { SavedSearch } from '../lib/types';
import { saveSearch } from './searches';

/** What the results session touches outside itself: the page's URL, the clock, the network. */
export interface ResultsEnvironment {
  /** The page's path and query (`?…`). */
  location: () => { pathname: string; search: string };
  /** Replaces the page's URL without a new history entry. */
  replaceUrl: (href: string) => void;
  online: () => boolean;
  wait: (ms: number) => Promise<void>;
  /** Keeps a search that was started (the saved searches of SPEC section 4). */
  remember: (search: SavedSearch) => void;
}

/** The browser's own URL, clock and network state. */
export const browserEnvironment: ResultsEnvironment = {
  location: () => ({ pathname: location.pathname, search: location.search }),
  replaceUrl: (href) => history.replaceState(history.state, '', href),
  online: () => navigator.onLine,
  wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  remember: saveSearch,
};

/**
 * The search the URL reads as (`readResultsUrl`), with the session the server started for it
 * when `shown` (the server's render) names one the URL does not: the URL keeps that session
 * from now on (reload, back) and the search is saved as one the browser started would be.
 */
export function keepServerSession(
  env: ResultsEnvironment,
  shown: ResultsState,
  placeName: string,
  fallbackCurrency: string,
): ReturnType<typeof readResultsUrl> {
  const { pathname, search } = env.location();
  const fromUrl = readResultsUrl(search, fallbackCurrency);
  const read = withServerSession(shown, fromUrl);
  if (read !== fromUrl) {
    env.replaceUrl(resultsHref(pathname, search, read.query, read.filters));
    env.remember(savedSearchOf(pathname, read.query, placeName));
  }
  return read;
}
