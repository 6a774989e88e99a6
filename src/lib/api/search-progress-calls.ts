import { searchProgressSchema, type SearchProgress } from '../../../contract/search-progress';
import { dataOf } from './answers';
import type { Api } from './client';

/**
 * The search session's own call read for its progress only (the results page's script, which
 * follows a sleeping list: src/scripts/results-follow.ts): a few schemas to build where the
 * whole answer's (search-calls.ts) are a hundred.
 */

/** The path of `GET /v3/hotels/search/{session}`. */
export const searchResultsPath = (session: string) =>
  `/v3/hotels/search/${encodeURIComponent(session)}`;

/** `GET /v3/hotels/search/{session}` read for the session's state, count and stay. */
export async function fetchSearchProgress(
  api: Api,
  session: string,
  query: Record<string, string | number>,
): Promise<SearchProgress | undefined> {
  return dataOf(searchProgressSchema, await api.get<unknown>(searchResultsPath(session), query));
}
