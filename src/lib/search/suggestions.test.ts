import { describe, expect, it } from 'vitest';
import {
  groupOf,
  groupSuggestions,
  suggestionTarget,
  usableSuggestions,
  type Suggestion,
} from './suggestions';

const city: Suggestion = {
  type: 'city',
  id: 'city-2950159',
  name: 'Berlin',
  label: 'Berlin, Germany',
  country_slug: 'germany',
  destination_slug: 'berlin',
  place_id: 'city-2950159',
};
const airport: Suggestion = {
  type: 'airport',
  id: 'place-ber-airport',
  name: 'Berlin Brandenburg Airport (BER)',
  label: 'Berlin Brandenburg Airport (BER), Berlin, Germany',
  country_slug: 'germany',
  destination_slug: 'berlin',
  place_id: 'place-ber-airport',
};
const hotel: Suggestion = {
  type: 'hotel',
  id: 'hotel-8306',
  name: 'Bergblick Berlin',
  label: 'Bergblick Berlin, Berlin, Germany',
  country_slug: 'germany',
  destination_slug: 'berlin',
  hotel_slug: 'bergblick-berlin',
};
const country: Suggestion = {
  type: 'country',
  id: 'country-bm',
  name: 'Bermuda',
  label: 'Bermuda',
  country_slug: 'bermuda',
};

describe('groupOf', () => {
  it('puts airports, districts and landmarks together and knows nothing else', () => {
    expect(['airport', 'district', 'landmark'].map(groupOf)).toEqual(['place', 'place', 'place']);
    expect(groupOf('city')).toBe('city');
    expect(groupOf('volcano')).toBeUndefined();
  });
});

describe('suggestionTarget', () => {
  it('sends cities to destination results, places to place results, hotels and countries to their pages', () => {
    expect(suggestionTarget(city)).toEqual({
      kind: 'destination',
      countrySlug: 'germany',
      destinationSlug: 'berlin',
    });
    expect(suggestionTarget(airport)).toEqual({ kind: 'place', placeId: 'place-ber-airport' });
    expect(suggestionTarget(hotel)).toEqual({
      kind: 'hotel',
      countrySlug: 'germany',
      destinationSlug: 'berlin',
      hotelSlug: 'bergblick-berlin',
    });
    expect(suggestionTarget(country)).toEqual({ kind: 'country', countrySlug: 'bermuda' });
  });

  it('refuses malformed slugs and ids (they would become links)', () => {
    expect(suggestionTarget({ ...city, destination_slug: '../admin' })).toBeUndefined();
    expect(suggestionTarget({ ...airport, place_id: 'a/b' })).toBeUndefined();
    expect(suggestionTarget({ ...hotel, hotel_slug: undefined })).toBeUndefined();
    expect(suggestionTarget({ ...country, country_slug: 'Bermuda Islands' })).toBeUndefined();
  });
});

describe('usableSuggestions', () => {
  it('keeps the items that lead somewhere, in order, and drops the rest', () => {
    const broken = { ...hotel, hotel_slug: 'x y' };
    expect(usableSuggestions([city, broken, airport])).toEqual([city, airport]);
  });
});

describe('groupSuggestions', () => {
  it('groups in a fixed order, keeping the order inside a group', () => {
    const second = { ...city, id: 'city-2', name: 'Bern' };
    expect(groupSuggestions([hotel, country, city, airport, second])).toEqual([
      { group: 'city', items: [city, second] },
      { group: 'place', items: [airport] },
      { group: 'country', items: [country] },
      { group: 'hotel', items: [hotel] },
    ]);
    expect(groupSuggestions([])).toEqual([]);
  });
});
