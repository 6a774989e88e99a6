import { describe, expect, it } from 'vitest';
import { hotelCardFixture, searchResultsFixture } from '../../../contract/fixtures';
import {
  cardImage,
  favoriteOf,
  hotelUrl,
  growingPage,
  keepUnchanged,
  sameData,
  sessionMatches,
  toResultsPage,
} from './results';

const card = hotelCardFixture();

describe('toResultsPage', () => {
  it('reads a page of a filling session', () => {
    const page = toResultsPage(searchResultsFixture([card]));
    expect(page).toMatchObject({
      session: 'abc',
      complete: false,
      progress: 40,
      total: 120,
      nights: 3,
      currency: 'EUR',
      priceRange: { min: 30_000, max: 90_000 },
    });
    expect(page.hotels[0]?.name).toBe('Bergblick Berlin');
    expect(toResultsPage(searchResultsFixture([], { status: 'complete' })).complete).toBe(true);
  });

  it('keeps progress within 0-100 and totals at 0 or more', () => {
    expect(toResultsPage(searchResultsFixture([], { progress: 140, total: -3 }))).toMatchObject({
      progress: 100,
      total: 0,
    });
  });
});

describe('keepUnchanged', () => {
  const other = hotelCardFixture({ id: 9002, name: 'Spree Suites' });
  const first = toResultsPage(searchResultsFixture([card, other]));

  it('keeps the objects of the cards that did not change, also when they moved', () => {
    // A later poll: the same two hotels in another order, the second one cheaper now.
    const cheaper = { ...card, price: { ...card.price, amount: card.price.amount - 1 } };
    const next = toResultsPage(
      searchResultsFixture([structuredClone(other), cheaper], { progress: 80 }),
    );
    const kept = keepUnchanged(first, next);
    expect(kept.hotels[0]).toBe(first.hotels[1]);
    expect(kept.hotels[1]).toBe(next.hotels[1]);
    expect(kept.hotels[1]?.price.amount).toBe(card.price.amount - 1);
    expect(kept.progress).toBe(80);
    // The filters' price range did not change either: the filters are not drawn again.
    expect(kept.priceRange).toBe(first.priceRange);
  });

  it('keeps the list itself when no card changed or moved (the list is not drawn again)', () => {
    const next = toResultsPage(
      searchResultsFixture([structuredClone(card), structuredClone(other)], { progress: 90 }),
    );
    const kept = keepUnchanged(first, next);
    expect(kept.hotels).toBe(first.hotels);
    expect(kept.progress).toBe(90);
    // The same cards in another order are another list.
    const moved = toResultsPage(
      searchResultsFixture([structuredClone(other), structuredClone(card)], { progress: 90 }),
    );
    expect(keepUnchanged(first, moved).hotels).not.toBe(first.hotels);
  });

  it('takes a price range that changed', () => {
    const facets = { ...searchResultsFixture().facets, price: { min: 1, max: 2 } };
    const next = toResultsPage(searchResultsFixture([structuredClone(card)], { facets }));
    const kept = keepUnchanged(first, next);
    expect(kept.priceRange).toEqual({ min: 1, max: 2 });
    expect(kept.hotels[0]).toBe(first.hotels[0]);
  });

  it('gives the next page as it is when nothing was shown before or nothing is the same', () => {
    const facets = { ...searchResultsFixture().facets, price: { min: 1, max: 2 } };
    const next = toResultsPage(searchResultsFixture([hotelCardFixture({ id: 9003 })], { facets }));
    expect(keepUnchanged(null, next)).toBe(next);
    expect(keepUnchanged(first, next)).toBe(next);
  });
});

describe('sameData', () => {
  it('compares what the API answered field by field, whatever the order of the keys', () => {
    expect(sameData(structuredClone(card), card)).toBe(true);
    const reordered = Object.fromEntries(Object.entries(card).reverse());
    expect(sameData(reordered, card)).toBe(true);
    expect(sameData({ ...card, price: { ...card.price, amount: 1 } }, card)).toBe(false);
    expect(sameData({ ...card, image: 'https://example.com/other.jpg' }, card)).toBe(false);
    expect(sameData({ ...card, extra: 1 }, card)).toBe(false);
    expect(sameData({ a: undefined }, { b: undefined })).toBe(false);
    expect(sameData([1, 2], { 0: 1, 1: 2 })).toBe(false);
    expect(sameData([1, [2, 3]], [1, [2, 3]])).toBe(true);
    expect(sameData(null, {})).toBe(false);
  });
});

describe('sessionMatches', () => {
  const search = { check_in: '2026-12-01', check_out: '2026-12-04', guests: '2', currency: 'EUR' };
  it('is true only for the same stay, guests and currency', () => {
    expect(sessionMatches(search, search)).toBe(true);
    expect(sessionMatches(search, { ...search, check_out: '2026-12-05' })).toBe(false);
    expect(sessionMatches(search, { ...search, guests: '2|2' })).toBe(false);
    expect(sessionMatches(search, { ...search, currency: 'USD' })).toBe(false);
  });
});

describe('hotelUrl, cardImage and favoriteOf', () => {
  const query = {
    check_in: '2026-12-01',
    check_out: '2026-12-04',
    rooms: [{ adults: 2, children: [] }],
    country: null,
    currency: 'EUR',
    session: 'abc',
  };

  it('links to the hotel page with the search but not the session', () => {
    expect(hotelUrl(card, 'he', query)).toBe(
      '/he/hotels/destination/germany/berlin/bergblick-berlin?check_in=2026-12-01&check_out=2026-12-04&guests=2&currency=EUR',
    );
    expect(hotelUrl(card, 'en')).toBe('/hotels/destination/germany/berlin/bergblick-berlin');
  });

  it('accepts only http(s) images', () => {
    expect(cardImage(card)).toBe(card.image);
    expect(cardImage({ image: 'javascript:alert(1)' })).toBeUndefined();
    expect(cardImage({ image: null })).toBeUndefined();
  });

  it('keeps what the favourites list shows', () => {
    expect(favoriteOf({ ...card, image: 'data:image/png;base64,xx' }, 'en')).toEqual({
      id: '8306',
      name: 'Bergblick Berlin',
      url: '/hotels/destination/germany/berlin/bergblick-berlin',
      image: null,
      city: 'Berlin',
      stars: 4,
      rating: 8.7,
    });
  });
});

describe('growingPage', () => {
  const a = hotelCardFixture({ id: 1, name: 'A' });
  const b = hotelCardFixture({ id: 2, name: 'B' });
  const c = hotelCardFixture({ id: 3, name: 'C' });
  const d = hotelCardFixture({ id: 4, name: 'D' });
  const shown = toResultsPage(searchResultsFixture([a, b], { progress: 20, total: 2 }));

  it('keeps the cards on screen in their places and adds the hotels found since after them', () => {
    // The later answer is sorted: two cheaper hotels came first and pushed B off the page.
    const next = toResultsPage(
      searchResultsFixture([structuredClone(c), structuredClone(a), structuredClone(d)], {
        progress: 60,
        total: 4,
      }),
    );
    const grown = growingPage(shown, next);
    expect(grown.hotels.map((h) => h.name)).toEqual(['A', 'B', 'C']);
    expect(grown.hotels[0]).toBe(shown.hotels[0]);
    expect(grown.hotels[1]).toBe(shown.hotels[1]);
    expect(grown).toMatchObject({ progress: 60, total: 4 });
  });

  it('keeps the list on screen while a full page only counts more hotels', () => {
    // A full page (two cards here) and a later poll that found more hotels, sorted before them.
    const next = toResultsPage(
      searchResultsFixture([structuredClone(c), structuredClone(b), structuredClone(a)], {
        progress: 80,
        total: 9,
      }),
    );
    const grown = growingPage(shown, { ...next, hotels: next.hotels.slice(0, 2) });
    expect(grown.hotels.map((h) => h.name)).toEqual(['A', 'B']);
    expect(grown.hotels).toBe(shown.hotels);
    expect(grown).toMatchObject({ progress: 80, total: 9 });
  });

  it('shows a card on screen with what changed about its hotel', () => {
    const cheaper = { ...a, price: { ...a.price, amount: a.price.amount - 100 } };
    const next = toResultsPage(searchResultsFixture([b, cheaper], { progress: 60 }));
    const grown = growingPage(shown, next);
    expect(grown.hotels.map((h) => h.id)).toEqual([1, 2]);
    expect(grown.hotels[0]?.price.amount).toBe(a.price.amount - 100);
  });
});
