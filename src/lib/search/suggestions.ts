import type { Suggestion as ContractSuggestion } from '../../../contract/suggestions';
import type { SearchTarget } from './targets';

/** The parts of an autocomplete suggestion (`GET /v3/places/autocomplete`) the form uses. */
export type Suggestion = Pick<
  ContractSuggestion,
  'type' | 'id' | 'name' | 'label' | 'country_slug' | 'destination_slug' | 'place_id' | 'hotel_slug'
>;

/** The kinds of suggestion the form groups by, in the order the list shows them. */
export const SUGGESTION_GROUPS = ['city', 'place', 'country', 'hotel'] as const;
export type SuggestionGroup = (typeof SUGGESTION_GROUPS)[number];

/** Named places of the API (airports, districts, landmarks) share the "place" group. */
export function groupOf(type: string): SuggestionGroup | undefined {
  if (type === 'city' || type === 'country' || type === 'hotel') return type;
  if (type === 'airport' || type === 'district' || type === 'landmark') return 'place';
  return undefined;
}

/** The suggestions that lead somewhere (valid slugs and ids), in the API's order. */
export function usableSuggestions<S extends Suggestion>(items: readonly S[]): S[] {
  return items.filter((s) => suggestionTarget(s) !== undefined);
}

/** Suggestions in display groups (fixed order), keeping the API's order inside a group. */
export function groupSuggestions(
  items: readonly Suggestion[],
): { group: SuggestionGroup; items: Suggestion[] }[] {
  return SUGGESTION_GROUPS.map((group) => ({
    group,
    items: items.filter((s) => groupOf(s.type) === group),
  })).filter((g) => g.items.length > 0);
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const ID = /^[A-Za-z0-9_-]{1,64}$/;
const slug = (value: string | undefined): value is string =>
  value !== undefined && SLUG.test(value);

/**
 * Where choosing a suggestion leads: a city to its destination results, an airport, district
 * or landmark to its place results, a hotel to its page, a country to its page. Undefined for
 * an item whose slugs or ids are missing or malformed.
 */
export function suggestionTarget(s: Suggestion): SearchTarget | undefined {
  const group = groupOf(s.type);
  if (group === 'city' && slug(s.country_slug) && slug(s.destination_slug)) {
    return {
      kind: 'destination',
      countrySlug: s.country_slug,
      destinationSlug: s.destination_slug,
    };
  }
  if (group === 'place' && s.place_id !== undefined && ID.test(s.place_id)) {
    return { kind: 'place', placeId: s.place_id };
  }
  if (group === 'hotel' && slug(s.country_slug) && slug(s.destination_slug) && slug(s.hotel_slug)) {
    return {
      kind: 'hotel',
      countrySlug: s.country_slug,
      destinationSlug: s.destination_slug,
      hotelSlug: s.hotel_slug,
    };
  }
  if (group === 'country' && slug(s.country_slug)) {
    return { kind: 'country', countrySlug: s.country_slug };
  }
  return undefined;
}
