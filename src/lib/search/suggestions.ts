import type { SearchTarget } from './targets';

/** One answer item of `GET /v3/places/autocomplete`, as far as the form needs it. */
export interface Suggestion {
  type: string;
  id: string;
  name: string;
  label: string;
  country_slug?: string | undefined;
  destination_slug?: string | undefined;
  place_id?: string | undefined;
  hotel_slug?: string | undefined;
}

const OPTIONAL = ['country_slug', 'destination_slug', 'place_id', 'hotel_slug'] as const;

// Checked by hand rather than with zod: the form is on every landing page and this is
// all it needs, so it does not pull a schema library into their first download.
function readSuggestion(value: unknown): Suggestion | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const v = value as Record<string, unknown>;
  const text = (key: string) => {
    const found = v[key];
    return typeof found === 'string' ? found : undefined;
  };
  const type = text('type');
  const id = text('id');
  const name = text('name');
  const label = text('label');
  if (type === undefined || id === undefined || name === undefined || label === undefined)
    return undefined;
  if (OPTIONAL.some((key) => v[key] !== undefined && typeof v[key] !== 'string')) return undefined;
  const item: Suggestion = { type, id, name, label };
  for (const key of OPTIONAL) {
    const found = text(key);
    if (found !== undefined) item[key] = found;
  }
  return item;
}

/** The kinds of suggestion the form groups by, in the order the list shows them. */
export const SUGGESTION_GROUPS = ['city', 'place', 'country', 'hotel'] as const;
export type SuggestionGroup = (typeof SUGGESTION_GROUPS)[number];

/** Named places of the API (airports, districts, landmarks) share the "place" group. */
export function groupOf(type: string): SuggestionGroup | undefined {
  if (type === 'city' || type === 'country' || type === 'hotel') return type;
  if (type === 'airport' || type === 'district' || type === 'landmark') return 'place';
  return undefined;
}

/** The items of an autocomplete answer (`{ data: [...] }`) that are valid and lead somewhere. */
export function readSuggestions(answer: unknown): Suggestion[] {
  const data = (answer as { data?: unknown } | null)?.data;
  if (!Array.isArray(data)) return [];
  return data.flatMap((item) => {
    const s = readSuggestion(item);
    return s && suggestionTarget(s) ? [s] : [];
  });
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
