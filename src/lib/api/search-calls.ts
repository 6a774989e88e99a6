import { z } from 'zod/mini';
import type { SearchRequestInput } from '../../../contract/search-request';
import {
  type SearchResults,
  type SearchSession,
  hotelCardSchema,
  searchResultsSchema,
  searchSessionSchema,
} from '../../../contract/search';
import { dataOf } from './answers';
import type { Api } from './client';
import { searchResultsPath } from './search-progress-calls';

/** Calls of a search: start one, read its results. */

/** `POST /v3/hotels/search`: starts a search session. */
export async function startSearch(
  api: Api,
  request: SearchRequestInput,
): Promise<SearchSession | undefined> {
  return dataOf(searchSessionSchema, await api.post<unknown>('/v3/hotels/search', request));
}

/**
 * The query of `GET /v3/hotels/search/{session}`: sort, page and filters (prices in minor units
 * of the search currency), as `filtersQuery` (src/lib/search/filters.ts) builds it.
 */
export type SearchResultsQuery = Record<string, string | number>;

/** A results answer whose cards are read one by one (see `fetchSearchResults`). */
const searchResultsPageSchema = z.extend(searchResultsSchema, { hotels: z.array(z.unknown()) });

/**
 * `GET /v3/hotels/search/{session}`: a page of results while (or after) the session fills. The
 * cards are read one by one, so one card off the contract is left out instead of failing the
 * whole list.
 */
export async function fetchSearchResults(
  api: Api,
  session: string,
  query: SearchResultsQuery,
): Promise<SearchResults | undefined> {
  const page = dataOf(
    searchResultsPageSchema,
    await api.get<unknown>(searchResultsPath(session), query),
  );
  if (!page) return undefined;
  return {
    ...page,
    hotels: page.hotels.flatMap((h) => {
      const card = z.safeParse(hotelCardSchema, h);
      return card.success ? [card.data] : [];
    }),
  };
}
