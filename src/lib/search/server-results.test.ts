import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hotelCardFixture, searchResultsFixture } from '../../../contract/fixtures';
import type { Api } from '../api/client';
import { ApiError } from '../api/errors';
import { serverResults, startServerResults, startsOnServer } from './server-results';

/** The fixtures' stay: 1 to 4 December 2026, 2 adults, EUR (seen from 1 November 2026). */
const STAY = '?check_in=2026-12-01&check_out=2026-12-04&guests=2&currency=EUR';

/** An API whose session polls answer `answer` (or fail with it, or never answer). */
function pollingApi(answer: unknown) {
  const asked: { path: string; query: unknown }[] = [];
  const api = {
    get: (path: string, query: unknown) => {
      asked.push({ path, query });
      if (answer === 'never') return new Promise(() => {});
      return answer instanceof ApiError ? Promise.reject(answer) : Promise.resolve(answer);
    },
  } as unknown as Api;
  return { api, asked };
}

describe('serverResults', () => {
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-01T12:00:00Z'));
  });
  afterAll(() => {
    vi.useRealTimers();
  });

  it('renders the first cards of the URL’s session in the URL’s order', async () => {
    const card = hotelCardFixture();
    const { api, asked } = pollingApi({ data: searchResultsFixture([card]) });
    const state = await serverResults(api, `${STAY}&session=abc&sort=rating`, 'USD');
    expect(asked).toEqual([
      { path: '/v3/hotels/search/abc', query: { sort: 'rating', page: 1, per_page: 20 } },
    ]);
    expect(state).toMatchObject({ phase: 'searching', expired: false, corrections: [] });
    expect(state.page?.hotels).toEqual([card]);
  });

  it('renders skeletons without a session, asking nothing', async () => {
    const { api, asked } = pollingApi({ data: searchResultsFixture() });
    const state = await serverResults(api, STAY, 'USD');
    expect(asked).toEqual([]);
    expect(state).toMatchObject({ phase: 'starting', page: null });
    expect(state.query?.currency).toBe('EUR');
  });

  it('says at once that the session has ended, with skeletons for the new search', async () => {
    const { api } = pollingApi(new ApiError(404, 'Not found'));
    expect(await serverResults(api, `${STAY}&session=gone`, 'USD')).toMatchObject({
      phase: 'starting',
      page: null,
      expired: true,
    });
  });

  it('sends skeletons when the API fails, answers off the contract, or is slow', async () => {
    for (const answer of [new ApiError(503, 'Down'), { data: { session: 'abc' } }, 'never']) {
      const state = await serverResults(pollingApi(answer).api, `${STAY}&session=abc`, 'USD', 20);
      expect(state).toMatchObject({ phase: 'starting', page: null, expired: false });
    }
  });
});

const BERLIN = { kind: 'destination', countrySlug: 'germany', destinationSlug: 'berlin' } as const;

/** An API acting for the visitor: starting a search answers `start`, polls answer `poll`. */
function startingApi(start: unknown, poll: unknown) {
  const asked: string[] = [];
  const answer = (value: unknown) =>
    value === 'never'
      ? new Promise(() => {})
      : value instanceof ApiError
        ? Promise.reject(value)
        : Promise.resolve(value);
  const api = {
    post: (path: string, body: unknown) => {
      asked.push(`POST ${path} ${JSON.stringify(body)}`);
      return answer(start);
    },
    get: (path: string) => {
      asked.push(`GET ${path}`);
      return answer(poll);
    },
  } as unknown as Api;
  return { open: () => Promise.resolve(api), asked };
}

describe('startsOnServer', () => {
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-01T12:00:00Z'));
  });
  afterAll(() => {
    vi.useRealTimers();
  });

  it('starts a complete, valid new search in the URL’s currency, and nothing else', () => {
    expect(startsOnServer(STAY, 'USD')).toBe(true);
    expect(startsOnServer(`${STAY}&sort=rating&stars=4`, 'USD')).toBe(true);
    expect(startsOnServer(`${STAY}&session=abc`, 'USD')).toBe(false);
    expect(startsOnServer(STAY.replace('&currency=EUR', ''), 'USD')).toBe(false);
    expect(startsOnServer(STAY.replace('2026-12-04', '2026-11-30'), 'USD')).toBe(false);
    expect(startsOnServer('', 'USD')).toBe(false);
  });
});

describe('startServerResults', () => {
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-01T12:00:00Z'));
  });
  afterAll(() => {
    vi.useRealTimers();
  });

  it('starts the search the browser would start and renders its first cards', async () => {
    const card = hotelCardFixture();
    const { open, asked } = startingApi(
      { data: { session: 'srv', status: 'pending' } },
      { data: searchResultsFixture([card]) },
    );
    const state = await startServerResults(open, BERLIN, `${STAY}&sort=rating`, 'USD');
    expect(asked).toEqual([
      `POST /v3/hotels/search ${JSON.stringify({
        destination: { country_slug: 'germany', destination_slug: 'berlin' },
        check_in: '2026-12-01',
        check_out: '2026-12-04',
        guests: '2',
        currency: 'EUR',
        country: '',
      })}`,
      'GET /v3/hotels/search/srv',
    ]);
    expect(state).toMatchObject({ phase: 'searching', corrections: [] });
    expect(state?.query).toMatchObject({ session: 'srv', currency: 'EUR' });
    expect(state?.filters.sort).toBe('rating');
    expect(state?.page?.hotels).toEqual([card]);
  });

  it('hands over a started session with skeletons when its first page is late or fails', async () => {
    for (const poll of ['never', new ApiError(503, 'Down')]) {
      const { open } = startingApi({ data: { session: 'srv', status: 'pending' } }, poll);
      const state = await startServerResults(open, BERLIN, STAY, 'USD', 20);
      expect(state).toMatchObject({ phase: 'starting', page: null });
      expect(state?.query?.session).toBe('srv');
    }
  });

  it('starts nothing when the API is late, refuses, limits or fails, or grants no session', async () => {
    const starts = [
      'never',
      new ApiError(422, 'Invalid'),
      new ApiError(429, 'Too many searches'),
      new ApiError(0, 'Unreachable'),
      { data: { status: 'pending' } },
    ];
    for (const start of starts) {
      const { open } = startingApi(start, { data: searchResultsFixture() });
      expect(await startServerResults(open, BERLIN, STAY, 'USD', 20)).toBeUndefined();
    }
    const noSession = () => Promise.resolve(undefined);
    expect(await startServerResults(noSession, BERLIN, STAY, 'USD', 20)).toBeUndefined();
    const unreachable = () => Promise.reject(new TypeError('fetch failed'));
    expect(await startServerResults(unreachable, BERLIN, STAY, 'USD', 20)).toBeUndefined();
  });
});
