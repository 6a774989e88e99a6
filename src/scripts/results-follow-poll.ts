/**
 * The poll of the script that follows a sleeping list (src/scripts/results-follow.ts): the API
 * client and the search progress schema, loaded once the follower's session rules are in.
 */
import { fetchSearchProgress } from '../lib/api/search-progress-calls';
import { ApiError } from '../lib/api/errors';
import { filtersQuery, type ResultsFilters } from '../lib/search/filters';
import { progressOf, type SessionProgress } from '../lib/search/results';
import { browserApi } from '../stores/api';

/** How far a session is, for the list's filters and currency, asked in `locale`. */
export function progressPoll(locale: string, unreachable: string) {
  const api = browserApi(locale, unreachable);
  return async (
    session: string,
    filters: ResultsFilters,
    currency: string,
  ): Promise<SessionProgress> => {
    // The count and state only: one card, which the script does not read.
    const query = { ...filtersQuery(filters, currency), page: 1, per_page: 1 };
    const answer = await fetchSearchProgress(api, session, query);
    if (!answer) throw new ApiError(500, 'Search results off the contract');
    return progressOf(answer);
  };
}
