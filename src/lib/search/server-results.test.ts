import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hotelCardFixture, searchResultsFixture } from '../../../contract/fixtures';
import type { Api } from '../api/client';
import { ApiError } from '../api/errors';
import { serverResults } from './server-results';

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
