import { describe, expect, it } from 'vitest';
import { hotelCardFixture, searchResultsFixture } from '../../../contract/fixtures';
import { ApiError } from '../api/errors';
import { NO_FILTERS } from './filters';
import { toResultsPage } from './results';
import {
  afterPage,
  BLANK_RESULTS,
  failureState,
  pageAnswers,
  readResultsUrl,
  resultsHref,
  runningState,
  savedSearchOf,
  serverResultsState,
  sessionEnded,
  showsComplete,
  withCurrency,
  type ResultsState,
} from './session';

const TODAY = '2026-11-01';
/** The fixtures' stay: 1 to 4 December 2026, 2 adults, EUR. */
const STAY = 'check_in=2026-12-01&check_out=2026-12-04&guests=2&currency=EUR';
const read = readResultsUrl(`?${STAY}&session=abc&sort=stars`, 'USD', TODAY);
const query = read.query;
const filling = toResultsPage(searchResultsFixture([hotelCardFixture()]));
const complete = (total: number) =>
  toResultsPage(searchResultsFixture([hotelCardFixture()], { status: 'complete', total }));
const state: ResultsState = { ...BLANK_RESULTS, ...read };

describe('readResultsUrl', () => {
  it('reads the search, its session and the filters of a results URL', () => {
    expect(read.corrections).toEqual([]);
    expect(query).toMatchObject({ check_in: '2026-12-01', currency: 'EUR', session: 'abc' });
    expect(read.filters).toEqual({ ...NO_FILTERS, sort: 'stars' });
  });

  it('corrects what is malformed and names it', () => {
    const bad = readResultsUrl('?check_in=soon&guests=x&currency=XYZ', 'USD', TODAY);
    expect(bad.corrections).toEqual(['dates', 'guests', 'currency']);
    expect(bad.query?.currency).toBe('USD');
  });
});

describe('resultsHref', () => {
  it('rewrites the search and filters and keeps the other keys of the URL', () => {
    expect(
      resultsHref('/hotels/x/results', '?fid=1001&sort=rating&session=old', query, {
        ...NO_FILTERS,
        page: 2,
      }),
    ).toBe(`/hotels/x/results?${STAY}&session=abc&fid=1001&page=2`);
  });
});

describe('savedSearchOf', () => {
  it('keeps the search with its session and the destination name', () => {
    expect(savedSearchOf('/hotels/x/results', query, 'Berlin, Germany')).toEqual({
      router: `/hotels/x/results?${STAY}&session=abc`,
      params: {
        check_in: '2026-12-01',
        check_out: '2026-12-04',
        guests: '2',
        currency: 'EUR',
        destination: 'Berlin, Germany',
      },
    });
  });
});

describe('pageAnswers', () => {
  it('is true only for a page of the same stay, guests and currency', () => {
    expect(pageAnswers(filling, query)).toBe(true);
    expect(pageAnswers(filling, { ...query, currency: 'USD' })).toBe(false);
    expect(pageAnswers(filling, { ...query, rooms: [{ adults: 1, children: [] }] })).toBe(false);
  });
});

describe('runningState', () => {
  it('keeps a complete list on screen, marked as updating, while it is asked again', () => {
    const done = { ...state, phase: 'done' as const, page: complete(120) };
    expect(runningState(done)).toEqual({ ...done, phase: 'updating' });
    expect(runningState(state)).toBe(state);
  });
});

describe('afterPage', () => {
  it('polls again while the session fills', () => {
    const { state: next, step } = afterPage(state, filling, state.filters);
    expect(step).toEqual({ next: 'poll' });
    expect(next).toMatchObject({ phase: 'searching', page: filling });
  });

  it('keeps the cards that did not change as they were, so the list renders only the others', () => {
    const shown = { ...state, page: filling };
    const again = { ...filling, progress: 80, hotels: structuredClone(filling.hotels) };
    const { state: next } = afterPage(shown, again, state.filters);
    expect(next.page?.progress).toBe(80);
    expect(next.page?.hotels[0]).toBe(filling.hotels[0]);
  });

  it('grows the list on screen while the same session fills, and sorts it once complete', () => {
    const first = hotelCardFixture({ id: 1 });
    const second = hotelCardFixture({ id: 2 });
    const shown = { ...state, page: toResultsPage(searchResultsFixture([first])) };
    const sorted = [structuredClone(second), structuredClone(first)];
    const filled = toResultsPage(searchResultsFixture(sorted, { progress: 70 }));
    expect(
      afterPage(shown, filled, state.filters, true).state.page?.hotels.map((h) => h.id),
    ).toEqual([1, 2]);
    // Without `growing` (other filters were chosen), the answer replaces the list at once.
    expect(afterPage(shown, filled, state.filters).state.page?.hotels.map((h) => h.id)).toEqual([
      2, 1,
    ]);
    const done = toResultsPage(searchResultsFixture(sorted, { status: 'complete' }));
    expect(afterPage(shown, done, state.filters, true).state.page?.hotels.map((h) => h.id)).toEqual(
      [2, 1],
    );
  });

  it('stops on a complete session', () => {
    const { state: next, step } = afterPage(state, complete(120), state.filters);
    expect(step).toEqual({ next: 'stop' });
    expect(next.phase).toBe('done');
  });

  it('goes back to the first page when the complete session has fewer pages', () => {
    const far = { ...state.filters, page: 9 };
    const { state: next, step } = afterPage({ ...state, filters: far }, complete(40), far);
    expect(step).toEqual({ next: 'first-page', filters: { ...far, page: 1 } });
    expect(next.filters.page).toBe(1);
  });
});

describe('failures', () => {
  it('knows an ended session by its 404', () => {
    expect(sessionEnded(new ApiError(404, 'gone'))).toBe(true);
    expect(sessionEnded(new ApiError(500, 'boom'))).toBe(false);
    expect(sessionEnded(new Error('x'))).toBe(false);
  });

  it('says offline when the browser is, else why the search failed', () => {
    expect(failureState(state, new ApiError(0, 'x'), false).phase).toBe('offline');
    expect(failureState(state, new ApiError(0, 'x'), true).failure).toEqual({
      kind: 'unreachable',
    });
    expect(
      failureState(state, new ApiError(422, 'bad', { check_in: ['Dates are wrong'] }), true)
        .failure,
    ).toEqual({ kind: 'refused', message: 'Dates are wrong' });
    const failed = failureState(state, new ApiError(503, 'x'), true);
    expect(failed).toMatchObject({ phase: 'error', failure: { kind: 'failed' } });
  });
});

describe('withCurrency', () => {
  it('starts the same search in another currency, without price filters, on page 1', () => {
    const priced = {
      ...state,
      corrections: ['currency' as const, 'guests' as const],
      filters: { ...state.filters, priceMin: 100, priceMax: 300, page: 3 },
    };
    const next = withCurrency(priced, 'USD');
    expect(next?.query).toMatchObject({ currency: 'USD', session: null });
    expect(next?.corrections).toEqual(['guests']);
    expect(next?.filters).toMatchObject({ priceMin: null, priceMax: null, page: 1, sort: 'stars' });
    expect(withCurrency(state, 'EUR')).toBeUndefined();
    expect(withCurrency(BLANK_RESULTS, 'USD')).toBeUndefined();
  });
});

describe('serverResultsState', () => {
  it('shows the session’s page when it answers the URL’s search', () => {
    expect(serverResultsState(read, filling)).toMatchObject({
      phase: 'searching',
      page: filling,
      filters: read.filters,
    });
    expect(serverResultsState(read, complete(120)).phase).toBe('done');
  });

  it('starts with skeletons without a page, for another search, or past the last page', () => {
    for (const [r, page] of [
      [read, undefined],
      [{ ...read, query: { ...query, currency: 'USD' } }, filling],
      [{ ...read, filters: { ...read.filters, page: 9 } }, complete(40)],
    ] as const) {
      expect(serverResultsState(r, page)).toMatchObject({ phase: 'starting', page: null });
    }
  });
});

describe('showsComplete', () => {
  const done = serverResultsState(read, complete(120));

  it('is true for a complete list of the URL’s own search and filters', () => {
    expect(
      showsComplete(done, readResultsUrl(`?${STAY}&session=abc&sort=stars`, 'USD', TODAY)),
    ).toBe(true);
  });

  it('is false while filling, for another search or filters, or a URL with corrections', () => {
    expect(showsComplete(serverResultsState(read, filling), read)).toBe(false);
    expect(showsComplete(done, { ...read, query: { ...query, currency: 'USD' } })).toBe(false);
    expect(showsComplete(done, { ...read, filters: { ...read.filters, sort: 'price' } })).toBe(
      false,
    );
    expect(showsComplete(done, { ...read, corrections: ['guests'] })).toBe(false);
  });
});
