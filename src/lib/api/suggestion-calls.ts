import {
  type AutocompleteRequest,
  type Suggestion,
  suggestionSchema,
} from '../../../contract/suggestions';
import { type CallOptions, listOf } from './answers';
import type { Api } from './client';

/**
 * The call of the destination field: apart from the search's calls, so that a results page,
 * which starts and reads a search at load, builds the suggestions' schemas only once the
 * visitor types (the search form loads this module then).
 */

/** `GET /v3/places/autocomplete`: places and hotels matching typed text; malformed items left out. */
export async function suggestPlaces(
  api: Api,
  request: AutocompleteRequest,
  options: CallOptions = {},
): Promise<Suggestion[] | undefined> {
  const answer = await api.request<unknown>('/v3/places/autocomplete', {
    query: { ...request },
    ...options,
  });
  return listOf(suggestionSchema, answer);
}
