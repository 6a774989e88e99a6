import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hotelCardFixture, searchResultsFixture } from '../../contract/fixtures';
import type { SearchResults } from '../../contract/search';
import type { Api } from '../lib/api/client';
import { ApiError } from '../lib/api/errors';
import { NO_FILTERS } from '../lib/search/filters';
import { toResultsPage } from '../lib/search/results';
import { BLANK_RESULTS, readResultsUrl, serverResultsState } from '../lib/search/session';
import type { SavedSearch } from '../lib/types';
import { createResultsSession } from './results';
import type { ResultsEnvironment } from './results-environment';

/** The fixtures' stay: 1 to 4 December 2026, 2 adults, EUR (seen from 1 November 2026). */
const stay = (checkIn: string, checkOut: string) =>
  `check_in=${checkIn}&check_out=${checkOut}&guests=2&currency=EUR`;
const STAY = stay('2026-12-01', '2026-12-04');
const PATH = '/hotels/destination/germany/berlin/results';
const target = { kind: 'destination', countrySlug: 'germany', destinationSlug: 'berlin' } as const;

type Answer = SearchResults | ApiError;

/**
 * A scripted booking API: each poll of a session takes the next answer of its list (the last
 * one repeats); starting a search creates session `new-N`.
 */
function scriptedApi(polls: Record<string, Answer[]>) {
  const calls: string[] = [];
  let started = 0;
  const api = {
    get: (path: string, query: Record<string, unknown>) => {
      const session = decodeURIComponent(path.split('/').at(-1) ?? '');
      calls.push(`GET ${session} page=${String(query.page)} sort=${String(query.sort)}`);
      const list = polls[session] ?? [new ApiError(404, 'Not found')];
      const answer = list.length > 1 ? list.shift()! : list[0]!;
      return answer instanceof ApiError
        ? Promise.reject(answer)
        : Promise.resolve({ data: answer });
    },
    post: (path: string) => {
      started += 1;
      calls.push(`POST ${path}`);
      return Promise.resolve({ data: { session: `new-${started}`, status: 'pending' } });
    },
  } as unknown as Api;
  return { api, calls };
}

/** A page's URL and network in memory; waits run on the fake clock (see `settle`). */
function memoryEnvironment(search: string) {
  const url = { pathname: PATH, search };
  const saved: SavedSearch[] = [];
  const environment: ResultsEnvironment = {
    location: () => ({ ...url }),
    replaceUrl: (href) => {
      url.search = href.slice(href.indexOf('?'));
    },
    online: () => true,
    wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    remember: (s) => saved.push(s),
  };
  return { environment, url, saved };
}

/** Runs the session on the fake clock, poll after poll, until nothing is left to run. */
const settle = () => vi.runAllTimersAsync();

/** What the server rendered for the URL's new search it started as session `srv`: `shown`. */
function startedByServer(shown: SearchResults) {
  const read = readResultsUrl(`?${STAY}`, 'USD');
  return serverResultsState(
    { ...read, query: { ...read.query, session: 'srv' } },
    toResultsPage({ ...shown, session: 'srv' }),
  );
}

const names = (hotels: { name: string }[] | undefined) =>
  (hotels ?? []).map((h) => h.name).join(', ');

const page = (changes: Partial<SearchResults> = {}, cards = [hotelCardFixture()]) =>
  searchResultsFixture(cards, changes);

describe('the results session', () => {
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    vi.setSystemTime(new Date('2026-11-01T12:00:00Z'));
  });
  afterAll(() => {
    vi.useRealTimers();
  });

  it('reuses the URL’s session and polls it until it is complete', async () => {
    const { api, calls } = scriptedApi({
      abc: [page({ progress: 40 }), page({ status: 'complete', progress: 100, total: 30 })],
    });
    const { environment, saved } = memoryEnvironment(`?${STAY}&session=abc`);
    const session = createResultsSession({
      api,
      target,
      placeName: 'Berlin',
      initial: BLANK_RESULTS,
      environment,
    });
    const phases: string[] = [];
    session.$results.subscribe((s) => phases.push(s.phase));
    session.begin('USD');
    await settle();
    expect(calls).toEqual(['GET abc page=1 sort=price', 'GET abc page=1 sort=price']);
    expect(session.$results.get()).toMatchObject({ phase: 'done', expired: false });
    expect(session.$results.get().page?.total).toBe(30);
    expect(phases).toContain('searching');
    expect(saved).toEqual([]);
  });

  it('keeps the session the server started in the URL and polls it, starting nothing', async () => {
    const { api, calls } = scriptedApi({
      srv: [page({ status: 'complete', progress: 100, total: 30 })],
    });
    const { environment, url, saved } = memoryEnvironment(`?${STAY}`);
    const initial = startedByServer(page({ progress: 40 }));
    const session = createResultsSession({
      api,
      target,
      placeName: 'Berlin',
      initial,
      environment,
    });
    session.begin('USD');
    await settle();
    expect(url.search).toContain('session=srv');
    expect(calls).toEqual(['GET srv page=1 sort=price']);
    expect(session.$results.get()).toMatchObject({ phase: 'done' });
    expect(saved.map((s) => s.params.destination)).toEqual(['Berlin']);
  });

  it('keeps the cards the server showed in place while its session fills, then sorts them', async () => {
    const cheap = hotelCardFixture({ id: 7001, name: 'Cheap Inn' });
    const dear = hotelCardFixture({ id: 7002, name: 'Dear Palace' });
    const { api } = scriptedApi({
      srv: [
        page({ progress: 70 }, [cheap, dear]),
        page({ status: 'complete', progress: 100, total: 2 }, [cheap, dear]),
      ],
    });
    const { environment } = memoryEnvironment(`?${STAY}`);
    const initial = startedByServer(page({ progress: 40 }, [dear]));
    const session = createResultsSession({
      api,
      target,
      placeName: 'Berlin',
      initial,
      environment,
    });
    const lists: string[] = [];
    session.$results.subscribe((s) => {
      const shown = `${s.phase}: ${names(s.page?.hotels)}`;
      if (lists.at(-1) !== shown) lists.push(shown);
    });
    session.begin('USD');
    await settle();
    expect(lists).toEqual([
      'searching: Dear Palace',
      'searching: Dear Palace, Cheap Inn',
      'done: Cheap Inn, Dear Palace',
    ]);
  });

  it('keeps a complete list the server started as it is, with its session in the URL', async () => {
    const { api, calls } = scriptedApi({});
    const { environment, url } = memoryEnvironment(`?${STAY}`);
    const read = readResultsUrl(`?${STAY}`, 'USD');
    const initial = serverResultsState(
      { ...read, query: { ...read.query, session: 'srv' } },
      toResultsPage(page({ status: 'complete', progress: 100 })),
    );
    const session = createResultsSession({
      api,
      target,
      placeName: 'Berlin',
      initial,
      environment,
    });
    session.begin('USD');
    await settle();
    expect(url.search).toContain('session=srv');
    expect(calls).toEqual([]);
    expect(session.$results.get()).toBe(initial);
  });

  it('starts its own search when the server’s session was for another search', async () => {
    const { api, calls } = scriptedApi({ 'new-1': [page({ status: 'complete' })] });
    const { environment, url } = memoryEnvironment(`?${stay('2026-12-02', '2026-12-04')}`);
    const read = readResultsUrl(`?${STAY}`, 'USD');
    const session = createResultsSession({
      api,
      target,
      placeName: 'Berlin',
      initial: serverResultsState({ ...read, query: { ...read.query, session: 'srv' } }, undefined),
      environment,
    });
    session.begin('USD');
    await settle();
    expect(calls[0]).toBe('POST /v3/hotels/search');
    expect(url.search).toContain('session=new-1');
  });

  it('asks nothing when the server already showed the URL’s search complete', async () => {
    const { api, calls } = scriptedApi({ abc: [page({ status: 'complete', progress: 100 })] });
    const { environment } = memoryEnvironment(`?${STAY}&session=abc`);
    const read = readResultsUrl(`?${STAY}&session=abc`, 'USD');
    const initial = serverResultsState(read, toResultsPage(page({ status: 'complete' })));
    const session = createResultsSession({
      api,
      target,
      placeName: 'Berlin',
      initial,
      environment,
    });
    const states: unknown[] = [];
    session.$results.listen((s) => states.push(s));
    session.begin('USD');
    await settle();
    expect(calls).toEqual([]);
    expect(states).toEqual([]);
    expect(session.$results.get()).toBe(initial);

    // Any change runs as before.
    session.change({ ...initial.filters, sort: 'stars' });
    await settle();
    expect(calls).toEqual(['GET abc page=1 sort=stars']);
  });

  it('starts a new session when the URL has none, writes it into the URL and saves the search', async () => {
    const { api, calls } = scriptedApi({
      'new-1': [page({ session: 'new-1', status: 'complete' })],
    });
    const { environment, url, saved } = memoryEnvironment(`?${STAY}&fid=1001`);
    const session = createResultsSession({
      api,
      target,
      placeName: 'Berlin',
      initial: BLANK_RESULTS,
      environment,
    });
    session.begin('USD');
    await settle();
    expect(calls).toEqual(['POST /v3/hotels/search', 'GET new-1 page=1 sort=price']);
    expect(url.search).toBe(`?${STAY}&session=new-1&fid=1001`);
    expect(saved).toEqual([
      {
        router: `${PATH}?${STAY}&session=new-1`,
        params: {
          check_in: '2026-12-01',
          check_out: '2026-12-04',
          guests: '2',
          currency: 'EUR',
          destination: 'Berlin',
        },
      },
    ]);
    expect(session.$results.get().phase).toBe('done');
  });

  it('starts the same search again when the URL’s session has ended, and says so', async () => {
    const { api, calls } = scriptedApi({
      'new-1': [page({ session: 'new-1', status: 'complete' })],
    });
    const { environment, url } = memoryEnvironment(`?${STAY}&session=gone`);
    const session = createResultsSession({
      api,
      target,
      placeName: 'Berlin',
      initial: BLANK_RESULTS,
      environment,
    });
    session.begin('USD');
    await settle();
    expect(calls).toEqual([
      'GET gone page=1 sort=price',
      'POST /v3/hotels/search',
      'GET new-1 page=1 sort=price',
    ]);
    expect(session.$results.get()).toMatchObject({ phase: 'done', expired: true });
    expect(url.search).toContain('session=new-1');
  });

  it('starts a new session when the URL’s session was for another stay', async () => {
    const { api, calls } = scriptedApi({
      abc: [page({ status: 'complete' })],
      'new-1': [page({ session: 'new-1', status: 'complete' })],
    });
    const { environment } = memoryEnvironment(`?${stay('2026-12-02', '2026-12-04')}&session=abc`);
    const session = createResultsSession({
      api,
      target,
      placeName: 'Berlin',
      initial: BLANK_RESULTS,
      environment,
    });
    session.begin('USD');
    await settle();
    expect(calls).toEqual([
      'GET abc page=1 sort=price',
      'POST /v3/hotels/search',
      'GET new-1 page=1 sort=price',
    ]);
    expect(session.$results.get().expired).toBe(false);
  });

  it('applies other filters through the URL and goes back to page 1 past the last page', async () => {
    const { api, calls } = scriptedApi({ abc: [page({ status: 'complete', total: 30 })] });
    const { environment, url } = memoryEnvironment(`?${STAY}&session=abc`);
    const session = createResultsSession({
      api,
      target,
      placeName: 'Berlin',
      initial: BLANK_RESULTS,
      environment,
    });
    session.begin('USD');
    await settle();
    const announced: string[] = [];
    const unlisten = session.$results.listen((state) =>
      announced.push(`${state.filters.sort} ${state.phase}`),
    );
    session.change({ ...NO_FILTERS, sort: 'rating', page: 5 });
    unlisten();
    // The complete list stays on screen while the new order is asked for, and no state shows
    // the new order with the old list as its answer (a frame in which "done" meant the old one).
    expect(session.$results.get()).toMatchObject({ phase: 'updating', page: { total: 30 } });
    expect(announced).toEqual(['rating updating']);
    await settle();
    expect(calls.slice(1)).toEqual(['GET abc page=5 sort=rating', 'GET abc page=1 sort=rating']);
    expect(url.search).toBe(`?${STAY}&session=abc&sort=rating`);
    expect(session.$results.get().filters).toEqual({ ...NO_FILTERS, sort: 'rating' });
  });

  it('shows a failure with its words and runs again on retry', async () => {
    const { api } = scriptedApi({
      abc: [new ApiError(503, 'Down'), page({ status: 'complete' })],
    });
    const { environment } = memoryEnvironment(`?${STAY}&session=abc`);
    const session = createResultsSession({
      api,
      target,
      placeName: 'Berlin',
      initial: BLANK_RESULTS,
      environment,
    });
    session.begin('USD');
    await settle();
    expect(session.$results.get()).toMatchObject({ phase: 'error', failure: { kind: 'failed' } });
    session.retry();
    await settle();
    expect(session.$results.get().phase).toBe('done');
  });

  it('says offline when the network is gone', async () => {
    const { api } = scriptedApi({ abc: [new ApiError(0, 'Unreachable')] });
    const { environment } = memoryEnvironment(`?${STAY}&session=abc`);
    const session = createResultsSession({
      api,
      target,
      placeName: 'Berlin',
      initial: BLANK_RESULTS,
      environment: { ...environment, online: () => false },
    });
    session.begin('USD');
    await settle();
    expect(session.$results.get().phase).toBe('offline');
  });

  it('runs the same search in another currency in a new session', async () => {
    const { api, calls } = scriptedApi({
      abc: [page({ status: 'complete' })],
      'new-1': [
        page({
          session: 'new-1',
          status: 'complete',
          search: { ...page().search, currency: 'USD' },
        }),
      ],
    });
    const { environment, url } = memoryEnvironment(`?${STAY}&session=abc&price_max=300`);
    const session = createResultsSession({
      api,
      target,
      placeName: 'Berlin',
      initial: BLANK_RESULTS,
      environment,
    });
    session.begin('USD');
    await settle();
    session.changeCurrency('USD');
    await settle();
    expect(calls.slice(1)).toEqual(['POST /v3/hotels/search', 'GET new-1 page=1 sort=price']);
    expect(url.search).toBe(
      '?check_in=2026-12-01&check_out=2026-12-04&guests=2&currency=USD&session=new-1',
    );
  });

  it('stops polling once stopped, and runs nothing without a target', async () => {
    const { api, calls } = scriptedApi({ abc: [page()] });
    const { environment } = memoryEnvironment(`?${STAY}&session=abc`);
    let waits = 0;
    const session = createResultsSession({
      api,
      target,
      placeName: 'Berlin',
      initial: BLANK_RESULTS,
      environment: {
        ...environment,
        wait: () => {
          waits += 1;
          if (waits === 3) session.stop();
          return Promise.resolve();
        },
      },
    });
    session.begin('USD');
    await settle();
    expect(calls).toHaveLength(3);

    const idle = scriptedApi({});
    const nowhere = createResultsSession({
      api: idle.api,
      target: null,
      placeName: '',
      initial: BLANK_RESULTS,
      environment: memoryEnvironment('?check_in=soon').environment,
    });
    nowhere.begin('USD');
    await settle();
    expect(idle.calls).toEqual([]);
    expect(nowhere.$results.get().corrections).toEqual(['dates']);
  });
});
